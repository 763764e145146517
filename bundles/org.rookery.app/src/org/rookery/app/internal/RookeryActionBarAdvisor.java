// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * The main menu: File, Edit, Window and Help with the standard workbench actions, each menu
 * leaving an {@code additions} group so that later Rookery bundles contribute their own items.
 */
public class RookeryActionBarAdvisor extends ActionBarAdvisor {

    private IWorkbenchAction newWizard;
    private IWorkbenchAction importWizard;
    private IWorkbenchAction exportWizard;
    private IWorkbenchAction save;
    private IWorkbenchAction saveAll;
    private IWorkbenchAction close;
    private IWorkbenchAction refresh;
    private IWorkbenchAction quit;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;
    private IWorkbenchAction cut;
    private IWorkbenchAction copy;
    private IWorkbenchAction paste;
    private IWorkbenchAction delete;
    private IWorkbenchAction selectAll;
    private IWorkbenchAction find;
    private IWorkbenchAction resetPerspective;
    private IWorkbenchAction preferences;
    private AboutRookeryAction about;

    public RookeryActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        newWizard = register(ActionFactory.NEW.create(window));
        importWizard = register(ActionFactory.IMPORT.create(window));
        exportWizard = register(ActionFactory.EXPORT.create(window));
        save = register(ActionFactory.SAVE.create(window));
        saveAll = register(ActionFactory.SAVE_ALL.create(window));
        close = register(ActionFactory.CLOSE.create(window));
        refresh = register(ActionFactory.REFRESH.create(window));
        quit = register(ActionFactory.QUIT.create(window));
        undo = register(ActionFactory.UNDO.create(window));
        redo = register(ActionFactory.REDO.create(window));
        cut = register(ActionFactory.CUT.create(window));
        copy = register(ActionFactory.COPY.create(window));
        paste = register(ActionFactory.PASTE.create(window));
        delete = register(ActionFactory.DELETE.create(window));
        selectAll = register(ActionFactory.SELECT_ALL.create(window));
        find = register(ActionFactory.FIND.create(window));
        resetPerspective = register(ActionFactory.RESET_PERSPECTIVE.create(window));
        preferences = register(ActionFactory.PREFERENCES.create(window));
        about = new AboutRookeryAction(window);
    }

    private <T extends IWorkbenchAction> T register(T action) {
        super.register(action);
        return action;
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(newWizard);
        file.add(new Separator());
        file.add(close);
        file.add(save);
        file.add(saveAll);
        file.add(new Separator());
        file.add(refresh);
        file.add(new Separator());
        file.add(importWizard);
        file.add(exportWizard);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);

        // The groups editors contribute to (text editors put Find Next and friends in find.ext).
        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_START));
        edit.add(undo);
        edit.add(redo);
        edit.add(new GroupMarker(IWorkbenchActionConstants.UNDO_EXT));
        edit.add(new Separator());
        edit.add(cut);
        edit.add(copy);
        edit.add(paste);
        edit.add(new GroupMarker(IWorkbenchActionConstants.CUT_EXT));
        edit.add(new Separator());
        edit.add(delete);
        edit.add(selectAll);
        edit.add(new Separator());
        edit.add(find);
        edit.add(new GroupMarker(IWorkbenchActionConstants.FIND_EXT));
        edit.add(new Separator());
        edit.add(new GroupMarker(IWorkbenchActionConstants.ADD_EXT));
        edit.add(new GroupMarker(IWorkbenchActionConstants.EDIT_END));
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));

        MenuManager window = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager("Show &View", "showView");
        showView.add(ContributionItemFactory.VIEWS_SHORTLIST.create(getActionBarConfigurer().getWindowConfigurer().getWindow()));
        window.add(showView);
        window.add(resetPerspective);
        window.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        window.add(new Separator());
        window.add(preferences);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(new Separator());
        help.add(about);

        menuBar.add(file);
        menuBar.add(edit);
        menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(window);
        menuBar.add(help);
    }
}

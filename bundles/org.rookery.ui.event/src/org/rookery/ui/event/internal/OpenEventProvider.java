// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.navigator.CommonActionProvider;
import org.eclipse.ui.navigator.ICommonActionConstants;
import org.eclipse.ui.navigator.ICommonActionExtensionSite;
import org.eclipse.ui.navigator.ICommonViewerWorkbenchSite;
import org.rookery.engine.event.EventFolder;
import org.rookery.ui.event.EventUi;

/**
 * Opening an event folder in the Project Explorer (double-click or Enter) opens the event editor
 * on its journal instead of only expanding the folder.
 */
public final class OpenEventProvider extends CommonActionProvider {

    private OpenEventAction open;

    @Override
    public void init(ICommonActionExtensionSite site) {
        if (site.getViewSite() instanceof ICommonViewerWorkbenchSite workbenchSite) {
            open = new OpenEventAction(workbenchSite.getPage());
        }
    }

    @Override
    public void fillActionBars(IActionBars bars) {
        if (open != null && journalOf(getContext() == null ? null : getContext().getSelection()) != null) {
            open.journal = journalOf(getContext().getSelection());
            bars.setGlobalActionHandler(ICommonActionConstants.OPEN, open);
        }
    }

    /** The journal of the event folder selected alone, or null when the selection is not one event folder. */
    static IFile journalOf(Object selection) {
        if (selection instanceof IStructuredSelection s && s.size() == 1 && s.getFirstElement() instanceof IFolder folder) {
            IFile journal = folder.getFile(EventFolder.JOURNAL);
            return journal.exists() ? journal : null;
        }
        return null;
    }

    /** Opens the event editor on the selected event folder's journal. */
    static final class OpenEventAction extends Action {

        private final IWorkbenchPage page;
        private IFile journal;

        OpenEventAction(IWorkbenchPage page) {
            super("Open Event");
            this.page = page;
        }

        /** Opens the event in {@code journal}'s folder. */
        static void open(IWorkbenchPage page, IFile journal) throws PartInitException {
            IDE.openEditor(page, journal, EventUi.EDITOR_ID);
        }

        @Override
        public void run() {
            if (journal != null) {
                try {
                    open(page, journal);
                } catch (PartInitException e) {
                    org.eclipse.jface.dialogs.ErrorDialog.openError(page.getWorkbenchWindow().getShell(), "Open Event",
                            journal.getParent().getFullPath() + " could not be opened", e.getStatus());
                }
            }
        }
    }
}

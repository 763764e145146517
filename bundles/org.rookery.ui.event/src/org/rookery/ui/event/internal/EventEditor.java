// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.operations.RedoActionHandler;
import org.eclipse.ui.operations.UndoActionHandler;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.MultiPageEditorPart;

/**
 * The event editor, opened on an event folder's {@code journal.jsonl} or a server event's
 * {@link ServerEvents#MARKER}. Its first page is what the arbiter works in, and the page it
 * opens on: an innings match's Scorecard, or the Pairings of an event that pairs rounds (an
 * event without players yet opens on its Players page). Then Players, and Teams where the format
 * has teams. It never holds unsaved
 * changes: each action is a fact written to the journal at once, so it is never dirty. While it
 * is active its event is the one the views show, and Edit > Undo/Redo work on the event's facts.
 */
public final class EventEditor extends MultiPageEditorPart {

    private static final String SCORECARD_VIEW = "org.rookery.ui.event.scorecard";
    private static final String STANDINGS_VIEW = "org.rookery.ui.event.standings";
    private static final String PAIRINGS_VIEW = "org.rookery.ui.event.pairings";
    private static final String RULINGS_VIEW = "org.rookery.ui.event.rulings";
    /** The board bundle's Welcome view, which has done its job once an event is open. */
    private static final String WELCOME_VIEW = "org.rookery.ui.board.welcome";

    private EventSession session;
    private PlayersPage players;
    private TeamsPage teams;
    private int teamsIndex = -1;
    private ScorecardPanel scorecard;
    private PairingsPanel pairings;
    /** The model's notifications since the pages last drew it. */
    private final ModelChanges changes = new ModelChanges();
    private final java.util.function.Consumer<org.rookery.event.model.Event> onModel = model -> {
        org.eclipse.swt.widgets.Display display = getSite().getShell().getDisplay();
        Runnable show = () -> {
            if (getContainer() != null && !getContainer().isDisposed()) {
                changePages(session.model());
            }
        };
        if (org.eclipse.swt.widgets.Display.getCurrent() == display) {
            show.run();
        } else {
            display.asyncExec(show);
        }
    };
    private final java.util.function.Consumer<String> connection = message -> showConnection();
    private final IPartListener2 activation = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == EventEditor.this) {
                EventSessions.activate(session);
            }
        }
    };

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IFileEditorInput fileInput)) {
            throw new PartInitException("the event editor opens an event folder's journal.jsonl in the workspace");
        }
        IFile journal = fileInput.getFile();
        IContainer folder = journal.getParent();
        try {
            session = EventSessions.acquire(folder);
        } catch (IOException e) {
            throw new PartInitException(folder.getFullPath() + " could not be opened as an event: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PartInitException("interrupted while opening " + folder.getFullPath(), e);
        } catch (RuntimeException e) {
            throw new PartInitException(folder.getFullPath() + " could not be opened as an event: " + e.getMessage(), e);
        }
        super.init(site, input);
        setPartName(folder.getName() + (session.dryRun() ? " (dry run, read-only)" : ""));
        setTitleToolTip(session.model().getFormatName() + (session.dryRun() ? " dry run, to read only, in " + folder.getFullPath()
                : " event " + (session.shared() ? "on " + session.location() : "in " + folder.getFullPath())));
        session.addConnectionListener(connection);
        site.getPage().addPartListener(activation);
        site.getActionBars().setGlobalActionHandler(ActionFactory.UNDO.getId(),
                new UndoActionHandler(site, session.undoContext()));
        site.getActionBars().setGlobalActionHandler(ActionFactory.REDO.getId(),
                new RedoActionHandler(site, session.undoContext()));
        EventSessions.activate(session);
    }

    @Override
    protected void createPages() {
        Composite parent = getContainer();
        // where the eye goes first: an innings match's scorecard, the pairings of an event that pairs rounds
        int main = -1;
        if (session.state().innings().isPresent()) {
            Composite page = new Composite(parent, SWT.NONE);
            scorecard = new ScorecardPanel(page, () -> session);
            main = addPage(page);
            setPageText(main, "Scorecard");
        } else if (session.state().format().event().isPresent()) {
            Composite page = new Composite(parent, SWT.NONE);
            GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(page);
            ToolBarManager bar = new ToolBarManager(SWT.FLAT | SWT.WRAP | SWT.RIGHT);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(bar.createControl(page));
            Composite body = new Composite(page, SWT.NONE);
            GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
            pairings = new PairingsPanel(body, () -> session, getSite(), bar);
            bar.update(true);
            main = addPage(page);
            setPageText(main, "Pairings");
        }
        players = new PlayersPage(parent, session);
        int playersPage = addPage(players.control());
        setPageText(playersPage, "Players");
        if (TeamsPage.applies(session.state())) {
            teams = new TeamsPage(parent, session);
            teamsIndex = addPage(teams.control());
            setPageText(teamsIndex, "Teams");
        }
        session.addListener(onModel);
        changes.take(session.model());
        showPages(session.model());
        // a new event's first job is its players; an innings match's scorecard leads through its teams itself
        setActivePage(main >= 0 && (scorecard != null || !session.state().players().isEmpty()) ? main : playersPage);
        showEventViews();
    }

    /**
     * Shows what changed in the event's model on the pages: on the Pairings page only the games
     * the model's notifications name (a result redraws its row, not the round); a new model, and
     * the Scorecard page, whole. Called on the UI thread.
     */
    private void changePages(org.rookery.event.model.Event model) {
        java.util.List<org.eclipse.emf.common.notify.Notification> since = changes.take(model);
        if (since == null) {
            showPages(model);
            return;
        }
        if (scorecard != null && !since.isEmpty()) {
            scorecard.show(model);
        }
        if (pairings != null && !since.isEmpty()) {
            pairings.changed(model, since);
        }
    }

    /** Shows the event's model on the Scorecard or Pairings page whole. Called on the UI thread. */
    private void showPages(org.rookery.event.model.Event model) {
        if (scorecard != null) {
            scorecard.show(model);
        }
        if (pairings != null) {
            pairings.show(model);
        }
    }

    /** The name of the page the editor shows, for tests: "Scorecard", "Pairings", "Players" or "Teams". */
    String activePageText() {
        return getActivePage() < 0 ? "" : getPageText(getActivePage());
    }

    /** The Scorecard page (null unless the event is an innings match), for tests. */
    ScorecardPanel scorecardPage() {
        return scorecard;
    }

    /** The Pairings page (null for an innings match), for tests. */
    PairingsPanel pairingsPage() {
        return pairings;
    }

    /**
     * Lays the workbench out for the event when it opens: the editor area shows what the arbiter
     * works in (its Scorecard or Pairings page), the Standings come to the top of their folder and
     * the Rulings Log to the top of its folder where the Pairings or Innings Scorecard view would
     * show the editor's page a second time (those views stay open behind, for an arbiter who wants
     * them beside another editor),
     * the Innings Scorecard view is closed for an event without innings, and the Welcome view
     * steps aside. Shown, not activated, so the editor keeps the focus; a view the arbiter closed
     * is opened again.
     */
    private void showEventViews() {
        boolean innings = session.state().innings().isPresent();
        getSite().getShell().getDisplay().asyncExec(() -> {
            IWorkbenchPage page = getSite().getPage();
            if (page == null || session == null) {
                return;
            }
            try {
                // the lower row: the rulings beside the standings rather than a second copy of the
                // editor's page (another view on top there, such as the Dry Run, stays)
                if (visible(page, PAIRINGS_VIEW) || visible(page, SCORECARD_VIEW)) {
                    page.showView(RULINGS_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
                }
                page.showView(STANDINGS_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
            } catch (PartInitException e) {
                // The view reports its own failure in its place; the event stays open.
            }
            if (!innings) {
                hide(page, SCORECARD_VIEW);
            }
            hide(page, WELCOME_VIEW);
        });
    }

    private static boolean visible(IWorkbenchPage page, String view) {
        org.eclipse.ui.IViewPart part = page.findView(view);
        return part != null && page.isPartVisible(part);
    }

    private static void hide(IWorkbenchPage page, String view) {
        org.eclipse.ui.IViewReference ref = page.findViewReference(view);
        if (ref != null) {
            page.hideView(ref);
        }
    }

    /**
     * Shows on the UI thread whether the event's server is reachable: the editor's name and the
     * status line say "disconnected" while it is not, and "connected again" when it is back.
     */
    private void showConnection() {
        org.eclipse.swt.widgets.Display display = getSite().getShell().getDisplay();
        display.asyncExec(() -> {
            if (session == null || getContainer() == null || getContainer().isDisposed()) {
                return;
            }
            String problem = session.connectionProblem();
            String name = session.container().getName();
            setPartName(problem.isEmpty() ? name : name + " (disconnected)");
            getEditorSite().getActionBars().getStatusLineManager().setMessage(problem.isEmpty()
                    ? "Connected again to " + session.location() : "Disconnected: " + problem
                            + "; reconnecting by itself, nothing recorded is lost");
        });
    }

    /** The event this editor works on. */
    public EventSession session() {
        return session;
    }

    /** The teams page (null when the format has no teams), for tests and actions. */
    TeamsPage teamsPage() {
        return teams;
    }

    /** Shows the teams page, as the arbiter clicks its tab. */
    void showTeamsPage() {
        setActivePage(teamsIndex);
    }

    /** The players page, for tests and actions. */
    PlayersPage playersPage() {
        return players;
    }

    @Override
    public void setFocus() {
        super.setFocus();
        EventSessions.activate(session);
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(activation);
        if (players != null) {
            players.dispose();
        }
        if (teams != null) {
            teams.dispose();
        }
        session.removeConnectionListener(connection);
        session.removeListener(onModel);
        changes.dispose();
        try {
            EventSessions.release(session);
        } catch (IOException e) {
            // The journal is flushed after every fact; a failed close loses nothing.
        }
        super.dispose();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // Facts are written when recorded; there is nothing to save.
    }

    @Override
    public void doSaveAs() {
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public boolean isDirty() {
        return false;
    }
}

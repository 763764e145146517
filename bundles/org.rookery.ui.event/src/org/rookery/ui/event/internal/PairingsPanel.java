// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.event.RoundsNeeded;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.pairing.PairingException;
import org.rookery.event.model.Bye;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.Player;
import org.rookery.event.model.Round;

/**
 * The pairings of an event, one round at a time: boards with White and Black, results, byes, and
 * the pairing engine's reasons. "Pair next round" runs the format's pairing engine in a job and
 * records the pairing as a fact; "Enter result" records a game's result. One widget for the
 * Pairings view and the event editor's Pairings page, which the editor area shows first when a
 * Swiss, round robin, knockout or team event opens.
 */
final class PairingsPanel {

    private final java.util.function.Supplier<EventSession> session;
    private final org.eclipse.ui.IWorkbenchPartSite site;

    private Combo rounds;
    private TableViewer boards;
    private Label byes;
    private Text reasons;
    private Event shown;
    /** How many rounds the round choice lists: the model may have gained one since, in place. */
    private int shownRounds;
    private StageRoundsDialog roundsDialog;
    private KeyboardEntry entry;

    /**
     * Builds the pairings in {@code parent} and its actions on {@code bar}; it shows the event
     * {@code session} gives at each {@link #show}, and its dialogs open over {@code site}'s window.
     */
    PairingsPanel(Composite parent, java.util.function.Supplier<EventSession> session,
            org.eclipse.ui.IWorkbenchPartSite site, IToolBarManager bar) {
        this.session = session;
        this.site = site;
        parent.setLayout(new GridLayout(2, false));
        new Label(parent, SWT.NONE).setText("Round");
        rounds = new Combo(parent, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().hint(120, SWT.DEFAULT).applyTo(rounds);
        rounds.addListener(SWT.Selection, e -> showRound());
        // The table and the engine's reasons share the height by a sash: on a short view the boards
        // keep most of it, and the arbiter drags the sash to read long reasons.
        SashForm split = new SashForm(parent, SWT.VERTICAL);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, true).applyTo(split);
        boards = new TableViewer(split, SWT.BORDER | SWT.FULL_SELECTION);
        boards.getTable().setHeaderVisible(true);
        boards.getTable().setLinesVisible(true);
        Tables.<Game>column(boards, "Board", 50, ReplayRows::board);
        Tables.<Game>column(boards, "Game", 60, Game::getId);
        Tables.<Game>column(boards, "White", 180, g -> name(g.getWhite()));
        Tables.<Game>column(boards, "Black", 180, g -> name(g.getBlack()));
        Tables.<Game>column(boards, "Result", 110, g -> g.getResult() == null ? "" : g.getResult());
        Tables.<Game>column(boards, "Ending", 110, g -> g.getEnding() == null ? "" : g.getEnding());
        Tables.<Game>column(boards, "Note", 420, ReplayRows::note);
        boards.setContentProvider(ArrayContentProvider.getInstance());
        // a game whose result comes in is found by itself, not by a walk over the boards
        boards.setUseHashlookup(true);
        boards.addDoubleClickListener(e -> enterResult());
        Composite below = new Composite(split, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(below);
        entry = new KeyboardEntry(below, this::session, () -> round() == null || round().getPlayOff() > 0 ? 0 : round().getNumber());
        byes = new Label(below, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(byes);
        reasons = new Text(below, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, true).hint(SWT.DEFAULT, 40).applyTo(reasons);
        split.setWeights(70, 30);

        bar.add(new Action("Pair next round") {
            @Override
            public void run() {
                pairNext();
            }
        });
        bar.add(new Action("Enter result...") {
            @Override
            public void run() {
                enterResult();
            }
        });
        bar.add(new Action("Play on board") {
            @Override
            public void run() {
                playOnBoard();
            }
        });
        new PairingChangeActions(this).install(bar);
        new RoundPrinting(this).install(bar);
    }

    private EventSession session() {
        return session.get();
    }

    /** The window's shell, for the panel's dialogs. */
    Shell shell() {
        return site.getShell();
    }

    void setFocus() {
        boards.getControl().setFocus();
    }

    private static String name(Player p) {
        // a player registered without a name has his id as his name: shown once
        return p == null ? "" : p.getName() == null || p.getName().equals(p.getId()) ? p.getId() : p.getName() + " (" + p.getId() + ")";
    }

    /**
     * Redraws only the rows of the games that changed (a result, an illegal move, a start) while
     * the rounds stay as they were; a new round, or a player's change, is shown whole.
     */
    void changed(Event model, List<Notification> changes) {
        java.util.Set<Object> games = new java.util.LinkedHashSet<>();
        boolean whole = model != shown;
        boolean playOffs = false;
        for (Notification n : changes) {
            Object o = n.getNotifier();
            playOffs |= o == model && n.getFeature() == org.rookery.event.model.EventPackage.eINSTANCE.getEvent_PlayOffReport();
            if (o instanceof Game g) {
                games.add(g);
            } else if (o instanceof Round || o instanceof Player || o instanceof Bye
                    || o == model && n.getFeature() == org.rookery.event.model.EventPackage.eINSTANCE.getEvent_Rounds()) {
                whole = true;
            }
        }
        if (whole) {
            show(model);
            return;
        }
        if (!games.isEmpty()) {
            boards.update(games.toArray(), null);
        }
        // a play-off's result moves its tie on: the reasons under its games say where it stands
        Round r = round();
        if (playOffs && r != null && r.getPlayOff() > 0) {
            reasons.setText(playOffReport());
        }
    }

    /** The play-offs in the engine's words, as the model has them. */
    private String playOffReport() {
        return shown == null || shown.getPlayOffReport() == null ? "" : shown.getPlayOffReport();
    }

    /** Shows {@code model} (null: no event is open), the event of the session. Called on the UI thread. */
    void show(Event model) {
        if (rounds.isDisposed()) {
            return;
        }
        int before = rounds.getSelectionIndex();
        boolean wasLast = before < 0 || before == rounds.getItemCount() - 1 || shown != null
                && model != null && model.getRounds().size() != shownRounds;
        shown = model;
        shownRounds = model == null ? 0 : model.getRounds().size();
        rounds.removeAll();
        if (model != null) {
            model.getRounds().forEach(r -> rounds.add(r.getPlayOff() > 0 ? "Play-off games " + r.getPlayOff() : "Round " + r.getNumber()));
        }
        if (rounds.getItemCount() > 0) {
            rounds.select(wasLast ? rounds.getItemCount() - 1 : Math.min(before, rounds.getItemCount() - 1));
        }
        showRound();
    }

    /** The round shown, or null. */
    Round round() {
        int i = rounds.getSelectionIndex();
        return shown == null || i < 0 || i >= shown.getRounds().size() ? null : shown.getRounds().get(i);
    }

    TableViewer boards() {
        return boards;
    }

    /** The choice of round. */
    Combo roundChoice() {
        return rounds;
    }

    /** The fast result entry under the boards. */
    KeyboardEntry entry() {
        return entry;
    }

    /** The engine's reasons shown for the round. */
    String reasonsText() {
        return reasons.getText();
    }

    /** The game selected on the boards table, or null. */
    Game selectedGame() {
        return ((IStructuredSelection) boards.getSelection()).getFirstElement() instanceof Game g ? g : null;
    }

    /** The event this view shows, or null. */
    EventSession sessionShown() {
        return session();
    }

    private void showRound() {
        Round r = round();
        boards.setInput(r == null ? List.of() : ReplayRows.of(r));
        if (r == null) {
            byes.setText(shown == null ? "No event is open: open an event's journal.jsonl." : "No round is paired yet.");
            reasons.setText("");
        } else {
            StringBuilder b = new StringBuilder();
            for (Bye bye : r.getByes()) {
                b.append(b.length() == 0 ? "Byes: " : ", ").append(bye.getPlayer() == null && bye.getTeam() != null ? bye.getTeam().getName() + " (" + bye.getTeam().getId() + ")"
                        : name(bye.getPlayer())).append(" (").append(bye.getKind()).append(')');
            }
            byes.setText(b.length() == 0 ? "No byes." : b.toString());
            if (r.getPlayOff() > 0) {
                reasons.setText(playOffReport());
            } else {
                List<String> why = session() == null ? List.of() : session().explanations(r.getNumber());
                reasons.setText(why.isEmpty() ? PastRoundReasons.of(session(), r.getNumber()) : String.join("\n", why));
            }
        }
        byes.getParent().layout(true, true);
    }

    /** Pairs the next round in a job with progress; the pairing is recorded as a fact. */
    Job pairNext() {
        EventSession s = session();
        if (s == null) {
            return null;
        }
        Job job = new Job("Pairing the next round of " + s.container().getName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
                try {
                    // Once every round is played, a tie the format plays off comes first.
                    Optional<FactBody.PlayOffPairing> playOff = PlayOffs.next(s.state(), OptionalInt.empty());
                    if (playOff.isPresent()) {
                        boards.getControl().getDisplay().syncExec(() -> Feedback.record(shell(), s,
                                "Pair play-off " + playOff.get().playoff(), List.of(playOff.get())));
                        return Status.OK_STATUS;
                    }
                    EventPairing.Next next = EventPairing.next(s.state(), Services.pairingEngines(), OptionalInt.empty());
                    List<String> why = next.explanations().stream()
                            .map(x -> x.text() + (x.rule().isEmpty() ? "" : " [" + x.rule() + "]")).toList();
                    boards.getControl().getDisplay().syncExec(() -> {
                        FactBody.Pairing p = next.pairing();
                        s.explained(p.round(), why);
                        Feedback.record(shell(), s, "Pair round " + p.round(), List.of(p));
                    });
                    return Status.OK_STATUS;
                } catch (RoundsNeeded e) {
                    // a Swiss whose format gives no number of rounds: the arbiter says how many, then it is paired
                    boards.getControl().getDisplay().asyncExec(() -> askRounds(s, e.stage()));
                    return Status.OK_STATUS;
                } catch (PairingException e) {
                    boards.getControl().getDisplay().asyncExec(
                            () -> MessageDialog.openInformation(shell(), "Pair next round", e.getMessage()));
                    return Status.OK_STATUS;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Status.CANCEL_STATUS;
                } finally {
                    monitor.done();
                }
            }
        };
        job.setUser(true);
        job.schedule();
        return job;
    }

    /** Asks the number of rounds of {@code stage} and, once it is recorded, pairs the round. */
    private void askRounds(EventSession s, String stage) {
        if (boards.getControl().isDisposed()) {
            return;
        }
        roundsDialog = new StageRoundsDialog(shell(), s, stage);
        if (roundsDialog.open() == org.eclipse.jface.window.Window.OK && roundsDialog.recorded()) {
            pairNext();
        }
    }

    /** The dialog asking a stage's number of rounds last opened by "Pair next round", or null. */
    StageRoundsDialog roundsDialog() {
        return roundsDialog;
    }

    private void enterResult() {
        Object g = ((IStructuredSelection) boards.getSelection()).getFirstElement();
        EventSession s = session();
        if (g instanceof Game game && s != null) {
            resultDialog(game).open();
        }
    }

    /** The result dialog of {@code game}: its OK records the result, and shows a refusal in the dialog. */
    ResultDialog resultDialog(Game game) {
        return new ResultDialog(shell(), game, session()).recordingAs("Result of game " + game.getId());
    }

    /** Opens the selected game in the board editor to be played there ({@link EventGames}). */
    void playOnBoard() {
        Object g = ((IStructuredSelection) boards.getSelection()).getFirstElement();
        EventSession s = session();
        if (g instanceof Game game && s != null) {
            EventGames.open(site.getPage(), s, game.getId());
        }
    }
}

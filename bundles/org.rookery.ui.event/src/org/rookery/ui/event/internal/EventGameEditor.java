// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.commands.operations.IOperationHistoryListener;
import org.eclipse.core.commands.operations.OperationHistoryEvent;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Game;
import org.rookery.games.GameFiles;
import org.rookery.rules.Outcome;
import org.rookery.ui.board.editor.BoardEditor;

/**
 * A game of an event played on the board editor: the board editor on the game's file in the
 * event's {@code games/} folder ({@link EventGames}), with a bar naming the game and its players
 * and a "Record result" button. When the game ends on the board (mate, a variant's own end) the
 * result is recorded at once; "Record result" records what the board shows or what the side to
 * move claims (sennichite, declaration: shown first for the arbiter to confirm), or opens the
 * result dialog with the captured men and the moves played filled in. The moves are saved to the game file first.
 * A game that already has a result is refused with the rule's name. The board plays the rules
 * of the event's format, with its variant options.
 */
public final class EventGameEditor extends BoardEditor {

    /** The editor's id in plugin.xml. */
    public static final String ID = "org.rookery.ui.event.gameEditor";

    private EventSession session;
    private String game;
    private Label heading;
    private Label outcome;
    private boolean recorded;
    private IOperationHistoryListener ended;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IFileEditorInput file) || file.getFile().getParent() == null
                || !EventGames.FOLDER.equals(file.getFile().getParent().getName())) {
            throw new PartInitException("an event's game opens from its games/ folder, not " + input.getName());
        }
        IFile f = file.getFile();
        IContainer event = f.getParent().getParent();
        String name = f.getName();
        game = name.substring(0, name.lastIndexOf('.'));
        try {
            session = EventSessions.acquire(event);
        } catch (IOException | RuntimeException e) {
            throw new PartInitException("Cannot open the event " + event.getName() + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PartInitException("interrupted while opening the event " + event.getName(), e);
        }
        super.init(site, input);
        setPartName("Game " + game);
    }

    /**
     * The rules of the event's format ({@link GameBridge#bind}): the variant with the options the
     * format sets (a shogi format's repetition count, G20's Giraffe options), not the variant's
     * defaults, so the board plays and ends the game as the event's rules say.
     */
    @Override
    protected org.rookery.rules.Rules rulesFor(org.rookery.rules.Rules variantDefaults) {
        org.rookery.rules.Rules format;
        try {
            format = GameBridge.bind(session.state().format(), Services.variants()).rules();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while binding the rules of " + session.state().format().name(), e);
        }
        // A file of another variant (not written by the event) is shown under its own rules.
        return format.id().equals(variantDefaults.id()) ? format : variantDefaults;
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite outer = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        outer.setLayout(layout);
        Composite bar = new Composite(outer, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        bar.setLayout(new GridLayout(2, false));
        heading = new Label(bar, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button record = new Button(bar, SWT.PUSH);
        record.setText("Record result");
        record.setToolTipText("Record this game's result in the event: what the board shows, or a claim");
        record.addListener(SWT.Selection, e -> recordResult(true));
        outcome = new Label(bar, SWT.WRAP);
        outcome.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        Composite board = new Composite(outer, SWT.NONE);
        board.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        board.setLayout(new FillLayout());
        super.createPartControl(board);
        heading.setText(headingText());
        ended = e -> {
            if ((e.getEventType() == OperationHistoryEvent.DONE || e.getEventType() == OperationHistoryEvent.REDONE)
                    && e.getOperation().hasContext(undoContext())) {
                outer.getDisplay().asyncExec(this::recordIfOver);
            }
        };
        EventSession.history().addOperationHistoryListener(ended);
    }

    private String headingText() {
        Optional<GameRecord> g = session.state().game(game);
        boolean shogi = "SFEN".equalsIgnoreCase(model().rules().positionFormat().name());
        return "Game " + game + " of " + session.container().getName()
                + g.map(r -> ": " + player(r.white()) + (shogi ? " (sente) v " : " (White) v ") + player(r.black())
                        + (shogi ? " (gote)" : " (Black)")).orElse("");
    }

    private String player(String id) {
        var p = session.state().players().get(id);
        return p == null || p.name() == null || p.name().isBlank() ? id : p.name() + " (" + id + ")";
    }

    /** The event game played here. */
    public String game() {
        return game;
    }

    /** The event. */
    EventSession session() {
        return session;
    }

    /** What became of the last attempt to record the result. */
    public String outcomeText() {
        return outcome.getText();
    }

    /** Records the result once the board shows the game over (the arbiter need not press anything). */
    private void recordIfOver() {
        if (!recorded && outcome != null && !outcome.isDisposed() && model().gameOutcome().isPresent()
                && session.state().game(game).filter(g -> !g.finished()).isPresent()) {
            recordResult(false);
        }
    }

    /**
     * Records the result read from the board. {@code confirm}: a claim's judgement is shown for
     * the arbiter to confirm, and with no end on the board the result dialog opens.
     *
     * @return whether a result was recorded
     */
    public boolean recordResult(boolean confirm) {
        try {
            EventGames.playable(session.state(), game);
            Optional<String[]> clocks = BoundClocks.mainLeft(session, game);
            BoardResult.Proposal p = BoardResult.propose(session.state(), GameBridge.bind(session.state().format(),
                    Services.variants()), game, model(),
                    clocks.map(c -> ResultFacts.millis(c[0], "White's clock")).orElse(java.util.OptionalLong.empty()),
                    clocks.map(c -> ResultFacts.millis(c[1], "Black's clock")).orElse(java.util.OptionalLong.empty()));
            List<org.rookery.engine.fact.FactBody> facts = p.facts();
            if (facts.isEmpty()) {
                if (!confirm) {
                    return say(p.text());
                }
                facts = fromDialog();
                if (facts == null) {
                    return say(p.text());
                }
            } else if (confirm && !MessageDialog.openConfirm(getSite().getShell(), "Record the result of game " + game,
                    p.text() + "\n\nRecord it?")) {
                return say("Not recorded.");
            }
            saveMoves(p.fileOutcome());
            session.record("Result of game " + game + " from the board", facts);
            recorded = true;
            // The game is over: its clock in the Clocks view stops running (a paused clock, which the arbiter can remove).
            org.rookery.arbiter.clock.EventClocks.clockOf(session.folder().dir(), game).ifPresent(org.rookery.arbiter.clock.BoardClock::pause);
            return say("Recorded: " + p.text().lines().findFirst().orElse("") + " The moves are saved in "
                    + EventGames.FOLDER + "/" + getEditorInput().getName() + ".");
        } catch (Refusal r) {
            return say("Refused (rule: " + r.rule() + "): " + r.getMessage() + ". Nothing was written to the journal.");
        } catch (IOException | CoreException | RuntimeException e) {
            return say("Not recorded: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return say("Not recorded: interrupted");
        }
    }

    private List<org.rookery.engine.fact.FactBody> fromDialog() {
        Game g = session.model().getGames().stream().filter(x -> x.getId().equals(game)).findFirst().orElse(null);
        if (g == null) {
            return null;
        }
        BoardResult.Captures men = BoardResult.captures(model());
        ResultDialog d = new ResultDialog(getSite().getShell(), g, session);
        d.create();
        d.setCaptured(men.whiteText(), men.blackText());
        BoundClocks.mainLeft(session, game).ifPresent(c -> d.setClocks(c[0], c[1]));
        // the moves on the board are the game's: they count for a chase within the same moves
        BoardResult.moves(model()).ifPresent(d::setMoves);
        return d.open() == Window.OK ? d.facts() : null;
    }

    /** Saves the moves to the game file, with the outcome of a claim where the board shows none. */
    private void saveMoves(Optional<Outcome> claimed) throws IOException, CoreException, InterruptedException {
        doSave(null);
        if (isDirty()) {
            throw new IOException("the moves could not be saved: " + message());
        }
        if (claimed.isPresent() && model().gameOutcome().isEmpty()) {
            IFile file = ((IFileEditorInput) getEditorInput()).getFile();
            java.nio.file.Path disk = file.getLocation().toFile().toPath();
            GameFiles files = new GameFiles(Services.variants());
            List<org.rookery.games.GameRecord> games = new java.util.ArrayList<>(files.read(disk));
            games.set(0, games.get(0).withOutcome(claimed.get()));
            try {
                files.write(disk, games);
            } catch (IllegalArgumentException e) {
                // The file's format has no mark for this ending (KIF and a sennichite replay): the moves stay saved without it.
            }
            file.refreshLocal(IResource.DEPTH_ZERO, null);
        }
    }

    private boolean say(String text) {
        if (outcome != null && !outcome.isDisposed()) {
            outcome.setText(text);
            outcome.getParent().layout(true, true);
        }
        return text.startsWith("Recorded");
    }

    @Override
    public void dispose() {
        if (ended != null) {
            EventSession.history().removeOperationHistoryListener(ended);
        }
        super.dispose();
        if (session != null) {
            try {
                EventSessions.release(session);
            } catch (IOException e) {
                // the journal's facts are durable when recorded; a failed close loses nothing
            }
        }
    }
}

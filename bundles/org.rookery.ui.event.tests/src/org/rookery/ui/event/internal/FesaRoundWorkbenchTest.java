// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.rookery.rules.Color;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.clock.ManualTimeSource;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.event.model.Game;
import org.rookery.rules.Move;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.event.EventUi;

/**
 * A FESA shogi round run by an arbiter in the real workbench: a sennichite claimed in the result
 * dialog and replayed with colours swapped and the clocks the format gives (shown in the Pairings
 * view), an impasse declaration judged by the rules engine before it is recorded, a replay played
 * on the board editor to a claimed sennichite, and a refusal for a game that already has a result.
 * The steps build on each other, in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FesaRoundWorkbenchTest {

    /** Sente has 27 points with more than 10 men in the zone: one short of the 28 sente needs. */
    private static final String SENTE_27 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";
    /** Sente has 28 points: a winning declaration. */
    private static final String SENTE_28 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";

    private static IProject project;
    private static IFile journal;

    @BeforeAll
    static void createEvent() throws Exception {
        project = TestProjects.withFormat("fesa-round-test", "fesa-shogi.tfl");
        journal = NewEvent.create(project, "fesa-evening", project.getFile("fesa-shogi.tfl"));
        assertInstanceOf(EventEditor.class, IDE.openEditor(page(), journal));
        List<FactBody> entries = new ArrayList<>();
        String[][] players = { { "S1", "Hana Ito", "1800" }, { "S2", "Karin Lind", "1750" }, { "S3", "Luca Bianchi", "1700" },
            { "S4", "Pavel Horak", "1650" }, { "S5", "Tomas Novak", "1600" }, { "S6", "Nora Byrne", "1550" },
            { "S7", "Ines Costa", "1500" }, { "S8", "Aaro Virtanen", "1450" } };
        for (String[] p : players) {
            entries.add(new FactBody.Register(p[0], p[1], Optional.empty(), Integer.parseInt(p[2]), Optional.empty()));
        }
        entries.add(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "S3", "S4"), new FactBody.Board("1.2", "S5", "S6"),
                new FactBody.Board("1.3", "S1", "S2"), new FactBody.Board("1.4", "S7", "S8")), List.of()));
        session().record("Players and round 1", entries);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    @Order(0)
    void anIllegalMoveRuledOnTheClockIsRefusedBecauseFesaCountsOnlyAPlayersClaim() throws Exception {
        EventSession session = session();
        ManualTimeSource time = new ManualTimeSource(0);
        BoardClock clock = new BoardClock("Board 4", "the format's clock", FormatClocks.clockSpec(session.state().format().time()),
                time);
        EventClockBinding binding = EventClockBinding.bind(clock, session.folder(), "1.4", "test");
        try {
            clock.pressRunning();
            time.advance(10_000);
            long facts = session.folder().facts().size();
            var before = clock.reading();
            int logSize = clock.log().size();
            EventClockBinding.Outcome o = binding.illegalMove(clock, org.rookery.rules.Color.WHITE);
            assertFalse(o.recorded(), o.message());
            assertEquals(Optional.of("illegal moves claimed by players only"), o.rule(), o.message());
            assertTrue(clock.status().contains("(rule: illegal moves claimed by players only)"), clock.status());
            assertEquals(facts, session.folder().facts().size(), "nothing is written");
            assertEquals(before, clock.reading(), "the clock is unchanged");
            assertEquals(logSize, clock.log().size());
        } finally {
            org.rookery.arbiter.clock.EventClocks.untrack(clock);
        }
    }

    @Test
    @Order(1)
    void aSennichiteClaimShowsTheReplayThenItsRowHasColoursSwappedAndTheRemainingTimes() throws Exception {
        EventSession session = session();
        ResultDialog dialog = new ResultDialog(shell(), game("1.1"), session);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(100);
        assertNotNull(dialog.claims(), "a FESA event offers the claims");
        dialog.claims().choose(ClaimPanel.Claim.SENNICHITE, "");
        dialog.setClocks("5:12", "0");
        dialog.okPressed();
        assertNull(dialog.facts(), "the first OK only shows what the policy does");
        String shown = dialog.claims().judgement();
        assertTrue(shown.contains("Replayed as game 1.1r") && shown.contains("colours swapped"), shown);
        assertTrue(shown.contains("Sente S4 starts with 0:00 + byoyomi 20 s") && shown.contains("gote S3 with 5:12 + byoyomi 20 s"),
                "Pavel was in byoyomi, Luca had 5:12; the replay's byoyomi is 20 s: " + shown);
        screenshotOf(dialog.getShell(), "fesa-sennichite-claim.png");
        dialog.okPressed();
        assertEquals(1, dialog.facts().size());
        FactBody.Sennichite claim = assertInstanceOf(FactBody.Sennichite.class, dialog.facts().get(0));
        assertEquals(Optional.of("1.1r"), claim.replay());
        assertEquals(312_000, claim.whiteMs().getAsLong());
        session.record("Sennichite in 1.1", dialog.facts());

        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        waitUntil("the pairings view shows the replay under its game", () -> view.boards().getTable().getItemCount() == 5);
        TableItem replay = view.boards().getTable().getItem(1);
        assertEquals("1", replay.getText(0), "the replay is on the first game's board");
        assertEquals("1.1r", replay.getText(1));
        assertTrue(replay.getText(2).contains("Pavel Horak"), "colours swapped: Pavel has sente now: " + replay.getText(2));
        assertTrue(replay.getText(3).contains("Luca Bianchi"), replay.getText(3));
        String note = replay.getText(6);
        assertTrue(note.contains("replay of 1.1") && note.contains("S3 (gote) 5:12 + byoyomi 20 s")
                && note.contains("S4 (sente) 0:00 + byoyomi 20 s"), note);
        assertEquals("replayed", view.boards().getTable().getItem(0).getText(4));
    }

    @Test
    @Order(2)
    void aDeclarationIsJudgedWithBothSidesPointsBeforeItIsRecordedAndAFailedOneLoses() throws Exception {
        EventSession session = session();
        ResultDialog dialog = new ResultDialog(shell(), game("1.2"), session);
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(100);
        dialog.claims().choose(ClaimPanel.Claim.DECLARATION_WHITE, "not a position");
        dialog.okPressed();
        assertNotNull(dialog.getErrorMessage(), "a position the rules cannot read is an error in the dialog");
        assertNull(dialog.facts());

        dialog.claims().choose(ClaimPanel.Claim.DECLARATION_WHITE, SENTE_27);
        dialog.okPressed();
        String shown = dialog.claims().judgement();
        assertTrue(shown.startsWith("the declaration fails and loses: 27 points of 28 needed"), shown);
        assertTrue(shown.contains("enough points: fails"), shown);
        assertTrue(shown.contains("Sente (S5): 27 points; Gote (S6): 0 points"), "both sides' points: " + shown);
        screenshotOf(dialog.getShell(), "fesa-declaration-claim.png");
        dialog.okPressed();
        FactBody.Declaration d = assertInstanceOf(FactBody.Declaration.class, dialog.facts().get(0));
        assertFalse(d.valid());
        assertEquals(27, d.points());
        session.record("Declaration in 1.2", dialog.facts());
        GameRecord g = session.state().game("1.2").orElseThrow();
        assertEquals(FactBody.Outcome.BLACK_WINS, g.end().orElseThrow().outcome(), "the failed declarer loses (FESA)");

        ResultDialog winning = new ResultDialog(shell(), game("1.3"), session);
        winning.setBlockOnOpen(false);
        winning.open();
        spin(100);
        winning.claims().choose(ClaimPanel.Claim.DECLARATION_WHITE, SENTE_28);
        winning.okPressed();
        assertTrue(winning.claims().judgement().startsWith("the declaration wins: 28 points of 28"), winning.claims().judgement());
        winning.close();
        assertNull(winning.facts(), "cancelled: nothing to record");

        // The same declaration claimed on the board: the position read from the board, judged, recorded as a win.
        org.rookery.engine.game.BoundGame bound = org.rookery.engine.game.GameBridge.bind(session.state().format(), Services.variants());
        org.rookery.ui.board.model.GameModel onBoard = new org.rookery.ui.board.model.GameModel(bound.rules(), SENTE_28);
        BoardResult.Proposal p = BoardResult.propose(session.state(), bound, "1.3", onBoard);
        assertTrue(p.text().startsWith("the declaration wins"), p.text());
        FactBody.Declaration won = assertInstanceOf(FactBody.Declaration.class, p.facts().get(0));
        assertTrue(won.valid());
        assertEquals(Optional.of(SENTE_28), won.position(), "the position is recorded for the engine to judge again");
        session.record("Declaration in 1.3", p.facts());
        assertEquals(FactBody.Outcome.WHITE_WINS, session.state().game("1.3").orElseThrow().end().orElseThrow().outcome());
    }

    @Test
    @Order(3)
    void theReplayIsPlayedOnTheBoardToASennichiteAndTheMovesAreSavedInTheEvent() throws Exception {
        EventSession session = session();
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        IEditorPart part = EventGames.open(page(), session, "1.1r");
        EventGameEditor board = assertInstanceOf(EventGameEditor.class, part, "the replay opens on the board");
        spin(200);
        repeatTheStartFourTimes(board);
        assertEquals(12, board.model().plies().size(), "twelve moves were played on the board");
        assertTrue(board.statusLine().contains("sennichite"), "the board offers the sennichite: " + board.statusLine());
        maximizedScreenshot(board, "fesa-board-sennichite.png");
        assertTrue(board.recordResult(false), board.outcomeText());
        GameRecord replay = session.state().game("1.1r").orElseThrow();
        assertEquals(FactBody.Outcome.DRAW, replay.end().orElseThrow().outcome(),
                "a second sennichite in the group stage draws the pairing, with no replay: " + replay);
        assertTrue(replay.replayedBy().isEmpty());
        Path kif = session.folder().dir().resolve("games/1.1r.kif");
        org.rookery.games.GameRecord saved = new org.rookery.games.GameFiles(Services.variants()).read(kif).get(0);
        assertEquals(12, saved.mainLine().size(), "the moves are saved in the event's games folder");
        assertEquals("Pavel Horak (S4)", saved.header("先手").orElse(""), "the replay's sente is named in the file");
        assertFalse(board.recordResult(false), "a second result is refused");
        assertTrue(board.outcomeText().contains("rule: one result per game"), board.outcomeText());
        waitUntil("the pairings view shows the drawn replay", () -> view.boards().getTable().getItem(1).getText(4).equals("½-½")
                || !view.boards().getTable().getItem(1).getText(4).isEmpty());
        maximizedScreenshot(view, "fesa-pairings.png");
    }

    @Test
    @Order(5)
    void playingAGameThatHasAResultIsRefusedWithTheRule() {
        EventSession session = session();
        org.rookery.engine.refusal.Refusal r = org.junit.jupiter.api.Assertions.assertThrows(
                org.rookery.engine.refusal.Refusal.class, () -> EventGames.file(session, "1.2"));
        assertEquals(EventGames.ONE_RESULT, r.rule());
        assertFalse(Files.exists(session.folder().dir().resolve("games/1.2.kif")), "no game file is made for it");
    }

    @Test
    @Order(4)
    void aSennichiteOnTheBoardTakesTheRemainingTimesFromTheGamesClock() throws Exception {
        EventSession session = session();
        ManualTimeSource time = new ManualTimeSource(1_000_000);
        BoardClock clock = new BoardClock("Board 4", "the format's clock",
                FormatClocks.clockSpec(session.state().format().time()), time);
        EventClockBinding.bind(clock, session.folder(), "1.4", "test");
        try {
            clock.pressRunning();
            time.advance(60_000);
            clock.press(org.rookery.rules.Color.WHITE);
            time.advance(20 * 60_000 + 10_000);
            EventGameEditor board = assertInstanceOf(EventGameEditor.class, EventGames.open(page(), session, "1.4"));
            spin(200);
            repeatTheStartFourTimes(board);
            // The arbiter presses "Record result" and confirms the judgement he is shown.
            String[] shown = new String[1];
            pressWhenOpen("Record the result of game 1.4", "OK", shown);
            Button record = find(board.getSite().getShell(), "Record result");
            record.notifyListeners(SWT.Selection, new Event());
            spin(100);
            assertTrue(shown[0] != null && shown[0].contains("Replayed as game 1.4r"), "the confirmation shows the replay: " + shown[0]);
            assertTrue(board.outcomeText().startsWith("Recorded"), board.outcomeText());
            assertTrue(clock.paused(), "the game's clock stops running once its result is recorded");
            GameRecord replay = session.state().game("1.4r").orElseThrow(() -> new AssertionError("no replay: " + board.outcomeText()));
            assertEquals("S8", replay.white(), "colours swapped");
            org.rookery.engine.game.PairingGame g = session.state().shogiPairing("1.4r").orElseThrow().games().get(1);
            assertEquals(java.time.Duration.ZERO, g.senteClock().main(), "Aaro was in byoyomi: no main time in the replay");
            assertEquals(java.time.Duration.ofMinutes(19), g.goteClock().main(), "Ines keeps the 19 min she had left");
            assertEquals(java.time.Duration.ofSeconds(20), g.goteClock().byoyomi(), "the replay's byoyomi is 20 s (FESA)");
        } finally {
            org.rookery.arbiter.clock.EventClocks.untrack(clock);
        }
    }

    @Test
    @Order(6)
    void aFlagFallOnAClockBoundToTheOpenEventIsRecordedThereAndShownInItsViews() throws Exception {
        EventSession session = session();
        assertEquals(Optional.of(session.folder()), org.rookery.arbiter.clock.EventClocks.openFolder(session.folder().dir()),
                "the Clocks view binds boards to the event the workbench has open, not to a second opening of its journal");
        ManualTimeSource time = new ManualTimeSource(0);
        BoardClock clock = new BoardClock("Board 4", "the format's clock", FormatClocks.clockSpec(session.state().format().time()),
                time);
        EventClockBinding binding = EventClockBinding.bind(clock, session.folder(), "1.4r", "test");
        try {
            clock.pressRunning();
            time.advance(21 * 60_000);
            assertTrue(clock.check(), "sente's flag falls: 20 min and the 40 s byoyomi are gone");
            assertTrue(binding.last().orElseThrow().recorded(), binding.last().orElseThrow().message());
            waitUntil("the event's model shows the flag fall", () -> "0-1".equals(game("1.4r").getResult()));
            assertEquals("time forfeit", game("1.4r").getEnding());
        } finally {
            org.rookery.arbiter.clock.EventClocks.untrack(clock);
        }
    }

    /** Presses {@code button} of the dialog titled {@code title} once it opens, keeping its message in {@code message[0]}. */
    private static void pressWhenOpen(String title, String button, String[] message) {
        Display d = Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell s : d.getShells()) {
                if (title.equals(s.getText()) && s.isVisible()) {
                    Button b = find(s, button);
                    if (b != null) {
                        message[0] = text(s);
                        b.notifyListeners(SWT.Selection, new Event());
                        return;
                    }
                }
            }
            d.timerExec(50, poll[0]);
        };
        d.timerExec(50, poll[0]);
    }

    private static Button find(Control c, String text) {
        if (c instanceof Button b && text.equals(b.getText()) && b.isVisible()) {
            return b;
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                Button found = find(child, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static String text(Control c) {
        StringBuilder b = new StringBuilder();
        if (c instanceof Label l) {
            b.append(l.getText()).append('\n');
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                b.append(text(child));
            }
        }
        return b.toString();
    }

    /** Both kings step aside and back three times: the start position stands for the fourth time. */
    private static void repeatTheStartFourTimes(EventGameEditor board) {
        List<Move> cycle = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Move m = board.model().legalMoves(0).stream().filter(x -> x.piece().equals(board.model().rules().royalType()))
                    .findFirst().orElseThrow();
            play(board, m);
            cycle.add(m);
        }
        for (Move m : cycle) {
            play(board, reverse(board, m));
        }
        for (int round = 0; round < 2; round++) {
            for (Move m : cycle) {
                play(board, m);
            }
            for (Move m : cycle) {
                play(board, reverse(board, m));
            }
        }
    }

    private static void play(EventGameEditor editor, Move m) {
        BoardWidget w = editor.boards()[0];
        click(w, w.center(m.from()));
        click(w, w.center(m.to()));
        assertEquals(m, editor.model().plies().get(editor.model().plies().size() - 1).move(), "the click played " + m);
    }

    private static Move reverse(EventGameEditor editor, Move m) {
        return editor.model().legalMoves(0).stream().filter(x -> x.from() != null && x.from().equals(m.to()) && x.to().equals(m.from()))
                .findFirst().orElseThrow(() -> new AssertionError("no move back for " + m));
    }

    private static void click(BoardWidget w, Point p) {
        org.rookery.ui.testing.UiTesting.click(w, p);
    }

    static EventSession session() {
        for (var ref : page().getEditorReferences()) {
            if (ref.getEditor(true) instanceof EventEditor e) {
                return e.session();
            }
        }
        fail("no event editor is open");
        return null;
    }

    private static Game game(String id) {
        return session().model().getGames().stream().filter(g -> g.getId().equals(id)).findFirst().orElseThrow();
    }

    private static Shell shell() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
    }

    /** A screenshot of the workbench with {@code part} maximized, then the layout as it was. */
    static void maximizedScreenshot(org.eclipse.ui.IWorkbenchPart part, String name) throws Exception {
        page().setPartState(page().getReference(part), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            screenshot(name);
        } finally {
            page().setPartState(page().getReference(part), IWorkbenchPage.STATE_RESTORED);
        }
    }

    /** A screenshot of a dialog over the workbench. */
    private static void screenshotOf(Shell dialog, String name) throws Exception {
        spin(200);
        screenshot(name);
        assertTrue(dialog.isVisible());
    }
}

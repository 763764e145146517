// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.screenshot;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.clock.ManualTimeSource;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;
import org.rookery.ui.event.EventUi;

/**
 * A chase within the same moves run in the workbench: G20 cut to one innings a side of three
 * games, where the Zebras must pass the Camels' 84 within the Camels' 75 moves. The chase's results
 * go through the scorecard: the result dialog asks for the moves, fills them in from the bound
 * clock's presses and shows a result without them as the engine's refusal, writing nothing; a flag
 * fall on the Clocks view carries the clock's count. The scorecard shows the moves used and left,
 * and the chase ends when the moves run out, with a game of the innings still unplayed.
 */
class ChaseWithinMovesWorkbenchTest {

    private static final String RULE = "second side chases target within same moves";
    /** The scorecard's moves column. */
    private static final int MOVES = 10;

    private static IProject project;

    @BeforeAll
    static void createProject() throws Exception {
        project = TestProjects.forG20("chase-within-moves-test");
        String t = Files.readString(Path.of("../../examples/formats/g20.tfl"));
        String[] replacements = { "whiteMoveLimit 0", "whiteMoveLimit 0", "innings per side 2", "innings per side 1", "games per innings 10", "games per innings 3",
            "follow on when behind by more than 200 compulsory", "",
            "skip decided innings off", "skip decided innings off\n    second side chases target within same moves" };
        for (int i = 0; i < replacements.length; i += 2) {
            assertTrue(t.contains(replacements[i]), "g20.tfl says " + replacements[i]);
            t = t.replace(replacements[i], replacements[i + 1]);
        }
        project.getFile("g20-chase.tfl").create(new java.io.ByteArrayInputStream(
                t.getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
        // The same with White's move limit at 2, so that a game played on the board ends within a few moves.
        project.getFile("g20-chase-short.tfl").create(new java.io.ByteArrayInputStream(t.replace("whiteMoveLimit 0",
                "whiteMoveLimit 2").getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, null);
    }

    @AfterEach
    void closeEditors() {
        page().closeAllEditors(false);
        spin(100);
    }

    @AfterAll
    static void deleteProject() throws Exception {
        TestProjects.delete(project);
    }

    @Test
    void theChaseIsEnteredWithItsMovesAndEndsWhenTheMovesRunOut() throws Exception {
        IFile journal = NewEvent.create(project, "chase", project.getFile("g20-chase.tfl"));
        EventSession session = ((EventEditor) IDE.openEditor(page(), journal)).session();
        Path journalFile = journal.getLocation().toFile().toPath();
        List<FactBody> play = new ArrayList<>(InningsFacts.camelsBatFirst());
        // The Camels bat first: two early wins of 42, then C1 is mated: 84 in 30 + 25 + 20 = 75 moves.
        play.addAll(game("i1.1", "C1", "Z1", true, 30));
        play.addAll(game("i1.2", "C1", "Z2", true, 25));
        play.addAll(game("i1.3", "C1", "Z1", false, 20));
        play.add(new FactBody.LineUp("Zebras", 2, 0, List.of("Z1", "Z2", "Z3", "Z4", "Z5"), Optional.empty()));
        session.record("The Camels' innings", play);
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        InningsStepPanel step = view.step();
        NextGamePanel next = view.nextGame();
        ManualTimeSource time = new ManualTimeSource(1_000_000);

        // Game 1 of the chase: Z1 plays 40 moves on the clock and mates.
        String first = start(next, step, "Z1", "C1");
        BoardClock clock = step.bindClock(time).orElseThrow(() -> new AssertionError(step.statusText()));
        clock.pressRunning();
        presses(clock, time, 40, 39);
        ResultDialog dialog = step.resultDialog();
        assertNotNull(dialog, "a game is in play");
        dialog.setBlockOnOpen(false);
        dialog.open();
        spin(50);
        assertTrue(dialog.asksForMoves(), "the format chases within the same moves: the dialog asks for them");
        assertEquals("40", dialog.movesText(), "the clock's presses gave the moves: 40 by White, 39 by Black");
        dialog.enter(Outcome.WHITE_WINS, Termination.CHECKMATE, 0, 0, Color.BLACK);
        dialog.setCaptured("P", "");

        // Left blank, the count is refused in the dialog with the rule's name, and nothing is written.
        byte[] before = Files.readAllBytes(journalFile);
        dialog.typeMoves("");
        dialog.okPressed();
        assertNull(dialog.facts(), "a refused entry is not handed on");
        assertNotNull(dialog.errorText(), "the refusal is shown in the dialog");
        assertTrue(dialog.errorText().startsWith("Refused (" + RULE + "): "), dialog.errorText());
        assertTrue(dialog.errorText().contains("has no move count"), dialog.errorText());
        assertTrue(dialog.errorText().endsWith("Nothing was written."), dialog.errorText());
        assertFalse(dialog.getShell() == null || dialog.getShell().isDisposed(), "the dialog stays open for a correction");
        screenshot("result-dialog-chase-moves-refused.png");
        dialog.typeMoves("forty");
        dialog.okPressed();
        assertNull(dialog.facts());
        assertTrue(dialog.errorText().startsWith("Moves reads 'forty': write the moves played as a whole number"),
                dialog.errorText());
        assertArrayEquals(before, Files.readAllBytes(journalFile), "nothing is written while the count is missing");
        assertFalse(session.state().game(first).orElseThrow().finished());

        dialog.typeMoves("40");
        dialog.okPressed();
        assertNotNull(dialog.facts(), "the dialog accepts the entry: " + dialog.errorText());
        assertTrue(step.recordResult(dialog.facts()), step.statusText());
        waitUntil("the chase shows its moves", () -> chaseRow(view) != null
                && chaseRow(view).getText(MOVES).equals("40 of 75, 35 left"));
        assertTrue(view.tree().getTree().getColumn(MOVES).getWidth() > 0, "the moves column shows in a chase within moves");
        assertEquals("Moves", view.tree().getTree().getColumn(MOVES).getText());
        assertEquals("75", view.tree().getTree().getItem(0).getText(MOVES), "the Camels' innings set the moves");
        assertTrue(chaseRow(view).getText(0).contains("target 85"), chaseRow(view).getText(0));
        assertEquals("40", line(view, 1).getText(MOVES));
        assertTrue(view.heading().endsWith("; the chase: 40 of 75 moves used, 35 left"), view.heading());
        assertEquals("42", line(view, 1).getText(7));
        assertEquals(OptionalInt.of(35), chase(session).movesLeft());

        // Game 2: Z1 stays; 36 moves on the clock, then his own flag falls: he is out with 0, and
        // 40 + 36 = 76 moves reach the Camels' 75: the chase has failed, 42 to the Camels' 84.
        String second = start(next, step, "Z1", "C2");
        BoardClock clock2 = step.bindClock(time).orElseThrow(() -> new AssertionError(step.statusText()));
        clock2.pressRunning();
        presses(clock2, time, 36, 36);
        time.advance(300_000);
        assertTrue(clock2.check(), "White's flag falls");
        waitUntil("the clock's flag fall ends game " + second, () -> session.state().game(second).orElseThrow().finished());
        assertTrue(clock2.status().contains("recorded fact") && clock2.status().contains("36 moves by the clock"),
                clock2.status());
        FactBody fell = session.folder().facts().get(session.folder().facts().size() - 1).body();
        assertEquals(OptionalInt.of(36), ((FactBody.FlagFall) fell).moves(), "the flag fall carries the clock's count");

        InningsMatch end = session.state().innings().orElseThrow();
        assertEquals(Phase.FINISHED, end.phase(), end.due());
        assertEquals("Camels", end.result().orElseThrow().winner().orElseThrow(), end.result().orElseThrow().reason());
        InningsCard card = chase(session);
        assertEquals("the chase's moves are used up: Zebras used 76 of 75 moves without passing Camels' total",
                card.endReason());
        assertEquals(2, card.games().stream().filter(g -> !g.unplayed()).count(), "the third game is never played");
        waitUntil("the scorecard shows the chase over", () -> chaseRow(view).getText(MOVES).equals("76 of 75, 0 left")
                && chaseRow(view).getText(3).startsWith("the chase's moves are used up"));
        assertEquals("36", line(view, 2).getText(MOVES));
        assertEquals("", line(view, 3).getText(MOVES), "the unplayed game has no moves");
        waitUntil("the scorecard says the match is over", () -> view.nextText().equals("The match is over."));
        page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        try {
            spin(100);
            screenshot("scorecard-chase-within-moves.png");
        } finally {
            page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
        }
    }

    @Test
    void aGamePlayedOnTheBoardIsRecordedWithItsMoves() throws Exception {
        IFile journal = NewEvent.create(project, "chase-on-board", project.getFile("g20-chase-short.tfl"));
        EventSession session = ((EventEditor) IDE.openEditor(page(), journal)).session();
        session.record("Set-up", InningsFacts.camelsBatFirst());
        ScorecardView view = (ScorecardView) page().showView(EventUi.SCORECARD_VIEW_ID);
        String id = start(view.nextGame(), view.step(), "C1", "Z1");
        EventGameEditor board = assertInstanceOf(EventGameEditor.class, view.step().playOnBoard());
        spin(200);
        // Each side plays its first legal move until White's move limit ends the game on the board.
        for (int i = 0; i < 8 && board.model().gameOutcome().isEmpty(); i++) {
            org.rookery.rules.Move m = board.model().legalMoves(0).get(0);
            click(board.boards()[0], m.from());
            click(board.boards()[0], m.to());
        }
        assertTrue(board.model().gameOutcome().isPresent(), "whiteMoveLimit 2 ends the game on the board");
        int plies = board.model().plies().size();
        waitUntil("the result is recorded from the board: " + board.outcomeText(),
                () -> session.state().game(id).filter(org.rookery.engine.event.GameRecord::finished).isPresent());
        FactBody.Result r = (FactBody.Result) session.folder().facts().get(session.folder().facts().size() - 1).body();
        // White moves first: White's moves are the scoresheet's count, whether Black replied to the last or not.
        assertEquals(OptionalInt.of((plies + 1) / 2), r.moves(), plies + " plies on the board");
        waitUntil("the scorecard shows the game's moves", () -> view.tree().getTree().getItemCount() > 0
                && view.tree().getTree().getItem(0).getItemCount() > 0
                && String.valueOf((plies + 1) / 2).equals(view.tree().getTree().getItem(0).getItem(0).getText(MOVES)));
    }

    private static void click(org.rookery.ui.board.BoardWidget w, org.rookery.rules.Square square) {
        org.rookery.ui.testing.UiTesting.click(w, w.center(square));
    }

    /** Starts the scorecard's next game, {@code scorer} v {@code stopper}; the game's id. */
    private static String start(NextGamePanel next, InningsStepPanel step, String scorer, String stopper) {
        waitUntil("the next game can start", next::canStart);
        assertTrue(next.choose(scorer, stopper), scorer + " v " + stopper + " is offered: " + next.offeredScorers() + " v "
                + next.offeredStoppers());
        String id = next.start().orElseThrow(() -> new AssertionError(next.statusText())).game();
        waitUntil("game " + id + " is in play", () -> id.equals(step.gameShown()));
        return id;
    }

    /** White completes {@code white} moves and Black {@code black}, a second each, on a clock whose White time runs. */
    private static void presses(BoardClock clock, ManualTimeSource time, int white, int black) {
        for (int i = 0; i < Math.max(white, black); i++) {
            if (i < white) {
                time.advance(1_000);
                clock.press(org.rookery.rules.Color.WHITE);
            }
            if (i < black) {
                time.advance(1_000);
                clock.press(org.rookery.rules.Color.BLACK);
            }
        }
    }

    private static InningsCard chase(EventSession session) {
        return session.state().innings().orElseThrow().innings().get(1);
    }

    /** The scorecard's row of the chasing innings, null before it shows. */
    private static TreeItem chaseRow(ScorecardView view) {
        return view.tree().getTree().getItemCount() < 2 ? null : view.tree().getTree().getItem(1);
    }

    /** The chasing innings' line of game {@code n}. */
    private static TreeItem line(ScorecardView view, int n) {
        for (TreeItem item : chaseRow(view).getItems()) {
            if (item.getText(0).equals("game " + n)) {
                return item;
            }
        }
        throw new AssertionError("the chase has no line for game " + n);
    }

    /** A game start and its result with its moves: the scoring player (White) wins with a pawn captured, or is mated. */
    private static List<FactBody> game(String id, String white, String black, boolean whiteWins, int moves) {
        return List.of(new FactBody.GameStart(id, white, black, 1),
                new FactBody.Result(id, whiteWins ? Outcome.WHITE_WINS : Outcome.BLACK_WINS, Termination.CHECKMATE,
                        whiteWins ? List.of("P") : List.of(), List.of(), OptionalLong.empty(), OptionalLong.empty(),
                        OptionalInt.of(moves)));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.ui.testing.UiTesting.page;
import static org.rookery.ui.testing.UiTesting.spin;
import static org.rookery.ui.testing.UiTesting.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.game.GameBridge;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.event.EventUi;

/**
 * A chess game of an event played on the board editor from the Pairings view: the mate on the
 * board is recorded as the game's result at once, with the men each side captured read from the
 * moves, and the moves are saved as PGN in the event folder. A game with no end on the board
 * proposes nothing and leaves the result to the arbiter, with the captures filled in.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BoardResultWorkbenchTest {

    private static IProject project;

    @BeforeAll
    static void createEvent() throws Exception {
        project = TestProjects.empty("board-result-test");
        IFile format = project.getFile("fide-open.tfl");
        format.create(Files.newInputStream(Path.of("../../examples/formats/fide-open.tfl")), true, null);
        IFile journal = NewEvent.create(project, "club-night", format);
        IDE.openEditor(page(), journal);
        FesaRoundWorkbenchTest.session().record("Players and round 1", List.of(
                new FactBody.Register("P1", "Asha Rao", Optional.empty(), 2100, Optional.empty()),
                new FactBody.Register("P2", "Bram de Vries", Optional.empty(), 2000, Optional.empty()),
                new FactBody.Register("P3", "Chen Wei", Optional.empty(), 1900, Optional.empty()),
                new FactBody.Register("P4", "Dara Okafor", Optional.empty(), 1800, Optional.empty()),
                new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2"), new FactBody.Board("1.2", "P3", "P4")),
                        List.of())));
    }

    @AfterAll
    static void deleteProject() throws Exception {
        page().closeAllEditors(false);
        spin(100);
        project.delete(true, true, null);
    }

    @Test
    @Order(1)
    void aMateOnTheBoardIsRecordedWithTheCapturedMenAndTheMovesAreSaved() throws Exception {
        EventSession session = FesaRoundWorkbenchTest.session();
        PairingsView view = (PairingsView) page().showView(EventUi.PAIRINGS_VIEW_ID);
        waitUntil("round 1 is shown", () -> view.boards().getTable().getItemCount() == 2);
        view.boards().setSelection(new org.eclipse.jface.viewers.StructuredSelection(view.boards().getElementAt(0)));
        view.playOnBoard();
        spin(200);
        EventGameEditor board = assertInstanceOf(EventGameEditor.class, page().getActiveEditor(), "'Play on board' opens the game");
        assertEquals("1.1", board.game());
        String[][] moves = { { "e2", "e4" }, { "e7", "e5" }, { "f1", "c4" }, { "b8", "c6" }, { "d1", "h5" }, { "g8", "f6" },
            { "h5", "f7" } };
        for (String[] m : moves) {
            click(board.boards()[0], m[0]);
            click(board.boards()[0], m[1]);
        }
        assertEquals(7, board.model().plies().size());
        waitUntil("the mate is recorded as the game's result", () -> session.state().game("1.1").filter(GameRecord::finished)
                .isPresent());
        GameRecord.End end = session.state().game("1.1").orElseThrow().end().orElseThrow();
        assertEquals(FactBody.Outcome.WHITE_WINS, end.outcome());
        assertEquals(Termination.CHECKMATE, end.ending());
        assertEquals(List.of("P"), end.capturedByWhite(), "White's queen took the f7 pawn");
        assertEquals(List.of(), end.capturedByBlack());
        assertTrue(board.outcomeText().startsWith("Recorded"), board.outcomeText());
        Path pgn = session.folder().dir().resolve("games/1.1.pgn");
        String text = Files.readString(pgn);
        assertTrue(text.contains("[White \"Asha Rao (P1)\"]") && text.contains("Qxf7#") && text.contains("1-0"), text);
        assertFalse(board.isDirty(), "the moves are saved");
        waitUntil("the pairings view shows the result", () -> view.boards().getTable().getItem(0).getText(4).equals("1-0"));
        FesaRoundWorkbenchTest.maximizedScreenshot(board, "board-result-mate.png");
    }

    @Test
    @Order(2)
    void aGameWithNoEndOnTheBoardLeavesTheResultToTheArbiterWithTheCapturesRead() throws Exception {
        EventSession session = FesaRoundWorkbenchTest.session();
        EventGameEditor board = assertInstanceOf(EventGameEditor.class, EventGames.open(page(), session, "1.2"));
        String[][] moves = { { "e2", "e4" }, { "d7", "d5" }, { "e4", "d5" }, { "d8", "d5" } };
        for (String[] m : moves) {
            click(board.boards()[0], m[0]);
            click(board.boards()[0], m[1]);
        }
        BoardResult.Captures men = BoardResult.captures(board.model());
        assertEquals(List.of("P"), men.byWhite());
        assertEquals(List.of("P"), men.byBlack());
        BoardResult.Proposal p = BoardResult.propose(session.state(), GameBridge.bind(session.state().format(),
                Services.variants()), "1.2", board.model());
        assertTrue(p.facts().isEmpty(), "no end on the board: nothing is proposed");
        assertFalse(board.recordResult(false), "without the arbiter nothing is recorded");
        assertFalse(session.state().game("1.2").orElseThrow().finished());
    }

    private static void click(BoardWidget w, String square) {
        Point p = w.center(Square.parse(square));
        org.rookery.ui.testing.UiTesting.click(w, p);
    }
}

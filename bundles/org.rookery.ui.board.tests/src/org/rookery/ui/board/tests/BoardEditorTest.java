// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.resources.IFile;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.editor.BoardEditor;
import org.rookery.ui.board.editor.PromotionDialog;

/**
 * The board editor inside the real Rookery workbench: positions of every variant open on their
 * own boards, moves are made with (simulated) mouse clicks and drags, illegal moves are refused,
 * promotions follow each variant's rules, pieces are dropped from hands, set-ups are validated
 * by the rules engine, and undo goes through the workbench's operation history.
 */
class BoardEditorTest {

    private BoardEditor editor;

    @AfterEach
    void close() {
        if (editor != null) {
            Ui.close(editor);
        }
    }

    private static Piece piece(BoardWidget board, char letter, boolean promoted, Color color) {
        PieceType t = board.rules().pieceType(letter, promoted);
        assertNotNull(t, "no type " + letter);
        return new Piece(t, color);
    }

    private static Piece at(BoardWidget board, String square) {
        return board.pieceAt(Square.parse(square));
    }

    @Test
    void chessMovesByClickAndDragAndRefusesIllegalOnes() throws Exception {
        editor = Ui.open("chess.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        BoardWidget board = editor.boards()[0];
        assertEquals(1, editor.boards().length);
        Ui.screenshot(board, "board-chess-start");

        Ui.clickMove(board, "e2", "e4");
        assertEquals(piece(board, 'P', false, Color.WHITE), at(board, "e4"));
        assertNull(at(board, "e2"));
        assertTrue(editor.statusLine().contains("Black to move"), editor.statusLine());

        Ui.drag(board, "g8", "f6");
        assertEquals(piece(board, 'N', false, Color.BLACK), at(board, "f6"));
        assertEquals(2, editor.model().plies().size());
        assertEquals("Nf6", editor.model().plies().get(1).text());

        // A queen cannot jump over its own pawn.
        Ui.clickMove(board, "d1", "d3");
        assertEquals(piece(board, 'Q', false, Color.WHITE), at(board, "d1"));
        assertNull(at(board, "d3"));
        assertTrue(editor.message().contains("Not a legal move"), editor.message());
        assertEquals(2, editor.model().plies().size());
        assertTrue(editor.isDirty());
        Ui.screenshot(board, "board-chess");
    }

    @Test
    void undoAndRedoGoThroughTheOperationHistory() throws Exception {
        editor = Ui.open("undo.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        BoardWidget board = editor.boards()[0];
        Ui.clickMove(board, "d2", "d4");
        Ui.clickMove(board, "d7", "d5");
        IOperationHistory history = PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
        assertTrue(history.canUndo(editor.undoContext()));
        history.undo(editor.undoContext(), null, null);
        Ui.settle();
        assertEquals(1, editor.model().plies().size());
        assertEquals(piece(board, 'P', false, Color.BLACK), at(board, "d7"));
        history.redo(editor.undoContext(), null, null);
        Ui.settle();
        assertEquals(piece(board, 'P', false, Color.BLACK), at(board, "d5"));
        history.undo(editor.undoContext(), null, null);
        history.undo(editor.undoContext(), null, null);
        Ui.settle();
        assertEquals(0, editor.model().plies().size());
        assertFalse(editor.isDirty(), "back at the saved position");
    }

    @Test
    void navigationStepsThroughTheMoveList() throws Exception {
        editor = Ui.open("nav.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        BoardWidget board = editor.boards()[0];
        Ui.clickMove(board, "e2", "e4");
        Ui.clickMove(board, "e7", "e5");
        editor.goTo(0);
        assertEquals(piece(board, 'P', false, Color.WHITE), at(board, "e2"));
        editor.goTo(1);
        assertEquals(piece(board, 'P', false, Color.WHITE), at(board, "e4"));
        assertEquals(piece(board, 'P', false, Color.BLACK), at(board, "e7"));
        assertEquals(2, editor.model().plies().size(), "stepping back keeps the later moves");
    }

    @Test
    void chessPromotionAsksForThePiece() throws Exception {
        editor = Ui.open("promote.fen", "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1\n");
        BoardWidget board = editor.boards()[0];
        Ui.whenDialogOpens(PromotionDialog.TITLE, b -> "Knight".equals(b.getText()));
        Ui.clickMove(board, "e7", "e8");
        assertEquals(piece(board, 'N', false, Color.WHITE), at(board, "e8"));
        assertTrue(editor.model().plies().get(0).text().startsWith("e8=N"), editor.model().plies().get(0).text());
    }

    @Test
    void checkmateShowsTheResult() throws Exception {
        editor = Ui.open("mate.fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\n");
        BoardWidget board = editor.boards()[0];
        Ui.clickMove(board, "a1", "a8");
        assertTrue(editor.statusLine().contains("White wins by checkmate (1-0)"), editor.statusLine());
        Ui.clickMove(board, "g8", "h8");
        assertNull(at(board, "h8"), "no moves after the game has ended");
    }

    @Test
    void giraffeBoardHasItsExtraSquaresAndHoles() throws Exception {
        editor = Ui.open("giraffe.fen", "[Variant \"giraffe\"]\n***gg***/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/***GG*** w KQkq - 0 1\n");
        BoardWidget board = editor.boards()[0];
        assertEquals("giraffe", board.rules().id());
        assertEquals(68, board.rules().shape().squares().size());
        var l = board.boardLayout();
        assertNotNull(l.squareAt(board.center(Square.parse("d0")).x, board.center(Square.parse("d0")).y));
        // a0 is a hole: the grid cell there is not a square.
        int holeX = l.left() + l.cell() / 2;
        int holeY = l.top() + l.cell() * 9 + l.cell() / 2;
        assertNull(l.squareAt(holeX, holeY));
        assertEquals(piece(board, 'G', false, Color.WHITE), at(board, "d0"));
        Ui.clickMove(board, "e2", "e4");
        assertEquals(piece(board, 'P', false, Color.WHITE), at(board, "e4"));
        Ui.screenshot(board, "board-giraffe");
    }

    @Test
    void guardianPromotesOnlyToCapturedPieces() throws Exception {
        // White has lost a rook and a pawn: the pawn on i9 may only become a rook.
        editor = Ui.open("guardian.fen", "[Variant \"guardian\"]\nrnbgkqgbnr/ppppppppP1/10/10/10/10/10/10/PPPPPPPP2/RNBGKQGBN1 w - - 0 1\n");
        BoardWidget board = editor.boards()[0];
        Rules rules = board.rules();
        assertEquals("guardian", rules.id());
        Ui.clickMove(board, "i9", "j10");
        assertEquals(piece(board, 'R', false, Color.WHITE), at(board, "j10"), "the only captured piece, no dialog");
        Ui.screenshot(board, "board-guardian");
    }

    @Test
    void shogiPromotionIsOptionalAndDropsComeFromTheHand() throws Exception {
        // Sente: king 5i, silver 7d, a pawn in hand; gote: king 5a.
        editor = Ui.open("shogi.sfen", "4k4/9/9/2S6/9/9/9/9/4K4 b P 1\n");
        BoardWidget board = editor.boards()[0];
        assertEquals("shogi", board.rules().id());
        assertEquals(1, board.handCount(Color.WHITE, board.rules().pieceType('P', false)));
        // 7d (c6) to 7c (c7) enters the zone: promoting is optional.
        Ui.whenDialogOpens(PromotionDialog.TITLE, b -> b.getText().startsWith("Promoted"));
        Ui.clickMove(board, "c6", "c7");
        assertEquals(piece(board, 'S', true, Color.WHITE), at(board, "c7"));
        Ui.clickMove(board, "e9", "d9");
        // Drop the pawn from sente's hand on 5e (e5).
        Ui.clickHand(board, Color.WHITE, board.rules().pieceType('P', false), 1);
        Ui.click(board, Square.parse("e5"));
        assertEquals(piece(board, 'P', false, Color.WHITE), at(board, "e5"));
        assertEquals(0, board.handCount(Color.WHITE, board.rules().pieceType('P', false)));
        assertEquals(3, editor.model().plies().size());
    }

    @Test
    void shogiStartBoardScreenshot() throws Exception {
        editor = Ui.open("start.sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n");
        BoardWidget board = editor.boards()[0];
        Ui.clickMove(board, "c3", "c4");
        Ui.clickMove(board, "g7", "g6");
        // 8h2b enters the zone: sente may decline to promote.
        Ui.whenDialogOpens(PromotionDialog.TITLE, b -> b.getText().startsWith("Stay"));
        Ui.clickMove(board, "b2", "h8");
        assertEquals(piece(board, 'B', false, Color.WHITE), at(board, "h8"));
        assertEquals(1, board.handCount(Color.WHITE, board.rules().pieceType('B', false)), "the captured bishop is in sente's hand");
        Ui.screenshot(board, "board-shogi");
        Ui.screenshotWindow("workbench-shogi");
    }

    @Test
    void exchangeCapturesGoToThePartnerAndAreDropped() throws Exception {
        editor = Ui.open("exchange.fen", "[Variant \"exchange\"]\n"
                + "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2 | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1\n");
        assertEquals(2, editor.boards().length);
        BoardWidget a = editor.boards()[0];
        BoardWidget b = editor.boards()[1];
        assertTrue(b.isFlipped(), "board B is seen from Black's side");
        Ui.clickMove(a, "e4", "d5");
        PieceType pawn = a.rules().pieceType('P', false);
        assertEquals(1, b.handCount(Color.BLACK, pawn), "the captured pawn went to the partner on board B");
        Ui.clickHand(b, Color.BLACK, pawn, 1);
        Ui.click(b, Square.parse("d4"));
        assertEquals(piece(b, 'P', false, Color.BLACK), at(b, "d4"));
        assertEquals(0, b.handCount(Color.BLACK, pawn));
        Ui.screenshot(a, "board-exchange-a");
        Ui.screenshotWindow("workbench-exchange");
    }

    @Test
    void setupIsValidatedByTheRulesEngine() throws Exception {
        editor = Ui.open("setup.fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        BoardWidget board = editor.boards()[0];
        editor.enterSetup();
        assertTrue(board.isSetupMode());
        // Take away Black's king: the rules engine must refuse the position and say why.
        Ui.click(board, board.center(Square.parse("e8")), 3);
        assertNull(at(board, "e8"));
        assertFalse(editor.finishSetup());
        assertFalse(editor.setupReason().isBlank(), "a reason is shown");
        // Put it back and move White's queen to d5: now the position is accepted.
        editor.selectSetupPiece(piece(board, 'K', false, Color.BLACK));
        Ui.click(board, Square.parse("e8"));
        editor.selectSetupPiece(piece(board, 'Q', false, Color.WHITE));
        Ui.click(board, Square.parse("d5"));
        Ui.click(board, board.center(Square.parse("d1")), 3);
        assertTrue(editor.finishSetup(), editor.setupReason());
        assertFalse(board.isSetupMode());
        assertEquals(piece(board, 'Q', false, Color.WHITE), at(board, "d5"));
        assertNull(at(board, "d1"));
        assertTrue(editor.shownPositionText().startsWith("rnbqkbnr/pppppppp/8/3Q4/8/8/PPPPPPPP/RNB1KBNR w"), editor.shownPositionText());
        // The set-up is one undoable step.
        PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().undo(editor.undoContext(), null, null);
        Ui.settle();
        assertEquals(piece(board, 'Q', false, Color.WHITE), at(board, "d1"));
    }

    @Test
    void pasteRefusesBadTextAndSaveWritesThePosition() throws Exception {
        editor = Ui.open("paste.fen", "# my notes\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
        assertFalse(editor.pasteText("rnbqkbnr/pppppppp/8/8 w"));
        assertTrue(editor.message().startsWith("Not a Chess position"), editor.message());
        assertTrue(editor.pasteText("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        BoardWidget board = editor.boards()[0];
        assertEquals(piece(board, 'R', false, Color.WHITE), at(board, "h1"));
        Ui.clickMove(board, "e1", "g1");
        editor.doSave(null);
        assertFalse(editor.isDirty());
        assertEquals("# my notes\n4k3/8/8/8/8/8/8/5RK1 b - - 1 1\n", readBack("paste.fen"));
    }

    private static String readBack(String name) throws Exception {
        IFile f = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getProject(Ui.PROJECT).getFile(name);
        try (InputStream in = f.getContents()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.Square;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.editor.BoardEditor;

/**
 * Game files in the board editor inside the real workbench: a PGN with comments and variations,
 * a Shift-JIS KIF and a BPGN open with their headers; moves are navigated and played by mouse,
 * saved in the file's own format and read back; a malformed file names its line.
 */
class GameEditorTest {

    private BoardEditor editor;

    @AfterEach
    void close() {
        if (editor != null) {
            Ui.close(editor);
        }
    }

    private static IFile example(String name) throws Exception {
        return Ui.file(name, Files.readAllBytes(GameDocumentTest.GAMES.resolve(name)));
    }

    @Test
    void aPgnShowsItsHeadersAndTheCommentsOfTheShownMove() throws Exception {
        editor = Ui.open(example("opera-game.pgn"));
        assertTrue(editor.shownHeaders().contains("White: Paul Morphy"), editor.shownHeaders().toString());
        assertTrue(editor.shownHeaders().contains("Date: 1858.??.??"), editor.shownHeaders().toString());
        assertEquals(33, editor.model().plies().size());
        assertTrue(editor.shownAnnotation().startsWith("A game played at the opera"), editor.shownAnnotation());
        editor.goTo(6);
        assertEquals("Bg4 ?!\nPinning the knight, but giving up the centre.", editor.shownAnnotation());
        editor.goTo(8);
        assertTrue(editor.shownAnnotation().endsWith("1 variation"), editor.shownAnnotation());
        editor.goTo(33);
        assertTrue(editor.statusLine().contains("checkmate"), editor.statusLine());
        assertFalse(editor.isDirty());
        // the editor zoomed, as a user reading a game would have it
        Ui.page().toggleZoom(Ui.page().getReference(editor));
        Ui.settle();
        Ui.screenshotWindow("board-game");
        Ui.page().toggleZoom(Ui.page().getReference(editor));
        Ui.settle();
    }

    @Test
    void aShiftJisKifOpensWithItsJapaneseHeadersAndAMoveAfterTheEndIsSaved() throws Exception {
        IFile file = example("bishop-exchange.kif");
        editor = Ui.open(file);
        assertTrue(editor.shownHeaders().contains("先手: Hiro"), editor.shownHeaders().toString());
        assertEquals(14, editor.model().plies().size());
        editor.goTo(14);
        BoardWidget board = editor.boards()[0];
        // sente's king steps up: 5九 to 4八 (e1 to f2 in the board's file-letter, rank-number squares)
        Ui.clickMove(board, "e1", "f2");
        assertEquals(15, editor.model().plies().size(), editor.message());
        assertTrue(editor.isDirty());
        editor.doSave(null);
        assertFalse(editor.isDirty());
        Ui.close(editor);
        editor = Ui.open(file);
        assertEquals(15, editor.model().plies().size());
        assertTrue(editor.shownHeaders().contains("後手: Maja"), editor.shownHeaders().toString());
        byte[] saved = Files.readAllBytes(file.getLocation().toPath());
        assertTrue(new String(saved, org.rookery.games.GameFiles.SHIFT_JIS).contains("手合割：平手"), "still Shift-JIS");
    }

    @Test
    void aBpgnShowsBothBoardsWithClocksAndComments() throws Exception {
        IFile file = example("newport.bpgn");
        editor = Ui.open(file);
        assertEquals(2, editor.boards().length);
        assertTrue(editor.shownHeaders().contains("WhiteB: Carol"), editor.shownHeaders().toString());
        assertEquals(17, editor.model().plies().size());
        editor.goTo(17);
        assertTrue(editor.shownAnnotation().contains("Bob lost on time."), editor.shownAnnotation());
        assertTrue(editor.shownAnnotation().contains("[clock 284.0 s]"), editor.shownAnnotation());
        // play on after the end: White on board B (seen from Black's side) pushes the a-pawn
        BoardWidget b = editor.boards()[1];
        Ui.clickMove(b, "a2", "a3");
        assertEquals(18, editor.model().plies().size(), editor.message());
        editor.doSave(null);
        assertFalse(editor.isDirty());
        Ui.close(editor);
        editor = Ui.open(file);
        assertEquals(18, editor.model().plies().size());
        assertEquals(1, editor.model().plies().get(17).board());
        String text = new String(Files.readAllBytes(file.getLocation().toPath()), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(text.contains("5B. a3") && text.contains("Bob lost on time.") && text.contains("[WhiteB \"Carol\"]"), text);
    }

    @Test
    void aPgnMoveAfterTheEndIsSavedAndReadBack() throws Exception {
        IFile file = Ui.file("short.pgn", "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 {king's pawn} e5 *\n");
        editor = Ui.open(file);
        editor.goTo(2);
        BoardWidget board = editor.boards()[0];
        Ui.clickMove(board, "g1", "f3");
        editor.doSave(null);
        Ui.close(editor);
        editor = Ui.open(file);
        assertEquals(3, editor.model().plies().size());
        editor.goTo(3);
        assertEquals(new Piece(board.rules().pieceType('N', false), Color.WHITE), editor.boards()[0].pieceAt(Square.parse("f3")));
        editor.goTo(1);
        assertTrue(editor.shownAnnotation().contains("king's pawn"), editor.shownAnnotation());
        String text = new String(Files.readAllBytes(file.getLocation().toPath()), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(text.contains("[White \"A\"]") && text.contains("2. Nf3"), text);
    }

    @Test
    void aMalformedGameFileNamesItsLineAndStaysUntouched() throws Exception {
        String bad = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
        IFile file = Ui.file("broken.pgn", bad);
        IEditorPart shown = IDE.openEditor(Ui.page(), file, BoardEditor.ID, true);
        Ui.settle();
        assertFalse(shown instanceof BoardEditor, "an error page, not a board");
        // the workbench's error page holds the reason; its class is internal, so ask by name
        IStatus error = (IStatus) shown.getClass().getMethod("getError").invoke(shown);
        String text = error.getMessage() + " " + (error.getException() == null ? "" : error.getException().getMessage());
        assertTrue(text.contains("PGN line 3, column 13"), text);
        Ui.page().closeEditor(shown, false);
        Ui.settle();
        assertEquals(bad, new String(Files.readAllBytes(file.getLocation().toPath()), java.nio.charset.StandardCharsets.UTF_8));
    }
}

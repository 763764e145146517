// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Square;
import org.rookery.rules.Variant;
import org.rookery.ui.board.BoardLayout;
import org.rookery.ui.board.BoardStyle;
import org.rookery.ui.board.BoardWidget;
import org.rookery.ui.board.PieceArt;
import org.rookery.ui.board.editor.BoardEditor;
import org.rookery.ui.board.editor.WelcomeView;
import org.rookery.ui.board.internal.PieceImages;

/**
 * Capablanca chess, a variant bundle nothing in the workbench names, opens from the Welcome view
 * with the example its bundle carries and is drawn with the archbishop and chancellor art its
 * bundle ships (not the lettered discs the board falls back on).
 */
class VariantBundleArtTest {

    private static Variant capablanca() throws InterruptedException {
        return BoardEditorRegistry.registry().get("capablanca");
    }

    private static PieceType type(Variant v, char letter) {
        return v.rules().pieceTypes().stream().filter(t -> t.letter() == letter).findFirst().orElseThrow();
    }

    @Test
    void theBoardDrawsTheArtTheVariantShips() throws Exception {
        Variant v = capablanca();
        Piece archbishop = new Piece(type(v, 'A'), Color.WHITE);
        String own = PieceArt.svg(v, archbishop, BoardStyle.of(v.rules()), 64);
        String fallback = PieceArt.svg(archbishop, BoardStyle.of(v.rules()), 64);
        assertTrue(fallback.contains(">A</text>"), "without the variant the archbishop is a lettered disc");
        assertFalse(own.contains("<text"), own);
        assertTrue(own.contains("width=\"64\" height=\"64\""), own);
        // The drawing is the bundle's own file, only sized.
        String file = v.pieceArt(archbishop.type(), Color.WHITE).orElseThrow();
        String body = file.substring(file.indexOf("<g"));
        assertTrue(own.contains(body), own);
    }

    @Test
    void theGiraffeAndTheGuardianAreDrawnFromTheirOwnBundles() throws Exception {
        for (String id : java.util.List.of("giraffe", "guardian")) {
            Variant v = BoardEditorRegistry.registry().get(id);
            Piece piece = new Piece(type(v, 'G'), Color.BLACK);
            assertTrue(v.pieceArt(piece.type(), Color.BLACK).isPresent(), id + " ships no art");
            assertFalse(PieceArt.svg(v, piece, BoardStyle.WESTERN, 48).contains("<text"), id);
            assertTrue(PieceArt.svg(piece, BoardStyle.WESTERN, 48).contains("<text"), id + ": the board itself no longer draws it");
        }
    }

    @Test
    void theWelcomeViewOpensTheBundlesExampleWithItsArt() throws Exception {
        Variant v = capablanca();
        IFile file = WelcomeView.example(v);
        if (file.exists()) {
            file.delete(true, null); // as on a workspace seeded before the variant was installed
        }
        WelcomeView welcome = assertInstanceOf(WelcomeView.class, (IViewPart) Ui.page().showView(WelcomeView.ID));
        Ui.settle();
        assertTrue(welcome.open(v), "the Welcome view did not open Capablanca chess");
        assertTrue(file.exists(), "the example was not written to " + file.getFullPath());
        assertEquals(v.example().orElseThrow(), new String(file.getContents().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        Ui.window().getShell().setSize(1200, 760);
        Ui.settle();
        BoardEditor editor = assertInstanceOf(BoardEditor.class, Ui.page().getActiveEditor());
        assertEquals("capablanca", editor.model().rules().id());
        BoardWidget board = editor.boards()[0];
        assertTrue(Ui.screenshot(board, "example-capablanca") > 20, "the board looks blank");

        Image snapshot = board.snapshot();
        try {
            ImageData data = snapshot.getImageData();
            BoardLayout l = board.boardLayout();
            // What is drawn on c1 and h1 is the bundle's archbishop and chancellor, not the discs
            // the board would draw without them: each square is compared with both, drawn alike.
            for (Square s : java.util.List.of(new Square(2, 1), new Square(7, 1))) {
                Piece piece = new Piece(board.pieceAt(s).type(), Color.WHITE);
                RGB background = data.palette.getRGB(data.getPixel(l.x(s) + 1, l.y(s) + 1));
                long toArt = difference(data, l, s, drawn(board, piece, background, v));
                long toDisc = difference(data, l, s, drawn(board, piece, background, null));
                assertTrue(toArt * 5 < toDisc, s + ": " + toArt + " from the bundle's art, " + toDisc + " from the lettered disc");
            }
        } finally {
            snapshot.dispose();
        }
        Ui.screenshotWindow("workbench-capablanca");
        Ui.page().closeAllEditors(false);
    }

    /** A piece drawn on a square of the board's size and colour, with a variant's art or without. */
    private static ImageData drawn(BoardWidget board, Piece piece, RGB background, Variant variant) {
        int cell = board.boardLayout().cell();
        PieceImages images = new PieceImages(board.getDisplay());
        if (variant != null) {
            images.useArtOf(variant.rules());
        }
        Image canvas = new Image(board.getDisplay(), cell, cell);
        GC gc = new GC(canvas);
        org.eclipse.swt.graphics.Color fill = new org.eclipse.swt.graphics.Color(board.getDisplay(), background);
        try {
            gc.setBackground(fill);
            gc.fillRectangle(0, 0, cell, cell);
            gc.drawImage(images.get(piece, board.boardStyle(), cell), 0, 0);
            return canvas.getImageData();
        } finally {
            gc.dispose();
            canvas.dispose();
            images.dispose();
        }
    }

    /** The summed colour difference between a square of the board and an image of its size. */
    private static long difference(ImageData board, BoardLayout l, Square s, ImageData expected) {
        long sum = 0;
        for (int y = 0; y < expected.height; y++) {
            for (int x = 0; x < expected.width; x++) {
                RGB a = board.palette.getRGB(board.getPixel(l.x(s) + x, l.y(s) + y));
                RGB b = expected.palette.getRGB(expected.getPixel(x, y));
                sum += Math.abs(a.red - b.red) + Math.abs(a.green - b.green) + Math.abs(a.blue - b.blue);
            }
        }
        return sum;
    }
}

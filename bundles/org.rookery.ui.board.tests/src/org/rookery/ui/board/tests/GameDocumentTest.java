// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.games.GameFileException;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Move;
import org.rookery.rules.VariantRegistry;
import org.rookery.ui.board.model.GameDocument;
import org.rookery.ui.board.model.GameModel;

/** A game file in the board editor's model, without a display: load, annotations, merge on save. */
class GameDocumentTest {

    static final Path GAMES = Path.of("../../examples/games").toAbsolutePath().normalize();

    private static GameDocument read(String name) throws Exception {
        VariantRegistry registry = BoardEditorRegistry.registry();
        return GameDocument.read(Files.readAllBytes(GAMES.resolve(name)), name, registry);
    }

    private static Move san(GameModel model, String text) {
        return model.rules().moveFormats().get(0).parse(text, model.board(0));
    }

    @Test
    void theMainLineLoadsAtTheStartWithItsAnnotations() throws Exception {
        GameDocument doc = read("opera-game.pgn");
        GameModel model = doc.newModel();
        assertEquals(33, model.plies().size());
        assertEquals(0, model.shown());
        assertEquals("Bg4", model.plies().get(5).text());
        GameNode bg4 = doc.node(model.plies(), 5).orElseThrow();
        assertEquals(java.util.List.of(6), bg4.nags());
        assertEquals("Pinning the knight, but giving up the centre.", bg4.commentAfter());
        assertFalse(doc.isChanged(model.plies()));
        assertEquals(2, doc.gameCount());
    }

    @Test
    void aNewMoveInTheMiddleBecomesTheMainLineAndKeepsTheOldOneAsAVariation(@TempDir Path dir) throws Exception {
        GameDocument doc = read("opera-game.pgn");
        GameModel model = doc.newModel();
        model.goTo(4);
        model.play(0, san(model, "Nc3"));
        assertTrue(doc.isChanged(model.plies()));
        GameRecord merged = doc.merged(model.plies(), Optional.empty());
        assertEquals(5, merged.mainLine().size());
        GameNode nc3 = merged.mainLine().get(4);
        assertEquals(29, nc3.variations().get(0).size(), "the file's 3. d4 ... 17. Rd8# survives");
        assertNull(merged.outcome(), "the new line is unfinished");
        assertEquals("Pinning the knight, but giving up the centre.", merged.mainLine().get(4).variations().get(0).get(1).commentAfter());

        Path file = dir.resolve("opera.pgn");
        Files.copy(GAMES.resolve("opera-game.pgn"), file);
        doc.save(file, model.plies(), Optional.empty());
        GameDocument back = GameDocument.read(Files.readAllBytes(file), "opera.pgn", BoardEditorRegistry.registry());
        assertEquals(5, back.game().mainLine().size());
        assertEquals(2, back.gameCount(), "the file's second game is kept");
        assertEquals("Paul Morphy", back.headers().get("White"));
        assertEquals("*", back.headers().get("Result"));
    }

    @Test
    void aMalformedFileNamesLineAndColumn() throws Exception {
        GameFileException e = assertThrows(GameFileException.class, () -> GameDocument.read(
                "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), "bad.pgn",
                BoardEditorRegistry.registry()));
        assertEquals(3, e.line());
        assertEquals(13, e.column());
    }
}

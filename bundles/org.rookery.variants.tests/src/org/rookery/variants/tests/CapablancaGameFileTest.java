// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.MoveKind;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;

/**
 * A Capablanca game in a PGN file is read and written through the registry: PGN finds the game
 * by the Variant tag the variant's bundle declares, with no list of variants in the PGN code.
 */
class CapablancaGameFileTest {

    private static final String GAME = """
            [Event "Club night"]
            [White "Ann"]
            [Black "Ben"]
            [Result "*"]
            [Variant "Capablanca"]

            1. e4 e5 2. Nh3 Nh6 3. Ci3 Ci6 4. f3 f6 5. Bf2 Bf7 6. O-O O-O 7. Ad3 *
            """;

    @Test
    void aCapablancaGameRoundTripsThroughAPgnFile(@TempDir Path dir) throws Exception {
        GameFiles files = new GameFiles(Variants.registry());
        Path in = dir.resolve("capablanca.pgn");
        Files.writeString(in, GAME, StandardCharsets.UTF_8);

        GameRecord game = files.read(in).get(0);
        assertEquals("capablanca", game.variantId());
        List<GameNode> moves = game.mainLine();
        assertEquals(13, moves.size());
        assertEquals(MoveKind.CASTLING, moves.get(10).move().kind());
        Rules rules = Variants.registry().get("capablanca").rules();
        Position p = rules.startPosition();
        for (GameNode n : moves) {
            p.doMove(n.move());
        }
        // O-O in Capablanca chess: the king goes f1-i1 and the rook j1-h1.
        assertEquals('K', p.pieceAt(new Square(8, 1)).type().letter());
        assertEquals('R', p.pieceAt(new Square(7, 1)).type().letter());
        assertEquals('A', p.pieceAt(new Square(3, 3)).type().letter());

        Path out = dir.resolve("copy.pgn");
        files.write(out, List.of(game));
        String written = Files.readString(out, StandardCharsets.UTF_8);
        assertTrue(written.contains("[Variant \"Capablanca\"]"), written);
        assertTrue(written.contains("6. O-O O-O 7. Ad3 *"), written);
        GameRecord again = files.read(out).get(0);
        assertEquals(game.mainLine().stream().map(GameNode::move).toList(), again.mainLine().stream().map(GameNode::move).toList());
        assertEquals(game.headers(), again.headers());
    }
}

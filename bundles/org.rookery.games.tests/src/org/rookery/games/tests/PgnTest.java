// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;

/** PGN for chess, Giraffe and Guardian: the model read from sample games, round trips and errors. */
class PgnTest {

    private final GameFormat pgn = Samples.FILES.format("PGN");

    @Test
    void theOperaGameKeepsCommentsNagsAndVariations() {
        List<GameRecord> games = pgn.read(Samples.text("opera-game.pgn"));
        assertEquals(2, games.size());
        GameRecord g = games.get(0);
        assertEquals("chess", g.variantId());
        assertEquals("Paul Morphy", g.header("White").orElseThrow());
        assertEquals("A game played at the opera; the notes are Rookery's own.", g.comment());
        assertEquals(33, g.mainLine().size());
        GameNode bg4 = g.mainLine().get(5);
        assertEquals(List.of(6), bg4.nags());
        assertEquals("Pinning the knight, but giving up the centre.", bg4.commentAfter());
        GameNode bxf3 = g.mainLine().get(7);
        assertEquals(1, bxf3.variations().size());
        List<GameNode> alternative = bxf3.variations().get(0);
        assertEquals(Square.parse("e5"), alternative.get(0).move().to(), "4... dxe5 replaces 4... Bxf3");
        assertEquals("wins a pawn.", alternative.get(3).commentAfter());
        assertEquals(List.of(1), g.mainLine().get(18).nags(), "10. Nxb5! is read as $1");
        assertEquals(List.of(3), g.mainLine().get(30).nags(), "16. Qb8+!! is read as $3");
        assertEquals("and White is a piece up.", g.mainLine().get(29).variations().get(0).get(3).commentAfter(),
                "a comment broken over two lines is one line of text");
        assertEquals(Outcome.win(Termination.CHECKMATE, Color.WHITE), g.outcome());
        GameRecord setUp = games.get(1);
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", setUp.startPosition());
        assertEquals(Outcome.draw(Termination.AGREEMENT), setUp.outcome());
    }

    @Test
    void giraffeGamesUseTheExtraSquaresAndTheGiraffe() {
        List<GameRecord> games = pgn.read(Samples.text("giraffe.pgn"));
        assertEquals("giraffe", games.get(0).variantId());
        assertEquals(Square.parse("c3"), games.get(0).mainLine().get(2).move().to(), "2. Gc3 leaps from d0");
        assertEquals(Square.parse("d0"), games.get(0).mainLine().get(2).move().from());
        assertEquals(Outcome.win(Termination.CHECKMATE, Color.WHITE), games.get(0).outcome());
        assertEquals(Square.parse("d9"), games.get(1).mainLine().get(0).move().to());
        assertEquals(Outcome.win(Termination.CROWNING, Color.WHITE), games.get(1).outcome());
    }

    @Test
    void guardianGamesReadTheGuardianOnTenFiles() {
        GameRecord g = pgn.read(Samples.text("guardian.pgn")).get(0);
        assertEquals("guardian", g.variantId());
        assertEquals(Square.parse("f2"), g.mainLine().get(2).move().to());
        assertEquals('G', g.mainLine().get(2).move().piece().letter());
        assertEquals(Square.parse("b9"), g.mainLine().get(10).move().to());
        assertEquals(Outcome.win(Termination.RESIGNATION, Color.BLACK), g.outcome());
    }

    @ParameterizedTest
    @ValueSource(strings = {"opera-game.pgn", "giraffe.pgn", "guardian.pgn"})
    void everySampleRoundTrips(String name) {
        List<GameRecord> games = pgn.read(Samples.text(name));
        String written = pgn.write(games);
        assertEquals(games, pgn.read(written), name);
        assertEquals(written, pgn.write(pgn.read(written)), "writing is stable");
    }

    @Test
    void aFlagFallIsWrittenAsATerminationTag() {
        GameRecord g = pgn.read(Samples.text("guardian.pgn")).get(0).withOutcome(Outcome.win(Termination.TIME_FORFEIT, Color.BLACK));
        String written = pgn.write(List.of(g));
        assertTrue(written.contains("[Termination \"time forfeit\"]"), written);
        assertEquals(g.outcome(), pgn.read(written).get(0).outcome());
    }

    @Test
    void anUnfinishedGameHasNoOutcome() {
        GameRecord g = pgn.read("[Event \"x\"]\n\n1. e4 e5 *\n").get(0);
        assertNull(g.outcome());
        assertEquals(2, g.mainLine().size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "an illegal move names its number and text | 1. e4 e5 2. Ke3 * | 1 | 13 | move 2 (White) 'Ke3' is not a legal move here",
        "a black move is named as Black's | 1. e4 e5 2. Nf3 Nf3 * | 1 | 17 | move 2 (Black) 'Nf3' is not a legal move here",
        "an unclosed comment | 1. e4 {good e5 * | 1 | 7 | expected '}' to close the comment opened here",
        "a missing result | 1. e4 e5 | 1 | 9 | expected a move or the game's result (1-0, 0-1, 1/2-1/2 or *), found the end of the file",
        "a result against the tag | [Result \"1-0\"] 1. e4 0-1 | 1 | 22 | the result '0-1' differs from the Result tag '1-0'",
        "an unknown variant | [Variant \"Xiangqi\"] * | 1 | 10 | unknown variant 'Xiangqi' in the Variant tag; PGN here reads Standard, Giraffe, Guardian",
        "an Exchange game in PGN | [Variant \"Bughouse\"] * | 1 | 10 | the variant 'exchange' is not written in PGN but in BPGN",
        "a tag without its closing bracket | [White \"A\" 1. e4 * | 1 | 12 | expected ']' to close the tag, found '1.'",
        "an unclosed variation | 1. e4 (1. d4 d5 * | 1 | 17 | expected ')' to close the variation before the result '*'",
        "a variation before any move | ( 1. e4 ) * | 1 | 1 | a variation must follow the move it replaces",
        "a bad FEN | [FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"] * | 1 | 6 | FEN tag: ",
    })
    void malformedInputNamesLineColumnAndWhatWasExpected(String name, String text, int line, int column, String problem) {
        GameFileException e = assertThrows(GameFileException.class, () -> pgn.read(text));
        assertEquals(line, e.line(), name + ": " + e.getMessage());
        assertEquals(column, e.column(), name + ": " + e.getMessage());
        assertTrue(e.problem().startsWith(problem), name + ": " + e.getMessage());
        assertTrue(e.getMessage().startsWith("PGN line " + line + ", column " + column + ": "), e.getMessage());
    }

    @Test
    void errorsOnLaterLinesCountLines() {
        String text = Samples.text("guardian.pgn").replace("Gff8", "Gf8");
        GameFileException e = assertThrows(GameFileException.class, () -> pgn.read(text));
        assertEquals(12, e.line(), "line 1 is the licence escape line");
        assertTrue(e.problem().startsWith("move 4 (Black) 'Gf8' fits 2 legal moves"), e.getMessage());
    }
}

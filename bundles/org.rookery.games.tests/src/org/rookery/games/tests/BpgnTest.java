// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.games.GameFileException;
import org.rookery.games.GameFormat;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Square;
import org.rookery.rules.Termination;

/** BPGN for Exchange: both boards in one movetext, drops, clock comments, round trips and errors. */
class BpgnTest {

    private final GameFormat bpgn = Samples.FILES.format("BPGN");

    @Test
    void theNewportGameInterleavesBothBoardsWithDropsAndClocks() {
        GameRecord g = bpgn.read(Samples.text("newport.bpgn")).get(0);
        assertEquals("exchange", g.variantId());
        assertEquals("Carol", g.header("WhiteB").orElseThrow());
        List<GameNode> moves = g.mainLine();
        assertEquals(17, moves.size());
        assertEquals(List.of(0, 0, 1, 0, 1), moves.subList(0, 5).stream().map(GameNode::board).toList());
        GameNode drop = moves.get(7);
        assertEquals(1, drop.board());
        assertTrue(drop.move().isDrop(), "2b. P@e4 drops the pawn taken on board A");
        assertEquals(Square.parse("e4"), drop.move().to());
        assertEquals(290_000L, drop.clockMillis());
        assertEquals("the pawn taken on board A", drop.commentAfter());
        assertEquals(298_500L, moves.get(4).clockMillis(), "clocks keep fractions of a second");
        assertEquals(List.of(1), moves.get(12).nags());
        assertEquals(Outcome.win(Termination.TIME_FORFEIT, Color.WHITE), g.outcome(), "1-0: WhiteA and BlackB win");
    }

    @Test
    void theSampleRoundTrips() {
        List<GameRecord> games = bpgn.read(Samples.text("newport.bpgn"));
        String written = bpgn.write(games);
        assertEquals(games, bpgn.read(written));
        assertEquals(written, bpgn.write(bpgn.read(written)));
    }

    @Test
    void aMateOnOneBoardDecidesTheMatch() {
        String text = "[WhiteA \"a\"]\n\n1A. e4 1a. e5 2A. Bc4 2a. Nc6 1B. d4 3A. Qh5 3a. Nf6 4A. Qxf7# 1-0\n";
        GameRecord g = bpgn.read(text).get(0);
        assertEquals(Outcome.win(Termination.CHECKMATE, Color.WHITE), g.outcome(), "a contact mate cannot be blocked by a drop");
        String interposable = "[WhiteA \"a\"]\n\n1A. f3 1a. e5 2A. g4 2a. Qh4+ 0-1\n";
        assertEquals(Outcome.win(Termination.RESIGNATION, Color.BLACK), bpgn.read(interposable).get(0).outcome(),
                "fool's mate can be blocked on g3 by a drop, so the board shows no mate and the result tag decides (§6.4)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a move number for the wrong side | 1A. e4 1A. e5 * | 1 | 8 | board A is at move 1a, found the move number 1A.",
        "a move without its board | 1A. e4 e5 * | 1 | 8 | expected a move number with its board, such as 1A. or 1b., before 'e5'",
        "a drop from an empty hand | 1A. N@e4 * | 1 | 5 | move 1 on board A: 'N@e4' is not a legal move here",
        "a variation | 1A. e4 (1A. d4) * | 1 | 8 | variations are not read in BPGN",
    })
    void malformedInputNamesLineColumnAndWhatWasExpected(String name, String text, int line, int column, String problem) {
        GameFileException e = assertThrows(GameFileException.class, () -> bpgn.read(text));
        assertEquals(column, e.column(), name + ": " + e.getMessage());
        assertEquals(line, e.line(), name + ": " + e.getMessage());
        assertTrue(e.problem().startsWith(problem), name + ": " + e.getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.rules.Perft;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * The published shogi perft numbers of rules.md §5.1, from {@code perft/shogi.perft}. Lines up
 * to {@link #UNIT_TEST_BUDGET} nodes run here (well under a second); deeper lines belong to the
 * benchmark. The small depths are also counted by the independent {@link ReferenceShogi}.
 */
class ShogiPerftTest {

    /** The largest count run as a unit test. */
    static final long UNIT_TEST_BUDGET = 5_000_000;

    private static final Rules RULES = new ShogiVariant().rules();

    static Stream<PerftSuite.Case> cases() {
        return PerftSuite.load("shogi.perft").stream().filter(c -> c.nodes() <= UNIT_TEST_BUDGET);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void engineMatchesPublishedCount(PerftSuite.Case c) {
        Position p = c.newPosition();
        String before = RULES.positionFormat().format(p);
        assertEquals(c.nodes(), Perft.perft(p, c.depth()), c.toString());
        assertEquals(before, RULES.positionFormat().format(p), "perft must leave the position as it found it");
    }

    static Stream<PerftSuite.Case> smallCases() {
        return PerftSuite.load("shogi.perft").stream().filter(c -> c.nodes() <= 30_000);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallCases")
    void referenceGeneratorMatchesPublishedCount(PerftSuite.Case c) {
        assertEquals(c.nodes(), ReferenceShogi.of(c.newPosition()).perft(c.depth()), c.toString());
    }

    @Test
    void suiteCoversEveryPublishedPosition() {
        List<String> ids = PerftSuite.load("shogi.perft").stream().map(PerftSuite.Case::id).distinct().toList();
        assertEquals(List.of("shogi-start", "shogi-uchifuzume", "shogi-most-legal-moves", "shogi-matsuri", "shogi-knight-promotion"), ids);
        assertTrue(cases().count() >= 14, "the unit-test budget must keep the short depths");
    }

    @Test
    void uchifuzumeDropIsTheOnlyDifferenceFromCountingEveryDrop() {
        // rules.md §5.1: counting the illegal P*1b gives 86; the engine gives 85 and P*1b is the missing move.
        Position p = RULES.position("7lk/9/8S/9/9/9/9/7L1/8K b P 1");
        List<String> moves = p.legalMoves().stream().map(m -> RULES.moveFormat("USI").format(m, p)).toList();
        assertEquals(85, moves.size());
        assertFalse(moves.contains("P*1b"), "P*1b mates at once");
        assertTrue(moves.contains("P*2b"), "other pawn drops stay legal");
    }
}

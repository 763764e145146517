// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.rules.Perft;
import org.rookery.rules.Position;

/**
 * Runs every {@code perft/*.perft} entry against the engine, and the shallow depths against the
 * slow reference generator too, so that numbers computed here (exchange.perft) are confirmed by
 * code that shares nothing with the engine.
 */
class PerftTest {

    static List<PerftCase> cases() {
        return PerftCase.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void engineMatchesPublishedCounts(PerftCase c) {
        assertFalse(c.counts().isEmpty(), c + " has no perft lines");
        Position p = c.position();
        String before = p.toString();
        for (Map.Entry<Integer, Long> e : c.counts().entrySet()) {
            assertEquals(e.getValue().longValue(), Perft.perft(p, e.getKey()), c + " depth " + e.getKey());
        }
        assertEquals(before, p.toString(), "perft must leave the position unchanged");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void referenceGeneratorAgreesAtShallowDepths(PerftCase c) {
        Position p = c.position();
        ReferenceGenerator ref = new ReferenceGenerator(p);
        int deepest = c.counts().keySet().stream().max(Integer::compare).orElseThrow();
        for (int depth = 1; depth <= Math.min(2, deepest); depth++) {
            long expected = c.counts().containsKey(depth) ? c.counts().get(depth) : Perft.perft(p, depth);
            assertEquals(expected, ref.perft(ReferenceState.of(p), depth), c + " depth " + depth + " (reference)");
        }
    }
}

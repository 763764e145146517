// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Endings;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Shogi's results as rules.md 4.1, 4.2 and 6.5 decide them: sennichite is its only draw (besides
 * the arbiter's ruling), stalemate and the perpetual checker lose, a declaration wins or loses, and
 * there is no fifty-move, dead-position or agreed draw nor a drawn flag fall.
 */
class ShogiEndingsTest {

    private static Endings endings(Map<String, String> options) {
        ShogiVariant v = new ShogiVariant();
        return v.rules(v.options(options)).endings();
    }

    @Test
    void sennichiteIsTheOnlyDrawAndStalemateDeclarationAndPerpetualCheckAreDecided() {
        Endings e = endings(Map.of());
        assertEquals(EnumSet.of(Termination.REPETITION, Termination.ARBITER_DECISION), e.drawn());
        assertTrue(e.allows(Termination.STALEMATE, false), "stalemate loses (4.1)");
        assertTrue(e.allows(Termination.PERPETUAL_CHECK, false), "the perpetual checker loses (4.1)");
        assertTrue(e.allows(Termination.DECLARATION, false), "a declaration wins or loses (4.2)");
        for (Termination t : EnumSet.of(Termination.FIFTY_MOVES, Termination.INSUFFICIENT_MATERIAL, Termination.AGREEMENT,
                Termination.TIME_FORFEIT, Termination.STALEMATE, Termination.DECLARATION)) {
            assertFalse(e.allows(t, true), "no draw by " + t);
        }
    }

    @Test
    void theOptionsMoveStalemateAndPerpetualCheck() {
        Endings e = endings(Map.of("stalemateLoses", "false", "perpetualCheckLoses", "false"));
        assertTrue(e.allows(Termination.STALEMATE, true));
        assertFalse(e.allows(Termination.STALEMATE, false));
        assertFalse(e.allows(Termination.PERPETUAL_CHECK, false), "off: a perpetual is a plain sennichite");
    }
}

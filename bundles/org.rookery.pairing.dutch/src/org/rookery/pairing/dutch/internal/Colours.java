// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.util.List;

import org.rookery.engine.pairing.Side;

/**
 * Colour allocation within a pair (C.04.3 E.1-E.5): both preferences; the stronger one (for
 * two absolute ones of topscorers, the wider colour difference); alternation from the latest
 * round in which the two had different colours; the higher-ranked player's preference; the
 * initial colour by the higher-ranked player's pairing number.
 */
public final class Colours {

    private Colours() {
    }

    /**
     * The colour of {@code high}, the higher-ranked of the two (higher score, then lower
     * pairing number).
     */
    public static Side forHigher(PlayerState high, PlayerState low, boolean initialWhite) {
        Side hp = high.preference();
        Side lp = low.preference();
        // E.1: both preferences can be granted.
        if (hp != Side.NONE && lp != Side.NONE && hp != lp) {
            return hp;
        }
        if (hp != Side.NONE && lp == Side.NONE) {
            return hp;
        }
        if (hp == Side.NONE && lp != Side.NONE) {
            return lp.opposite();
        }
        if (hp != Side.NONE) {
            // E.2: the stronger preference.
            if (high.strength() != low.strength()) {
                return high.strength() > low.strength() ? hp : lp.opposite();
            }
            if (high.strength() == PlayerState.ABSOLUTE) {
                int hd = Math.abs(high.colourDifference());
                int ld = Math.abs(low.colourDifference());
                if (hd != ld) {
                    return hd > ld ? hp : lp.opposite();
                }
            }
        }
        // E.3: alternate from the latest time they had different colours, walking back through
        // the games each actually played (unplayed rounds have no colour).
        List<Side> hc = high.colours();
        List<Side> lc = low.colours();
        for (int i = hc.size() - 1, j = lc.size() - 1; i >= 0 && j >= 0; i--, j--) {
            if (hc.get(i) != lc.get(j)) {
                return hc.get(i).opposite();
            }
        }
        // E.4: the higher-ranked player's preference.
        if (hp != Side.NONE) {
            return hp;
        }
        // E.5: the initial colour for an odd pairing number.
        Side initial = initialWhite ? Side.WHITE : Side.BLACK;
        return high.id() % 2 == 1 ? initial : initial.opposite();
    }
}

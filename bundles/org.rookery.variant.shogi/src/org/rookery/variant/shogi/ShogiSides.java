// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import org.rookery.rules.Color;

/**
 * Shogi's names for the two sides: sente ({@link Color#WHITE}, the first player, written
 * {@code b} in SFEN and shown at the bottom) and gote ({@link Color#BLACK}).
 */
public final class ShogiSides {

    private ShogiSides() {
    }

    /** "Sente" or "Gote". */
    public static String name(Color side) {
        return side == Color.WHITE ? "Sente" : "Gote";
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import org.rookery.engine.pairing.Side;

/**
 * Who of a Swiss pair has White: the stronger wish (colour difference, then alternation) wins;
 * with equal wishes, the player who had Black in the latest round where their colours differed;
 * with identical colour histories the higher ranked takes the colour he is due (or, with no
 * history, the initial colour on odd boards and the other on even ones).
 */
final class ColourAllocation {

    private ColourAllocation() {
    }

    static boolean highGetsWhite(SwissPlayer high, SwissPlayer low, int boardIndex, boolean firstColourWhite) {
        int wh = high.whiteWish();
        int wl = low.whiteWish();
        if (wh != wl) {
            return wh > wl;
        }
        int i = high.colours.length - 1;
        int j = low.colours.length - 1;
        for (; i >= 0 && j >= 0; i--, j--) {
            if (high.colours[i] != low.colours[j]) {
                return high.colours[i] == Side.BLACK;
            }
        }
        if (high.colours.length > 0) {
            return high.colours[high.colours.length - 1] == Side.BLACK;
        }
        return (boardIndex % 2 == 0) == firstColourWhite;
    }

    static String reason(SwissPlayer high, SwissPlayer low, boolean highWhite) {
        SwissPlayer white = highWhite ? high : low;
        SwissPlayer black = highWhite ? low : high;
        int ww = white.whiteWish();
        int bw = black.whiteWish();
        if (ww > 0 && bw < 0) {
            return white.label() + " is due White and " + black.label() + " Black";
        }
        if (ww != bw) {
            return white.label() + " has the stronger claim to White";
        }
        if (white.colours.length == 0 && black.colours.length == 0) {
            return "initial colours: " + white.label() + " has White";
        }
        return "equal claims: " + white.label() + " had Black more recently";
    }
}

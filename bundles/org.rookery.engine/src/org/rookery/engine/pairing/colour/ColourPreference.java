// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.colour;

import java.util.Objects;

import org.rookery.engine.pairing.Side;

/**
 * The colour a player should have next and how strongly (FIDE C.04.3 A.6).
 *
 * @param colour the colour wanted, {@link Side#NONE} for a player who has played no game
 * @param strength how strongly; {@link Strength#NONE} exactly when {@code colour} is NONE
 */
public record ColourPreference(Side colour, Strength strength) {

    /** A player who has played no game has no preference (A.6 d). */
    public static final ColourPreference NONE = new ColourPreference(Side.NONE, Strength.NONE);

    /** How strongly a colour is wanted, weakest first (A.6 a to d). */
    public enum Strength {
        /** No game played yet. */
        NONE,
        /** Colour difference 0: alternate from the last game played (A.6 c). */
        MILD,
        /** Colour difference +1 or -1 (A.6 b). */
        STRONG,
        /** Colour difference beyond +1 or -1, or the same colour in the two latest games played (A.6 a). */
        ABSOLUTE
    }

    public ColourPreference {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(strength, "strength");
        if ((colour == Side.NONE) != (strength == Strength.NONE)) {
            throw new IllegalArgumentException("a colour preference for " + colour + " cannot have strength " + strength);
        }
    }

    /** Whether the player wants a colour at all. */
    public boolean exists() {
        return colour != Side.NONE;
    }

    /** Whether the preference is at least strong (the C.11 and E.2 sense of "strong"). */
    public boolean atLeastStrong() {
        return strength.compareTo(Strength.STRONG) >= 0;
    }

    /** Whether the preference is absolute (C.3: two such players wanting one colour may not meet). */
    public boolean absolute() {
        return strength == Strength.ABSOLUTE;
    }

    /** Whether {@code got} leaves this preference unmet (no preference is never unmet). */
    public boolean unmetBy(Side got) {
        return colour != Side.NONE && colour != got;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * The two sides of a game. {@link #WHITE} is the side that moves first from the standard start
 * position (White in chess; a shogi variant maps sente to it), {@link #BLACK} the other.
 */
public enum Color {
    /** The side that moves first in the start position. */
    WHITE,
    /** The side that moves second in the start position. */
    BLACK;

    /** The other side. */
    public Color opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The side's name in a sentence: "White" or "Black". */
    public String displayName() {
        return this == WHITE ? "White" : "Black";
    }

    /** 0 for White, 1 for Black: the index used by arrays that hold one entry per side. */
    public int index() {
        return ordinal();
    }

    /** The side with the given {@link #index()}. */
    public static Color ofIndex(int index) {
        return index == 0 ? WHITE : BLACK;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Objects;

/**
 * A piece of one side: a type and a color.
 *
 * @param type what kind of piece
 * @param color whose piece
 */
public record Piece(PieceType type, Color color) {

    public Piece {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(color, "color");
    }

    /** The type's letter in the case FEN uses: upper case for White, lower case for Black. */
    public char letter() {
        return color == Color.WHITE ? type.letter() : Character.toLowerCase(type.letter());
    }

    @Override
    public String toString() {
        return (type.promoted() ? "+" : "") + letter();
    }
}

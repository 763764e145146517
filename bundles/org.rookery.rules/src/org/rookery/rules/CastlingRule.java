// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * One way a side may castle: the king and a rook jump to fixed squares. The usual conditions
 * apply (neither has moved, everything between them is empty, the king is not in check, does
 * not pass an attacked square and does not land on one).
 *
 * @param color whose castling
 * @param fenLetter the upper-case FEN rights letter ({@code K} for the rook on the higher file,
 *        {@code Q} for the lower one, as Fairy-Stockfish writes them)
 * @param san how SAN writes it ({@code O-O}, {@code O-O-O}); Guardian's a-side castling is
 *        {@code O-O} (rules.md §2.4)
 * @param kingFrom where the king starts
 * @param kingTo where the king lands
 * @param rookFrom where the rook starts
 * @param rookTo where the rook lands
 */
public record CastlingRule(Color color, char fenLetter, String san, Square kingFrom, Square kingTo, Square rookFrom, Square rookTo) {

    /** The rights letter in the case FEN writes it for this rule's color. */
    public char rightsLetter() {
        return color == Color.WHITE ? fenLetter : Character.toLowerCase(fenLetter);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A variant's promotion law. The engine asks {@link #promotions} only for moves of a type that
 * {@link #promotes} and that start or end in the side's {@link #zone}, so the rule can be as
 * dynamic as it needs (Guardian's pool of captured pieces, shogi's optional promotion) without
 * slowing other moves.
 */
public interface PromotionRule {

    /** A rule under which nothing ever promotes. */
    PromotionRule NONE = new PromotionRule() {
        @Override
        public boolean promotes(PieceType type) {
            return false;
        }

        @Override
        public boolean inZone(Color side, Square square) {
            return false;
        }

        @Override
        public Promotions promotions(PositionView position, Piece piece, Square from, Square to) {
            return Promotions.NONE;
        }
    };

    /** Whether pieces of this type can ever promote. */
    boolean promotes(PieceType type);

    /** Whether the square is in the side's promotion zone (moves from or to it consult the rule). */
    boolean inZone(Color side, Square square);

    /**
     * The choices for a move of {@code piece} from {@code from} to {@code to} in {@code position}
     * (before the move is made). {@link Promotions#NONE} for an ordinary move.
     */
    Promotions promotions(PositionView position, Piece piece, Square from, Square to);

    /**
     * Whether an unpromoted piece may stand on the square: false where it would have had to
     * promote (a chess pawn on the last rank) or could never move again. Used to validate set-up
     * positions and to forbid such drops.
     */
    default boolean mayStandOn(Piece piece, Square square) {
        return true;
    }
}

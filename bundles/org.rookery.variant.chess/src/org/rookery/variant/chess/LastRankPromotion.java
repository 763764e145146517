// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.chess;

import java.util.List;

import org.rookery.rules.BoardShape;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Promotions;
import org.rookery.rules.Square;

/** Orthodox promotion: a pawn reaching the last rank must become one of a fixed list of types. */
public class LastRankPromotion implements PromotionRule {

    private final PieceType pawn;
    private final BoardShape shape;
    private final Promotions choices;

    /** Promotion of {@code pawn} on the last rank of {@code shape} to {@code types}. */
    public LastRankPromotion(PieceType pawn, BoardShape shape, List<PieceType> types) {
        this.pawn = pawn;
        this.shape = shape;
        this.choices = Promotions.compulsory(types);
    }

    @Override
    public boolean promotes(PieceType type) {
        return type.equals(pawn);
    }

    @Override
    public boolean inZone(Color side, Square square) {
        return shape.relativeRank(square, side) == shape.ranks();
    }

    @Override
    public Promotions promotions(PositionView position, Piece piece, Square from, Square to) {
        return inZone(piece.color(), to) ? choices : Promotions.NONE;
    }

    @Override
    public boolean mayStandOn(Piece piece, Square square) {
        return !piece.type().equals(pawn) || !inZone(piece.color(), square);
    }

    /** The pawn type. */
    protected PieceType pawn() {
        return pawn;
    }

    /** The board. */
    protected BoardShape shape() {
        return shape;
    }
}

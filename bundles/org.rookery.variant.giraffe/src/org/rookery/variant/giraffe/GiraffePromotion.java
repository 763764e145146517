// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.giraffe;

import java.util.List;

import org.rookery.rules.BoardShape;
import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Promotions;
import org.rookery.rules.Square;

/**
 * Giraffe promotion (rules.md §1.6): on the 8th rank a pawn must become Q, R, B or N on files
 * a, b, g, h, and may stay a pawn on files c to f (switch {@code giraffeSquarePromotion}); on
 * the opponent's giraffe squares (d9/e9 for White, d0/e0 for Black) it must promote and may
 * also become a giraffe.
 */
final class GiraffePromotion implements PromotionRule {

    private final PieceType pawn;
    private final BoardShape shape;
    private final boolean optionalOnCtoF;
    private final Promotions eighthCompulsory;
    private final Promotions eighthOptional;
    private final Promotions giraffeSquare;

    GiraffePromotion(PieceType pawn, BoardShape shape, List<PieceType> pieces, PieceType giraffe, boolean optionalOnCtoF) {
        this.pawn = pawn;
        this.shape = shape;
        this.optionalOnCtoF = optionalOnCtoF;
        this.eighthCompulsory = Promotions.compulsory(pieces);
        this.eighthOptional = Promotions.optional(pieces);
        List<PieceType> withGiraffe = new java.util.ArrayList<>(pieces);
        withGiraffe.add(giraffe);
        this.giraffeSquare = Promotions.compulsory(withGiraffe);
    }

    // Relative rank 9 is the 8th printed rank (the grid starts at rank 0); relative rank 10 holds the giraffe squares.
    private int relative(Color side, Square s) {
        return shape.relativeRank(s, side);
    }

    private boolean middleFile(Square s) {
        return s.file() >= 2 && s.file() <= 5;
    }

    @Override
    public boolean promotes(PieceType type) {
        return type.equals(pawn);
    }

    @Override
    public boolean inZone(Color side, Square square) {
        return relative(side, square) >= 9;
    }

    @Override
    public Promotions promotions(PositionView position, Piece piece, Square from, Square to) {
        int r = relative(piece.color(), to);
        if (r == 10) {
            return giraffeSquare;
        }
        if (r == 9) {
            return optionalOnCtoF && middleFile(to) ? eighthOptional : eighthCompulsory;
        }
        return Promotions.NONE;
    }

    @Override
    public boolean mayStandOn(Piece piece, Square square) {
        if (!piece.type().equals(pawn)) {
            return true;
        }
        int r = relative(piece.color(), square);
        return r < 9 || (r == 9 && optionalOnCtoF && middleFile(square));
    }
}

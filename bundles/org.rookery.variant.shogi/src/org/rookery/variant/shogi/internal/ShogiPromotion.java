// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.internal;

import java.util.List;

import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Promotions;
import org.rookery.rules.Square;
import org.rookery.variant.shogi.ShogiPieces;

/**
 * Shogi promotion (rules.md §4.1): the zone is the three far ranks; a move of R, B, S, N, L or P
 * that starts or ends there may promote, and must when the man could never move again (P or L on
 * the last rank, N on the last two). The engine calls {@link #promotions} for every zone move
 * during generation, so the answers are precomputed objects looked up by letter: no allocation
 * and no map lookups on the hot path.
 */
public final class ShogiPromotion implements PromotionRule {

    /** Ranks of the 9x9 board; sente (White) owns rank 1, its zone is ranks 7 to 9. */
    private static final int RANKS = 9;
    private static final int ZONE_DEPTH = 3;

    private final Promotions[] optional = new Promotions[26];
    private final Promotions[] compulsory = new Promotions[26];

    /** The rule for the standard shogi men. */
    public ShogiPromotion() {
        for (PieceType base : ShogiPieces.ALL) {
            PieceType promoted = ShogiPieces.promotedForm(base);
            if (promoted != null) {
                optional[base.letter() - 'A'] = Promotions.optional(List.of(promoted));
                compulsory[base.letter() - 'A'] = Promotions.compulsory(List.of(promoted));
            }
        }
    }

    @Override
    public boolean promotes(PieceType type) {
        return !type.promoted() && optional[type.letter() - 'A'] != null;
    }

    @Override
    public boolean inZone(Color side, Square square) {
        return relativeRank(side, square) > RANKS - ZONE_DEPTH;
    }

    @Override
    public Promotions promotions(PositionView position, Piece piece, Square from, Square to) {
        PieceType type = piece.type();
        if (type.promoted()) {
            return Promotions.NONE;
        }
        Promotions choice = optional[type.letter() - 'A'];
        if (choice == null || !(inZone(piece.color(), to) || (from != null && inZone(piece.color(), from)))) {
            return Promotions.NONE;
        }
        return mayStandOn(piece, to) ? choice : compulsory[type.letter() - 'A'];
    }

    /** False for an unpromoted pawn or lance on the last rank and a knight on the last two. */
    @Override
    public boolean mayStandOn(Piece piece, Square square) {
        if (piece.type().promoted()) {
            return true;
        }
        int rank = relativeRank(piece.color(), square);
        return switch (piece.type().letter()) {
            case 'P', 'L' -> rank < RANKS;
            case 'N' -> rank < RANKS - 1;
            default -> true;
        };
    }

    /** The rank counted from the side's own edge, 1 to 9. */
    private static int relativeRank(Color side, Square square) {
        return side == Color.WHITE ? square.rank() : RANKS + 1 - square.rank();
    }
}

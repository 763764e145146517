// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.guardian;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.rookery.rules.BoardShape;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Promotions;
import org.rookery.rules.Square;
import org.rookery.variant.chess.LastRankPromotion;

/**
 * Guardian promotion (rules.md §2.5, §6.3): on the last rank a pawn becomes one of its own
 * captured pieces. The pool of a type is the number a side starts with minus the number it has
 * on the board, so a promoted piece uses up its slot. With an empty pool the pawn may not move
 * to the last rank ({@code forbid}) or stays a pawn there ({@code stay-pawn}).
 */
final class PoolPromotion extends LastRankPromotion {

    private final Map<PieceType, Integer> startCounts;
    private final boolean stayPawn;
    private final List<PieceType> order;

    PoolPromotion(PieceType pawn, BoardShape shape, Map<PieceType, Integer> startCounts, boolean stayPawn) {
        super(pawn, shape, List.copyOf(startCounts.keySet()));
        this.startCounts = Map.copyOf(startCounts);
        this.stayPawn = stayPawn;
        this.order = List.copyOf(startCounts.keySet());
    }

    @Override
    public Promotions promotions(PositionView position, Piece piece, Square from, Square to) {
        if (!inZone(piece.color(), to)) {
            return Promotions.NONE;
        }
        List<PieceType> pool = new ArrayList<>();
        for (PieceType t : order) {
            if (position.count(new Piece(t, piece.color())) < startCounts.get(t)) {
                pool.add(t);
            }
        }
        if (!pool.isEmpty()) {
            return Promotions.compulsory(pool);
        }
        return stayPawn ? Promotions.NONE : Promotions.FORBIDDEN;
    }

    @Override
    public boolean mayStandOn(Piece piece, Square square) {
        return stayPawn || super.mayStandOn(piece, square);
    }
}

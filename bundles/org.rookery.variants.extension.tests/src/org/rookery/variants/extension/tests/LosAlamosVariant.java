// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.extension.tests;

import java.util.List;
import java.util.Set;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.PieceType;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Rules;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.chess.ChessPieces;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.chess.LastRankPromotion;

/**
 * Los Alamos chess: chess on 6x6 without bishops, castling or the pawn's double step; pawns
 * promote to queen, rook or knight. Chess plus overrides, as any new variant bundle would be.
 */
public class LosAlamosVariant extends ChessVariant {

    @Override
    public String id() {
        return "los-alamos";
    }

    @Override
    public List<String> aliases() {
        return List.of("losalamos");
    }

    @Override
    public String displayName() {
        return "Los Alamos chess";
    }

    @Override
    protected void configure(Rules.Builder b, VariantOptions o) {
        super.configure(b, o);
        b.doubleStepRanks(Set.of());
    }

    @Override
    protected BoardShape shape() {
        return BoardShape.rectangle(6, 6);
    }

    @Override
    protected List<PieceType> pieceTypes() {
        return List.of(ChessPieces.KING, ChessPieces.QUEEN, ChessPieces.ROOK, ChessPieces.KNIGHT, ChessPieces.PAWN);
    }

    @Override
    protected String startFen() {
        return "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";
    }

    @Override
    protected List<CastlingRule> castling(VariantOptions o) {
        return List.of();
    }

    @Override
    protected PromotionRule promotion(VariantOptions o) {
        return new LastRankPromotion(ChessPieces.PAWN, shape(), List.of(ChessPieces.QUEEN, ChessPieces.ROOK, ChessPieces.KNIGHT));
    }
}

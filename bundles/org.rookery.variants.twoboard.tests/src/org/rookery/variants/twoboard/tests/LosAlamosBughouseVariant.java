// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.rookery.variant.chess.ChessPieces.KING;
import static org.rookery.variant.chess.ChessPieces.KNIGHT;
import static org.rookery.variant.chess.ChessPieces.PAWN;
import static org.rookery.variant.chess.ChessPieces.QUEEN;
import static org.rookery.variant.chess.ChessPieces.ROOK;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.DropRule;
import org.rookery.rules.EndRules;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.chess.LastRankPromotion;

/**
 * Los Alamos bughouse: Los Alamos chess (6x6, no bishops, no castling, no double step; pawns
 * promote to queen, rook or knight) played on two linked boards. A captured man goes to the
 * partner's hand and may be dropped, pawns not on the first or last rank; drops may mate; a match
 * ends when one board is won. Nothing in the product names it: its rules say "two boards" through
 * {@link CapturedPieces#TO_PARTNER} alone.
 */
public class LosAlamosBughouseVariant extends ChessVariant {

    @Override
    public String id() {
        return "los-alamos-bughouse";
    }

    @Override
    public List<String> aliases() {
        return List.of("tandem-los-alamos");
    }

    @Override
    public String displayName() {
        return "Los Alamos bughouse";
    }

    @Override
    protected void configure(Rules.Builder b, VariantOptions o) {
        super.configure(b, o);
        b.doubleStepRanks(Set.of())
                .drops(new DropRule(Map.of(PAWN, Set.of(1, 6)), Set.of(), Set.of()))
                .captured(CapturedPieces.TO_PARTNER)
                .agreements(Set.of())
                .alsoEnds(Set.of(Termination.PARTNER_BOARD), Set.of());
    }

    @Override
    protected BoardShape shape() {
        return BoardShape.rectangle(6, 6);
    }

    @Override
    protected List<PieceType> pieceTypes() {
        return List.of(KING, QUEEN, ROOK, KNIGHT, PAWN);
    }

    @Override
    protected String startFen() {
        return "rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1";
    }

    @Override
    protected List<CastlingRule> castling(VariantOptions o) {
        return List.of();
    }

    @Override
    protected PromotionRule promotion(VariantOptions o) {
        return new LastRankPromotion(PAWN, shape(), List.of(QUEEN, ROOK, KNIGHT));
    }

    // Men can always arrive from the partner board, so a flag fall always loses.
    @Override
    protected BiPredicate<PositionView, Color> mateMaterial(VariantOptions o) {
        return null;
    }

    // Material never runs out on linked boards: no fifty-move or dead-position draws.
    @Override
    protected EndRules endRules(VariantOptions o) {
        return EndRules.chess().withFiftyMoves(0, DrawMode.CLAIM).withDeadPosition(null);
    }
}

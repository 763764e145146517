// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.DropRule;
import org.rookery.rules.EndRules;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Promotions;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.StalemateResult;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.rules.notation.CoordinateNotation;
import org.rookery.rules.notation.Fen;
import org.rookery.rules.notation.San;

/**
 * A 5x5 shogi-like test variant built only from the API, as a shogi bundle would be: hands,
 * captures to the capturer unpromoted, optional promotion in the last rank (compulsory for
 * pawns), nifu and the pawn-drop-mate ban.
 */
final class MiniShogiLike implements Variant {

    static final PieceType KING = PieceType.of("king", 'K', "K", PieceType.Trait.ROYAL);
    static final PieceType GOLD = PieceType.of("gold", 'G', "WfF");
    static final PieceType ROOK = PieceType.of("rook", 'R', "R");
    static final PieceType PAWN = PieceType.of("pawn", 'P', "fW");
    static final PieceType TOKIN = PieceType.promoted("tokin", 'P', "WfF");
    static final PieceType DRAGON = PieceType.promoted("dragon", 'R', "RF");

    @Override
    public String id() {
        return "mini";
    }

    @Override
    public List<String> aliases() {
        return List.of("tiny");
    }

    @Override
    public String displayName() {
        return "Mini shogi-like";
    }

    @Override
    public List<VariantOption<?>> options() {
        return List.of();
    }

    @Override
    public Rules rules(VariantOptions options) {
        BoardShape shape = BoardShape.rectangle(5, 5);
        return Rules.builder(id(), displayName())
                .options(options)
                .shape(shape)
                .pieceTypes(List.of(KING, GOLD, ROOK, PAWN, TOKIN, DRAGON))
                .demotes(TOKIN, PAWN)
                .demotes(DRAGON, ROOK)
                .doubleStepRanks(Set.of())
                .promotion(new Zone(shape))
                .drops(new DropRule(Map.of(PAWN, Set.of(5)), Set.of(PAWN), Set.of(PAWN)))
                .captured(CapturedPieces.TO_CAPTURER)
                .endRules(EndRules.chess().withStalemate(StalemateResult.LOSS).withRepetition(4, DrawMode.CLAIM, false)
                        .withFiftyMoves(0, DrawMode.CLAIM).withDeadPosition(null))
                .positionFormat(new Fen(), "rgk1p/5/5/5/P1KGR[] w - - 0 1")
                .moveFormats(List.of(new San(), new CoordinateNotation()))
                .build();
    }

    /** Promotion on entering or leaving the last rank; a pawn arriving there must promote. */
    private record Zone(BoardShape shape) implements PromotionRule {
        @Override
        public boolean promotes(PieceType type) {
            return type.equals(PAWN) || type.equals(ROOK);
        }

        @Override
        public boolean inZone(Color side, Square square) {
            return shape.relativeRank(square, side) == 5;
        }

        @Override
        public Promotions promotions(PositionView position, Piece piece, Square from, Square to) {
            PieceType target = piece.type().equals(PAWN) ? TOKIN : DRAGON;
            return mayStandOn(piece, to) ? Promotions.optional(List.of(target)) : Promotions.compulsory(List.of(target));
        }

        @Override
        public boolean mayStandOn(Piece piece, Square square) {
            return !piece.type().equals(PAWN) || !inZone(piece.color(), square);
        }
    }
}

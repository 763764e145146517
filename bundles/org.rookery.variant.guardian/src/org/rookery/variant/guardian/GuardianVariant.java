// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.guardian;

import static org.rookery.variant.chess.ChessPieces.BISHOP;
import static org.rookery.variant.chess.ChessPieces.KING;
import static org.rookery.variant.chess.ChessPieces.KNIGHT;
import static org.rookery.variant.chess.ChessPieces.PAWN;
import static org.rookery.variant.chess.ChessPieces.QUEEN;
import static org.rookery.variant.chess.ChessPieces.ROOK;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.chess.ChessMaterial;
import org.rookery.variant.chess.ChessVariant;

/**
 * Guardian chess = chess on 10x10 (§2) with two Q2 guardians each (§2.2), the seed's castling
 * (§2.4: short = a-side, long = j-side), promotion only to captured own pieces (§2.5, §6.3) and
 * the chess draws (§2.6: dead positions, fifty moves, threefold repetition, stalemate).
 */
public class GuardianVariant extends ChessVariant {

    /** The guardian: a queen of at most two steps that can be blocked, Betza Q2 (§2.2). */
    public static final PieceType GUARDIAN = PieceType.of("guardian", 'G', "Q2");

    /** What a pawn may do when its promotion pool is empty (§2.5, §6.3). */
    public static final VariantOption<String> EMPTY_POOL_PROMOTION = VariantOption.choice("emptyPoolPromotion", "forbid",
            List.of("forbid", "stay-pawn"),
            "with no captured piece to promote to, 'forbid' bars the pawn from the last rank; 'stay-pawn' lets it arrive and stay a pawn");

    @Override
    public String id() {
        return "guardian";
    }

    @Override
    public List<String> aliases() {
        return List.of("guardianchess", "guardian-chess");
    }

    @Override
    public String displayName() {
        return "Guardian chess";
    }

    // Guardian games are PGN with [Variant "Guardian"], as Giraffe's (rules.md §1.8).
    @Override
    public Optional<String> pgnVariant() {
        return Optional.of("Guardian");
    }

    @Override
    public List<VariantOption<?>> options() {
        return List.of(FIFTY_MOVES, THREEFOLD, EMPTY_POOL_PROMOTION);
    }

    // §2: files a-j, ranks 1-10.
    @Override
    protected BoardShape shape() {
        return BoardShape.rectangle(10, 10);
    }

    // §2.2: chess men plus the guardian.
    @Override
    protected List<PieceType> pieceTypes() {
        return List.of(KING, QUEEN, ROOK, BISHOP, KNIGHT, GUARDIAN, PAWN);
    }

    // §2.1: guardians on d and g, king e, queen f.
    @Override
    protected String startFen() {
        return "rnbgkqgbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBGKQGBNR w KQkq - 0 1";
    }

    // §2.4: FEN K (j-side rook) is long castling O-O-O, K e1-g1 R j1-f1; FEN Q (a-side) is short O-O, K e1-c1 R a1-d1.
    @Override
    protected List<CastlingRule> castling(VariantOptions o) {
        return List.of(
                new CastlingRule(Color.WHITE, 'K', "O-O-O", sq(4, 1), sq(6, 1), sq(9, 1), sq(5, 1)),
                new CastlingRule(Color.WHITE, 'Q', "O-O", sq(4, 1), sq(2, 1), sq(0, 1), sq(3, 1)),
                new CastlingRule(Color.BLACK, 'K', "O-O-O", sq(4, 10), sq(6, 10), sq(9, 10), sq(5, 10)),
                new CastlingRule(Color.BLACK, 'Q', "O-O", sq(4, 10), sq(2, 10), sq(0, 10), sq(3, 10)));
    }

    // §2.6: a flag fall against a side whose opponent cannot mate is a draw. The guardian is a mating piece
    // (K+G v K mates) and, like a queen, never lets a lone knight mate when it stands beside its own king.
    @Override
    protected BiPredicate<PositionView, Color> mateMaterial(VariantOptions o) {
        return ChessMaterial.mateMaterial(Set.of(QUEEN, GUARDIAN));
    }

    // §2.5: the pool is the start count minus what stands on the board.
    @Override
    protected PromotionRule promotion(VariantOptions o) {
        Map<PieceType, Integer> start = new LinkedHashMap<>();
        start.put(QUEEN, 1);
        start.put(GUARDIAN, 2);
        start.put(ROOK, 2);
        start.put(BISHOP, 2);
        start.put(KNIGHT, 2);
        return new PoolPromotion(PAWN, shape(), start, o.get(EMPTY_POOL_PROMOTION).equals("stay-pawn"));
    }
}

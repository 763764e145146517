// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.exchange;

import static org.rookery.variant.chess.ChessPieces.BISHOP;
import static org.rookery.variant.chess.ChessPieces.KING;
import static org.rookery.variant.chess.ChessPieces.KNIGHT;
import static org.rookery.variant.chess.ChessPieces.PAWN;
import static org.rookery.variant.chess.ChessPieces.QUEEN;
import static org.rookery.variant.chess.ChessPieces.ROOK;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.DropRule;
import org.rookery.rules.EndRules;
import org.rookery.rules.MateDefinition;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Rules;
import org.rookery.rules.StalemateResult;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.chess.LastRankPromotion;

/**
 * Exchange chess, one board of the linked pair (rules.md §3, §6.4) = chess plus drops from a
 * hand filled by the partner board, promoted pawns that revert when captured, no pawn drops on
 * the 1st, 7th or 8th rank, no drop mate, the bughouse checkmate definition (an interposable
 * check is not mate), waiting on stalemate, threefold repetition ignoring reserves, and no
 * fifty-move or dead-position draws. {@link #crazyhouseOptions()} sets the options to crazyhouse
 * values for checking the drop machinery against published perft numbers.
 */
public class ExchangeVariant extends ChessVariant {

    /** A promoted queen: moves as a queen, reverts to a pawn when captured (FEN {@code Q~}). */
    public static final PieceType PROMOTED_QUEEN = PieceType.promoted("promoted queen", 'Q', "Q");
    /** A promoted rook. */
    public static final PieceType PROMOTED_ROOK = PieceType.promoted("promoted rook", 'R', "R");
    /** A promoted bishop. */
    public static final PieceType PROMOTED_BISHOP = PieceType.promoted("promoted bishop", 'B', "B");
    /** A promoted knight. */
    public static final PieceType PROMOTED_KNIGHT = PieceType.promoted("promoted knight", 'N', "N");

    /** Relative ranks a pawn may not be dropped on (§3.2, §6.4). */
    public static final VariantOption<List<Integer>> PAWN_DROP_BANNED_RANKS = VariantOption.intSet("pawnDropBannedRanks",
            List.of(1, 7, 8), 1, 8, "ranks, counted from the dropping side, on which pawns may not be dropped");
    /** Whether a drop may give checkmate (§3.2, §6.4). */
    public static final VariantOption<String> DROP_MATE = VariantOption.choice("dropMate", "forbidden", List.of("forbidden", "allowed"),
            "'forbidden': a drop may check but not mate; 'allowed': drop mates are legal (crazyhouse, standard bughouse)");
    /** Where captured men go (§3.1). */
    public static final VariantOption<String> CAPTURE_DESTINATION = VariantOption.choice("captureDestination", "partner",
            List.of("partner", "capturer"), "'partner': to the partner on the other board (bughouse); 'capturer': to the capturer's own hand (crazyhouse)");
    /** What a check with no legal reply is (§6.4). */
    public static final VariantOption<String> CHECKMATE_RULE = VariantOption.choice("checkmateRule", "interposable-waits",
            List.of("interposable-waits", "standard"),
            "'interposable-waits': a check a drop could block is not mate, the player waits; 'standard': no legal move in check is mate");
    /** What a stalemate is (§3.2, §6.4). */
    public static final VariantOption<String> STALEMATE = VariantOption.choice("stalemate", "wait", List.of("wait", "draw"),
            "'wait': the stalemated player waits for a piece (a draw once the partner board is over); 'draw': stalemate draws");

    /** What an interposable check with no legal reply is once the partner board is over (§6.4). */
    public static final VariantOption<String> INTERPOSABLE_CHECK_AFTER_PARTNER_ENDS = VariantOption.choice(
            "interposableCheckAfterPartnerEnds", "mate", List.of("mate", "wait"),
            "once the partner board is over no piece can arrive: 'mate': a check a drop could have blocked, with no legal reply,"
                    + " is then checkmate (and a drop giving one is a forbidden drop mate); 'wait': it is never mate,"
                    + " the checked player waits with his clock running until his flag falls or he resigns");

    @Override
    public String id() {
        return "exchange";
    }

    @Override
    public List<String> aliases() {
        return List.of("bughouse", "exchange-chess");
    }

    @Override
    public String displayName() {
        return "Exchange chess";
    }

    @Override
    public List<VariantOption<?>> options() {
        return List.of(THREEFOLD, PAWN_DROP_BANNED_RANKS, DROP_MATE, CAPTURE_DESTINATION, CHECKMATE_RULE, STALEMATE,
                INTERPOSABLE_CHECK_AFTER_PARTNER_ENDS);
    }

    /** Options under which one board plays crazyhouse: own hand, drop mates, pawn drops barred only on ranks 1 and 8. */
    public VariantOptions crazyhouseOptions() {
        return defaultOptions().with(PAWN_DROP_BANNED_RANKS, List.of(1, 8)).with(DROP_MATE, "allowed")
                .with(CAPTURE_DESTINATION, "capturer").with(CHECKMATE_RULE, "standard").with(STALEMATE, "draw");
    }

    // Chess plus drops, the promoted men and where captures go.
    @Override
    protected void configure(Rules.Builder b, VariantOptions o) {
        super.configure(b, o);
        Set<PieceType> noMate = o.get(DROP_MATE).equals("forbidden") ? Set.of(QUEEN, ROOK, BISHOP, KNIGHT, PAWN) : Set.of();
        b.demotes(PROMOTED_QUEEN, PAWN).demotes(PROMOTED_ROOK, PAWN).demotes(PROMOTED_BISHOP, PAWN).demotes(PROMOTED_KNIGHT, PAWN)
                .drops(new DropRule(Map.of(PAWN, new HashSet<>(o.get(PAWN_DROP_BANNED_RANKS))), Set.of(), noMate))
                .captured(o.get(CAPTURE_DESTINATION).equals("partner") ? CapturedPieces.TO_PARTNER : CapturedPieces.TO_CAPTURER)
                .agreements(Set.of())
                // §3.2: the match ends as soon as one board is won, so this board's game can end by the other's.
                .alsoEnds(Set.of(Termination.PARTNER_BOARD), Set.of());
    }

    // §3.2: pieces can always arrive from the partner, so a flag fall always loses.
    @Override
    protected BiPredicate<PositionView, Color> mateMaterial(VariantOptions o) {
        return null;
    }

    // §3.1: promoted pawns are types of their own so that they revert when captured.
    @Override
    protected List<PieceType> pieceTypes() {
        return List.of(KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, PROMOTED_QUEEN, PROMOTED_ROOK, PROMOTED_BISHOP, PROMOTED_KNIGHT);
    }

    @Override
    protected String startFen() {
        return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    }

    // A pawn reaching the last rank becomes a promoted (reverting) man.
    @Override
    protected PromotionRule promotion(VariantOptions o) {
        return new LastRankPromotion(PAWN, shape(), List.of(PROMOTED_QUEEN, PROMOTED_ROOK, PROMOTED_BISHOP, PROMOTED_KNIGHT));
    }

    private static MateDefinition mate(VariantOptions o) {
        if (o.get(CHECKMATE_RULE).equals("standard")) {
            return MateDefinition.STANDARD;
        }
        return o.get(INTERPOSABLE_CHECK_AFTER_PARTNER_ENDS).equals("mate") ? MateDefinition.INTERPOSABLE_CHECK_WAITS
                : MateDefinition.INTERPOSABLE_CHECK_ALWAYS_WAITS;
    }

    // §3.2, §6.4: bughouse mate, waiting on stalemate, threefold ignoring reserves, no fifty-move or material draws.
    @Override
    protected EndRules endRules(VariantOptions o) {
        String threefold = o.get(THREEFOLD);
        return EndRules.chess()
                .withMate(mate(o))
                .withStalemate(o.get(STALEMATE).equals("wait") ? StalemateResult.WAIT : StalemateResult.DRAW)
                .withRepetition(threefold.equals("off") ? 0 : 3, threefold.equals("automatic") ? DrawMode.AUTOMATIC : DrawMode.CLAIM, true)
                .withFiftyMoves(0, DrawMode.CLAIM)
                .withDeadPosition(null);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.chess;

import static org.rookery.variant.chess.ChessPieces.BISHOP;
import static org.rookery.variant.chess.ChessPieces.KING;
import static org.rookery.variant.chess.ChessPieces.KNIGHT;
import static org.rookery.variant.chess.ChessPieces.PAWN;
import static org.rookery.variant.chess.ChessPieces.QUEEN;
import static org.rookery.variant.chess.ChessPieces.ROOK;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.EndRules;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.rules.notation.CoordinateNotation;
import org.rookery.rules.notation.Fen;
import org.rookery.rules.notation.San;

/**
 * Orthodox chess, and the base of the family: Giraffe, Guardian and Exchange extend it and
 * override the hooks ({@link #shape()}, {@link #pieceTypes()}, {@link #startFen()},
 * {@link #castling}, {@link #promotion}, {@link #endRules}, {@link #configure}). Draws: stalemate,
 * dead positions, and threefold repetition and fifty moves (claimed by default).
 */
public class ChessVariant implements Variant {

    /** Moves by each side without capture or pawn move that allow a draw (0: off). */
    public static final VariantOption<Integer> FIFTY_MOVES = VariantOption.integer("fiftyMoveRule", 50, 0, 1000,
            "moves by each side without a capture or pawn move after which the game is drawn (0 = off)");
    /** Whether threefold repetition must be claimed or ends the game by itself. */
    public static final VariantOption<String> THREEFOLD = VariantOption.choice("threefoldRepetition", "claim",
            List.of("claim", "automatic", "off"), "threefold repetition: 'claim' (a player claims it), 'automatic', or 'off'");

    @Override
    public String id() {
        return "chess";
    }

    @Override
    public List<String> aliases() {
        return List.of("standard", "orthodox");
    }

    @Override
    public String displayName() {
        return "Chess";
    }

    /**
     * "Standard" for chess itself. A subclass names its own tag or stays empty (not PGN), so that
     * no game of another variant is ever written as standard chess.
     */
    @Override
    public Optional<String> pgnVariant() {
        return getClass() == ChessVariant.class ? Optional.of("Standard") : Optional.empty();
    }

    @Override
    public List<VariantOption<?>> options() {
        return List.of(FIFTY_MOVES, THREEFOLD);
    }

    @Override
    public final Rules rules(VariantOptions options) {
        if (!options.declared().equals(options())) {
            throw new IllegalArgumentException("these options were made for another variant; start from " + id() + "'s defaultOptions()");
        }
        Rules.Builder b = Rules.builder(id(), displayName()).options(options);
        configure(b, options);
        return b.build();
    }

    /** Fills the builder; subclasses call {@code super} and then change what differs. */
    protected void configure(Rules.Builder b, VariantOptions o) {
        BoardShape shape = shape();
        b.shape(shape)
                .pieceTypes(pieceTypes())
                .castling(castling(o))
                .promotion(promotion(o))
                .doubleStepRanks(Set.of(2))
                .endRules(endRules(o))
                .mateMaterial(mateMaterial(o))
                .positionFormat(new Fen(), startFen())
                .moveFormats(List.of(new San(), new CoordinateNotation()));
    }

    /** The board. */
    protected BoardShape shape() {
        return BoardShape.rectangle(8, 8);
    }

    /** The piece types in notation order. */
    protected List<PieceType> pieceTypes() {
        return List.of(KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN);
    }

    /** The start position in FEN. */
    protected String startFen() {
        return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    }

    /** The castling rules. */
    protected List<CastlingRule> castling(VariantOptions o) {
        return standardCastling(1, 8);
    }

    /** The promotion law: the pawn becomes Q, R, B or N on the last rank. */
    protected PromotionRule promotion(VariantOptions o) {
        return new LastRankPromotion(PAWN, shape(), List.of(QUEEN, ROOK, BISHOP, KNIGHT));
    }

    /** How games end. */
    protected EndRules endRules(VariantOptions o) {
        String threefold = o.get(THREEFOLD);
        return EndRules.chess()
                .withFiftyMoves(o.get(FIFTY_MOVES), DrawMode.CLAIM)
                .withRepetition(threefold.equals("off") ? 0 : 3, threefold.equals("automatic") ? DrawMode.AUTOMATIC : DrawMode.CLAIM, false)
                .withDeadPosition(ChessMaterial::isDead);
    }

    /**
     * Whether a side could still mate, for flag falls ({@code Rules.flagFallOutcome}): FIDE 6.9,
     * with queens as the only men that never help a lone knight ({@link ChessMaterial}).
     * {@code null}: a flag fall always loses.
     */
    protected BiPredicate<PositionView, Color> mateMaterial(VariantOptions o) {
        return ChessMaterial.mateMaterial(Set.of(QUEEN));
    }

    /** Castling with the king on e and rooks on a and h, on the given back ranks: K e1-g1 (O-O), e1-c1 (O-O-O). */
    protected static List<CastlingRule> standardCastling(int whiteRank, int blackRank) {
        return List.of(
                new CastlingRule(Color.WHITE, 'K', "O-O", sq(4, whiteRank), sq(6, whiteRank), sq(7, whiteRank), sq(5, whiteRank)),
                new CastlingRule(Color.WHITE, 'Q', "O-O-O", sq(4, whiteRank), sq(2, whiteRank), sq(0, whiteRank), sq(3, whiteRank)),
                new CastlingRule(Color.BLACK, 'K', "O-O", sq(4, blackRank), sq(6, blackRank), sq(7, blackRank), sq(5, blackRank)),
                new CastlingRule(Color.BLACK, 'Q', "O-O-O", sq(4, blackRank), sq(2, blackRank), sq(0, blackRank), sq(3, blackRank)));
    }

    /** A square by file index and printed rank. */
    protected static Square sq(int file, int rank) {
        return new Square(file, rank);
    }
}

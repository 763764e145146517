// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.giraffe;

import static org.rookery.variant.chess.ChessPieces.BISHOP;
import static org.rookery.variant.chess.ChessPieces.KING;
import static org.rookery.variant.chess.ChessPieces.KNIGHT;
import static org.rookery.variant.chess.ChessPieces.PAWN;
import static org.rookery.variant.chess.ChessPieces.QUEEN;
import static org.rookery.variant.chess.ChessPieces.ROOK;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.EndRules;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.Rules;
import org.rookery.rules.Square;
import org.rookery.rules.StalemateResult;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.rules.notation.Fen;
import org.rookery.variant.chess.ChessVariant;

/**
 * Giraffe chess = chess on the 68-square board (§1.1) with two (1,3)-leaping giraffes each
 * (§1.3), crowning on the opponent's giraffe squares (§1.7), stalemate lost by the stalemated
 * side, the revenge rule, an optional 70-move rule, no draws (§1.7) and §1.6 promotion.
 */
public class GiraffeVariant extends ChessVariant {

    /** The giraffe: a (1,3) leaper, Betza C (rules.md §5.3). */
    public static final PieceType GIRAFFE = PieceType.of("giraffe", 'G', "C");

    /** Moves a side has to avenge a capture of one of its men (§1.7, §6.1; 0 = off). */
    public static final VariantOption<Integer> REVENGE_RULE = VariantOption.integer("revengeRule", 50, 0, 1000,
            "own moves within which a side must capture after losing a man, or lose (0 = off)");
    /** Whether castling is allowed (§1.5). */
    public static final VariantOption<Boolean> CASTLING = VariantOption.bool("castling", true, "whether castling is allowed");
    /** White loses if it has not won after this many moves (§1.7; 0 = off, off in G20). */
    public static final VariantOption<Integer> WHITE_MOVE_LIMIT = VariantOption.integer("whiteMoveLimit", 0, 0, 1000,
            "White loses if it has not won by its move with this number (the 70-move rule; 0 = off)");
    /** Promotion on the 8th rank (§1.6). */
    public static final VariantOption<String> GIRAFFE_SQUARE_PROMOTION = VariantOption.choice("giraffeSquarePromotion",
            "optional-on-c-f", List.of("optional-on-c-f", "compulsory-on-8th"),
            "'optional-on-c-f': a pawn on the 8th rank of files c-f may stay a pawn and go on to d9/e9; 'compulsory-on-8th': every pawn promotes on the 8th rank");
    /** The illegal move with this number loses (§1.7; 0 = never). */
    public static final VariantOption<Integer> ILLEGAL_MOVE_LOSS_AT = VariantOption.integer("illegalMoveLossAt", 2, 0, 100,
            "the illegal move with this number loses the game, as recorded by the arbiter (0 = never)");

    @Override
    public String id() {
        return "giraffe";
    }

    @Override
    public List<String> aliases() {
        return List.of("giraffechess", "giraffe-chess");
    }

    @Override
    public String displayName() {
        return "Giraffe chess";
    }

    // §1.8: Giraffe games are PGN with [Variant "Giraffe"].
    @Override
    public Optional<String> pgnVariant() {
        return Optional.of("Giraffe");
    }

    @Override
    public List<VariantOption<?>> options() {
        return List.of(REVENGE_RULE, CASTLING, WHITE_MOVE_LIMIT, GIRAFFE_SQUARE_PROMOTION, ILLEGAL_MOVE_LOSS_AT);
    }

    @Override
    public IllegalMoveCounter illegalMoveCounter(VariantOptions options) {
        return new IllegalMoveCounter(options.get(ILLEGAL_MOVE_LOSS_AT));
    }

    // Chess plus: crowning squares, the revenge counter, the double step from printed rank 2 (relative rank 3), no rights without castling.
    @Override
    protected void configure(Rules.Builder b, VariantOptions o) {
        super.configure(b, o);
        b.doubleStepRanks(Set.of(3))
                .crowning(Color.WHITE, Set.of(Square.parse("d9"), Square.parse("e9")))
                .crowning(Color.BLACK, Set.of(Square.parse("d0"), Square.parse("e0")))
                .revengeLimit(o.get(REVENGE_RULE))
                .agreements(Set.of());
        if (!o.get(CASTLING)) {
            b.positionFormat(new Fen(), startFen().replace(" KQkq ", " - "));
        }
    }

    // §1.1: an 8x10 grid, ranks 0-9, where only d and e exist on ranks 0 and 9.
    @Override
    protected BoardShape shape() {
        List<Square> holes = new ArrayList<>();
        for (int file = 0; file < 8; file++) {
            if (file != 3 && file != 4) {
                holes.add(new Square(file, 0));
                holes.add(new Square(file, 9));
            }
        }
        return BoardShape.withHoles(8, 10, 0, holes);
    }

    // §1.2: chess men plus the giraffe.
    @Override
    protected List<PieceType> pieceTypes() {
        return List.of(KING, QUEEN, ROOK, BISHOP, KNIGHT, GIRAFFE, PAWN);
    }

    // §1.2: giraffes behind queen and king.
    @Override
    protected String startFen() {
        return "***gg***/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/***GG*** w KQkq - 0 1";
    }

    // §1.5: standard castling on ranks 1 and 8, switchable.
    @Override
    protected List<CastlingRule> castling(VariantOptions o) {
        return o.get(CASTLING) ? standardCastling(1, 8) : List.of();
    }

    // §1.6: giraffe only on d9/e9 (d0/e0), optional promotion on files c-f of the 8th rank.
    @Override
    protected PromotionRule promotion(VariantOptions o) {
        return new GiraffePromotion(PAWN, shape(), List.of(QUEEN, ROOK, BISHOP, KNIGHT), GIRAFFE,
                o.get(GIRAFFE_SQUARE_PROMOTION).equals("optional-on-c-f"));
    }

    // §1.7: no draws at all, so a flag fall always loses (the G20 seed scores every timeout).
    @Override
    protected BiPredicate<PositionView, Color> mateMaterial(VariantOptions o) {
        return null;
    }

    // §1.7: stalemate loses, no draws at all, optional white move limit.
    @Override
    protected EndRules endRules(VariantOptions o) {
        return EndRules.chess().withStalemate(StalemateResult.LOSS).withoutDraws().withWhiteMoveLimit(o.get(WHITE_MOVE_LIMIT));
    }
}

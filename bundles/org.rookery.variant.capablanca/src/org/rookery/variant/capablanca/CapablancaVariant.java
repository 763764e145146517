// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.capablanca;

import static org.rookery.variant.chess.ChessPieces.BISHOP;
import static org.rookery.variant.chess.ChessPieces.KING;
import static org.rookery.variant.chess.ChessPieces.KNIGHT;
import static org.rookery.variant.chess.ChessPieces.PAWN;
import static org.rookery.variant.chess.ChessPieces.QUEEN;
import static org.rookery.variant.chess.ChessPieces.ROOK;

import java.util.List;
import java.util.Optional;

import org.rookery.rules.BoardShape;
import org.rookery.rules.CastlingRule;
import org.rookery.rules.Color;
import org.rookery.rules.PieceType;
import org.rookery.rules.PromotionRule;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.chess.LastRankPromotion;

/**
 * Capablanca chess: chess on 10x8 with an archbishop (bishop + knight) and a chancellor (rook +
 * knight) each, as J. R. Capablanca proposed it and as it is played today (the Chess Variant
 * Pages' "Capablanca Chess"; the same rules as the {@code capablanca} variant of the open-source
 * engines that publish its perft counts, 28 / 784 / 25,228 / 805,128 from the start):
 * <ul>
 * <li>set-up {@code rnabqkbcnr}: archbishop on c, chancellor on h, king on f;</li>
 * <li>castling: the king moves three squares towards the rook (f1-i1 with the rook j1-h1, f1-c1
 * with the rook a1-d1), under the usual conditions;</li>
 * <li>pawns step two from their first rank and take en passant; they promote on the last rank
 * to a queen, rook, bishop, knight, archbishop or chancellor;</li>
 * <li>the chess draws (stalemate, dead positions, threefold repetition and fifty moves claimed).
 * Flag falls use chess's reading of "can still mate", with the archbishop and chancellor as
 * mating material (each mates with its king alone).</li>
 * </ul>
 */
public class CapablancaVariant extends ChessVariant {

    /** The archbishop: bishop + knight (Betza BN), letter A. */
    public static final PieceType ARCHBISHOP = PieceType.of("archbishop", 'A', "BN");
    /** The chancellor: rook + knight (Betza RN), letter C. */
    public static final PieceType CHANCELLOR = PieceType.of("chancellor", 'C', "RN");

    @Override
    public String id() {
        return "capablanca";
    }

    @Override
    public List<String> aliases() {
        return List.of("capablancachess", "capablanca-chess");
    }

    @Override
    public String displayName() {
        return "Capablanca chess";
    }

    // PGN games carry [Variant "Capablanca"], the tag the variant's PGN files use.
    @Override
    public Optional<String> pgnVariant() {
        return Optional.of("Capablanca");
    }

    // Files a-j, ranks 1-8.
    @Override
    protected BoardShape shape() {
        return BoardShape.rectangle(10, 8);
    }

    @Override
    protected List<PieceType> pieceTypes() {
        return List.of(KING, QUEEN, CHANCELLOR, ARCHBISHOP, ROOK, BISHOP, KNIGHT, PAWN);
    }

    @Override
    protected String startFen() {
        return "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    }

    // The king goes three squares towards the rook, which lands on the square it crossed last.
    @Override
    protected List<CastlingRule> castling(VariantOptions o) {
        return List.of(
                new CastlingRule(Color.WHITE, 'K', "O-O", sq(5, 1), sq(8, 1), sq(9, 1), sq(7, 1)),
                new CastlingRule(Color.WHITE, 'Q', "O-O-O", sq(5, 1), sq(2, 1), sq(0, 1), sq(3, 1)),
                new CastlingRule(Color.BLACK, 'K', "O-O", sq(5, 8), sq(8, 8), sq(9, 8), sq(7, 8)),
                new CastlingRule(Color.BLACK, 'Q', "O-O-O", sq(5, 8), sq(2, 8), sq(0, 8), sq(3, 8)));
    }

    @Override
    protected PromotionRule promotion(VariantOptions o) {
        return new LastRankPromotion(PAWN, shape(), List.of(QUEEN, CHANCELLOR, ARCHBISHOP, ROOK, BISHOP, KNIGHT));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.chess;

import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;

/**
 * Mating material of the chess family (rules.md §2.6). {@link #isDead}: K v K, K+N v K, K+B v K,
 * and kings with bishops that all stand on one colour; any other man (pawn, rook, queen,
 * guardian, giraffe) or a piece in hand keeps the position alive.
 *
 * <p>{@link #mateMaterial} answers the flag-fall question (FIDE 6.9, Guardian §2.6): could a
 * side still mate by some series of legal moves, the opponent helping? A side cannot when it has
 * <ul>
 * <li>a lone king;</li>
 * <li>a king and one knight, and the opponent has nothing but its king and men that can always
 * take or block a checking knight from a square next to their king: queens in chess, queens and
 * guardians in Guardian chess. Any other man of the opponent (pawn, rook, bishop, knight) can
 * stand on a flight square it cannot leave usefully, so a mate like Kh6, Nf7 v Kh8, Rg8 exists;</li>
 * <li>a king and bishops that all stand on one colour, while the board holds no pawn, no knight
 * and no bishop of the other colour: the dark flight squares next to a king on a light square
 * must be blocked, and a rook, queen or guardian there always reaches the check line.</li>
 * </ul>
 * Two or more minor pieces otherwise mate (at least with help). The guardian reading was checked
 * by exhaustive search on the 10x10 board: no placement of K+N against a king with one or two
 * guardians (or a guardian and a queen) beside it is mate. Men in hand always count as material.
 */
public final class ChessMaterial {

    private ChessMaterial() {
    }

    /**
     * The test "can this side still mate" for {@code Rules.Builder.mateMaterial}, where the
     * opponent's {@code passiveDefenders} (besides its king) never let a lone knight mate.
     */
    public static BiPredicate<PositionView, Color> mateMaterial(Set<PieceType> passiveDefenders) {
        Set<PieceType> passive = Set.copyOf(passiveDefenders);
        return (p, side) -> canMate(p, side, passive);
    }

    /** Whether {@code side} could mate by some series of legal moves (see the class comment). */
    public static boolean canMate(PositionView p, Color side, Set<PieceType> passiveDefenders) {
        if (!p.hand(side).isEmpty()) {
            return true;
        }
        int knights = 0;
        int bishops = 0;
        boolean opponentHelps = false;
        boolean boardHasPawnOrKnight = false;
        int[] bishopsOnColour = new int[2];
        for (Map.Entry<Square, Piece> e : p.pieces().entrySet()) {
            Piece piece = e.getValue();
            char letter = piece.type().letter();
            boolean light = (e.getKey().file() + e.getKey().rank()) % 2 == 0;
            boardHasPawnOrKnight |= letter == 'N' || piece.type().is(PieceType.Trait.PAWN);
            if (letter == 'B') {
                bishopsOnColour[light ? 0 : 1]++;
            }
            if (piece.color() != side) {
                opponentHelps |= !piece.type().is(PieceType.Trait.ROYAL) && !passiveDefenders.contains(piece.type());
                continue;
            }
            switch (letter) {
                case 'K' -> {
                }
                case 'N' -> knights++;
                case 'B' -> bishops++;
                default -> {
                    return true;
                }
            }
        }
        int minors = knights + bishops;
        if (minors == 0) {
            return false;
        }
        if (knights == 0) {
            // Bishops on one colour only: mate needs a blocker that cannot reach the check line.
            boolean oneColour = bishopsOnColour[0] == 0 || bishopsOnColour[1] == 0;
            return !oneColour || boardHasPawnOrKnight;
        }
        if (minors >= 2) {
            return true;
        }
        return opponentHelps;
    }

    /** Whether neither side can possibly mate. */
    public static boolean isDead(PositionView p) {
        if (!p.hand(Color.WHITE).isEmpty() || !p.hand(Color.BLACK).isEmpty()) {
            return false;
        }
        // Cheap counts first: most positions have a pawn, rook or other major man on the board.
        for (PieceType t : p.rules().pieceTypes()) {
            char letter = t.letter();
            if (letter != 'K' && letter != 'N' && letter != 'B' && (p.count(new Piece(t, Color.WHITE)) > 0 || p.count(new Piece(t, Color.BLACK)) > 0)) {
                return false;
            }
        }
        int knights = 0;
        int bishops = 0;
        int lightBishops = 0;
        for (Map.Entry<Square, Piece> e : p.pieces().entrySet()) {
            char letter = e.getValue().type().letter();
            switch (letter) {
                case 'K' -> {
                }
                case 'N' -> knights++;
                case 'B' -> {
                    bishops++;
                    if ((e.getKey().file() + e.getKey().rank()) % 2 == 0) {
                        lightBishops++;
                    }
                }
                default -> {
                    return false;
                }
            }
        }
        if (knights + bishops <= 1) {
            return true;
        }
        return knights == 0 && (lightBishops == 0 || lightBishops == bishops);
    }
}

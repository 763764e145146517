// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.chess;

import java.util.Map;

import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.PositionView;
import org.rookery.rules.Square;

/**
 * Dead positions of the chess family (rules.md §2.6): K v K, K+N v K, K+B v K, and kings with
 * bishops that all stand on one colour. Any other man (pawn, rook, queen, guardian, giraffe)
 * or a piece in hand keeps the position alive.
 */
public final class ChessMaterial {

    private ChessMaterial() {
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

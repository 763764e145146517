// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.chess;

import org.rookery.rules.PieceType;
import org.rookery.rules.PieceType.Trait;

/** The orthodox chess men, shared by every variant of the family. */
public final class ChessPieces {

    /** The king: one step in any direction; royal. */
    public static final PieceType KING = PieceType.of("king", 'K', "K", Trait.ROYAL);
    /** The queen: rook plus bishop. */
    public static final PieceType QUEEN = PieceType.of("queen", 'Q', "Q");
    /** The rook. */
    public static final PieceType ROOK = PieceType.of("rook", 'R', "R");
    /** The bishop. */
    public static final PieceType BISHOP = PieceType.of("bishop", 'B', "B");
    /** The knight. */
    public static final PieceType KNIGHT = PieceType.of("knight", 'N', "N");
    /** The pawn: steps forward, captures diagonally forward, double-steps from its initial rank. */
    public static final PieceType PAWN = PieceType.of("pawn", 'P', "fmWfcFifmnD", Trait.PAWN);

    private ChessPieces() {
    }
}

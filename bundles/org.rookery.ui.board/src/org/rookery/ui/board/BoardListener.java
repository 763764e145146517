// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board;

import java.util.List;

import org.rookery.rules.Color;
import org.rookery.rules.Move;
import org.rookery.rules.PieceType;
import org.rookery.rules.Square;

/** What a user does on a {@link BoardWidget}; methods default to doing nothing. */
public interface BoardListener {

    /**
     * The user moved a piece (or a piece from the hand) to a square where at least one legal
     * move goes: the candidates differ only in promotion, and the listener picks one (asking the
     * user when there are several).
     */
    default void moveChosen(BoardWidget board, List<Move> candidates) {
    }

    /** The user tried to move to a square no legal move of the piece goes to. */
    default void moveRefused(BoardWidget board, Square from, PieceType dropped, Square to) {
    }

    /** In set-up mode: a square was clicked with a mouse button (1 left, 3 right). */
    default void squareClicked(BoardWidget board, Square square, int button) {
    }

    /** In set-up mode: a hand slot was clicked with a mouse button (1 left, 3 right). */
    default void handClicked(BoardWidget board, Color side, PieceType type, int button) {
    }
}

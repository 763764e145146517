// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A mutable position: a {@link PositionView} that moves can be played on and taken back.
 * Make and unmake are exact: after {@code doMove(m); undoMove();} the position, its hash and
 * its history are what they were.
 *
 * <p>The {@code *Code} methods are a low-level, allocation-free interface for search and perft:
 * a move code is an opaque {@code int} valid only for the position that generated it.
 */
public interface Position extends PositionView {

    /**
     * Plays a legal move.
     *
     * @throws MoveException ILLEGAL if the move is not legal here
     */
    void doMove(Move move);

    /**
     * Takes back the last move.
     *
     * @return the move taken back
     * @throws IllegalStateException if no move has been played
     */
    Move undoMove();

    /** An independent copy with the same history. */
    Position copy();

    /**
     * Adds a piece to its owner's hand from outside the game (Exchange: a piece captured on the
     * partner board). Undoing earlier moves keeps it.
     *
     * @throws IllegalStateException if the hands are closed ({@link #closeHands()})
     */
    void addToHand(Piece piece);

    /**
     * Declares that no piece will arrive from outside any more (Exchange: the partner board is
     * over). Permanent: undoing moves keeps it, and {@link #addToHand} then fails. Changes what
     * mate and stalemate mean under the waiting rules (see {@link PositionView#handsClosed()}).
     */
    void closeHands();

    /**
     * Takes a piece from its owner's hand (an arbiter's correction).
     *
     * @throws IllegalStateException if the hand holds none
     */
    void removeFromHand(Piece piece);

    /**
     * Writes the codes of the legal moves into {@code buffer} from {@code offset}.
     *
     * @return the number of codes written; the buffer must have room for all of them
     *         ({@link #MAX_MOVES} is always enough)
     */
    int generateCodes(int[] buffer, int offset, MoveSelection selection);

    /** Plays a code produced by {@link #generateCodes} for this very position. */
    void doMoveCode(int code);

    /** Takes back the last move without building a {@link Move}. */
    void undoMoveCode();

    /** The move a code stands for (in this position, before it is played). */
    Move decode(int code);

    /** The code of a legal move, or -1 if it is not legal. */
    int encode(Move move);

    /** An upper bound for the number of legal moves in any position. */
    int MAX_MOVES = 1024;
}

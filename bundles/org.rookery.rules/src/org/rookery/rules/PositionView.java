// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A read-only view of a position: what is where, whose move it is, what may be played and
 * whether the game is over. UI and notation code take views; only the owner of a
 * {@link Position} plays moves on it.
 */
public interface PositionView {

    /** The rules this position is played under. */
    Rules rules();

    /** The piece on a square, or {@code null} if it is empty (or not on the board). */
    Piece pieceAt(Square square);

    /** Every occupied square with its piece, in the board's square order. */
    Map<Square, Piece> pieces();

    /** How many of a piece stand on the board. */
    int count(Piece piece);

    /** Whose move it is. */
    Color sideToMove();

    /** How many of a type a side holds in hand. */
    int handCount(Color side, PieceType type);

    /** A side's hand: types with a positive count, in the rules' type order. */
    Map<PieceType, Integer> hand(Color side);

    /** The castling rights still held. */
    Set<CastlingRule> castlingRights();

    /** The en passant target square after a double step, or {@code null}. */
    Square enPassantSquare();

    /** Half-moves since the last capture or pawn move. */
    int halfmoveClock();

    /** The full-move number (starts at 1, grows after Black's move). */
    int fullmoveNumber();

    /** The revenge-rule counter of a side (see {@link Setup#revengeCount(Color)}). */
    int revengeCount(Color side);

    /** The square of a side's royal piece, or {@code null} if it has none. */
    Square kingSquare(Color side);

    /** The Zobrist key of placement, side, castling, en passant (when capturable) and hands. */
    long hash();

    /** The Zobrist key without the hands (Exchange repetition ignores reserves, rules.md §3.2). */
    long boardHash();

    /** How many times the current position has occurred, counting this one, under the rules' repetition key. */
    int repetitions();

    /** Whether the side to move is in check. */
    boolean isCheck();

    /** The squares of the pieces giving check to the side to move. */
    List<Square> checkers();

    /** Whether a piece of {@code by} attacks the square (pawns attack where they capture). */
    boolean isAttacked(Square square, Color by);

    /** All legal moves. */
    List<Move> legalMoves();

    /** The legal moves of one selection. */
    List<Move> legalMoves(MoveSelection selection);

    /** Whether the move is legal here. */
    boolean isLegal(Move move);

    /** Whether the side to move has at least one legal move. */
    boolean hasLegalMove();

    /** The moves played since the position was set up, oldest first. */
    List<Move> history();

    /** The result if the game is over by rule, as {@link Rules#outcome} decides. */
    Optional<Outcome> outcome();

    /**
     * Whether no piece can arrive in the hands from outside any more (Exchange: the partner
     * board is over), see {@link Position#closeHands()}. Then a waiting stalemate is a draw and,
     * under {@link MateDefinition#INTERPOSABLE_CHECK_WAITS}, an interposable check is mate.
     */
    boolean handsClosed();

    /** Whether the side to move must wait for a piece (Exchange §6.4: interposable check or stalemate). */
    boolean mustWait();

    /** The current position as an editable set-up. */
    Setup toSetup();
}

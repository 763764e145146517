// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A board being edited: placement, side to move, castling rights, en passant square, clocks
 * and hands, with no rule checks beyond "the square is on the board and the piece belongs to
 * the variant". Position formats read into a set-up; {@link Rules#newPosition(Setup)} checks it
 * and says why an impossible one is rejected. Editing is kept apart from play: a position is
 * changed only by moves.
 */
public final class Setup {

    private final Rules rules;
    private final Map<Square, Piece> board = new LinkedHashMap<>();
    private final Set<CastlingRule> castling = new LinkedHashSet<>();
    private final Map<Piece, Integer> hands = new LinkedHashMap<>();
    private final int[] revenge = {-1, -1};
    private Color sideToMove = Color.WHITE;
    private Square enPassant;
    private int halfmoveClock;
    private int fullmoveNumber = 1;

    /** An empty board of the variant, White to move. */
    public Setup(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /** The rules the set-up is for. */
    public Rules rules() {
        return rules;
    }

    /** The piece on a square, or {@code null}. */
    public Piece get(Square square) {
        return board.get(square);
    }

    /**
     * Puts a piece on a square ({@code null} empties it).
     *
     * @throws IllegalArgumentException if the square is not on the board or the type is not the variant's
     */
    public Setup put(Square square, Piece piece) {
        if (!rules.shape().contains(square)) {
            throw new IllegalArgumentException("square " + square + " is not on the board");
        }
        if (piece == null) {
            board.remove(square);
        } else {
            requireType(piece.type());
            board.put(square, piece);
        }
        return this;
    }

    /** Every occupied square with its piece. */
    public Map<Square, Piece> board() {
        return Collections.unmodifiableMap(board);
    }

    /** Empties the board, the hands and the rights. */
    public Setup clear() {
        board.clear();
        hands.clear();
        castling.clear();
        enPassant = null;
        return this;
    }

    /** Whose move it is. */
    public Color sideToMove() {
        return sideToMove;
    }

    /** Sets whose move it is. */
    public Setup sideToMove(Color side) {
        this.sideToMove = Objects.requireNonNull(side);
        return this;
    }

    /** The castling rights still held (modifiable). */
    public Set<CastlingRule> castlingRights() {
        return castling;
    }

    /** The en passant target square, or {@code null}. */
    public Square enPassant() {
        return enPassant;
    }

    /** Sets the en passant target square ({@code null}: none). */
    public Setup enPassant(Square square) {
        this.enPassant = square;
        return this;
    }

    /** Half-moves since the last capture or pawn move. */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** Sets the half-move clock. */
    public Setup halfmoveClock(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("half-move clock must not be negative: " + value);
        }
        this.halfmoveClock = value;
        return this;
    }

    /** The number of the full move, starting at 1. */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** Sets the full-move number. */
    public Setup fullmoveNumber(int value) {
        if (value < 1) {
            throw new IllegalArgumentException("full-move number must be at least 1: " + value);
        }
        this.fullmoveNumber = value;
        return this;
    }

    /** How many of a piece are in its owner's hand. */
    public int hand(Piece piece) {
        return hands.getOrDefault(piece, 0);
    }

    /** Sets how many of a piece are in its owner's hand. */
    public Setup hand(Piece piece, int count) {
        requireType(piece.type());
        if (count < 0) {
            throw new IllegalArgumentException("hand count must not be negative: " + count);
        }
        if (count == 0) {
            hands.remove(piece);
        } else {
            hands.put(piece, count);
        }
        return this;
    }

    /** All pieces in hand with their counts. */
    public Map<Piece, Integer> hands() {
        return Collections.unmodifiableMap(hands);
    }

    /**
     * The revenge-rule counter of a side (Giraffe §1.7): its own moves since the first capture
     * of one of its men that it has not yet answered, or -1 if none is pending.
     */
    public int revengeCount(Color side) {
        return revenge[side.index()];
    }

    /** Sets a side's revenge-rule counter (-1: none pending). */
    public Setup revengeCount(Color side, int value) {
        if (value < -1) {
            throw new IllegalArgumentException("revenge counter must be -1 or more: " + value);
        }
        revenge[side.index()] = value;
        return this;
    }

    /** A position of this set-up, checked by the rules. */
    public Position toPosition() {
        return rules.newPosition(this);
    }

    /** An independent copy. */
    public Setup copy() {
        Setup s = new Setup(rules);
        s.board.putAll(board);
        s.castling.addAll(castling);
        s.hands.putAll(hands);
        s.revenge[0] = revenge[0];
        s.revenge[1] = revenge[1];
        s.sideToMove = sideToMove;
        s.enPassant = enPassant;
        s.halfmoveClock = halfmoveClock;
        s.fullmoveNumber = fullmoveNumber;
        return s;
    }

    private void requireType(PieceType type) {
        if (!rules.pieceTypes().contains(type)) {
            throw new IllegalArgumentException("piece type " + type.name() + " is not part of " + rules.name());
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The cells of a board: a grid of {@code files} x {@code ranks} with optional holes. An 8x8
 * board, the 9x9 shogi board, the 10x10 Guardian board and the 68-square Giraffe board (an 8x10
 * grid with ranks 0 to 9 and 12 holes, rules.md §1.1) are all shapes. Sliders stop at holes and
 * leapers cannot land on them. Immutable.
 */
public final class BoardShape {

    /** The engine's padded mailbox is sized for at most this many files and ranks. */
    public static final int MAX_SIZE = 16;

    private final int files;
    private final int ranks;
    private final int firstRank;
    private final BitSet holes;
    private final List<Square> squares;

    private BoardShape(int files, int ranks, int firstRank, BitSet holes) {
        if (files < 1 || files > MAX_SIZE || ranks < 1 || ranks > MAX_SIZE) {
            throw new IllegalArgumentException("board size " + files + "x" + ranks + " is outside 1x1.." + MAX_SIZE + "x" + MAX_SIZE);
        }
        if (firstRank < 0 || firstRank > 1) {
            throw new IllegalArgumentException("the first rank must be numbered 0 or 1, not " + firstRank);
        }
        this.files = files;
        this.ranks = ranks;
        this.firstRank = firstRank;
        this.holes = holes;
        List<Square> list = new ArrayList<>();
        for (int r = 0; r < ranks; r++) {
            for (int f = 0; f < files; f++) {
                if (!holes.get(r * files + f)) {
                    list.add(new Square(f, r + firstRank));
                }
            }
        }
        this.squares = Collections.unmodifiableList(list);
    }

    /** A full rectangle whose ranks are numbered from 1. */
    public static BoardShape rectangle(int files, int ranks) {
        return new BoardShape(files, ranks, 1, new BitSet());
    }

    /**
     * A grid with holes.
     *
     * @param firstRank the printed number of the lowest rank (0 or 1)
     * @param holes squares of the grid that are not part of the board
     */
    public static BoardShape withHoles(int files, int ranks, int firstRank, Collection<Square> holes) {
        BitSet bits = new BitSet();
        for (Square h : holes) {
            int r = h.rank() - firstRank;
            if (h.file() >= files || r < 0 || r >= ranks) {
                throw new IllegalArgumentException("hole " + h + " lies outside the " + files + "x" + ranks + " grid");
            }
            bits.set(r * files + h.file());
        }
        return new BoardShape(files, ranks, firstRank, bits);
    }

    /** Number of files (columns) of the grid. */
    public int files() {
        return files;
    }

    /** Number of ranks (rows) of the grid, holes included. */
    public int ranks() {
        return ranks;
    }

    /** The printed number of the lowest rank: 0 on the Giraffe board, 1 elsewhere. */
    public int firstRank() {
        return firstRank;
    }

    /** The printed number of the highest rank. */
    public int lastRank() {
        return firstRank + ranks - 1;
    }

    /** Whether the square is a cell of this board (inside the grid and not a hole). */
    public boolean contains(Square square) {
        return square != null && contains(square.file(), square.rank() - firstRank);
    }

    /** Whether the grid position (file, zero-based row) is a cell of this board. */
    public boolean contains(int file, int row) {
        return file >= 0 && file < files && row >= 0 && row < ranks && !holes.get(row * files + file);
    }

    /** Whether the grid position is a hole (inside the grid but not a cell). */
    public boolean isHole(int file, int row) {
        return file >= 0 && file < files && row >= 0 && row < ranks && holes.get(row * files + file);
    }

    /** All cells, rank by rank from the lowest, each rank from file a. */
    public List<Square> squares() {
        return squares;
    }

    /** The zero-based row of a square ({@code rank - firstRank}). */
    public int row(Square square) {
        return square.rank() - firstRank;
    }

    /** The square at a file and zero-based row. */
    public Square square(int file, int row) {
        return new Square(file, row + firstRank);
    }

    /**
     * The rank counted from a side's own edge, starting at 1: White's rank 1 is the lowest row,
     * Black's rank 1 is the highest. Used by rules such as "no pawn drops on the 7th rank".
     */
    public int relativeRank(Square square, Color side) {
        int row = row(square);
        return side == Color.WHITE ? row + 1 : ranks - row;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BoardShape b && b.files == files && b.ranks == ranks && b.firstRank == firstRank && b.holes.equals(holes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(files, ranks, firstRank, holes);
    }

    @Override
    public String toString() {
        return files + "x" + ranks + (holes.isEmpty() ? "" : " with " + holes.cardinality() + " holes") + " (" + squares.size() + " squares)";
    }
}

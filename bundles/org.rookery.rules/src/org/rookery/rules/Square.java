// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A cell of a board grid, named by file and rank as a player reads it ({@code e4}, {@code d0},
 * {@code j10}). Files are letters from {@code a}; ranks are the numbers printed on the board,
 * which start at 0 on boards with a rank 0 (Giraffe) and at 1 elsewhere.
 *
 * @param file zero-based file index ({@code a} = 0)
 * @param rank the printed rank number
 */
public record Square(int file, int rank) {

    /** Files beyond {@code z} cannot be named. */
    public static final int MAX_FILES = 26;

    public Square {
        if (file < 0 || file >= MAX_FILES) {
            throw new IllegalArgumentException("file index out of range 0.." + (MAX_FILES - 1) + ": " + file);
        }
        if (rank < 0 || rank > 99) {
            throw new IllegalArgumentException("rank out of range 0..99: " + rank);
        }
    }

    /**
     * Parses an algebraic square name such as {@code e4}, {@code d0} or {@code j10}.
     *
     * @throws IllegalArgumentException naming the text when it is not a square name
     */
    public static Square parse(String name) {
        if (name == null || name.length() < 2 || name.length() > 3) {
            throw new IllegalArgumentException("not a square name: '" + name + "' (expected a file letter and a rank, e.g. e4)");
        }
        char f = name.charAt(0);
        if (f < 'a' || f > 'z') {
            throw new IllegalArgumentException("not a square name: '" + name + "' (file must be a lower-case letter)");
        }
        int rank = 0;
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("not a square name: '" + name + "' (rank must be a number)");
            }
            rank = rank * 10 + (c - '0');
        }
        if (name.length() == 3 && name.charAt(1) == '0') {
            throw new IllegalArgumentException("not a square name: '" + name + "' (rank has a leading zero)");
        }
        return new Square(f - 'a', rank);
    }

    /** The algebraic name, the inverse of {@link #parse(String)}. */
    @Override
    public String toString() {
        return (char) ('a' + file) + Integer.toString(rank);
    }
}

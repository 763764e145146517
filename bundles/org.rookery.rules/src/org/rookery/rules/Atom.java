// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * One direction of movement of a piece, as seen by White (Black's atoms are mirrored
 * vertically). An atom is a leaper ({@code range == 1}), a rider ({@code range == 0}: unlimited)
 * or a range-limited rider ({@code range > 1}, e.g. the Guardian's Q2). See {@link Movement} for
 * the Betza-like text these are parsed from.
 *
 * @param dx file step (positive towards higher files)
 * @param dy rank step (positive towards Black)
 * @param range 1 for a single leap, 0 for an unlimited rider, n for a rider of at most n steps
 * @param move whether the atom may move to an empty cell
 * @param capture whether the atom may capture an enemy piece
 * @param lame for a leap by an even vector: the cell halfway must be empty (a pawn's double step)
 * @param initial only from the piece's initial ranks (the pawn's double step); such a leap by a
 *        pawn sets the en passant square
 */
public record Atom(int dx, int dy, int range, boolean move, boolean capture, boolean lame, boolean initial) {

    /** Largest step along one axis that the engine supports. */
    public static final int MAX_STEP = 4;

    public Atom {
        if (dx == 0 && dy == 0) {
            throw new IllegalArgumentException("an atom must move: (0,0)");
        }
        if (Math.abs(dx) > MAX_STEP || Math.abs(dy) > MAX_STEP) {
            throw new IllegalArgumentException("atom (" + dx + "," + dy + ") exceeds the largest step " + MAX_STEP);
        }
        if (range < 0) {
            throw new IllegalArgumentException("negative range " + range);
        }
        if (!move && !capture) {
            throw new IllegalArgumentException("atom (" + dx + "," + dy + ") can neither move nor capture");
        }
        if (lame && (range != 1 || dx % 2 != 0 || dy % 2 != 0)) {
            throw new IllegalArgumentException("only leaps by an even vector can be lame: (" + dx + "," + dy + ")");
        }
    }

    /** Whether this atom is a single leap rather than a rider. */
    public boolean isLeap() {
        return range == 1;
    }

    /** This atom as Black sees it: mirrored between the ranks. */
    public Atom mirrored() {
        return new Atom(dx, -dy, range, move, capture, lame, initial);
    }
}

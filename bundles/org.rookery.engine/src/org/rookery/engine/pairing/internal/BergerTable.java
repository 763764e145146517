// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

/**
 * The Berger tables FIDE publishes for round robins (Handbook C.05, Annex 1), computed rather
 * than typed: round 1 pairs 1 v n, 2 v n-1, ...; each later round adds n/2 to every number but
 * n (counting 1..n-1 round a circle), keeps each board's orientation, and gives n White in
 * even rounds and Black in odd ones. An odd field plays with n+1, and whoever meets n+1 has
 * the bye.
 */
public final class BergerTable {

    private BergerTable() {
    }

    /** The table size for {@code entrants}: the field, made even. */
    public static int size(int entrants) {
        if (entrants < 2) {
            throw new IllegalArgumentException("a round robin needs at least 2 entrants, not " + entrants);
        }
        return entrants % 2 == 0 ? entrants : entrants + 1;
    }

    /** Rounds in one cycle for {@code entrants}. */
    public static int rounds(int entrants) {
        return size(entrants) - 1;
    }

    /**
     * Round {@code round} (1..size-1) of the table for {@code entrants}: pairs of
     * {white, black} table numbers, board 1 first; a number above the field is the bye.
     */
    public static int[][] round(int entrants, int round) {
        int n = size(entrants);
        if (round < 1 || round > n - 1) {
            throw new IllegalArgumentException("round " + round + " is outside the table for " + n + " (1.." + (n - 1) + ")");
        }
        int shift = (round - 1) * (n / 2) % (n - 1);
        int[][] boards = new int[n / 2][];
        for (int board = 1; board <= n / 2; board++) {
            int a = rotate(board, shift, n);
            int b = rotate(n + 1 - board, shift, n);
            boolean swap = board == 1 && round % 2 == 0;
            boards[board - 1] = swap ? new int[] {b, a} : new int[] {a, b};
        }
        return boards;
    }

    private static int rotate(int number, int shift, int n) {
        return number == n ? n : (number - 1 + shift) % (n - 1) + 1;
    }
}

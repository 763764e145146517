// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Move-path enumeration for testing move generators against published counts. The last ply
 * is counted in bulk (the number of legal moves, without playing them). Positions whose game
 * has ended by a variant rule (mate, crowning) have no moves; counters that only draw or lose
 * on time do not stop the count.
 */
public final class Perft {

    /**
     * One root move and the number of leaf nodes below it.
     *
     * @param move the move in the chosen notation
     * @param nodes leaf nodes at the requested depth
     */
    public record Division(String move, long nodes) {
    }

    private Perft() {
    }

    /** The number of leaf nodes at {@code depth} plies (1 at depth 0). The position is left unchanged. */
    public static long perft(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        int[][] buffers = new int[depth + 1][Position.MAX_MOVES];
        return count(position, depth, buffers);
    }

    private static long count(Position p, int depth, int[][] buffers) {
        int[] buf = buffers[depth];
        int n = p.generateCodes(buf, 0, MoveSelection.ALL);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            p.doMoveCode(buf[i]);
            total += count(p, depth - 1, buffers);
            p.undoMoveCode();
        }
        return total;
    }

    /**
     * The count below each root move, sorted by the move text so that runs compare line by line.
     *
     * @param format how to write the moves (e.g. the coordinate notation)
     */
    public static List<Division> divide(Position position, int depth, MoveFormat format) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1: " + depth);
        }
        List<Division> out = new ArrayList<>();
        for (Move m : position.legalMoves()) {
            String text = format.format(m, position);
            position.doMove(m);
            out.add(new Division(text, perft(position, depth - 1)));
            position.undoMove();
        }
        out.sort(Comparator.comparing(Division::move));
        return List.copyOf(out);
    }
}

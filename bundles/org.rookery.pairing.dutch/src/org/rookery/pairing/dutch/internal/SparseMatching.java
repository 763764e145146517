// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A maximum-weight matching of a large dense graph, found on a few of its edges and proved for
 * all of them. The edges are given by a function, not listed, so a large score bracket never
 * holds all its edge weights at once.
 *
 * <p>Start with each vertex's heaviest edges; match; then look at every edge left out: if the
 * final duals of the matching cover it (its slack is not negative, {@link WeightedMatching#priced})
 * the matching is optimal for the whole graph; otherwise add the edges that are not covered
 * (the heaviest few of each vertex) and match again. Each round adds an edge, so it ends, and
 * the answer is an exact maximum-weight matching of the whole graph. Small graphs are matched
 * whole, as before.
 */
final class SparseMatching {

    /** The weight of the edge between two vertices ({@code i < j}), null when there is none. */
    @FunctionalInterface
    interface EdgeWeight {
        BigInteger weight(int i, int j);
    }

    /**
     * Graphs up to this many vertices are matched whole. In a large score bracket most edges
     * weigh almost the same, so the check keeps finding uncovered edges and adds them a dozen a
     * vertex at a time (a 1279-vertex core took over 18 rounds, a 3168-vertex one over 20), while
     * the whole graph, with the greedy start of {@link WeightedMatching}, takes a dozen stages;
     * the sparse way is kept for graphs whose full edge list would not fit in memory.
     */
    static final int WHOLE_UP_TO = Integer.getInteger("rookery.dutch.sparseFrom", 4000);

    /** Edges kept for each vertex at the start, and added for each vertex per round at most. */
    private static final int PER_VERTEX = 12;

    private SparseMatching() {
    }

    /** The mate of each vertex in a maximum-weight matching (-1 when unmatched). */
    static int[] solve(int n, EdgeWeight weight) {
        return solved(n, weight).mate();
    }

    /**
     * A solved problem and its matching; {@code matching} (null when the graph has no edge)
     * holds the final duals, feasible for every edge of the graph; {@code whole} when the
     * matching had every edge of the graph (so {@link WeightedMatching#tightRow} sees them all).
     */
    record Solved(WeightedMatching matching, int[] mate, boolean whole) {

        Solved(WeightedMatching matching, int[] mate) {
            this(matching, mate, false);
        }

        /** Whether the edge {@code i-j} of this weight is tight under the final duals. */
        boolean tight(int i, int j, BigInteger weight) {
            return matching != null && matching.tight(i, j, weight);
        }
    }

    /**
     * A maximum-weight matching where each weight is a coarse part (the criteria) above a fine
     * part (the candidate order) that may be very wide: the coarse weights alone are matched
     * first, with narrow numbers; only the edges tight under that matching's duals can be in a
     * matching that is best on the coarse weights, so the full weights are then matched on those
     * edges alone. The result is a maximum-weight matching of the full weights, provided the
     * fine part of a whole matching never reaches one unit of the coarse part.
     */
    static int[] solve(int n, EdgeWeight coarse, EdgeWeight full) {
        Solved solved = solved(n, coarse);
        WeightedMatching first = solved.matching();
        if (first == null) {
            return solved.mate();
        }
        List<int[]> edges = new ArrayList<>();
        List<BigInteger> ws = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                BigInteger c = coarse.weight(i, j);
                if (c != null && first.tight(i, j, c)) {
                    edges.add(new int[] {i, j});
                    ws.add(full.weight(i, j));
                }
            }
        }
        return new WeightedMatching(n, edges, ws).solve();
    }

    /** A matching problem whose {@code solve()} gives a maximum-weight matching of the whole graph. */
    static Solved solved(int n, EdgeWeight weight) {
        if (n <= WHOLE_UP_TO) {
            int cap = 1024;
            int[] us = new int[cap];
            int[] vs = new int[cap];
            BigInteger[] ws = new BigInteger[cap];
            int m = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    BigInteger w = weight.weight(i, j);
                    if (w != null) {
                        if (m == cap) {
                            cap = (int) Math.min(Integer.MAX_VALUE - 8, cap * 2L);
                            us = Arrays.copyOf(us, cap);
                            vs = Arrays.copyOf(vs, cap);
                            ws = Arrays.copyOf(ws, cap);
                        }
                        us[m] = i;
                        vs[m] = j;
                        ws[m++] = w;
                    }
                }
            }
            if (m == 0) {
                return new Solved(null, none(n));
            }
            WeightedMatching wm = new WeightedMatching(n, us, vs, ws, m);
            ws = null;
            return new Solved(wm, wm.solve(), true);
        }
        Set<Long> kept = new HashSet<>();
        Best best = new Best(n);
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                BigInteger w = weight.weight(i, j);
                if (w != null) {
                    best.offer(i, j, w);
                }
            }
        }
        best.drainInto(kept);
        if (kept.isEmpty()) {
            return new Solved(null, none(n));
        }
        while (true) {
            List<int[]> edges = new ArrayList<>();
            List<BigInteger> ws = new ArrayList<>();
            for (long key : kept) {
                int i = (int) (key / n);
                int j = (int) (key % n);
                edges.add(new int[] {i, j});
                ws.add(weight.weight(i, j));
            }
            WeightedMatching m = new WeightedMatching(n, edges, ws);
            int[] mate = m.solve();
            Best uncovered = new Best(n);
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (kept.contains((long) i * n + j)) {
                        continue;
                    }
                    BigInteger w = weight.weight(i, j);
                    if (w != null && !m.priced(i, j, w)) {
                        uncovered.offer(i, j, w);
                    }
                }
            }
            int before = kept.size();
            uncovered.drainInto(kept);
            if (kept.size() == before) {
                return new Solved(m, mate);
            }
        }
    }

    private static int[] none(int n) {
        int[] mate = new int[n];
        Arrays.fill(mate, -1);
        return mate;
    }

    /** The heaviest {@link #PER_VERTEX} edges offered at each vertex. */
    private static final class Best {
        private final int n;
        private final int[][] other;
        private final BigInteger[][] weight;
        private final int[] count;

        Best(int n) {
            this.n = n;
            other = new int[n][PER_VERTEX];
            weight = new BigInteger[n][PER_VERTEX];
            count = new int[n];
        }

        void offer(int i, int j, BigInteger w) {
            keep(i, j, w);
            keep(j, i, w);
        }

        private void keep(int v, int u, BigInteger w) {
            int c = count[v];
            if (c < PER_VERTEX) {
                other[v][c] = u;
                weight[v][c] = w;
                count[v]++;
                return;
            }
            int min = 0;
            for (int k = 1; k < PER_VERTEX; k++) {
                if (weight[v][k].compareTo(weight[v][min]) < 0) {
                    min = k;
                }
            }
            if (w.compareTo(weight[v][min]) > 0) {
                other[v][min] = u;
                weight[v][min] = w;
            }
        }

        void drainInto(Set<Long> kept) {
            for (int v = 0; v < n; v++) {
                for (int k = 0; k < count[v]; k++) {
                    int a = Math.min(v, other[v][k]);
                    int b = Math.max(v, other[v][k]);
                    kept.add((long) a * n + b);
                }
            }
        }
    }
}

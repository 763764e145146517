// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;

/**
 * Runs the maximum-weight matchings of one bracket over the edge weights of
 * {@link BracketWeights}: on the bracket and the next score group alone when that gives the
 * optimum of the whole round, else over every remaining player; and reads from the final duals
 * which edges are tight, for the shortcuts of {@link FastPath}.
 */
final class BracketSolver {

    private static final boolean TRACE = Boolean.getBoolean("rookery.dutch.trace");
    private static final int WIDE_TIE_BITS = Integer.getInteger("rookery.dutch.wideTie", 128);
    private static final BiFunction<PlayerState, PlayerState, BigInteger> NO_TIE = (a, b) -> BigInteger.ZERO;

    private final BracketWeights bracket;
    private final Compatibility compat;

    BracketSolver(BracketWeights weights, Compatibility compat) {
        this.bracket = weights;
        this.compat = compat;
    }

    Solution solve(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie, BigInteger tieMax,
            BiPredicate<PlayerState, PlayerState> allowed) {
        Solution s = solveCore(rem, tie, tieMax, allowed);
        if (TRACE) {
            System.err.println("solve rem=" + rem.size() + " core " + (s != null ? "ok" : "failed") + " tieBits="
                    + tieMax.bitLength());
        }
        return s != null ? s : solveAll(rem, tie, tieMax, allowed);
    }

    /**
     * The same optimum found on the bracket and the next score group only, when it can be.
     * Every edge that touches a player below the next group weighs exactly the completion
     * unit (C.4) and nothing else, and every edge inside bracket plus next group weighs more.
     * So a perfect matching of everyone weighs (pairs of the round) x unit plus what its
     * edges inside the core add beyond the unit, and that extra is at most the best the core
     * can do on its own. Hence: match the core alone for the extra (no completion unit), and
     * if the players it leaves free, with everyone below, can still all be paired (an
     * unweighted perfect matching), that is an optimum of the whole problem with the same
     * weight. Otherwise (null) the whole problem is solved as before.
     */
    private Solution solveCore(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie,
            BigInteger tieMax, BiPredicate<PlayerState, PlayerState> allowed) {
        List<PlayerState> core = new ArrayList<>();
        for (PlayerState p : rem) {
            if (bracket.inBracket(p) || bracket.inNext(p)) {
                core.add(p);
            }
        }
        if (core.size() == rem.size()) {
            return null;
        }
        Weights weights = bracket.weights(tieMax);
        BigInteger[] u = bracket.zero();
        u[BracketWeights.F_COMPLETE] = BigInteger.ONE;
        BigInteger unit = weights.pack(u);
        int c = core.size();
        SparseMatching.Solved solved = null;
        SparseMatching.EdgeWeight extra = (i, j) -> {
            PlayerState a = core.get(i);
            PlayerState b = core.get(j);
            return compat.compatible(a, b) && allowed.test(a, b)
                    ? weights.pack(bracket.fields(a, b, tie)).subtract(unit) : null;
        };
        int[] mate;
        if (wide(tieMax)) {
            Weights coarse = bracket.weights(BigInteger.ONE);
            BigInteger coarseUnit = coarse.pack(u);
            mate = SparseMatching.solve(c, (i, j) -> {
                PlayerState a = core.get(i);
                PlayerState b = core.get(j);
                return compat.compatible(a, b) && allowed.test(a, b)
                        ? coarse.pack(bracket.fields(a, b, NO_TIE)).subtract(coarseUnit) : null;
            }, extra);
        } else {
            solved = SparseMatching.solved(c, extra);
            mate = solved.mate();
        }
        boolean[] taken = new boolean[compat.size() + 1];
        List<PlayerState[]> pairs = new ArrayList<>();
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < c; i++) {
            if (mate[i] > i) {
                sum = sum.add(extra.weight(i, mate[i]));
                pairs.add(new PlayerState[] {core.get(i), core.get(mate[i])});
                taken[core.get(i).id()] = true;
                taken[core.get(mate[i]).id()] = true;
            }
        }
        List<PlayerState> left = new ArrayList<>();
        for (PlayerState p : rem) {
            if (!taken[p.id()]) {
                left.add(p);
            }
        }
        int[] fill = compat.completion(left, allowed);
        if (fill == null) {
            return null;
        }
        for (int i = 0; i < left.size(); i++) {
            if (fill[i] > i && fill[i] < left.size()) {
                pairs.add(new PlayerState[] {left.get(i), left.get(fill[i])});
            }
        }
        int total = rem.size() + rem.size() % 2;
        sum = sum.add(unit.multiply(BigInteger.valueOf(total / 2)));
        return new Solution(pairs, weights.from(sum, BracketWeights.F_TIE - 1), sum,
                tightness(solved, core, extra, true), outside(solved, core));
    }

    private Solution solveAll(List<PlayerState> rem, BiFunction<PlayerState, PlayerState, BigInteger> tie,
            BigInteger tieMax, BiPredicate<PlayerState, PlayerState> allowed) {
        int n = rem.size();
        Weights weights = bracket.weights(tieMax);
        BigInteger[] f = bracket.zero();
        f[BracketWeights.F_COMPLETE] = BigInteger.ONE;
        BigInteger byeWeight = weights.pack(f);
        SparseMatching.EdgeWeight edge = (i, j) -> {
            PlayerState a = rem.get(i);
            if (j == n) {
                return (bracket.freeFloat() || a.byeAllowed()) && allowed.test(a, null) ? byeWeight : null;
            }
            PlayerState b = rem.get(j);
            return compat.compatible(a, b) && allowed.test(a, b) ? weights.pack(bracket.fields(a, b, tie)) : null;
        };
        int total = n + n % 2;
        int[] mate;
        SparseMatching.Solved solved = null;
        if (wide(tieMax)) {
            Weights coarse = bracket.weights(BigInteger.ONE);
            BigInteger coarseBye = coarse.pack(f);
            mate = SparseMatching.solve(total, (i, j) -> {
                PlayerState a = rem.get(i);
                if (j == n) {
                    return (bracket.freeFloat() || a.byeAllowed()) && allowed.test(a, null) ? coarseBye : null;
                }
                PlayerState b = rem.get(j);
                return compat.compatible(a, b) && allowed.test(a, b) ? coarse.pack(bracket.fields(a, b, NO_TIE)) : null;
            }, edge);
        } else {
            solved = SparseMatching.solved(total, edge);
            mate = solved.mate();
        }
        BigInteger sum = BigInteger.ZERO;
        List<PlayerState[]> pairs = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            if (mate[i] < 0) {
                return null;
            }
        }
        for (int i = 0; i < total; i++) {
            if (mate[i] > i) {
                sum = sum.add(edge.weight(i, mate[i]));
                if (mate[i] < n) {
                    pairs.add(new PlayerState[] {rem.get(i), rem.get(mate[i])});
                }
            }
        }
        return new Solution(pairs, weights.from(sum, BracketWeights.F_TIE - 1), sum,
                tightness(solved, rem, edge, false), outside(solved, rem));
    }

    /**
     * Whether a player is outside every blossom with a positive dual of the solved matching
     * (see {@link WeightedMatching#outsideBlossoms}); players not in the problem are, no
     * duals tell nothing (false).
     */
    private java.util.function.Predicate<PlayerState> outside(SparseMatching.Solved solved, List<PlayerState> at) {
        if (solved == null || solved.matching() == null || !solved.whole()) {
            return p -> false;
        }
        int[] index = compat.indexById(at);
        return p -> index[p.id()] < 0 || solved.matching().outsideBlossoms(index[p.id()]);
    }

    /**
     * Whether an edge between two players of {@code at} is tight under the final duals of
     * this solved matching (only asked of edges that exist); every optimal matching of the
     * problem uses tight edges only. Asked with {@code b} null: whether the bracket player
     * {@code a} can be left out of the bracket's pairs in an optimal matching, which needs
     * a tight edge to a player outside the bracket (or to the bye vertex at index
     * {@code at.size()}), or, where the matching need not be perfect ({@code partial}),
     * a zero dual. Without the duals (a wide tie was matched in two steps) every answer is
     * yes, which claims nothing.
     */
    private BiPredicate<PlayerState, PlayerState> tightness(SparseMatching.Solved solved, List<PlayerState> at,
            SparseMatching.EdgeWeight weight, boolean partial) {
        if (solved == null || solved.matching() == null) {
            return (a, b) -> true;
        }
        int[] index = compat.indexById(at);
        int n = at.size();
        if (solved.whole()) {
            // Rows of tight edges from the matching's own limbs, each worked out once.
            boolean[][] rows = new boolean[solved.mate().length][];
            return (a, b) -> {
                int i = index[a.id()];
                if (i < 0) {
                    return false;
                }
                if (rows[i] == null) {
                    rows[i] = solved.matching().tightRow(i);
                }
                if (b != null) {
                    int j = index[b.id()];
                    return j >= 0 && rows[i][j];
                }
                if (partial && solved.matching().zeroDual(i)) {
                    return true;
                }
                for (int j = 0; j < rows[i].length; j++) {
                    if (rows[i][j] && (j >= n || !bracket.inBracket(at.get(j)))) {
                        return true;
                    }
                }
                return false;
            };
        }
        return (a, b) -> {
            int i = index[a.id()];
            if (i < 0) {
                return false;
            }
            if (b == null) {
                if (partial && solved.matching().zeroDual(i)) {
                    return true;
                }
                for (int j = 0; j <= n; j++) {
                    if (j == i || (j < n && bracket.inBracket(at.get(j)))) {
                        continue;
                    }
                    if (j == n && partial) {
                        break;
                    }
                    BigInteger w = weight.weight(Math.min(i, j), Math.max(i, j));
                    if (w != null && solved.tight(Math.min(i, j), Math.max(i, j), w)) {
                        return true;
                    }
                }
                return false;
            }
            int j = index[b.id()];
            if (j < 0) {
                return false;
            }
            BigInteger w = weight.weight(Math.min(i, j), Math.max(i, j));
            return w != null && solved.tight(Math.min(i, j), Math.max(i, j), w);
        };
    }

    /**
     * Whether the candidate-order field is wide enough that the criteria are better matched
     * first on their own (see {@link SparseMatching#solve(int, SparseMatching.EdgeWeight,
     * SparseMatching.EdgeWeight)}).
     */
    private boolean wide(BigInteger tieMax) {
        return tieMax.bitLength() > WIDE_TIE_BITS;
    }
}

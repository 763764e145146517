// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * The shortcuts that find the candidate the rules' order takes first without matching with
 * the wide candidate-order weight: the first candidate taken as it is when no pairing can beat
 * it, and the S1 into S2 assignment along edges tight under a criteria-only matching's duals,
 * checked by one more matching. Each answers {@link #UNDECIDED} (or null) when it cannot show
 * its answer, and the bracket is then matched in full.
 */
final class FastPath {

    private static final boolean TRACE = Boolean.getBoolean("rookery.dutch.trace");
    /** Off ({@code rookery.dutch.wideOrder}) matches every candidate with the wide order weight. */
    private static volatile boolean lexGreedy = !Boolean.getBoolean("rookery.dutch.wideOrder");

    private final Compatibility compat;
    private final boolean initialWhite;

    FastPath(Compatibility compat, boolean initialWhite) {
        this.compat = compat;
        this.initialWhite = initialWhite;
    }

    /**
     * The first candidate (S1 against S2 in order, the lowest-ranked left for the bye in the
     * lowest bracket) when no pairing can beat it: every pair allowed, and every criterion an
     * edge can meet met by every pair (both colour preferences granted, no topscorer colour
     * problems; same-score pairs have no float penalties), and a floater who may have the bye
     * and has not floated down in the last two rounds (so the residents paired are the most C.12
     * and C.14 allow). The candidate order then takes it first. Null when any of that fails.
     */
    List<PlayerState[]> firstCandidateIfBest(List<PlayerState> bracket, long score, long nextScore) {
        int n = bracket.size();
        if (n % 2 == 1) {
            PlayerState last = bracket.get(n - 1);
            if (!last.byeAllowed() || last.floatAgo(1) < 0 || last.floatAgo(2) < 0) {
                return null;
            }
        }
        BracketWeights cx = new BracketWeights(compat, initialWhite, bracket, bracket, List.of(), score, -1, false);
        int p = n / 2;
        List<PlayerState[]> pairs = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            PlayerState a = bracket.get(i);
            PlayerState b = bracket.get(p + i);
            if (!compat.compatible(a, b)) {
                return null;
            }
            BigInteger[] f = cx.fields(a, b, (x, y) -> BigInteger.ZERO);
            for (int k = BracketWeights.F_C8; k <= BracketWeights.F_C11; k++) {
                if (f[k].intValue() != 2) {
                    return null;
                }
            }
            pairs.add(new PlayerState[] {a, b});
        }
        return pairs;
    }

    /**
     * The candidate that the wide candidate-order weight would choose for this S1 and S2, found
     * without it, or null when this way cannot show it (the caller then matches with the wide
     * weight). The candidate order wants S1's first player paired with the earliest S2 player
     * it can be, then S1's second, and so on, among the pairings best on every criterion.
     *
     * <p>Match once on the criteria alone. When the best is the target, every pairing that
     * reaches it uses only edges that are tight under that matching's duals. Give each S1
     * player in order the earliest unused S2 player joined to it by a tight edge: no
     * criteria-best pairing gives that S1 player an earlier one (its edge would be tight), so
     * when the round completes around these pairs with the criteria still at the target (one
     * more matching, with the pairs fixed), these pairs are exactly the ones the candidate order
     * takes first. If it does not complete, {@link #UNDECIDED}. Null when there is no pairing
     * of this shape at all.
     */
    Solution lexicographic(BracketWeights cx, List<PlayerState> rem, List<PlayerState> s1, List<PlayerState> s2,
            BiPredicate<PlayerState, PlayerState> shape, BigInteger target, Solution known) {
        if (!lexGreedy) {
            return UNDECIDED;
        }
        Solution coarse = known;
        if (coarse != null) {
            Solution got = assignAndCheck(cx, rem, s1, s2, shape, target, coarse);
            if (got != UNDECIDED) {
                return got;
            }
        }
        coarse = cx.solve(rem, (a, b) -> BigInteger.ZERO, BigInteger.ONE, shape);
        if (coarse == null || !coarse.criteria().equals(target)) {
            return coarse;
        }
        return assignAndCheck(cx, rem, s1, s2, shape, target, coarse);
    }

    /**
     * The tight-edge assignment of S1 into S2 under {@code coarse}'s duals, completed and checked
     * against the target by one more matching; {@link #UNDECIDED} when either fails.
     */
    private Solution assignAndCheck(BracketWeights cx, List<PlayerState> rem, List<PlayerState> s1,
            List<PlayerState> s2, BiPredicate<PlayerState, PlayerState> shape, BigInteger target, Solution coarse) {
        int[] mateOf1 = lexFirstAssignment(cx, s1, s2, shape, coarse);
        if (mateOf1 == null) {
            if (TRACE) {
                System.err.println("order: no tight assignment for S1=" + s1.size() + " S2=" + s2.size());
            }
            return UNDECIDED;
        }
        PlayerState[] partner = new PlayerState[compat.size() + 1];
        List<PlayerState[]> pairs = new ArrayList<>();
        for (int i = 0; i < s1.size(); i++) {
            PlayerState a = s1.get(i);
            PlayerState b = s2.get(mateOf1[i]);
            partner[a.id()] = b;
            partner[b.id()] = a;
            pairs.add(new PlayerState[] {a, b});
        }
        if (pairs.size() == coarse.pairs().stream().filter(p -> cx.inBracket(p[0]) && cx.inBracket(p[1])).count()
                && samePairs(pairs, coarse.pairs())) {
            if (TRACE) {
                System.err.println("order: the criteria matching is the first candidate, S1=" + s1.size());
            }
            return coarse;
        }
        BiPredicate<PlayerState, PlayerState> fixed = (a, b) -> {
            if (!shape.test(a, b)) {
                return false;
            }
            if (b == null) {
                return partner[a.id()] == null;
            }
            if (partner[a.id()] != null || partner[b.id()] != null) {
                return b.equals(partner[a.id()]);
            }
            return true;
        };
        Solution check = cx.solve(rem, (a, b) -> BigInteger.ZERO, BigInteger.ONE, fixed);
        boolean ok = check != null && check.criteria().equals(target);
        if (TRACE) {
            System.err.println("order: tight assignment for S1=" + s1.size() + " S2=" + s2.size()
                    + (ok ? " completes" : " fails"));
        }
        return ok ? check : UNDECIDED;
    }

    /**
     * Whether every pair of the solution is one {@code shape} allows and every S1 player is
     * paired (so none has the bye). Such a solution, optimal over all edges, is optimal over the
     * edges of the shape, with the same duals.
     */
    private static boolean fits(Solution solution, List<PlayerState> s1, BiPredicate<PlayerState, PlayerState> shape) {
        java.util.Set<PlayerState> paired = new java.util.HashSet<>();
        for (PlayerState[] p : solution.pairs()) {
            if (!shape.test(p[0], p[1])) {
                return false;
            }
            paired.add(p[0]);
            paired.add(p[1]);
        }
        return paired.containsAll(s1);
    }

    /**
     * Whether the first matching, with the moved-down players' pairs taken out, still carries an
     * optimal dual solution of the rest: when none of those players sits in a blossom with a
     * positive dual. (On the rest its candidate-order field is zero: the unpaired moved-down
     * players may not be paired in the bracket, and the field orders only their pairs.)
     */
    static boolean reusable(Solution first, List<PlayerState[]> fixedPairs) {
        for (PlayerState[] p : fixedPairs) {
            if (!first.outsideBlossoms().test(p[0]) || !first.outsideBlossoms().test(p[1])) {
                return false;
            }
        }
        return true;
    }

    /** What {@link #lexicographic} answers when it cannot tell. */
    static final Solution UNDECIDED = new Solution(List.of(), BigInteger.ONE.negate(), BigInteger.ZERO);

    /**
     * Turns the tight-edge way of finding the candidate order's choice on or off for every
     * pairing after this (the tests compare it with the wide candidate-order weight).
     */
    static void wideOrder(boolean on) {
        lexGreedy = !on;
    }

    /**
     * The S2 index of each S1 player in the lexicographically first assignment of S1 into S2
     * along edges tight under the coarse matching's duals (S1's first player gets the earliest
     * S2 player it can while all of S1 stays assigned, then the second, and so on), or null
     * when the coarse matching does not assign all of S1 or the search runs too long. Starts
     * from the coarse matching's own assignment and repairs it along alternating paths.
     */
    private int[] lexFirstAssignment(BracketWeights cx, List<PlayerState> s1, List<PlayerState> s2,
            BiPredicate<PlayerState, PlayerState> shape, Solution coarse) {
        int p = s1.size();
        int q = s2.size();
        // S1 players, then one float slot for each S2 player left out of the bracket's pairs:
        // a slot takes any S2 player that an optimal matching can leave out (as far as the duals
        // tell), and slots come last in the order, so they choose nothing.
        int slots = q - p;
        int rows = p + slots;
        int[] at1 = compat.indexById(s1);
        int[] at2 = compat.indexById(s2);
        int[] mate1 = new int[rows];
        int[] mate2 = new int[q];
        Arrays.fill(mate1, -1);
        Arrays.fill(mate2, -1);
        if (slots < 0) {
            return null;
        }
        int[] floatable = new int[q];
        int f = 0;
        for (int j = 0; j < q; j++) {
            if (coarse.tight().test(s2.get(j), null)) {
                floatable[f++] = j;
            }
        }
        floatable = Arrays.copyOf(floatable, f);
        int[][] adj = new int[rows][];
        for (int i = 0; i < p; i++) {
            PlayerState a = s1.get(i);
            int[] list = new int[q];
            int c = 0;
            for (int j = 0; j < q; j++) {
                PlayerState b = s2.get(j);
                if (compat.compatible(a, b) && shape.test(a, b) && coarse.tight().test(a, b)) {
                    list[c++] = j;
                }
            }
            adj[i] = Arrays.copyOf(list, c);
        }
        for (int i = p; i < rows; i++) {
            adj[i] = floatable;
        }
        // Start from the criteria matching's own S1-S2 pairs along these edges, then give every
        // row still without an S2 player one along an alternating path (the criteria matching
        // may come from a problem without this candidate's shape, and pair S1 players otherwise).
        for (PlayerState[] pr : coarse.pairs()) {
            int i = at1[pr[0].id()] >= 0 ? at1[pr[0].id()] : at1[pr[1].id()];
            int j = at1[pr[0].id()] >= 0 ? at2[pr[1].id()] : at2[pr[0].id()];
            if (i >= 0 && j >= 0 && Arrays.binarySearch(adj[i], j) >= 0) {
                mate1[i] = j;
                mate2[j] = i;
            }
        }
        int slot = p;
        for (int j = 0; j < q && slot < rows; j++) {
            if (mate2[j] < 0 && Arrays.binarySearch(floatable, j) >= 0) {
                mate1[slot] = j;
                mate2[j] = slot++;
            }
        }
        {
            int[] prev0 = new int[q];
            int[] queue0 = new int[rows];
            boolean[] seen0 = new boolean[rows];
            boolean[] none = new boolean[q];
            for (int i = 0; i < rows; i++) {
                if (mate1[i] < 0 && !augment(i, adj, mate1, mate2, none, -1, prev0, queue0, seen0)) {
                    return null;
                }
            }
        }
        boolean[] fixed2 = new boolean[q];
        int budget = 8 * p + 64;
        int[] prev = new int[q];
        int[] queue = new int[rows];
        boolean[] seen1 = new boolean[rows];
        for (int i = 0; i < p; i++) {
            boolean done = false;
            for (int j : adj[i]) {
                if (fixed2[j]) {
                    continue;
                }
                if (mate1[i] == j) {
                    done = true;
                } else {
                    if (budget-- <= 0) {
                        return null;
                    }
                    // Give j to i: i's old partner is freed; j's old holder (if any) must find
                    // another unfixed S2 player along an alternating path.
                    int old = mate1[i];
                    int other = mate2[j];
                    mate2[old] = -1;
                    mate1[i] = j;
                    mate2[j] = i;
                    int[] save1 = mate1.clone();
                    int[] save2 = mate2.clone();
                    if (other < 0 || augment(other, adj, mate1, mate2, fixed2, j, prev, queue, seen1)) {
                        done = true;
                    } else {
                        System.arraycopy(save1, 0, mate1, 0, rows);
                        System.arraycopy(save2, 0, mate2, 0, q);
                        mate1[i] = old;
                        mate2[old] = i;
                        mate2[j] = other;
                        mate1[other] = j;
                    }
                }
                if (done) {
                    fixed2[j] = true;
                    break;
                }
            }
            if (!done) {
                return null;
            }
        }
        return Arrays.copyOf(mate1, p);
    }

    /**
     * Finds a partner for the S1 player {@code start} (whose partner was taken) along an
     * alternating path of S1 players not yet fixed, ending at a free S2 player; applies it.
     */
    private static boolean augment(int start, int[][] adj, int[] mate1, int[] mate2, boolean[] fixed2, int taken,
            int[] prev, int[] queue, boolean[] seen1) {
        Arrays.fill(seen1, false);
        Arrays.fill(prev, -1);
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        seen1[start] = true;
        mate1[start] = -1;
        while (head < tail) {
            int i = queue[head++];
            for (int j : adj[i]) {
                if (fixed2[j] || j == taken || prev[j] >= 0) {
                    continue;
                }
                prev[j] = i;
                int k = mate2[j];
                if (k < 0) {
                    // Flip the path back to start.
                    int jj = j;
                    while (true) {
                        int ii = prev[jj];
                        int next = mate1[ii];
                        mate1[ii] = jj;
                        mate2[jj] = ii;
                        if (ii == start) {
                            return true;
                        }
                        jj = next;
                    }
                }
                if (!seen1[k]) {
                    seen1[k] = true;
                    queue[tail++] = k;
                }
            }
        }
        return false;
    }

    /** Whether every pair of {@code mine} is among {@code all}. */
    private static boolean samePairs(List<PlayerState[]> mine, List<PlayerState[]> all) {
        java.util.Set<Long> keys = new java.util.HashSet<>();
        for (PlayerState[] p : all) {
            keys.add(key(p[0], p[1]));
        }
        for (PlayerState[] p : mine) {
            if (!keys.contains(key(p[0], p[1]))) {
                return false;
            }
        }
        return true;
    }

    private static long key(PlayerState a, PlayerState b) {
        return ((long) Math.min(a.id(), b.id()) << 32) | Math.max(a.id(), b.id());
    }
}

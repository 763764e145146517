// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The depth-first search behind the Swiss engine. The highest unpaired player (by score, then
 * rank) takes the best opponent he may meet: his own score group first, a partner who wants
 * the other colour next, then the fold (top half against bottom half: 1 v 4 and 2 v 5 in a
 * group of six); if the rest of the field can then not be paired, the next choice is tried.
 * Each player keeps a count of the partners still open to him, so a choice that leaves
 * someone with none is dropped at once instead of after a long search.
 */
final class SwissSearch {

    /** Nodes the search may visit before it gives up, so a hopeless field fails in bounded time. */
    static final int BUDGET = 400_000;

    private final SwissPlayer[] players;
    private final boolean rematches;
    private final boolean[] used;
    private final int[] partner;
    private final int[] open;
    final String[] floatReason;
    int nodes;
    private final int budget;
    /** Asked of every complete pairing before it is accepted; null accepts all. */
    private java.util.function.Predicate<int[]> accept;

    /** Fields this search can order: ranks are packed into 16 bits of a sort key. */
    static final int MAX_PLAYERS = 65_535;

    /** @param players in pairing order (rank 0 first) */
    SwissSearch(SwissPlayer[] players, boolean rematches) {
        this(players, rematches, BUDGET);
    }

    SwissSearch(SwissPlayer[] players, boolean rematches, int budget) {
        this.budget = budget;
        this.players = players;
        this.rematches = rematches;
        int n = players.length;
        used = new boolean[n];
        partner = new int[n];
        open = new int[n];
        floatReason = new String[n];
        Arrays.fill(partner, -1);
    }

    boolean compatible(int a, int b) {
        return a != b && (rematches || !players[a].met.get(players[b].id));
    }

    /** Makes the search go on past a complete pairing that {@code test} rejects. */
    void accept(java.util.function.Predicate<int[]> test) {
        this.accept = test;
    }

    /** Leaves {@code rank} out of the search (the bye). */
    void exclude(int rank) {
        used[rank] = true;
    }

    /** Pairs everyone not excluded; the partner of each rank, or null when there is no pairing. */
    int[] run() {
        int n = players.length;
        for (int i = 0; i < n; i++) {
            if (used[i]) {
                continue;
            }
            for (int j = 0; j < n; j++) {
                if (!used[j] && compatible(i, j)) {
                    open[i]++;
                }
            }
            if (open[i] == 0) {
                return null;
            }
        }
        return search(0) ? partner.clone() : null;
    }

    boolean exhausted() {
        return nodes >= budget;
    }

    private boolean search(int from) {
        int p = from;
        while (p < players.length && used[p]) {
            p++;
        }
        if (p == players.length) {
            return accept == null || accept.test(partner);
        }
        if (++nodes >= budget) {
            return false;
        }
        int[] group = groupOf(p);
        for (int q : candidates(p, group)) {
            if (take(p, q)) {
                if (search(p + 1)) {
                    if (players[q].score != players[p].score) {
                        floatReason[p] = group.length == 1 ? "no one was left in his score group to meet him"
                                : "pairing him inside his score group would have left the rest of the field with no pairing without a rematch";
                    }
                    return true;
                }
            }
            undo(p, q);
            if (exhausted()) {
                return false;
            }
        }
        return false;
    }

    /** The unpaired players with p's score, in rank order (p first). */
    private int[] groupOf(int p) {
        List<Integer> g = new ArrayList<>();
        for (int i = p; i < players.length && players[i].score == players[p].score; i++) {
            if (!used[i]) {
                g.add(i);
            }
        }
        return g.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * p's possible opponents, best first, as one sort of primitive keys: score difference
     * (thousandths), colour clash, fold distance (or rank outside the group), then rank.
     */
    private int[] candidates(int p, int[] group) {
        int half = group.length / 2;
        int[] foldKey = new int[players.length];
        for (int k = 1; k < group.length; k++) {
            foldKey[group[k]] = k >= half ? 2 * (k - half) : 2 * (half - k) - 1;
        }
        SwissPlayer pp = players[p];
        long[] keys = new long[players.length];
        int count = 0;
        for (int q = 0; q < players.length; q++) {
            if (!used[q] && compatible(p, q)) {
                SwissPlayer qq = players[q];
                long diff = Math.min((1L << 23) - 1, Math.round(Math.abs(pp.score - qq.score) * 1000));
                long clash = Math.min(255, colourClash(pp, qq));
                long fold = qq.score == pp.score ? foldKey[q] : q;
                keys[count++] = diff << 40 | clash << 32 | fold << 16 | q;
            }
        }
        java.util.Arrays.sort(keys, 0, count);
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = (int) (keys[i] & 0xFFFF);
        }
        return order;
    }

    /** 0 when the two can both have the colour they want, else how strongly they both want one. */
    static int colourClash(SwissPlayer a, SwissPlayer b) {
        int wa = a.wish;
        int wb = b.wish;
        if (wa == 0 || wb == 0 || (wa > 0) != (wb > 0)) {
            return 0;
        }
        return Math.min(Math.abs(wa), Math.abs(wb));
    }

    private boolean take(int p, int q) {
        used[p] = true;
        used[q] = true;
        partner[p] = q;
        partner[q] = p;
        boolean ok = true;
        for (int x = 0; x < players.length; x++) {
            if (used[x]) {
                continue;
            }
            if (compatible(x, p)) {
                open[x]--;
            }
            if (compatible(x, q)) {
                open[x]--;
            }
            if (open[x] == 0) {
                ok = false;
            }
        }
        return ok;
    }

    private void undo(int p, int q) {
        used[p] = false;
        used[q] = false;
        partner[p] = -1;
        partner[q] = -1;
        floatReason[p] = null;
        for (int x = 0; x < players.length; x++) {
            if (used[x]) {
                continue;
            }
            if (x != p && x != q) {
                if (compatible(x, p)) {
                    open[x]++;
                }
                if (compatible(x, q)) {
                    open[x]++;
                }
            }
        }
    }
}

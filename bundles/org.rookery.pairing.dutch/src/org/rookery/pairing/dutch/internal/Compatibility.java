// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiPredicate;

import org.rookery.engine.pairing.PairingRequest;

/**
 * The absolute criteria (C.1-C.3) between the players of one round, and the completion checks
 * built on them: whether a set of players can all be paired (C.4), and whether an odd bracket
 * may choose its floater on its own. The brackets of a round ask these for the same players
 * many times, so one instance serves the whole round.
 */
final class Compatibility {

    private final PairingRequest request;
    private final List<PlayerState> states;
    private boolean[][] compatibility;

    Compatibility(PairingRequest request, List<PlayerState> states) {
        this.request = request;
        this.states = states;
    }

    /** The number of players of the round; ids run from 1 to it. */
    int size() {
        return states.size();
    }

    /**
     * Whether the absolute criteria let the two meet, worked out once per round: the brackets
     * ask it for the same players many times.
     */
    boolean compatible(PlayerState a, PlayerState b) {
        if (compatibility == null) {
            int n = states.size();
            compatibility = new boolean[n + 1][n + 1];
            for (PlayerState x : states) {
                for (PlayerState y : states) {
                    compatibility[x.id()][y.id()] = x.id() != y.id() && absolutelyCompatible(x, y);
                }
            }
            // Pairs the organiser forbade are kept apart like players who already met (C.1).
            for (PairingRequest.ForbiddenPair p : request.options().forbiddenPairs()) {
                compatibility[p.first()][p.second()] = false;
                compatibility[p.second()][p.first()] = false;
            }
        }
        return compatibility[a.id()][b.id()];
    }

    private boolean absolutelyCompatible(PlayerState a, PlayerState b) {
        if (!request.options().rematchesAllowed() && a.opponents().contains(b.id())) {
            return false;
        }
        return !a.absoluteConflict(b);
    }

    boolean completable(List<PlayerState> players) {
        return completion(players, (a, b) -> true) != null;
    }

    /**
     * A perfect matching of these players (plus a bye vertex at index {@code size} when their
     * number is odd) over the edges the absolute criteria and {@code allowed} permit, or null.
     */
    int[] completion(List<PlayerState> players, BiPredicate<PlayerState, PlayerState> allowed) {
        int n = players.size();
        int total = n + n % 2;
        PlayerState[] at = players.toArray(new PlayerState[0]);
        return PerfectMatching.find(total, (u, v) -> {
            int i = Math.min(u, v);
            int j = Math.max(u, v);
            if (j == n) {
                return at[i].byeAllowed() && allowed.test(at[i], null);
            }
            return compatible(at[i], at[j]) && allowed.test(at[i], at[j]);
        });
    }

    /**
     * Whether an odd bracket of residents can be matched on its own, with a float vertex open
     * to all of its players, because whoever floats, the rest of the round does as well as it
     * possibly can: the players below the next score group can be paired among themselves, the
     * next score group is odd, and every player of the bracket could join it to make a perfect
     * matching of the next group (it has a neighbour that the next group can leave out of a
     * perfect matching of the rest). Then C.4 and C.7 are at their best for every floater and
     * only the bracket's own criteria choose the floater. False when any of that is not shown.
     */
    boolean floatsFreely(List<PlayerState> rem, List<PlayerState> bracket, long nextScore) {
        List<PlayerState> next = new ArrayList<>();
        List<PlayerState> below = new ArrayList<>();
        java.util.Set<PlayerState> in = new java.util.HashSet<>(bracket);
        for (PlayerState p : rem) {
            if (in.contains(p)) {
                continue;
            }
            (p.score() == nextScore ? next : below).add(p);
        }
        int k = next.size();
        if (k % 2 == 0 || (!below.isEmpty() && completion(below, (a, b) -> true) == null)) {
            return false;
        }
        // A perfect matching of the next group plus a dummy: the dummy's mate is left out.
        PlayerState[] at = next.toArray(new PlayerState[0]);
        int[] mate = PerfectMatching.find(k + 1, (u, v) -> u == k || v == k || compatible(at[u], at[v]));
        if (mate == null) {
            return false;
        }
        // Players the next group can leave out: the free one, and along alternating paths from it
        // (a search without blossoms finds only some of them, which is enough to show it).
        boolean[] even = new boolean[k];
        boolean[] odd = new boolean[k];
        int[] queue = new int[k];
        int head = 0;
        int tail = 0;
        queue[tail++] = mate[k];
        even[mate[k]] = true;
        while (head < tail) {
            int a = queue[head++];
            for (int v = 0; v < k; v++) {
                if (!even[v] && !odd[v] && compatible(at[a], at[v])) {
                    int w = mate[v];
                    if (w >= 0 && w < k && !even[w] && !odd[w]) {
                        odd[v] = true;
                        even[w] = true;
                        queue[tail++] = w;
                    }
                }
            }
        }
        for (PlayerState f : bracket) {
            boolean joins = false;
            for (int i = 0; i < tail && !joins; i++) {
                joins = compatible(f, at[queue[i]]);
            }
            if (!joins) {
                return false;
            }
        }
        return true;
    }

    /** The index of each player of {@code list} by id, -1 for a player not in it. */
    int[] indexById(List<PlayerState> list) {
        int[] at = new int[states.size() + 1];
        Arrays.fill(at, -1);
        for (int i = 0; i < list.size(); i++) {
            at[list.get(i).id()] = i;
        }
        return at;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.util.Arrays;

/**
 * Whether a general graph has a perfect matching (Edmonds' unweighted blossom algorithm, with a
 * greedy start). The pairer asks this to learn whether a round can still be completed (C.4)
 * around the pairs it has chosen; it is much cheaper than the weighted matching because it only
 * augments the few vertices the greedy start leaves free.
 */
public final class PerfectMatching {

    /** Whether two vertices are joined by an edge (asked both ways round, must agree). */
    @FunctionalInterface
    public interface Edges {
        /** Whether {@code u} and {@code v} (different) are joined. */
        boolean joined(int u, int v);
    }

    private final int n;
    private final Edges edges;
    private final int[] match;
    private final int[] parent;
    private final int[] base;
    private final int[] queue;
    private final boolean[] used;
    private final boolean[] blossom;
    private final boolean[] seen;

    private PerfectMatching(int n, Edges edges) {
        this.n = n;
        this.edges = edges;
        match = new int[n];
        parent = new int[n];
        base = new int[n];
        queue = new int[n];
        used = new boolean[n];
        blossom = new boolean[n];
        seen = new boolean[n];
        Arrays.fill(match, -1);
    }

    /**
     * A perfect matching of the graph, or null when it has none.
     *
     * @param adj the neighbours of each vertex (symmetric)
     * @return the mate of each vertex
     */
    public static int[] find(int[][] adj) {
        boolean[][] joined = new boolean[adj.length][adj.length];
        for (int v = 0; v < adj.length; v++) {
            for (int u : adj[v]) {
                joined[v][u] = true;
                joined[u][v] = true;
            }
        }
        return find(adj.length, (u, v) -> joined[u][v]);
    }

    /**
     * A perfect matching of {@code n} vertices joined as {@code edges} says, or null when there
     * is none. The edges are asked for, not listed: the greedy start finds a partner for most
     * vertices after a few questions, so the graph is never built in full.
     */
    public static int[] find(int n, Edges edges) {
        PerfectMatching m = new PerfectMatching(n, edges);
        return m.solve() ? m.match : null;
    }

    private boolean solve() {
        if (n % 2 == 1) {
            return false;
        }
        for (int v = 0; v < n; v++) {
            if (match[v] < 0) {
                for (int u = v + 1; u < n; u++) {
                    if (match[u] < 0 && edges.joined(v, u)) {
                        match[u] = v;
                        match[v] = u;
                        break;
                    }
                }
            }
        }
        for (int root = 0; root < n; root++) {
            if (match[root] >= 0) {
                continue;
            }
            int v = findPath(root);
            if (v < 0) {
                // No augmenting path from a free vertex now means none later either (Edmonds).
                return false;
            }
            while (v >= 0) {
                int pv = parent[v];
                int ppv = match[pv];
                match[v] = pv;
                match[pv] = v;
                v = ppv;
            }
        }
        return true;
    }

    private int lca(int a, int b) {
        Arrays.fill(seen, false);
        while (true) {
            a = base[a];
            seen[a] = true;
            if (match[a] < 0) {
                break;
            }
            a = parent[match[a]];
        }
        while (true) {
            b = base[b];
            if (seen[b]) {
                return b;
            }
            b = parent[match[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            blossom[base[v]] = true;
            blossom[base[match[v]]] = true;
            parent[v] = child;
            child = match[v];
            v = parent[match[v]];
        }
    }

    private int findPath(int root) {
        Arrays.fill(used, false);
        Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            base[i] = i;
        }
        used[root] = true;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int to = 0; to < n; to++) {
                if (to == v || base[v] == base[to] || match[v] == to || !edges.joined(v, to)) {
                    continue;
                }
                if (to == root || (match[to] >= 0 && parent[match[to]] >= 0)) {
                    int b = lca(v, to);
                    Arrays.fill(blossom, false);
                    markPath(v, b, to);
                    markPath(to, b, v);
                    for (int i = 0; i < n; i++) {
                        if (blossom[base[i]]) {
                            base[i] = b;
                            if (!used[i]) {
                                used[i] = true;
                                queue[tail++] = i;
                            }
                        }
                    }
                } else if (parent[to] < 0) {
                    parent[to] = v;
                    if (match[to] < 0) {
                        return to;
                    }
                    used[match[to]] = true;
                    queue[tail++] = match[to];
                }
            }
        }
        return -1;
    }
}

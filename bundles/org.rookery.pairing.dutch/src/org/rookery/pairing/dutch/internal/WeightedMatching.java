// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Maximum-weight matching on a general graph (Edmonds' blossom algorithm with the primal-dual
 * method, O(n³)), in exact integer arithmetic. The pairing encodes its criteria lexicographically
 * in one big integer per edge; floating point would lose the order between criteria, so every
 * quantity here is exact: weights come in as {@link BigInteger}s and are kept as fixed-width
 * multi-limb integers (62 bits a limb, {@link Limbs}) so that the inner loops do not allocate. What
 * the final duals tell after solving is read by {@link FinalDuals}.
 */
public final class WeightedMatching {

    private final int nvertex;
    private final int nedge;
    private final int[] eu;
    private final int[] ev;
    private final long[] ew;
    private final int limbs;

    private int[] endpoint;
    private int[][] neighbend;
    /** The far end of each of {@link #neighbend}'s edges, and their weights ({@code limbs} each). */
    private int[][] adjTo;
    private long[][] adjWeight;
    private int[] mate;
    private int[] label;
    private int[] labelend;
    private int[] inblossom;
    private int[] blossomparent;
    private int[][] blossomchilds;
    private int[] blossombase;
    private int[][] blossomendps;
    private int[] bestedge;
    private int[][] blossombestedges;
    private int[] unusedblossoms;
    private int unusedCount;
    private long[] dualvar;
    private final long[] ks;
    private final long[] sa;
    private final long[] sb;
    private final long[] delta;
    private boolean[] allowedge;
    private int[] queue;
    private int queueLen;

    /**
     * A problem on {@code n} vertices with the given edges.
     *
     * @param n the number of vertices
     * @param edges the edges as {@code int[]{u, v}}
     * @param weights one weight per edge (non-negative)
     */
    public WeightedMatching(int n, List<int[]> edges, List<BigInteger> weights) {
        this(n, edges.stream().mapToInt(e -> e[0]).toArray(), edges.stream().mapToInt(e -> e[1]).toArray(),
                weights.toArray(new BigInteger[0]), edges.size());
    }

    /**
     * A problem on {@code n} vertices whose {@code m} edges are {@code u[k]-v[k]} of weight
     * {@code weights[k]} (non-negative); the arrays may be longer than {@code m}. For large
     * graphs: no object per edge is kept once the weights are turned into limbs.
     */
    public WeightedMatching(int n, int[] u, int[] v, BigInteger[] weights, int m) {
        this.nvertex = n;
        this.nedge = m;
        eu = Arrays.copyOf(u, m);
        ev = Arrays.copyOf(v, m);
        int bits = 1;
        for (int k = 0; k < m; k++) {
            bits = Math.max(bits, weights[k].bitLength());
        }
        // Doubled weights (so that the dual variables stay integers), sums of two duals and a
        // sign bit must fit.
        limbs = (bits + 4) / Limbs.LIMB_BITS + 1;
        ew = new long[nedge * limbs];
        for (int k = 0; k < nedge; k++) {
            BigInteger w = weights[k].shiftLeft(1);
            if (limbs == 1 || w.bitLength() < 63) {
                ew[k * limbs] = w.longValue() & Limbs.MASK;
                if (limbs > 1) {
                    ew[k * limbs + 1] = w.longValue() >>> Limbs.LIMB_BITS;
                }
            } else {
                // One byte array, not a shifted copy of the number for every limb.
                byte[] bytes = w.toByteArray();
                for (int j = 0; j < limbs; j++) {
                    ew[k * limbs + j] = Limbs.bitsAt(bytes, j * Limbs.LIMB_BITS);
                }
            }
        }
        ks = new long[limbs];
        sa = new long[limbs];
        sb = new long[limbs];
        delta = new long[limbs];
    }


    /** The mate of each vertex in a maximum-weight matching, -1 for an unmatched vertex. */
    public int[] solve() {
        long t0 = System.nanoTime();
        int[] r = solve0();
        if (TRACE) {
            int m = 0;
            for (int x : r) {
                if (x >= 0) {
                    m++;
                }
            }
            System.err.printf("matching n=%d m=%d limbs=%d matched=%d stages=%d scans=%d deltas=%s %.1f ms%n",
                    nvertex, nedge, limbs, m / 2, stages, scans, Arrays.toString(deltas),
                    (System.nanoTime() - t0) / 1e6);
        }
        return r;
    }

    private static final boolean TRACE = Boolean.getBoolean("rookery.dutch.trace");
    private int stages;
    private long scans;
    private final long[] deltas = new long[5];

    private int[] solve0() {
        int n = nvertex;
        int[] result = new int[n];
        Arrays.fill(result, -1);
        if (nedge == 0) {
            return result;
        }
        int maxk = 0;
        for (int k = 1; k < nedge; k++) {
            if (Limbs.cmp(limbs, ew, k * limbs, ew, maxk * limbs) > 0) {
                maxk = k;
            }
        }
        endpoint = new int[2 * nedge];
        for (int p = 0; p < 2 * nedge; p++) {
            endpoint[p] = p % 2 == 0 ? eu[p / 2] : ev[p / 2];
        }
        // Each vertex's edges with their far ends and weights side by side, so that scanning a
        // vertex reads memory in order instead of jumping through the edge arrays.
        int[] deg = new int[n];
        for (int k = 0; k < nedge; k++) {
            deg[eu[k]]++;
            deg[ev[k]]++;
        }
        neighbend = new int[n][];
        adjTo = new int[n][];
        adjWeight = new long[n][];
        for (int i = 0; i < n; i++) {
            neighbend[i] = new int[deg[i]];
            adjTo[i] = new int[deg[i]];
            adjWeight[i] = new long[deg[i] * limbs];
        }
        int[] fill = new int[n];
        for (int k = 0; k < nedge; k++) {
            int u = eu[k];
            int v = ev[k];
            int a = fill[u]++;
            neighbend[u][a] = 2 * k + 1;
            adjTo[u][a] = v;
            System.arraycopy(ew, k * limbs, adjWeight[u], a * limbs, limbs);
            int b = fill[v]++;
            neighbend[v][b] = 2 * k;
            adjTo[v][b] = u;
            System.arraycopy(ew, k * limbs, adjWeight[v], b * limbs, limbs);
        }
        mate = new int[n];
        Arrays.fill(mate, -1);
        label = new int[2 * n];
        labelend = new int[2 * n];
        Arrays.fill(labelend, -1);
        inblossom = new int[n];
        for (int i = 0; i < n; i++) {
            inblossom[i] = i;
        }
        blossomparent = new int[2 * n];
        Arrays.fill(blossomparent, -1);
        blossomchilds = new int[2 * n][];
        blossombase = new int[2 * n];
        for (int i = 0; i < n; i++) {
            blossombase[i] = i;
        }
        Arrays.fill(blossombase, n, 2 * n, -1);
        blossomendps = new int[2 * n][];
        bestedge = new int[2 * n];
        Arrays.fill(bestedge, -1);
        blossombestedges = new int[2 * n][];
        unusedblossoms = new int[n];
        unusedCount = n;
        for (int i = 0; i < n; i++) {
            unusedblossoms[i] = 2 * n - 1 - i;
        }
        dualvar = new long[2 * n * limbs];
        for (int v = 0; v < n; v++) {
            System.arraycopy(ew, maxk * limbs, dualvar, v * limbs, limbs);
        }
        allowedge = new boolean[nedge];
        queue = new int[2 * n + 2];
        bestSlack = new long[2 * n * limbs];
        bestGeneration = new int[2 * n];
        Arrays.fill(bestGeneration, -1);

        boolean greedy = greedyStart;
        boolean newTight = greedy;
        for (int t = 0; t < n; t++) {
            stages++;
            if (newTight) {
                matchTightFree();
                newTight = false;
            }
            Arrays.fill(label, 0);
            Arrays.fill(bestedge, -1);
            for (int b = n; b < 2 * n; b++) {
                blossombestedges[b] = null;
            }
            Arrays.fill(allowedge, false);
            queueLen = 0;
            for (int v = 0; v < n; v++) {
                if (mate[v] == -1 && label[inblossom[v]] == 0) {
                    assignLabel(v, 1, -1);
                }
            }
            boolean augmented = false;
            while (true) {
                while (queueLen > 0 && !augmented) {
                    int v = queue[--queueLen];
                    int[] ends = neighbend[v];
                    int[] tos = adjTo[v];
                    long[] ws = adjWeight[v];
                    for (int at = 0; at < ends.length; at++) {
                        int p = ends[at];
                        int k = p >> 1;
                        int w = tos[at];
                        if (inblossom[v] == inblossom[w]) {
                            continue;
                        }
                        if (!allowedge[k]) {
                            scans++;
                            Limbs.slackAt(limbs, dualvar, v, w, ws, at * limbs, ks);
                            if (Limbs.signum(limbs, ks, 0) <= 0) {
                                allowedge[k] = true;
                            }
                        }
                        if (allowedge[k]) {
                            if (label[inblossom[w]] == 0) {
                                assignLabel(w, 2, p ^ 1);
                            } else if (label[inblossom[w]] == 1) {
                                int base = scanBlossom(v, w);
                                if (base >= 0) {
                                    addBlossom(base, k);
                                } else {
                                    augmentMatching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if (label[w] == 0) {
                                label[w] = 2;
                                labelend[w] = p ^ 1;
                            }
                        } else if (label[inblossom[w]] == 1) {
                            int b = inblossom[v];
                            if (bestedge[b] == -1 || ksLessThanBest(b)) {
                                bestedge[b] = k;
                                keepBest(b);
                            }
                        } else if (label[w] == 0) {
                            if (bestedge[w] == -1 || ksLessThanBest(w)) {
                                bestedge[w] = k;
                                keepBest(w);
                            }
                        }
                    }
                }
                if (augmented) {
                    break;
                }
                int deltatype;
                int deltaedge = -1;
                int deltablossom = -1;
                // delta1: the minimum dual of a vertex (no max-cardinality requirement).
                deltatype = 1;
                int minv = 0;
                for (int v = 1; v < n; v++) {
                    if (Limbs.cmp(limbs, dualvar, v * limbs, dualvar, minv * limbs) < 0) {
                        minv = v;
                    }
                }
                System.arraycopy(dualvar, minv * limbs, delta, 0, limbs);
                for (int v = 0; v < n; v++) {
                    if (label[inblossom[v]] == 0 && bestedge[v] != -1) {
                        slackInto(bestedge[v], sa);
                        if (Limbs.cmp(limbs, sa, 0, delta, 0) < 0) {
                            System.arraycopy(sa, 0, delta, 0, limbs);
                            deltatype = 2;
                            deltaedge = bestedge[v];
                        }
                    }
                }
                for (int b = 0; b < 2 * n; b++) {
                    if (blossomparent[b] == -1 && label[b] == 1 && bestedge[b] != -1) {
                        slackInto(bestedge[b], sa);
                        Limbs.half(limbs, sa);
                        if (Limbs.cmp(limbs, sa, 0, delta, 0) < 0) {
                            System.arraycopy(sa, 0, delta, 0, limbs);
                            deltatype = 3;
                            deltaedge = bestedge[b];
                        }
                    }
                }
                for (int b = n; b < 2 * n; b++) {
                    if (blossombase[b] >= 0 && blossomparent[b] == -1 && label[b] == 2
                            && Limbs.cmp(limbs, dualvar, b * limbs, delta, 0) < 0) {
                        System.arraycopy(dualvar, b * limbs, delta, 0, limbs);
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                dualGeneration++;
                newTight = greedy;
                deltas[deltatype]++;
                for (int v = 0; v < n; v++) {
                    int l = label[inblossom[v]];
                    if (l == 1) {
                        Limbs.sub(limbs, dualvar, v * limbs, delta);
                    } else if (l == 2) {
                        Limbs.add(limbs, dualvar, v * limbs, delta);
                    }
                }
                for (int b = n; b < 2 * n; b++) {
                    if (blossombase[b] >= 0 && blossomparent[b] == -1) {
                        if (label[b] == 1) {
                            Limbs.add(limbs, dualvar, b * limbs, delta);
                        } else if (label[b] == 2) {
                            Limbs.sub(limbs, dualvar, b * limbs, delta);
                        }
                    }
                }
                if (deltatype == 1) {
                    break;
                } else if (deltatype == 2) {
                    allowedge[deltaedge] = true;
                    int i = eu[deltaedge];
                    int j = ev[deltaedge];
                    if (label[inblossom[i]] == 0) {
                        int tmp = i;
                        i = j;
                        j = tmp;
                    }
                    push(i);
                } else if (deltatype == 3) {
                    allowedge[deltaedge] = true;
                    push(eu[deltaedge]);
                } else {
                    expandBlossom(deltablossom, false);
                }
            }
            if (!augmented) {
                break;
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomparent[b] == -1 && blossombase[b] >= 0 && label[b] == 1
                        && Limbs.signum(limbs, dualvar, b * limbs) == 0) {
                    expandBlossom(b, true);
                }
            }
        }
        for (int v = 0; v < n; v++) {
            if (mate[v] >= 0) {
                result[v] = endpoint[mate[v]];
            }
        }
        return result;
    }

    /**
     * Whether stages start with {@link #matchTightFree()} (the default; the property
     * {@code rookery.dutch.noGreedy} turns it off for measurements, {@link #greedyStart} for the
     * tests that compare both ways).
     */
    private static volatile boolean greedyStart = !Boolean.getBoolean("rookery.dutch.noGreedy");

    /**
     * Turns the greedy matching of tight edges at the start of a stage on or off for every
     * matching after this (the tests compare both; the answer's weight must not change).
     */
    public static void greedyStart(boolean on) {
        greedyStart = on;
    }

    /**
     * Matches free single vertices to each other along tight edges, greedily, before a stage
     * labels them. Each such edge is an augmenting path of one edge that the stage would find
     * on its own, one per stage, after scanning the edges of every free vertex again; matching
     * them all at once keeps every invariant (the edge is tight, both ends were free with the
     * same dual and in no blossom) and saves those stages. Worth doing when the duals have just
     * changed, since that is when edges become tight.
     */
    private int matchTightFree() {
        int matched = 0;
        for (int v = 0; v < nvertex; v++) {
            if (mate[v] != -1 || inblossom[v] != v) {
                continue;
            }
            int[] ends = neighbend[v];
            int[] tos = adjTo[v];
            long[] ws = adjWeight[v];
            for (int at = 0; at < ends.length; at++) {
                int p = ends[at];
                int w = tos[at];
                if (mate[w] != -1 || inblossom[w] != w || w == v) {
                    continue;
                }
                scans++;
                Limbs.slackAt(limbs, dualvar, v, w, ws, at * limbs, ks);
                if (Limbs.signum(limbs, ks, 0) == 0) {
                    mate[v] = p;
                    mate[w] = p ^ 1;
                    matched++;
                    break;
                }
            }
        }
        return matched;
    }

    /** The slack of each {@code bestedge} as last worked out, and the dual generation it was for. */
    private long[] bestSlack;
    private int[] bestGeneration;
    private int dualGeneration;

    /**
     * After {@link #solve()}: whether an edge between {@code u} and {@code v} of this weight,
     * which the problem did not have, satisfies the final dual solution (its slack, with the
     * duals of the blossoms holding both ends, is not negative). If every edge left out does,
     * the duals are feasible for the whole graph and the matching is a maximum-weight matching
     * of the whole graph too, by linear-programming duality; so a large problem can be solved on
     * a subset of its edges and checked against the rest.
     */
    public boolean priced(int u, int v, BigInteger weight) {
        return duals().priced(u, v, weight);
    }

    /**
     * After {@link #solve()}: whether an edge of this weight is tight under the final dual
     * solution (zero slack with the duals of the blossoms holding both ends). Every
     * maximum-weight matching uses tight edges only (complementary slackness holds between any
     * optimal matching and any optimal dual solution).
     */
    public boolean tight(int u, int v, BigInteger weight) {
        return duals().tight(u, v, weight);
    }

    /**
     * After {@link #solve()}: which vertices {@code u} is joined to by a tight edge of this
     * problem (zero slack with the duals of the blossoms holding both ends), as
     * {@link #tight} would answer for each edge, worked out from the stored limbs in one pass.
     */
    public boolean[] tightRow(int u) {
        return duals().tightRow(u);
    }

    /**
     * After {@link #solve()}: whether vertex {@code v} is in no blossom with a positive dual.
     * Taking such matched vertices out of the problem leaves the other duals an optimal dual
     * solution of what remains.
     */
    public boolean outsideBlossoms(int v) {
        return duals().outsideBlossoms(v);
    }

    /** After {@link #solve()}: whether vertex {@code v}'s final dual is zero. */
    public boolean zeroDual(int v) {
        return duals().zeroDual(v);
    }


    /** The final duals, read once {@link #solve()} has worked them out. */
    private FinalDuals duals() {
        if (finalDuals == null) {
            finalDuals = new FinalDuals(nvertex, limbs, dualvar, blossomparent, adjTo, adjWeight);
        }
        return finalDuals;
    }

    private FinalDuals finalDuals;

    private void push(int v) {
        if (queueLen == queue.length) {
            queue = Arrays.copyOf(queue, queue.length * 2);
        }
        queue[queueLen++] = v;
    }


    /** dst = dual(u) + dual(v) - w(k), the edge's slack. */
    private void slackInto(int k, long[] dst) {
        int a = eu[k] * limbs;
        int b = ev[k] * limbs;
        int c = k * limbs;
        long carry = 0;
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            long s = dualvar[a + j] + dualvar[b + j] - ew[c + j] + carry;
            carry = s >> Limbs.LIMB_BITS;
            dst[j] = s & Limbs.MASK;
        }
        dst[top] = dualvar[a + top] + dualvar[b + top] - ew[c + top] + carry;
    }

    /**
     * Whether the slack in {@code ks} is below that of {@code bestedge[x]}. The best edge's
     * slack is kept until the vertex duals change (a slack depends on nothing else), so a scan
     * does not work it out again for every edge it compares.
     */
    private boolean ksLessThanBest(int x) {
        if (bestGeneration[x] != dualGeneration) {
            slackInto(bestedge[x], sb);
            System.arraycopy(sb, 0, bestSlack, x * limbs, limbs);
            bestGeneration[x] = dualGeneration;
        }
        return Limbs.cmp(limbs, ks, 0, bestSlack, x * limbs) < 0;
    }

    /** Keeps {@code ks} as the slack of the new {@code bestedge[x]}. */
    private void keepBest(int x) {
        System.arraycopy(ks, 0, bestSlack, x * limbs, limbs);
        bestGeneration[x] = dualGeneration;
    }

    /** Whether the slack in {@code ks} is below edge k's slack. */
    private boolean ksLess(int k) {
        slackInto(k, sb);
        return Limbs.cmp(limbs, ks, 0, sb, 0) < 0;
    }


    private boolean slackLess(int k1, int k2) {
        slackInto(k1, sa);
        slackInto(k2, sb);
        return Limbs.cmp(limbs, sa, 0, sb, 0) < 0;
    }

    private void leaves(int b, List<Integer> out) {
        if (b < nvertex) {
            out.add(b);
        } else {
            for (int t : blossomchilds[b]) {
                leaves(t, out);
            }
        }
    }

    private List<Integer> leaves(int b) {
        List<Integer> out = new ArrayList<>();
        leaves(b, out);
        return out;
    }

    private void assignLabel(int w, int t, int p) {
        int b = inblossom[w];
        label[w] = t;
        label[b] = t;
        labelend[w] = p;
        labelend[b] = p;
        bestedge[w] = -1;
        bestedge[b] = -1;
        if (t == 1) {
            for (int v : leaves(b)) {
                push(v);
            }
        } else {
            int base = blossombase[b];
            assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
        }
    }

    private int scanBlossom(int v, int w) {
        List<Integer> path = new ArrayList<>();
        int base = -1;
        while (v != -1 || w != -1) {
            int b = inblossom[v];
            if ((label[b] & 4) != 0) {
                base = blossombase[b];
                break;
            }
            path.add(b);
            label[b] = 5;
            if (labelend[b] == -1) {
                v = -1;
            } else {
                v = endpoint[labelend[b]];
                b = inblossom[v];
                v = endpoint[labelend[b]];
            }
            if (w != -1) {
                int tmp = v;
                v = w;
                w = tmp;
            }
        }
        for (int b : path) {
            label[b] = 1;
        }
        return base;
    }

    private void addBlossom(int base, int k) {
        int v = eu[k];
        int w = ev[k];
        int bb = inblossom[base];
        int bv = inblossom[v];
        int bw = inblossom[w];
        int b = unusedblossoms[--unusedCount];
        blossombase[b] = base;
        blossomparent[b] = -1;
        blossomparent[bb] = b;
        List<Integer> path = new ArrayList<>();
        List<Integer> endps = new ArrayList<>();
        while (bv != bb) {
            blossomparent[bv] = b;
            path.add(bv);
            endps.add(labelend[bv]);
            v = endpoint[labelend[bv]];
            bv = inblossom[v];
        }
        path.add(bb);
        java.util.Collections.reverse(path);
        java.util.Collections.reverse(endps);
        endps.add(2 * k);
        while (bw != bb) {
            blossomparent[bw] = b;
            path.add(bw);
            endps.add(labelend[bw] ^ 1);
            w = endpoint[labelend[bw]];
            bw = inblossom[w];
        }
        blossomchilds[b] = path.stream().mapToInt(Integer::intValue).toArray();
        blossomendps[b] = endps.stream().mapToInt(Integer::intValue).toArray();
        label[b] = 1;
        labelend[b] = labelend[bb];
        Arrays.fill(dualvar, b * limbs, b * limbs + limbs, 0L);
        for (int x : leaves(b)) {
            if (label[inblossom[x]] == 2) {
                push(x);
            }
            inblossom[x] = b;
        }
        int[] bestedgeto = new int[2 * nvertex];
        Arrays.fill(bestedgeto, -1);
        for (int bv2 : blossomchilds[b]) {
            List<int[]> nblists = new ArrayList<>();
            if (blossombestedges[bv2] == null) {
                for (int x : leaves(bv2)) {
                    int[] l = new int[neighbend[x].length];
                    for (int i = 0; i < l.length; i++) {
                        l[i] = neighbend[x][i] / 2;
                    }
                    nblists.add(l);
                }
            } else {
                nblists.add(blossombestedges[bv2]);
            }
            for (int[] nblist : nblists) {
                for (int kk : nblist) {
                    int i = eu[kk];
                    int j = ev[kk];
                    if (inblossom[j] == b) {
                        int tmp = i;
                        i = j;
                        j = tmp;
                    }
                    int bj = inblossom[j];
                    if (bj != b && label[bj] == 1
                            && (bestedgeto[bj] == -1 || slackLess(kk, bestedgeto[bj]))) {
                        bestedgeto[bj] = kk;
                    }
                }
            }
            blossombestedges[bv2] = null;
            bestedge[bv2] = -1;
        }
        blossombestedges[b] = Arrays.stream(bestedgeto).filter(kk -> kk != -1).toArray();
        bestedge[b] = -1;
        for (int kk : blossombestedges[b]) {
            if (bestedge[b] == -1 || slackLess(kk, bestedge[b])) {
                bestedge[b] = kk;
            }
        }
        bestGeneration[b] = -1;
    }

    private void expandBlossom(int b, boolean endstage) {
        for (int s : blossomchilds[b]) {
            blossomparent[s] = -1;
            if (s < nvertex) {
                inblossom[s] = s;
            } else if (endstage && Limbs.signum(limbs, dualvar, s * limbs) == 0) {
                expandBlossom(s, endstage);
            } else {
                for (int v : leaves(s)) {
                    inblossom[v] = s;
                }
            }
        }
        if (!endstage && label[b] == 2) {
            int entrychild = inblossom[endpoint[labelend[b] ^ 1]];
            int[] childs = blossomchilds[b];
            int[] endps = blossomendps[b];
            int len = childs.length;
            int j = indexOf(childs, entrychild);
            int jstep;
            int endptrick;
            if ((j & 1) != 0) {
                j -= len;
                jstep = 1;
                endptrick = 0;
            } else {
                jstep = -1;
                endptrick = 1;
            }
            int p = labelend[b];
            while (j != 0) {
                label[endpoint[p ^ 1]] = 0;
                label[endpoint[endps[mod(j - endptrick, len)] ^ endptrick ^ 1]] = 0;
                assignLabel(endpoint[p ^ 1], 2, p);
                allowedge[endps[mod(j - endptrick, len)] / 2] = true;
                j += jstep;
                p = endps[mod(j - endptrick, len)] ^ endptrick;
                allowedge[p / 2] = true;
                j += jstep;
            }
            int bv = childs[mod(j, len)];
            label[endpoint[p ^ 1]] = 2;
            label[bv] = 2;
            labelend[endpoint[p ^ 1]] = p;
            labelend[bv] = p;
            bestedge[bv] = -1;
            j += jstep;
            while (childs[mod(j, len)] != entrychild) {
                bv = childs[mod(j, len)];
                if (label[bv] == 1) {
                    j += jstep;
                    continue;
                }
                int found = -1;
                for (int v : leaves(bv)) {
                    if (label[v] != 0) {
                        found = v;
                        break;
                    }
                }
                if (found >= 0) {
                    label[found] = 0;
                    label[endpoint[mate[blossombase[bv]]]] = 0;
                    assignLabel(found, 2, labelend[found]);
                }
                j += jstep;
            }
        }
        label[b] = -1;
        labelend[b] = -1;
        blossomchilds[b] = null;
        blossomendps[b] = null;
        blossombase[b] = -1;
        blossombestedges[b] = null;
        bestedge[b] = -1;
        unusedblossoms[unusedCount++] = b;
    }

    private void augmentBlossom(int b, int v) {
        int t = v;
        while (blossomparent[t] != b) {
            t = blossomparent[t];
        }
        if (t >= nvertex) {
            augmentBlossom(t, v);
        }
        int[] childs = blossomchilds[b];
        int[] endps = blossomendps[b];
        int len = childs.length;
        int i = indexOf(childs, t);
        int j = i;
        int jstep;
        int endptrick;
        if ((i & 1) != 0) {
            j -= len;
            jstep = 1;
            endptrick = 0;
        } else {
            jstep = -1;
            endptrick = 1;
        }
        while (j != 0) {
            j += jstep;
            t = childs[mod(j, len)];
            int p = endps[mod(j - endptrick, len)] ^ endptrick;
            if (t >= nvertex) {
                augmentBlossom(t, endpoint[p]);
            }
            j += jstep;
            t = childs[mod(j, len)];
            if (t >= nvertex) {
                augmentBlossom(t, endpoint[p ^ 1]);
            }
            mate[endpoint[p]] = p ^ 1;
            mate[endpoint[p ^ 1]] = p;
        }
        int[] nc = new int[len];
        int[] ne = new int[len];
        for (int x = 0; x < len; x++) {
            nc[x] = childs[(i + x) % len];
            ne[x] = endps[(i + x) % len];
        }
        blossomchilds[b] = nc;
        blossomendps[b] = ne;
        blossombase[b] = blossombase[childs[i]];
    }

    private void augmentMatching(int k) {
        int[][] starts = {{eu[k], 2 * k + 1}, {ev[k], 2 * k}};
        for (int[] st : starts) {
            int s = st[0];
            int p = st[1];
            while (true) {
                int bs = inblossom[s];
                if (bs >= nvertex) {
                    augmentBlossom(bs, s);
                }
                mate[s] = p;
                if (labelend[bs] == -1) {
                    break;
                }
                int t = endpoint[labelend[bs]];
                int bt = inblossom[t];
                s = endpoint[labelend[bt]];
                int j = endpoint[labelend[bt] ^ 1];
                if (bt >= nvertex) {
                    augmentBlossom(bt, j);
                }
                mate[j] = labelend[bt];
                p = labelend[bt] ^ 1;
            }
        }
    }

    private static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                return i;
            }
        }
        throw new IllegalStateException("blossom child not found");
    }

    private static int mod(int a, int m) {
        int r = a % m;
        return r < 0 ? r + m : r;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What the final dual solution of a solved {@link WeightedMatching} tells about edges and
 * vertices: whether an edge it did not have is priced (its duals cover it), which edges are
 * tight, which vertices sit in no blossom with a positive dual. Reads the matching's final
 * vertex and blossom duals and blossom tree; changes nothing.
 */
final class FinalDuals {

    private final int nvertex;
    private final int limbs;
    private final long[] dualvar;
    private final int[] blossomparent;
    private final int[][] adjTo;
    private final long[][] adjWeight;
    private BigInteger[] bigDual;

    FinalDuals(int nvertex, int limbs, long[] dualvar, int[] blossomparent, int[][] adjTo, long[][] adjWeight) {
        this.nvertex = nvertex;
        this.limbs = limbs;
        this.dualvar = dualvar;
        this.blossomparent = blossomparent;
        this.adjTo = adjTo;
        this.adjWeight = adjWeight;
    }

    /** Whether an edge the problem did not have is covered by the final duals. */
    boolean priced(int u, int v, BigInteger weight) {
        return slack(u, v, weight, true).signum() >= 0;
    }

    /** Whether an edge of this weight is tight under the final duals. */
    boolean tight(int u, int v, BigInteger weight) {
        return slack(u, v, weight, false).signum() == 0;
    }

    /** Which vertices {@code u} is joined to by a tight edge of the problem. */
    boolean[] tightRow(int u) {
        boolean[] row = new boolean[nvertex];
        // For each blossom holding u: twice the duals of it and of every blossom above it, so an
        // edge adds one sum, that of the lowest blossom holding both its ends.
        long[][] above = new long[2 * nvertex][];
        List<Integer> chain = new ArrayList<>();
        for (int b = blossomparent[u]; b >= 0; b = blossomparent[b]) {
            chain.add(b);
        }
        long[] acc = new long[limbs];
        for (int c = chain.size() - 1; c >= 0; c--) {
            int b = chain.get(c);
            addDual(acc, b);
            addDual(acc, b);
            above[b] = acc.clone();
        }
        long[] tmp = new long[limbs];
        int[] tos = adjTo[u];
        long[] ws = adjWeight[u];
        for (int at = 0; at < tos.length; at++) {
            int v = tos[at];
            Limbs.slackAt(limbs, dualvar, u, v, ws, at * limbs, tmp);
            for (int b = blossomparent[v]; b >= 0; b = blossomparent[b]) {
                if (above[b] != null) {
                    Limbs.addLimbs(limbs, tmp, above[b]);
                    break;
                }
            }
            row[v] = Limbs.signum(limbs, tmp, 0) == 0;
        }
        return row;
    }

    /** Whether vertex {@code v} is in no blossom with a positive dual. */
    boolean outsideBlossoms(int v) {
        for (int b = blossomparent[v]; b >= 0; b = blossomparent[b]) {
            if (Limbs.signum(limbs, dualvar, b * limbs) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether vertex {@code v}'s final dual is zero. */
    boolean zeroDual(int v) {
        if (bigDual == null) {
            bigDual = new BigInteger[2 * nvertex];
        }
        return dual(v).signum() == 0;
    }

    private void addDual(long[] x, int b) {
        int at = b * limbs;
        long carry = 0;
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            long s = x[j] + dualvar[at + j] + carry;
            carry = s >> Limbs.LIMB_BITS;
            x[j] = s & Limbs.MASK;
        }
        x[top] += dualvar[at + top] + carry;
    }

    private BigInteger slack(int u, int v, BigInteger weight, boolean stopIfNotNegative) {
        if (bigDual == null) {
            bigDual = new BigInteger[2 * nvertex];
        }
        BigInteger slack = dual(u).add(dual(v)).subtract(weight.shiftLeft(1));
        if (stopIfNotNegative && slack.signum() >= 0) {
            return slack;
        }
        // Blossoms holding both ends: walk up from u, then see which of those hold v.
        java.util.Set<Integer> up = new java.util.HashSet<>();
        for (int b = blossomparent[u]; b >= 0; b = blossomparent[b]) {
            up.add(b);
        }
        for (int b = blossomparent[v]; b >= 0; b = blossomparent[b]) {
            if (up.contains(b)) {
                slack = slack.add(dual(b).shiftLeft(1));
            }
        }
        return slack;
    }

    private BigInteger dual(int x) {
        BigInteger d = bigDual[x];
        if (d == null) {
            int at = x * limbs;
            d = BigInteger.valueOf(dualvar[at + limbs - 1]);
            for (int j = limbs - 2; j >= 0; j--) {
                d = d.shiftLeft(Limbs.LIMB_BITS).add(BigInteger.valueOf(dualvar[at + j]));
            }
            bigDual[x] = d;
        }
        return d;
    }
}

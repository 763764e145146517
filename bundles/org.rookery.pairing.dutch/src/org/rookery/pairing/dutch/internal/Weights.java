// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigInteger;

/**
 * Packs the fields of an edge weight, most significant first, into one exact integer. Each
 * field gets enough bits that the sum of the field over every edge of a matching cannot carry
 * into the field above it, so comparing sums compares the criteria lexicographically.
 */
final class Weights {

    private final int[] width;
    private final int[] offset;

    /**
     * @param maxPerEdge the largest value each field takes on one edge
     * @param edgesInMatching the most edges a matching can have
     */
    Weights(BigInteger[] maxPerEdge, int edgesInMatching) {
        this(maxPerEdge, filled(maxPerEdge.length, edgesInMatching));
    }

    /**
     * @param maxPerEdge the largest value each field takes on one edge
     * @param edgesInMatching for each field, the most edges of a matching on which it can be
     *        other than zero
     */
    Weights(BigInteger[] maxPerEdge, int[] edgesInMatching) {
        width = new int[maxPerEdge.length];
        offset = new int[maxPerEdge.length];
        for (int f = 0; f < maxPerEdge.length; f++) {
            BigInteger count = BigInteger.valueOf(edgesInMatching[f] + 1L);
            width[f] = maxPerEdge[f].multiply(count).bitLength() + 1;
        }
        int at = 0;
        for (int f = maxPerEdge.length - 1; f >= 0; f--) {
            offset[f] = at;
            at += width[f];
        }
    }

    private static int[] filled(int n, int value) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, value);
        return a;
    }

    /**
     * The weight with these field values. The fields above the last are summed first at their
     * places relative to the last but one, and shifted into place once: the last field (the
     * candidate order) can be thousands of bits wide, and shifting every small field past it
     * would build a number that wide for each.
     */
    BigInteger pack(BigInteger[] fields) {
        int last = fields.length - 1;
        if (last == 0) {
            return fields[0].shiftLeft(offset[0]);
        }
        int base = offset[last - 1];
        BigInteger high = BigInteger.ZERO;
        for (int f = 0; f < last; f++) {
            if (fields[f].signum() != 0) {
                high = high.add(fields[f].shiftLeft(offset[f] - base));
            }
        }
        BigInteger w = high.signum() == 0 ? BigInteger.ZERO : high.shiftLeft(base);
        if (fields[last].signum() != 0) {
            w = w.add(fields[last].shiftLeft(offset[last]));
        }
        return w;
    }

    /** Field {@code f} alone of a (summed) weight: the fields are wide enough not to carry. */
    BigInteger field(BigInteger total, int f) {
        return total.shiftRight(offset[f]).and(BigInteger.ONE.shiftLeft(width[f]).subtract(BigInteger.ONE));
    }

    /** The part of a (summed) weight from field {@code f} upwards. */
    BigInteger from(BigInteger total, int f) {
        return total.shiftRight(offset[f]);
    }
}

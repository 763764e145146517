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
     * The weight with these field values. The fields do not overlap (each value is below two to
     * the power of its width), so their bits are laid into one word array and the number is
     * made once: a matching builds a weight for every edge, and shifting and adding each field
     * as a number of its own made dozens of objects an edge.
     */
    BigInteger pack(BigInteger[] fields) {
        int bits = offset[0] + width[0];
        long[] words = new long[(bits + 63) / 64 + 1];
        boolean any = false;
        for (int f = 0; f < fields.length; f++) {
            BigInteger v = fields[f];
            if (v.signum() == 0) {
                continue;
            }
            any = true;
            if (v.bitLength() < 63) {
                or(words, offset[f], v.longValue());
            } else {
                for (int c = 0; c * 62 < v.bitLength(); c++) {
                    or(words, offset[f] + c * 62, v.shiftRight(c * 62).longValue() & ((1L << 62) - 1));
                }
            }
        }
        if (!any) {
            return BigInteger.ZERO;
        }
        byte[] bytes = new byte[words.length * 8];
        for (int w = 0; w < words.length; w++) {
            long x = words[w];
            int at = bytes.length - 1 - w * 8;
            for (int k = 0; k < 8; k++) {
                bytes[at - k] = (byte) (x >>> (8 * k));
            }
        }
        return new BigInteger(1, bytes);
    }

    private static void or(long[] words, int offset, long value) {
        int i = offset >>> 6;
        int shift = offset & 63;
        words[i] |= value << shift;
        if (shift != 0) {
            words[i + 1] |= value >>> (64 - shift);
        }
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

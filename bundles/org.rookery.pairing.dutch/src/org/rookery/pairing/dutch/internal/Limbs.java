// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

/**
 * The fixed-width multi-limb integers of {@link WeightedMatching}: {@code limbs} longs of 62
 * bits each, least significant first, the top limb signed, stored at an offset in a shared
 * array. Exact like {@link java.math.BigInteger} but without allocating in the matching's inner
 * loops; the spare bits of each limb take the carries.
 */
final class Limbs {

    static final int LIMB_BITS = 62;
    static final long MASK = (1L << LIMB_BITS) - 1;

    private Limbs() {
    }

    /** The 62 bits from bit {@code from} of a non-negative big-endian two's-complement number. */
    static long bitsAt(byte[] bytes, int from) {
        int first = from >>> 3;
        int shift = from & 7;
        long v = 0;
        for (int k = 0; k < 9; k++) {
            int index = bytes.length - 1 - (first + k);
            if (index < 0) {
                break;
            }
            long b = bytes[index] & 0xFFL;
            int pos = k * 8 - shift;
            if (pos < 0) {
                v |= b >>> -pos;
            } else if (pos < 64) {
                v |= b << pos;
            }
        }
        return v & MASK;
    }

    /** dst = dual(u) + dual(v) - the weight at {@code ws[at..]}: the slack of an edge u-v. */
    static void slackAt(int limbs, long[] dualvar, int u, int v, long[] ws, int at, long[] dst) {
        int a = u * limbs;
        int b = v * limbs;
        long carry = 0;
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            long s = dualvar[a + j] + dualvar[b + j] - ws[at + j] + carry;
            carry = s >> LIMB_BITS;
            dst[j] = s & MASK;
        }
        dst[top] = dualvar[a + top] + dualvar[b + top] - ws[at + top] + carry;
    }

    static void addLimbs(int limbs, long[] x, long[] y) {
        long carry = 0;
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            long s = x[j] + y[j] + carry;
            carry = s >> LIMB_BITS;
            x[j] = s & MASK;
        }
        x[top] += y[top] + carry;
    }

    static void add(int limbs, long[] x, int at, long[] y) {
        long carry = 0;
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            long s = x[at + j] + y[j] + carry;
            carry = s >> LIMB_BITS;
            x[at + j] = s & MASK;
        }
        x[at + top] += y[top] + carry;
    }

    static void sub(int limbs, long[] x, int at, long[] y) {
        long carry = 0;
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            long s = x[at + j] - y[j] + carry;
            carry = s >> LIMB_BITS;
            x[at + j] = s & MASK;
        }
        x[at + top] = x[at + top] - y[top] + carry;
    }

    /** Halves a non-negative number in place. */
    static void half(int limbs, long[] x) {
        int top = limbs - 1;
        for (int j = 0; j < top; j++) {
            x[j] = (x[j] >>> 1) | ((x[j + 1] & 1L) << (LIMB_BITS - 1));
        }
        x[top] >>= 1;
    }

    static int cmp(int limbs, long[] x, int xi, long[] y, int yi) {
        for (int j = limbs - 1; j >= 0; j--) {
            int c = Long.compare(x[xi + j], y[yi + j]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    static int signum(int limbs, long[] x, int at) {
        int top = limbs - 1;
        if (x[at + top] != 0) {
            return Long.signum(x[at + top]);
        }
        for (int j = 0; j < top; j++) {
            if (x[at + j] != 0) {
                return 1;
            }
        }
        return 0;
    }
}

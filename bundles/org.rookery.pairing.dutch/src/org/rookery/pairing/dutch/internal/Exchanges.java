// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The exchanges between S1 and S2 of a homogeneous bracket or remainder in the order the Dutch
 * rules try them: no exchange first; then fewer players exchanged; then the smallest difference
 * between the sums of the bracket sequence numbers moved up and moved down; then the highest
 * numbers moved from S1 to S2; then the lowest moved from S2 to S1.
 */
final class Exchanges {

    /** More candidates than this per size are not listed (the caller falls back). */
    private static final long LIMIT = 60_000;

    private Exchanges() {
    }

    /** Each candidate as {S1', S2'}, both sorted, identity first. */
    static Iterable<int[][]> ordered(int[] s1, int[] s2) {
        return () -> new java.util.Iterator<int[][]>() {
            private int k = 0;
            private List<int[][]> batch = List.<int[][]>of(new int[][] {s1.clone(), s2.clone()});
            private int at = 0;

            @Override
            public boolean hasNext() {
                while (at >= batch.size()) {
                    k++;
                    if (k > Math.min(s1.length, s2.length)) {
                        return false;
                    }
                    batch = exchanges(s1, s2, k);
                    at = 0;
                }
                return true;
            }

            @Override
            public int[][] next() {
                hasNext();
                return batch.get(at++);
            }
        };
    }

    private static List<int[][]> exchanges(int[] s1, int[] s2, int k) {
        long count = choose(s1.length, k) * choose(s2.length, k);
        if (count > LIMIT || count < 0) {
            return List.of();
        }
        List<int[]> out1 = combos(s1, k);
        List<int[]> in2 = combos(s2, k);
        List<int[][]> all = new ArrayList<>();
        for (int[] x : out1) {
            for (int[] y : in2) {
                all.add(new int[][] {x, y});
            }
        }
        all.sort(Comparator.<int[][]>comparingInt(e -> sum(e[1]) - sum(e[0]))
                .thenComparing((e, f) -> compareDescending(f[0], e[0]))
                .thenComparing((e, f) -> Arrays.compare(e[1], f[1])));
        List<int[][]> result = new ArrayList<>();
        for (int[][] e : all) {
            result.add(apply(s1, s2, e[0], e[1]));
        }
        return result;
    }

    /** Compares two sorted sets from their highest element down. */
    private static int compareDescending(int[] a, int[] b) {
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return Integer.compare(a[i], b[i]);
            }
        }
        return 0;
    }

    private static int[][] apply(int[] s1, int[] s2, int[] out, int[] in) {
        int[] n1 = Arrays.stream(s1).filter(v -> Arrays.binarySearch(out, v) < 0).toArray();
        int[] n2 = Arrays.stream(s2).filter(v -> Arrays.binarySearch(in, v) < 0).toArray();
        int[] a = Arrays.copyOf(n1, n1.length + in.length);
        System.arraycopy(in, 0, a, n1.length, in.length);
        int[] b = Arrays.copyOf(n2, n2.length + out.length);
        System.arraycopy(out, 0, b, n2.length, out.length);
        Arrays.sort(a);
        Arrays.sort(b);
        return new int[][] {a, b};
    }

    private static List<int[]> combos(int[] from, int k) {
        List<int[]> out = new ArrayList<>();
        combos(from, k, 0, new int[k], 0, out);
        return out;
    }

    private static void combos(int[] from, int k, int start, int[] cur, int depth, List<int[]> out) {
        if (depth == k) {
            out.add(cur.clone());
            return;
        }
        for (int i = start; i < from.length; i++) {
            cur[depth] = from[i];
            combos(from, k, i + 1, cur, depth + 1, out);
        }
    }

    private static long choose(int n, int k) {
        long r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
            if (r > LIMIT * 10) {
                return -1;
            }
        }
        return r;
    }

    private static int sum(int[] a) {
        int s = 0;
        for (int v : a) {
            s += v;
        }
        return s;
    }
}

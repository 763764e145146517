// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.pairing.dutch.internal.WeightedMatching;

/** The blossom matching against brute force on small random graphs. */
class WeightedMatchingTest {

    @Test
    void matchesBruteForceOnRandomGraphs() {
        Random random = new Random(42);
        for (int trial = 0; trial < 3000; trial++) {
            int n = 1 + random.nextInt(10);
            double density = 0.2 + random.nextDouble() * 0.8;
            List<int[]> edges = new ArrayList<>();
            List<BigInteger> weights = new ArrayList<>();
            long[][] w = new long[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (random.nextDouble() < density) {
                        long wt = trial % 3 == 0 ? random.nextInt(4) : 1 + random.nextInt(trial % 2 == 0 ? 10 : 1000);
                        edges.add(new int[] {i, j});
                        weights.add(BigInteger.valueOf(wt));
                        w[i][j] = wt + 1;
                        w[j][i] = wt + 1;
                    }
                }
            }
            int[] mate = new WeightedMatching(n, edges, weights).solve();
            long got = 0;
            for (int i = 0; i < n; i++) {
                if (mate[i] >= 0) {
                    assertEquals(i, mate[mate[i]], "mate symmetric");
                    assertTrue(w[i][mate[i]] > 0, "matched along an edge");
                    if (i < mate[i]) {
                        got += w[i][mate[i]] - 1;
                    }
                }
            }
            assertEquals(best(w, new boolean[n], n), got, "trial " + trial);
        }
    }

    /**
     * The greedy start of each stage (matching free vertices along tight edges at once) must
     * give a matching of the same weight as the stages alone, on graphs like the pairing's: many
     * edges of equal weight, lexicographic fields far apart, some edges missing.
     */
    @Test
    void greedyStartKeepsTheOptimumOnTiedGraphs() {
        Random random = new Random(7);
        try {
            for (int trial = 0; trial < 400; trial++) {
                int n = 2 + random.nextInt(trial < 300 ? 40 : 160);
                double density = 0.3 + random.nextDouble() * 0.7;
                int fields = 1 + random.nextInt(4);
                List<int[]> edges = new ArrayList<>();
                List<BigInteger> weights = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (random.nextDouble() < density) {
                            BigInteger w = BigInteger.ZERO;
                            for (int f = 0; f < fields; f++) {
                                w = w.shiftLeft(70).add(BigInteger.valueOf(random.nextInt(3)));
                            }
                            edges.add(new int[] {i, j});
                            weights.add(w);
                        }
                    }
                }
                WeightedMatching.greedyStart(true);
                BigInteger greedy = total(new WeightedMatching(n, edges, weights).solve(), edges, weights);
                WeightedMatching.greedyStart(false);
                BigInteger plain = total(new WeightedMatching(n, edges, weights).solve(), edges, weights);
                assertEquals(plain, greedy, "trial " + trial + " (" + n + " vertices)");
            }
        } finally {
            WeightedMatching.greedyStart(true);
        }
    }

    private static BigInteger total(int[] mate, List<int[]> edges, List<BigInteger> weights) {
        BigInteger sum = BigInteger.ZERO;
        for (int k = 0; k < edges.size(); k++) {
            int[] e = edges.get(k);
            if (mate[e[0]] == e[1]) {
                assertEquals(e[0], mate[e[1]], "mate symmetric");
                sum = sum.add(weights.get(k));
            }
        }
        return sum;
    }

    @Test
    void hugeLexicographicWeightsStayExact() {
        // Two edges whose weights differ only far below the precision of a double.
        BigInteger big = BigInteger.ONE.shiftLeft(200);
        List<int[]> edges = List.of(new int[] {0, 1}, new int[] {2, 3}, new int[] {1, 2}, new int[] {0, 3});
        List<BigInteger> weights = List.of(big, big, big, big.add(BigInteger.ONE));
        int[] mate = new WeightedMatching(4, edges, weights).solve();
        assertEquals(3, mate[0]);
        assertEquals(2, mate[1]);
    }

    private static long best(long[][] w, boolean[] used, int n) {
        int i = 0;
        while (i < n && used[i]) {
            i++;
        }
        if (i == n) {
            return 0;
        }
        used[i] = true;
        long result = best(w, used, n);
        for (int j = i + 1; j < n; j++) {
            if (!used[j] && w[i][j] > 0) {
                used[j] = true;
                result = Math.max(result, w[i][j] - 1 + best(w, used, n));
                used[j] = false;
            }
        }
        used[i] = false;
        return result;
    }
}

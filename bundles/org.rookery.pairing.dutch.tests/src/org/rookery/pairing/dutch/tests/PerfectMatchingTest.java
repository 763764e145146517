// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.pairing.dutch.internal.PerfectMatching;

/** The completion check's perfect matching against brute force on small random graphs. */
class PerfectMatchingTest {

    @Test
    void agreesWithBruteForce() {
        Random random = new Random(7);
        int found = 0;
        for (int trial = 0; trial < 4000; trial++) {
            int n = 1 + random.nextInt(12);
            double density = 0.1 + random.nextDouble() * 0.6;
            boolean[][] e = new boolean[n][n];
            List<List<Integer>> adj = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                adj.add(new ArrayList<>());
            }
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (random.nextDouble() < density) {
                        e[i][j] = true;
                        e[j][i] = true;
                        adj.get(i).add(j);
                        adj.get(j).add(i);
                    }
                }
            }
            int[][] g = new int[n][];
            for (int i = 0; i < n; i++) {
                g[i] = adj.get(i).stream().mapToInt(Integer::intValue).toArray();
            }
            int[] mate = PerfectMatching.find(g);
            boolean exists = perfect(e, new boolean[n], n);
            if (!exists) {
                assertNull(mate, "trial " + trial + ": no perfect matching exists");
                continue;
            }
            found++;
            assertTrue(mate != null, "trial " + trial + ": a perfect matching exists");
            for (int i = 0; i < n; i++) {
                assertEquals(i, mate[mate[i]], "mate symmetric");
                assertTrue(e[i][mate[i]], "matched along an edge");
            }
        }
        assertTrue(found > 500, "enough graphs had a perfect matching to test: " + found);
    }

    @Test
    void oddCycleNeedsABlossom() {
        // A 5-cycle 0-1-2-3-4 with a pendant 5 on 0. Greedy takes 0-1 and 2-3; from the free 4
        // the search meets the odd cycle, shrinks it, and reaches 5 through 0. The only perfect
        // matching is 0-5, 1-2, 3-4.
        int[][] g = {{1, 4, 5}, {0, 2}, {1, 3}, {2, 4}, {3, 0}, {0}};
        int[] mate = PerfectMatching.find(g);
        assertEquals(5, mate[0]);
        assertEquals(2, mate[1]);
        assertEquals(4, mate[3]);
    }

    private static boolean perfect(boolean[][] e, boolean[] used, int n) {
        int i = 0;
        while (i < n && used[i]) {
            i++;
        }
        if (i == n) {
            return true;
        }
        used[i] = true;
        for (int j = i + 1; j < n; j++) {
            if (!used[j] && e[i][j]) {
                used[j] = true;
                if (perfect(e, used, n)) {
                    used[i] = false;
                    used[j] = false;
                    return true;
                }
                used[j] = false;
            }
        }
        used[i] = false;
        return false;
    }
}

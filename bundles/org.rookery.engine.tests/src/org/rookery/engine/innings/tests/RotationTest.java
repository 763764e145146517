// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.engine.innings.internal.Rotation;

/** The rotation-completion test agrees with an exhaustive search over small cases. */
class RotationTest {

    @Test
    void agreesWithExhaustiveSearch() {
        Random random = new Random(7);
        for (int round = 0; round < 3000; round++) {
            int players = 1 + random.nextInt(5);
            Map<String, Integer> left = new LinkedHashMap<>();
            for (int p = 0; p < players; p++) {
                left.put("P" + p, random.nextInt(4));
            }
            String last = random.nextBoolean() ? "P" + random.nextInt(players) : null;
            int remaining = random.nextInt(9);
            boolean noConsecutive = random.nextInt(4) != 0;
            assertEquals(search(new LinkedHashMap<>(left), last, remaining, noConsecutive),
                    Rotation.feasible(left, last, remaining, noConsecutive),
                    left + " last " + last + " remaining " + remaining + " noConsecutive " + noConsecutive);
        }
    }

    private static boolean search(Map<String, Integer> left, String last, int remaining, boolean noConsecutive) {
        if (remaining == 0) {
            return true;
        }
        for (Map.Entry<String, Integer> e : left.entrySet()) {
            if (e.getValue() > 0 && !(noConsecutive && e.getKey().equals(last))) {
                e.setValue(e.getValue() - 1);
                boolean ok = search(left, e.getKey(), remaining - 1, noConsecutive);
                e.setValue(e.getValue() + 1);
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }
}

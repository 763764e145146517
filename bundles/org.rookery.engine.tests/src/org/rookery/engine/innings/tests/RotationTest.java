// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.engine.innings.RotationLimits;
import org.rookery.engine.innings.internal.Rotation;

/** The rotation-completion test agrees with an exhaustive search over small cases. */
class RotationTest {

    @Test
    void aChoiceIsADeadEndOnlyWhenAnotherKeepsTheInningsComplete() {
        Map<String, Integer> left = new LinkedHashMap<>(Map.of("T4", 1, "T5", 2));
        // Game 8 of 10 after T3: T4 now leaves T5 two games in a row; T5 now leaves T4, T5.
        assertEquals(List.of("T4"), Rotation.deadEnds(left, "T3", List.of("T4", "T5"), 3, true));
        // Once nothing can fill the innings, no choice makes it worse: nothing is singled out.
        assertEquals(List.of(), Rotation.deadEnds(Map.of("T5", 2), "T4", List.of("T5"), 2, true));
        assertEquals(List.of(), Rotation.deadEnds(left, "T3", List.of("T4", "T5"), 3, false), "repeats allowed");
    }

    @Test
    void theFormatLevelAnswerIsTheEnginesTest() {
        assertEquals(Optional.empty(), RotationLimits.fullInningsImpossible(5, 2, 10, true), "G20 can be stopped");
        assertTrue(RotationLimits.fullInningsImpossible(5, 1, 10, true).orElseThrow()
                .startsWith("5 stopping players with at most 1 game each and never two in a row cannot stop the 10 games"));
        assertTrue(RotationLimits.fullInningsImpossible(1, 0, 10, true).isPresent(), "one player, never twice in a row");
        assertEquals(Optional.empty(), RotationLimits.fullInningsImpossible(1, 0, 1, true));
        assertTrue(RotationLimits.fullInningsImpossible(3, 3, 10, true).isPresent(), "3 x 3 = 9 games for 10");
        assertEquals(Optional.empty(), RotationLimits.fullInningsImpossible(2, 0, 10, true), "two players alternate");
    }

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

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.internal;

import java.util.Map;

/**
 * Whether the stopping side can still fill the games that may remain in an innings within its
 * rotation limits (rules.md 1.10.4: at most N games a player, never the same player twice in a row).
 */
public final class Rotation {

    private Rotation() {
    }

    /**
     * Whether {@code remaining} more games can be given to the players so that none exceeds the
     * games he has left and, if {@code noConsecutive}, no player plays two in a row nor follows
     * {@code last}.
     * <p>
     * A sequence with given counts and no two neighbours equal exists exactly when no count exceeds
     * half the length rounded up; the player who played last may have at most half rounded down,
     * since he cannot take the first place. So it is enough that the capped capacities add up.
     *
     * @param gamesLeft games each player may still play ({@link Integer#MAX_VALUE} for no limit)
     * @param last the player of the game just chosen or played, or {@code null}
     * @param remaining the games still to fill
     * @param noConsecutive whether one player may not play two games in a row
     */
    public static boolean feasible(Map<String, Integer> gamesLeft, String last, int remaining, boolean noConsecutive) {
        if (remaining <= 0) {
            return true;
        }
        long capacity = 0;
        for (Map.Entry<String, Integer> e : gamesLeft.entrySet()) {
            int cap = remaining;
            if (noConsecutive) {
                cap = e.getKey().equals(last) ? remaining / 2 : (remaining + 1) / 2;
            }
            capacity += Math.min(Math.max(0, e.getValue()), cap);
        }
        return capacity >= remaining;
    }
}

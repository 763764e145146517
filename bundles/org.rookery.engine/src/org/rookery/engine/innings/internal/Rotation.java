// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the stopping side can still fill the games that may remain in an innings within its
 * rotation limits (rules.md 1.10.4: at most N games a player, never the same player twice in a row),
 * and which choice of the next player would make that impossible.
 * <p>
 * A sequence with given counts and no two neighbours equal exists exactly when no count exceeds
 * half the length rounded up; the player who played last may have at most half rounded down, since
 * he cannot take the first place. So it is enough that the capped capacities add up: an exact
 * answer (the tests compare it with an exhaustive search) that needs no search at all.
 */
public final class Rotation {

    private Rotation() {
    }

    /**
     * Whether {@code remaining} more games can be given to the players so that none exceeds the
     * games he has left and, if {@code noConsecutive}, no player plays two in a row nor follows
     * {@code last}.
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

    /**
     * Whether choosing {@code player} for the next of {@code remaining} games leaves the rest
     * fillable; the choice itself must be within the limits.
     */
    public static boolean choiceLeavesFeasible(Map<String, Integer> gamesLeft, String player, int remaining,
            boolean noConsecutive) {
        Map<String, Integer> after = new HashMap<>(gamesLeft);
        after.computeIfPresent(player, (p, n) -> n == Integer.MAX_VALUE ? n : n - 1);
        return feasible(after, player, remaining - 1, noConsecutive);
    }

    /**
     * The players among {@code eligible} whose choice for the next of {@code remaining} games
     * would leave the rest unfillable, when the rest is fillable now; empty when every choice
     * keeps it fillable, or when it was not fillable before the choice (no choice makes it worse).
     */
    public static List<String> deadEnds(Map<String, Integer> gamesLeft, String last, List<String> eligible, int remaining,
            boolean noConsecutive) {
        if (remaining <= 0 || !feasible(gamesLeft, last, remaining, noConsecutive)) {
            return List.of();
        }
        List<String> dead = new ArrayList<>();
        for (String p : eligible) {
            if (!choiceLeavesFeasible(gamesLeft, p, remaining, noConsecutive)) {
                dead.add(p);
            }
        }
        return dead;
    }

    /**
     * Whether a squad of {@code players}, each allowed {@code maxGames} games an innings (0: no
     * limit), can stop all {@code games} of an innings whatever the order; empty if so, else why not.
     */
    public static Optional<String> formatProblem(int players, int maxGames, int games, boolean noConsecutive) {
        Map<String, Integer> left = new HashMap<>();
        for (int i = 0; i < players; i++) {
            left.put("p" + i, maxGames == 0 ? Integer.MAX_VALUE : maxGames);
        }
        if (feasible(left, null, games, noConsecutive)) {
            return Optional.empty();
        }
        String limits = (maxGames == 0 ? "" : "at most " + maxGames + " game" + (maxGames == 1 ? "" : "s") + " each")
                + (noConsecutive ? (maxGames == 0 ? "" : " and ") + "never two in a row" : "");
        return Optional.of(players + " stopping player" + (players == 1 ? "" : "s") + " with " + limits
                + " cannot stop the " + games + " games of a full innings");
    }
}

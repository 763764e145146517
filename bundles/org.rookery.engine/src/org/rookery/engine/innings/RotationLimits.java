// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.util.Optional;

import org.rookery.engine.innings.internal.Rotation;

/**
 * The format-level question about the stopping side's rotation (rules.md 1.10.4), answered by the
 * same test the innings machine applies game by game: can a squad stop a full innings within the
 * limits at all, whatever its captain chooses? The format language's checker asks it here rather
 * than doing its own arithmetic.
 */
public final class RotationLimits {

    private RotationLimits() {
    }

    /**
     * Why {@code players} stopping players, each allowed at most {@code maxGames} games an innings
     * (0: no limit) and, if {@code noConsecutive}, never two in a row, cannot stop all {@code games}
     * of a full innings; empty when some order of choices can.
     */
    public static Optional<String> fullInningsImpossible(int players, int maxGames, int games, boolean noConsecutive) {
        if (players < 1 || games < 1 || maxGames < 0) {
            throw new IllegalArgumentException("rotation limits: players and games must be at least 1, the maximum 0 or"
                    + " more (" + players + ", " + games + ", " + maxGames + ")");
        }
        return Rotation.formatProblem(players, maxGames, games, noConsecutive);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.time.Duration;

/**
 * Pauses the schedule keeps between play; zero means none.
 *
 * @param betweenGames between two games of the same match or innings
 * @param betweenInnings between two innings
 * @param betweenRounds between two rounds of an event
 */
public record Breaks(Duration betweenGames, Duration betweenInnings, Duration betweenRounds) {

    /** No breaks at all. */
    public static final Breaks NONE = new Breaks(Duration.ZERO, Duration.ZERO, Duration.ZERO);

    public Breaks {
        Checks.notNegative(betweenGames, "break between games");
        Checks.notNegative(betweenInnings, "break between innings");
        Checks.notNegative(betweenRounds, "break between rounds");
    }
}

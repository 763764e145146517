// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.time.Duration;

/**
 * One stage of a control with periods by move count ("90 min for 40 moves, then 30 min"):
 * the main time the stage adds and how many moves it covers. The first stage's time is on the
 * clock at the start; each later stage's time is added, on top of what is left, the moment a
 * side completes the moves of the stages before it.
 *
 * @param mainMillis the time this stage adds, in milliseconds
 * @param moves the moves this stage covers, or 0 for "the rest of the game" (only the last
 *        stage may say 0)
 */
public record Stage(long mainMillis, int moves) {

    public Stage {
        if (mainMillis < 0) {
            throw new IllegalArgumentException("a stage's main time cannot be negative: " + mainMillis + " ms");
        }
        if (moves < 0) {
            throw new IllegalArgumentException("a stage cannot cover " + moves + " moves");
        }
    }

    /** A stage of {@code main} for {@code moves} moves. */
    public static Stage of(Duration main, int moves) {
        return new Stage(main.toMillis(), moves);
    }

    /** A last stage of {@code main} for the rest of the game. */
    public static Stage rest(Duration main) {
        return new Stage(main.toMillis(), 0);
    }
}

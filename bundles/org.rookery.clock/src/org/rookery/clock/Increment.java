// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.time.Duration;

/**
 * A Fischer increment: time added to a side's main time each time it completes a move in time,
 * from its move number {@code fromMove} on ("+ 30 s from move 1"; "+ 30 s from move 61").
 * Never added to a side whose flag has fallen.
 *
 * @param millis the time added per move, more than zero
 * @param fromMove the first of the side's own moves that earns it (1 = every move)
 */
public record Increment(long millis, int fromMove) {

    public Increment {
        if (millis <= 0) {
            throw new IllegalArgumentException("an increment must be more than 0 ms, not " + millis);
        }
        if (fromMove < 1) {
            throw new IllegalArgumentException("an increment starts at move 1 or later, not " + fromMove);
        }
    }

    /** {@code per} after every move. */
    public static Increment everyMove(Duration per) {
        return new Increment(per.toMillis(), 1);
    }
}

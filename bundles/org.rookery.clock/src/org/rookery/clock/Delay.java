// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.time.Duration;

/**
 * A delay: part of each move's thinking time that costs no main time. A delay never accumulates:
 * a move faster than the delay earns nothing beyond the time it took.
 *
 * @param millis the delay per move, more than zero
 * @param kind how the delay is given
 */
public record Delay(long millis, Kind kind) {

    /** The two ways a delay is given. */
    public enum Kind {
        /**
         * Simple (US) delay: the main time waits {@code millis} before it starts to run. A flag
         * falls only after the delay and the whole main time are used.
         */
        SIMPLE,
        /**
         * Bronstein delay: the main time runs at once, and after the move the time used, up to
         * the delay, is given back. A flag falls when the main time reaches zero during a move.
         */
        BRONSTEIN
    }

    public Delay {
        if (millis <= 0) {
            throw new IllegalArgumentException("a delay must be more than 0 ms, not " + millis);
        }
        if (kind == null) {
            throw new IllegalArgumentException("a delay needs its kind (simple or Bronstein)");
        }
    }

    /** A simple (US) delay of {@code d}. */
    public static Delay simple(Duration d) {
        return new Delay(d.toMillis(), Kind.SIMPLE);
    }

    /** A Bronstein delay of {@code d}. */
    public static Delay bronstein(Duration d) {
        return new Delay(d.toMillis(), Kind.BRONSTEIN);
    }
}

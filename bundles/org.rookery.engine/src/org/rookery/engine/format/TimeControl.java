// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.time.Duration;

/**
 * One player's clock for one game. With no increment, delay or byoyomi it is sudden death.
 *
 * @param main the main thinking time
 * @param increment Fischer increment added after each move (zero for none)
 * @param delay time each move may take before the main time starts to run (zero for none)
 * @param byoyomi the length of one byoyomi period once the main time is used (zero for none)
 * @param byoyomiPeriods how many byoyomi periods a player has (0 when there is no byoyomi)
 */
public record TimeControl(Duration main, Duration increment, Duration delay, Duration byoyomi, int byoyomiPeriods) {

    public TimeControl {
        Checks.notNegative(main, "main time");
        Checks.notNegative(increment, "increment");
        Checks.notNegative(delay, "delay");
        Checks.notNegative(byoyomi, "byoyomi");
        if (byoyomi.isZero() != (byoyomiPeriods == 0)) {
            throw new IllegalArgumentException("byoyomi " + byoyomi + " does not fit " + byoyomiPeriods + " periods");
        }
        Checks.atLeast(byoyomiPeriods, 0, "byoyomi periods");
        if (main.isZero() && byoyomi.isZero() && increment.isZero()) {
            throw new IllegalArgumentException("a clock needs main time, an increment or byoyomi");
        }
    }

    /** A sudden-death clock: {@code main} for the whole game. */
    public static TimeControl suddenDeath(Duration main) {
        return new TimeControl(main, Duration.ZERO, Duration.ZERO, Duration.ZERO, 0);
    }

    /** Whether the main time is all there is. */
    public boolean isSuddenDeath() {
        return increment.isZero() && delay.isZero() && byoyomi.isZero();
    }

    /** Whether the clock has byoyomi periods. */
    public boolean hasByoyomi() {
        return byoyomiPeriods > 0;
    }
}

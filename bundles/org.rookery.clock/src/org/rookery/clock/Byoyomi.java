// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.time.Duration;

/**
 * Japanese byoyomi: once a side's main time is used up, each move must be made within one
 * period. A move made within the period restores it in full; a move that runs over a period
 * uses that period up and the next one starts at once; when the last period runs out the flag
 * falls. On the move where the main time runs out, what was left of it and then a full period
 * are available. FESA's rule (rules.md §4.2) is the case {@code periods == 1}.
 *
 * @param periodMillis the length of one period, more than zero
 * @param periods how many periods a side has, at least one
 */
public record Byoyomi(long periodMillis, int periods) {

    public Byoyomi {
        if (periodMillis <= 0) {
            throw new IllegalArgumentException("a byoyomi period must be more than 0 ms, not " + periodMillis);
        }
        if (periods < 1) {
            throw new IllegalArgumentException("byoyomi needs at least one period, not " + periods);
        }
    }

    /** {@code periods} periods of {@code period} each. */
    public static Byoyomi of(Duration period, int periods) {
        return new Byoyomi(period.toMillis(), periods);
    }

    /** The same number of periods with another period length (a sennichite replay's byoyomi). */
    public Byoyomi withPeriod(Duration period) {
        return new Byoyomi(period.toMillis(), periods);
    }
}

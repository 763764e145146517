// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.rookery.format.format.Duration;
import org.rookery.format.format.DurationPart;

/** Reads a written duration ({@code 5 min}, {@code 1 h 30 min}) as a {@link java.time.Duration}. */
public final class Durations {

    private Durations() {
    }

    /** The duration, or zero when nothing is written. */
    public static java.time.Duration of(Duration written) {
        java.time.Duration total = java.time.Duration.ZERO;
        if (written == null) {
            return total;
        }
        for (DurationPart part : written.getParts()) {
            if (part.getUnit() == null) {
                continue;
            }
            long amount = part.getAmount();
            total = total.plus(switch (part.getUnit()) {
                case MS -> java.time.Duration.ofMillis(amount);
                case S, SEC, SECOND, SECONDS -> java.time.Duration.ofSeconds(amount);
                case MIN, MINUTE, MINUTES -> java.time.Duration.ofMinutes(amount);
                case H, HOUR, HOURS -> java.time.Duration.ofHours(amount);
            });
        }
        return total;
    }
}

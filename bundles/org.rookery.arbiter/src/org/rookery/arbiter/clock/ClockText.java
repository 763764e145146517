// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import org.rookery.clock.SideReading;

/**
 * How a clock face writes time: tenths of a second under 10 s ("9.4"), m:ss under an hour, h:mm:ss
 * above. Times are cut down, never rounded up, so a face never shows more time than is left and
 * reads 0.0 only when the flag falls.
 */
public final class ClockText {

    /** Below this a face shows tenths. */
    public static final long TENTHS_BELOW_MS = 10_000;

    private ClockText() {
    }

    /** {@code ms} as a face shows it. */
    public static String time(long ms) {
        long t = Math.max(0, ms);
        if (t < TENTHS_BELOW_MS) {
            return t / 1000 + "." + t % 1000 / 100;
        }
        long s = t / 1000;
        long h = s / 3600;
        long m = s / 60 % 60;
        long sec = s % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, sec) : String.format("%d:%02d", m, sec);
    }

    /** A signed duration for logs: "+2:00", "-0:30". */
    public static String signed(long ms) {
        return (ms < 0 ? "-" : "+") + time(Math.abs(ms));
    }

    /**
     * The small line under a face: byoyomi periods, delay left, moves made; empty when there is
     * nothing to add.
     */
    public static String detail(SideReading r, boolean hasByoyomi, boolean hasDelay) {
        StringBuilder s = new StringBuilder();
        if (hasByoyomi) {
            if (r.inByoyomi()) {
                s.append("byoyomi, ").append(r.periodsLeft()).append(r.periodsLeft() == 1 ? " period" : " periods")
                        .append(" left");
            } else {
                s.append("then byoyomi ").append(r.periodsLeft()).append(" \u00d7 ").append(time(r.periodRemainingMillis()));
            }
        }
        if (hasDelay && r.delayRemainingMillis() > 0) {
            if (!s.isEmpty()) {
                s.append(" \u00b7 ");
            }
            s.append("delay ").append(time(r.delayRemainingMillis()));
        }
        if (!s.isEmpty()) {
            s.append(" \u00b7 ");
        }
        s.append(r.movesMade()).append(r.movesMade() == 1 ? " move" : " moves");
        return s.toString();
    }

    /**
     * Milliseconds until {@code ms} counting down shows a different figure: the repaint that is
     * due next, so the timer wakes when a face changes and not on a fixed beat that drifts; under
     * 0.1 s, the flag fall.
     */
    public static long untilChange(long ms) {
        if (ms <= 0) {
            return Long.MAX_VALUE;
        }
        if (ms < 100) {
            // the face shows 0.0 already: the next change is the flag fall itself
            return ms;
        }
        long unit = ms < TENTHS_BELOW_MS ? 100 : 1000;
        return ms % unit + 1;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.Optional;

import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.clock.ClockReading;
import org.rookery.clock.SideReading;

/**
 * The clock a game of an event is played on, when the Clocks view has a board bound to it: its
 * readings fill in what a sennichite claim needs (each player's main time left, 0 once in
 * byoyomi) and the moves played (a chase within the same moves needs them), so the arbiter need
 * not read them off the clock.
 */
final class BoundClocks {

    private BoundClocks() {
    }

    /** Each side's main time left on {@code game}'s clock, as "m:ss.mmm" texts for the result dialog; empty when no clock is bound. */
    static Optional<String[]> mainLeft(EventSession session, String game) {
        return EventClocks.clockOf(session.folder().dir(), game).map(c -> {
            ClockReading r = c.reading();
            return new String[] { text(r.first()), text(r.second()) };
        });
    }

    /**
     * The moves played on {@code game}'s clock, as its presses count them ({@link ClockReading#moves}):
     * empty when no clock is bound or it has not been started.
     */
    static java.util.OptionalInt moves(EventSession session, String game) {
        return EventClocks.clockOf(session.folder().dir(), game).map(BoardClock::reading)
                .filter(r -> r.phase() != org.rookery.clock.Phase.READY)
                .map(r -> java.util.OptionalInt.of(r.moves())).orElse(java.util.OptionalInt.empty());
    }

    private static String text(SideReading s) {
        long ms = s.inByoyomi() ? 0 : s.mainMillis();
        return ms / 60_000 + ":" + String.format("%02d.%03d", ms / 1000 % 60, ms % 1000);
    }
}

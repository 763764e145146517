// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import org.rookery.rules.Color;
import java.time.Duration;

/**
 * One thing that happened to a clock, with the millisecond it happened at. The events of a game,
 * in order, rebuild its clock exactly ({@link ClockState#replay}); an event journal records
 * them as facts.
 */
public sealed interface ClockEvent {

    /** When it happened, in the time source's milliseconds. */
    long at();

    /**
     * The clock starts with {@code toMove}'s time running.
     *
     * @param at when
     * @param toMove whose time starts to run (normally {@link Color#WHITE})
     */
    record Start(long at, Color toMove) implements ClockEvent {
        public Start {
            if (toMove == null) {
                throw new IllegalArgumentException("a start needs the side whose time runs first");
            }
        }
    }

    /**
     * {@code by} completes a move and presses the clock: its time stops, the other side's runs.
     *
     * @param at when
     * @param by the side that pressed, which must be the side whose time runs
     */
    record Press(long at, Color by) implements ClockEvent {
        public Press {
            if (by == null) {
                throw new IllegalArgumentException("a press needs the side that pressed");
            }
        }
    }

    /** The clock is paused: no time runs until it resumes. */
    record Pause(long at) implements ClockEvent {
    }

    /** A paused clock runs again, for the side that was to move. */
    record Resume(long at) implements ClockEvent {
    }

    /** The game ended other than by a flag fall; the readings freeze. */
    record Stop(long at) implements ClockEvent {
    }

    /**
     * An arbiter's change to one side's time, or a clock penalty or bonus that a rule gives as the
     * consequence of an event (an illegal move gives the opponent 2 minutes). Kept as a value so
     * that it is recorded with its reason.
     *
     * @param at when
     * @param side whose time changes
     * @param kind what changes
     * @param amount milliseconds for {@link Kind#SET_MAIN} (at least 0) and {@link Kind#ADD_MAIN}
     *        (negative takes time away, never below 0), a count for {@link Kind#SET_PERIODS}
     * @param reason why, in the arbiter's words (never empty)
     */
    record Adjustment(long at, Color side, Kind kind, long amount, String reason) implements ClockEvent {

        /** What an adjustment changes. */
        public enum Kind {
            /** Sets the main time left. */
            SET_MAIN,
            /** Adds to (or, negative, takes from) the main time left. */
            ADD_MAIN,
            /** Sets the byoyomi periods left. */
            SET_PERIODS
        }

        public Adjustment {
            if (side == null || kind == null) {
                throw new IllegalArgumentException("an adjustment needs a side and a kind");
            }
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("an adjustment to " + side.displayName() + "'s time needs a reason");
            }
            if (kind != Kind.ADD_MAIN && amount < 0) {
                throw new IllegalArgumentException(kind + " cannot be negative: " + amount);
            }
            if (kind == Kind.SET_PERIODS && amount > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("too many byoyomi periods: " + amount);
            }
        }

        /** Sets {@code side}'s main time to {@code main}. */
        public static Adjustment setMain(long at, Color side, Duration main, String reason) {
            return new Adjustment(at, side, Kind.SET_MAIN, main.toMillis(), reason);
        }

        /** Adds {@code extra} (negative: takes it away) to {@code side}'s main time. */
        public static Adjustment addMain(long at, Color side, Duration extra, String reason) {
            return new Adjustment(at, side, Kind.ADD_MAIN, extra.toMillis(), reason);
        }

        /** Sets {@code side}'s byoyomi periods left to {@code periods}. */
        public static Adjustment setPeriods(long at, Color side, int periods, String reason) {
            return new Adjustment(at, side, Kind.SET_PERIODS, periods, reason);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/**
 * The time section of a format: the clock every game starts with and the breaks in between.
 *
 * @param clock each player's clock in a normal game
 * @param breaks pauses between games, innings and rounds
 * @param plan periods by move count, per-colour main times and clock consequences
 *        ({@link ClockPlan#NONE} for a plain clock)
 */
public record TimeRules(TimeControl clock, Breaks breaks, ClockPlan plan) {

    public TimeRules {
        Checks.present(clock, "clock");
        Checks.present(breaks, "breaks");
        plan = plan == null ? ClockPlan.NONE : plan;
    }

    /** A plain clock with breaks. */
    public TimeRules(TimeControl clock, Breaks breaks) {
        this(clock, breaks, ClockPlan.NONE);
    }
}

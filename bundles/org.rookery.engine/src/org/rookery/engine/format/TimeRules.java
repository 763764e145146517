// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/**
 * The time section of a format: the clock every game starts with and the breaks in between.
 *
 * @param clock each player's clock in a normal game
 * @param breaks pauses between games, innings and rounds
 */
public record TimeRules(TimeControl clock, Breaks breaks) {

    public TimeRules {
        Checks.present(clock, "clock");
        Checks.present(breaks, "breaks");
    }
}

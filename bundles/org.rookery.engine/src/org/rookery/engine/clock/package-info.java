// SPDX-License-Identifier: EPL-2.0
/**
 * From a format's time rules to a running clock: {@link org.rookery.engine.clock.FormatClocks}
 * turns the compiled {@link org.rookery.engine.format.TimeControl} into the
 * {@link org.rookery.clock.ClockSpec} of the game clock, and a sennichite policy's replay clock
 * into the clock the replayed game starts with.
 */
package org.rookery.engine.clock;

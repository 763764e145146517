// SPDX-License-Identifier: EPL-2.0
/**
 * The arbiter's game clock in the workbench, for other Rookery views to reuse.
 *
 * <p>A {@link org.rookery.ui.clock.BoardClock} is the clock of one board: a
 * {@link org.rookery.clock.GameClock} with the log of every press, pause and adjustment (from
 * which the clock is rebuilt) and the flag-fall report. A {@link org.rookery.ui.clock.ClockWidget}
 * draws it with two large faces and takes the players' presses (space bar or a click on a face).
 * {@link org.rookery.ui.clock.ClockListener}s hear of a flag fall with both readings; an
 * {@link org.rookery.ui.clock.EventClockBinding} records it in an event's journal as a
 * flag-fall fact.
 *
 * <p>Time is always read from the clock's {@link org.rookery.clock.TimeSource}: the widget's
 * timer only decides when to repaint, so a late timer never makes a clock run slow.
 */
package org.rookery.ui.clock;

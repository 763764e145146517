// SPDX-License-Identifier: EPL-2.0
/**
 * The clocks of an event's boards, for every shell: what a board's clock does, how it is bound to
 * an event's game, and how it is kept in the event folder. No SWT: the workbench's Clocks view
 * draws these clocks; a server or the command line can drive them the same way.
 *
 * <p>A {@link org.rookery.arbiter.clock.BoardClock} is the clock of one board: a
 * {@link org.rookery.clock.GameClock} with the log of every press, pause and adjustment (from
 * which the clock is rebuilt) and the flag-fall report to
 * {@link org.rookery.arbiter.clock.ClockListener}s. An
 * {@link org.rookery.arbiter.clock.EventClockBinding} records a flag fall or an illegal move ruled
 * on the board in the event's journal; {@link org.rookery.arbiter.clock.EventClocks} keeps the
 * bound clocks saved in the event folder ({@link org.rookery.arbiter.clock.ClockSnapshot},
 * {@code clocks.json}) so they survive a restart or a crash.
 * {@link org.rookery.arbiter.clock.Presets} reads time controls as arbiters type them and
 * {@link org.rookery.arbiter.clock.ClockText} writes time as a clock face shows it.
 *
 * <p>Time is always read from the clock's {@link org.rookery.clock.TimeSource}, never from a
 * timer, so a late repaint never makes a clock run slow.
 */
package org.rookery.arbiter.clock;

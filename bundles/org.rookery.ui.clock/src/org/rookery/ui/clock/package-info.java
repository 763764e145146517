// SPDX-License-Identifier: EPL-2.0
/**
 * The arbiter's game clock in the workbench, for other Rookery views to reuse: only what SWT
 * draws. A {@link org.rookery.ui.clock.ClockWidget} draws a board's clock (an
 * {@link org.rookery.arbiter.clock.BoardClock} of the arbiter layer) with two large faces and
 * takes the players' presses (space bar or a click on a face);
 * {@link org.rookery.ui.clock.EventClockView} shows the Clocks view for an event's game. Binding a
 * clock to an event's game and keeping it in the event folder are the arbiter layer's
 * ({@link org.rookery.arbiter.clock}).
 *
 * <p>The widget's timer only decides when to repaint; time is read from the clock's
 * {@link org.rookery.clock.TimeSource}, so a late timer never makes a clock run slow.
 */
package org.rookery.ui.clock;

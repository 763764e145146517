// SPDX-License-Identifier: EPL-2.0
/**
 * A two-player game clock that keeps milliseconds and never reads the wall clock by itself.
 *
 * <p>A {@link org.rookery.clock.ClockSpec} says how much time each side has: main time, stages
 * by move count, a Fischer increment, a Bronstein or simple delay, byoyomi with periods, and a
 * different control per side (Armageddon). A {@link org.rookery.clock.ClockState} is an
 * immutable snapshot; each {@link org.rookery.clock.ClockEvent} (start, press, pause, resume,
 * stop, arbiter adjustment) carries the millisecond at which it happened and gives the next
 * state, so a clock is rebuilt exactly from a list of recorded events
 * ({@link org.rookery.clock.ClockState#replay}). {@link org.rookery.clock.GameClock} is the live
 * clock a board or a view drives: it reads an injected {@link org.rookery.clock.TimeSource} and
 * returns each event it applied so that the caller can record it.
 *
 * <p>Time is counted in whole milliseconds everywhere (rules.md §1.10 item 10: the G20 15 s
 * margin needs them). A flag falls at the instant a side's time reaches zero: a press in the
 * last millisecond before that is in time, a press at that millisecond is too late.
 */
package org.rookery.clock;

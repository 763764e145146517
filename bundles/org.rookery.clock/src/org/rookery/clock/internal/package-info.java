// SPDX-License-Identifier: EPL-2.0
/**
 * The arithmetic of one side's time: what a move's elapsed time costs under a
 * {@link org.rookery.clock.SideControl} and what a completed move earns. Internal: callers use
 * {@link org.rookery.clock.ClockState} and its readings.
 */
package org.rookery.clock.internal;

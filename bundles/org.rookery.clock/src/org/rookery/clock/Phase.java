// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

/** Where a clock is in its life. */
public enum Phase {
    /** Set up, not started: no time runs. */
    READY,
    /** One side's time is running. */
    RUNNING,
    /** Stopped by the arbiter or the players for a while; resumes with the same side to move. */
    PAUSED,
    /** A side's time ran out; the clock stands at the instant of the flag fall. */
    FLAGGED,
    /** The game ended otherwise; the readings stay as they were at the end. */
    STOPPED
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

/**
 * What one face of the clock shows at an instant, in milliseconds.
 *
 * @param mainMillis main time left
 * @param inByoyomi whether the main time is used and byoyomi counts
 * @param periodRemainingMillis what is left of the current byoyomi period (a full period while
 *        the main time lasts; 0 with no byoyomi)
 * @param periodsLeft byoyomi periods left, the running one included (0 with no byoyomi)
 * @param delayRemainingMillis what is left of the current move's delay (0 with no delay or when
 *        not this side's move)
 * @param movesMade moves this side has completed
 * @param flagged whether this side's flag has fallen
 */
public record SideReading(long mainMillis, boolean inByoyomi, long periodRemainingMillis, int periodsLeft,
        long delayRemainingMillis, int movesMade, boolean flagged) {

    /** The figure a clock face shows big: the byoyomi period while in byoyomi, else the main time. */
    public long displayMillis() {
        return inByoyomi ? periodRemainingMillis : mainMillis;
    }
}

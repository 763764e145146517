// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

/**
 * What bounds one search: depth, nodes, a fixed time per move, or the clock (both sides' time,
 * increments, byoyomi and moves to the next time control), or nothing ({@code infinite}: until
 * stopped). Zero or a negative number means "not set". Immutable.
 *
 * @param depth plies, or 0
 * @param nodes nodes, or 0
 * @param moveTimeMillis time for this move, or 0
 * @param firstMillis the first side's remaining time (White, sente), or -1 without a clock
 * @param secondMillis the second side's remaining time, or -1
 * @param firstIncrementMillis the first side's increment
 * @param secondIncrementMillis the second side's increment
 * @param byoyomiMillis the byoyomi period (both sides), or 0
 * @param movesToGo moves to the next time control, or 0
 */
public record SearchLimits(int depth, long nodes, long moveTimeMillis, long firstMillis, long secondMillis,
        long firstIncrementMillis, long secondIncrementMillis, long byoyomiMillis, int movesToGo) {

    /** No limit: analysis until stopped. */
    public static final SearchLimits INFINITE = new SearchLimits(0, 0, 0, -1, -1, 0, 0, 0, 0);

    /** To a depth. */
    public static SearchLimits depth(int plies) {
        return INFINITE.withDepth(plies);
    }

    /** To a number of nodes. */
    public static SearchLimits nodes(long count) {
        return new SearchLimits(0, count, 0, -1, -1, 0, 0, 0, 0);
    }

    /** A fixed time for the move. */
    public static SearchLimits moveTime(long millis) {
        return new SearchLimits(0, 0, millis, -1, -1, 0, 0, 0, 0);
    }

    /** The same limits with a depth. */
    public SearchLimits withDepth(int plies) {
        return new SearchLimits(plies, nodes, moveTimeMillis, firstMillis, secondMillis, firstIncrementMillis,
                secondIncrementMillis, byoyomiMillis, movesToGo);
    }

    /** The same limits with a node count. */
    public SearchLimits withNodes(long count) {
        return new SearchLimits(depth, count, moveTimeMillis, firstMillis, secondMillis, firstIncrementMillis,
                secondIncrementMillis, byoyomiMillis, movesToGo);
    }

    /** The same limits with the clock's times. */
    public SearchLimits withClock(long first, long second, long firstInc, long secondInc, long byoyomi, int toGo) {
        return new SearchLimits(depth, nodes, moveTimeMillis, first, second, firstInc, secondInc, byoyomi, toGo);
    }

    /** Whether a clock is given. */
    public boolean hasClock() {
        return firstMillis >= 0 && secondMillis >= 0;
    }

    /** Whether nothing bounds the search. */
    public boolean isInfinite() {
        return depth <= 0 && nodes <= 0 && moveTimeMillis <= 0 && !hasClock();
    }
}

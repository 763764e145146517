// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import org.rookery.clock.ClockEvent;
import org.rookery.rules.Color;

/**
 * Hears what happens to a board's clock: every event applied (for logs and journals) and, once
 * per fall, a flag fall with both readings. Called on the thread that drives the clock (the UI
 * thread in the workbench).
 */
public interface ClockListener {

    /**
     * {@code side}'s flag fell on {@code board}.
     *
     * @param board the board
     * @param side whose time ran out
     * @param firstMs what the first side's face (White, sente) showed at the fall, in ms
     * @param secondMs what the second side's face (Black, gote) showed at the fall, in ms
     */
    void flagFell(BoardClock board, Color side, long firstMs, long secondMs);

    /** {@code event} was applied to {@code board}'s clock (a start, press, pause, resume or adjustment). */
    default void applied(BoardClock board, ClockEvent event) {
    }

    /** {@code board}'s status line changed (a flag fall recorded in a journal, or refused). */
    default void statusChanged(BoardClock board, String status) {
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import org.rookery.rules.Color;
import java.util.Optional;

/**
 * Both faces of a clock at one instant: what a clock view draws and what a result records (the
 * G20 timeout margin is decided from the two readings at the flag fall).
 *
 * @param at the instant, in the time source's milliseconds
 * @param phase the clock's phase at that instant (a flag that fell by then shows as
 *        {@link Phase#FLAGGED})
 * @param toMove the side whose time runs or would run, empty before the start
 * @param first the first side's face
 * @param second the second side's face
 * @param flag the flag fall, if there was one by {@code at}
 */
public record ClockReading(long at, Phase phase, Optional<Color> toMove, SideReading first, SideReading second,
        Optional<Flag> flag) {

    /** The face of {@code side}. */
    public SideReading of(Color side) {
        return side == Color.WHITE ? first : second;
    }

    /**
     * The moves played by this reading, as a scoresheet numbers them: the larger of the two sides'
     * completed moves (40 presses by one side and 39 by the other are 40 moves). It counts what the
     * presses say, so it is the game's moves when the clock was pressed after every move.
     */
    public int moves() {
        return Math.max(first.movesMade(), second.movesMade());
    }
}

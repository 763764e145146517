// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import org.rookery.rules.Color;
import java.time.Duration;

/**
 * The time control of one game: a {@link SideControl} for each side. Most games give both sides
 * the same control; Armageddon gives the first side more time (5 min against 4).
 *
 * @param first the control of the side that moves first
 * @param second the control of the side that answers
 */
public record ClockSpec(SideControl first, SideControl second) {

    public ClockSpec {
        if (first == null || second == null) {
            throw new IllegalArgumentException("a clock needs a control for each side");
        }
    }

    /** Both sides on {@code control}. */
    public static ClockSpec same(SideControl control) {
        return new ClockSpec(control, control);
    }

    /** Both sides on sudden death with {@code main}. */
    public static ClockSpec suddenDeath(Duration main) {
        return same(SideControl.suddenDeath(main));
    }

    /** The control of {@code side}. */
    public SideControl of(Color side) {
        return side == Color.WHITE ? first : second;
    }

    /** This spec with the two sides' controls exchanged (colours swapped for a replay). */
    public ClockSpec swapped() {
        return new ClockSpec(second, first);
    }
}

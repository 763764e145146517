// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import org.rookery.rules.Color;

/**
 * A flag fall: whose time ran out and at which millisecond of the time source. The instant is
 * the one the time reached zero, not the (later) moment somebody noticed it.
 *
 * @param side the side whose time ran out
 * @param at the instant, in the time source's milliseconds
 */
public record Flag(Color side, long at) {

    public Flag {
        if (side == null) {
            throw new IllegalArgumentException("a flag fall needs its side");
        }
    }
}

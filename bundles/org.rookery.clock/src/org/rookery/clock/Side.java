// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

/**
 * One of the two clock faces. {@link #FIRST} belongs to the side that moves first in the game
 * (White in chess, sente in shogi), so the clock needs no colour names of any one game.
 */
public enum Side {
    /** The side that makes the first move. */
    FIRST,
    /** The side that answers. */
    SECOND;

    /** The other side. */
    public Side other() {
        return this == FIRST ? SECOND : FIRST;
    }
}

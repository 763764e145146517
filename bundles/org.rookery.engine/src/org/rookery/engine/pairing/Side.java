// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

/** The colour an entrant had in a round: the first player (White, sente), the second, or none. */
public enum Side {
    WHITE, BLACK, NONE;

    /** The other colour; NONE stays NONE. */
    public Side opposite() {
        return switch (this) {
            case WHITE -> BLACK;
            case BLACK -> WHITE;
            case NONE -> NONE;
        };
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.util.Objects;

/**
 * One round of one entrant's history.
 *
 * @param round the round number, from 1
 * @param opponent the opponent's entrant id, 0 when the entrant had no opponent (a bye)
 * @param side the colour the entrant had, {@link Side#NONE} without a game
 * @param result what the entrant got
 */
public record RoundRecord(int round, int opponent, Side side, RoundResult result) {

    public RoundRecord {
        if (round < 1) {
            throw new IllegalArgumentException("round " + round + " is before round 1");
        }
        if (opponent < 0) {
            throw new IllegalArgumentException("opponent id " + opponent + " is negative");
        }
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(result, "result");
    }

    /** Whether the entrant met an opponent this round, over the board or by forfeit. */
    public boolean hadOpponent() {
        return opponent != 0;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Optional;

/**
 * The arbiter's per-player tally of illegal moves in one game (Giraffe §1.7: the second
 * illegal move loses, option {@code illegalMoveLossAt}). Software never plays an illegal move;
 * this records over-the-board events. Not thread-safe.
 */
public final class IllegalMoveCounter {

    private final int lossAt;
    private final int[] counts = new int[2];

    /** A tally where the {@code lossAt}-th illegal move loses (0: never). */
    public IllegalMoveCounter(int lossAt) {
        if (lossAt < 0) {
            throw new IllegalArgumentException("illegal-move limit must not be negative: " + lossAt);
        }
        this.lossAt = lossAt;
    }

    /**
     * Records an illegal move by a side.
     *
     * @return the loss for that side if the limit is reached
     */
    public Optional<Outcome> record(Color side) {
        counts[side.index()]++;
        if (lossAt > 0 && counts[side.index()] >= lossAt) {
            return Optional.of(Outcome.win(Termination.ILLEGAL_MOVES, side.opponent()));
        }
        return Optional.empty();
    }

    /** Withdraws the last recorded illegal move of a side (an arbiter's correction). */
    public void withdraw(Color side) {
        if (counts[side.index()] == 0) {
            throw new IllegalStateException(side + " has no illegal move recorded");
        }
        counts[side.index()]--;
    }

    /** How many illegal moves a side has made. */
    public int count(Color side) {
        return counts[side.index()];
    }

    /** The limit (0: illegal moves never lose). */
    public int lossAt() {
        return lossAt;
    }
}

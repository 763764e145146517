// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.Objects;

import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/**
 * What a sennichite claim would record, as the repetition detector advises it (rules.md §6.5:
 * the result stands only when a player claims it and the other agrees, or the arbiter rules).
 *
 * @param outcome {@link Termination#REPETITION} without a winner for a plain sennichite (the
 *        tournament format decides on a replay), or {@link Termination#PERPETUAL_CHECK} won by the
 *        side that was checked throughout
 * @param occurrences how many times the position has occurred, counting the present one
 * @param cycleStartPly the ply (0 = the position the game was set up in) of the first of the
 *        occurrences that make the sennichite; the cycle runs from there to the present
 * @param perpetualChecker the side that gave check with every move of the cycle, or {@code null}
 */
public record SennichiteClaim(Outcome outcome, int occurrences, int cycleStartPly, Color perpetualChecker) {

    public SennichiteClaim {
        Objects.requireNonNull(outcome, "outcome");
    }

    /** Whether the claim is a loss by perpetual check rather than a plain sennichite. */
    public boolean isPerpetualCheck() {
        return outcome.termination() == Termination.PERPETUAL_CHECK;
    }

    @Override
    public String toString() {
        String base = "position occurred " + occurrences + " times since ply " + cycleStartPly;
        return isPerpetualCheck() ? "perpetual check by " + ShogiSides.name(perpetualChecker) + ", who loses (" + base + ")"
                : "sennichite (" + base + ")";
    }
}

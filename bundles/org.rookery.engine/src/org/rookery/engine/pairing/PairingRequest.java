// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * Everything a pairing engine needs to pair one round.
 *
 * @param round the round to pair, from 1
 * @param plannedRounds the number of rounds the stage will have (the last rounds relax some
 *        colour rules in the Dutch system)
 * @param entrants every entrant in starting-rank order, with history up to {@code round - 1}
 * @param options the choices the format made
 */
public record PairingRequest(int round, int plannedRounds, List<Entrant> entrants, Options options) {

    /**
     * The format's pairing choices.
     *
     * @param pairingByePoints what the pairing-allocated bye is worth
     * @param rematchesAllowed whether two entrants may meet again
     * @param acceleration accelerated pairing (Baku) in the first rounds, 0 for none; the number
     *        of rounds it applies to
     * @param firstColourWhite the colour of the top seed in round 1 (the initial colour)
     * @param startScores McMahon start scores by entrant id (index 0 is entrant 1), added to the
     *        score for pairing only; empty when the stage has none
     */
    public record Options(BigDecimal pairingByePoints, boolean rematchesAllowed, int acceleration,
            boolean firstColourWhite, List<BigDecimal> startScores) {

        /** The usual choices: a one-point bye, no rematches, no acceleration, White first. */
        public static final Options STANDARD = new Options(BigDecimal.ONE, false, 0, true);

        public Options {
            Objects.requireNonNull(pairingByePoints, "pairing bye points");
            if (acceleration < 0) {
                throw new IllegalArgumentException("acceleration rounds " + acceleration + " is negative");
            }
            startScores = List.copyOf(startScores);
        }

        /** Choices without McMahon start scores. */
        public Options(BigDecimal pairingByePoints, boolean rematchesAllowed, int acceleration, boolean firstColourWhite) {
            this(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, List.of());
        }

        /** These choices with McMahon start scores. */
        public Options withStartScores(List<BigDecimal> scores) {
            return new Options(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, scores);
        }
    }

    public PairingRequest {
        if (round < 1) {
            throw new IllegalArgumentException("round " + round + " is before round 1");
        }
        if (plannedRounds < round) {
            throw new IllegalArgumentException("round " + round + " is beyond the " + plannedRounds + " planned");
        }
        entrants = List.copyOf(entrants);
        for (int i = 0; i < entrants.size(); i++) {
            if (entrants.get(i).id() != i + 1) {
                throw new IllegalArgumentException("entrant ids must run 1.." + entrants.size()
                        + " in order; position " + (i + 1) + " has id " + entrants.get(i).id());
            }
        }
        Objects.requireNonNull(options, "options");
    }

    /** The entrant with this id. */
    public Entrant entrant(int id) {
        return entrants.get(id - 1);
    }
}

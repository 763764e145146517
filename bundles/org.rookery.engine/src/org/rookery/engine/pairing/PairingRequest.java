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
     * @param virtualPoints virtual points given explicitly (a TRF file's {@code XXA} or
     *        {@code 250} lines): by entrant id (index 0 is entrant 1), each a list by round (index
     *        0 is round 1), added to the score for pairing that round only. When not empty they
     *        replace the accelerated rounds' own rule; empty when the stage has none
     * @param forbiddenPairs entrants who must not be paired with each other (relatives, club
     *        mates the organiser keeps apart), an absolute criterion like a rematch; empty
     *        when there are none
     */
    public record Options(BigDecimal pairingByePoints, boolean rematchesAllowed, int acceleration,
            boolean firstColourWhite, List<BigDecimal> startScores, List<List<BigDecimal>> virtualPoints,
            List<ForbiddenPair> forbiddenPairs) {

        /** The usual choices: a one-point bye, no rematches, no acceleration, White first. */
        public static final Options STANDARD = new Options(BigDecimal.ONE, false, 0, true);

        public Options {
            Objects.requireNonNull(pairingByePoints, "pairing bye points");
            if (acceleration < 0) {
                throw new IllegalArgumentException("acceleration rounds " + acceleration + " is negative");
            }
            startScores = List.copyOf(startScores);
            virtualPoints = virtualPoints.stream().map(List::copyOf).toList();
            forbiddenPairs = List.copyOf(forbiddenPairs);
        }

        /** Choices without forbidden pairs. */
        public Options(BigDecimal pairingByePoints, boolean rematchesAllowed, int acceleration,
                boolean firstColourWhite, List<BigDecimal> startScores, List<List<BigDecimal>> virtualPoints) {
            this(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, startScores, virtualPoints, List.of());
        }

        /** Choices without explicit virtual points. */
        public Options(BigDecimal pairingByePoints, boolean rematchesAllowed, int acceleration,
                boolean firstColourWhite, List<BigDecimal> startScores) {
            this(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, startScores, List.of());
        }

        /** Choices without McMahon start scores. */
        public Options(BigDecimal pairingByePoints, boolean rematchesAllowed, int acceleration, boolean firstColourWhite) {
            this(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, List.of());
        }

        /** These choices with McMahon start scores. */
        public Options withStartScores(List<BigDecimal> scores) {
            return new Options(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, scores, virtualPoints,
                    forbiddenPairs);
        }

        /** These choices with explicit virtual points (see {@link #virtualPoints()}). */
        public Options withVirtualPoints(List<List<BigDecimal>> points) {
            return new Options(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, startScores, points,
                    forbiddenPairs);
        }

        /** These choices with these forbidden pairs (see {@link #forbiddenPairs()}). */
        public Options withForbiddenPairs(List<ForbiddenPair> pairs) {
            return new Options(pairingByePoints, rematchesAllowed, acceleration, firstColourWhite, startScores,
                    virtualPoints, pairs);
        }

        /** Whether entrants {@code a} and {@code b} must not be paired with each other. */
        public boolean forbidden(int a, int b) {
            for (ForbiddenPair p : forbiddenPairs) {
                if (p.joins(a, b)) {
                    return true;
                }
            }
            return false;
        }

        /** Whether virtual points are given explicitly (they then replace the accelerated rounds' rule). */
        public boolean hasVirtualPoints() {
            return !virtualPoints.isEmpty();
        }

        /** The explicit virtual points of entrant {@code id} when round {@code round} is paired, zero when none. */
        public BigDecimal virtualPoints(int id, int round) {
            if (id < 1 || id > virtualPoints.size()) {
                return BigDecimal.ZERO;
            }
            List<BigDecimal> rounds = virtualPoints.get(id - 1);
            return round >= 1 && round <= rounds.size() ? rounds.get(round - 1) : BigDecimal.ZERO;
        }
    }

    /**
     * Two entrants (by id) who must never be paired with each other.
     *
     * @param first one entrant's id
     * @param second the other's, different
     */
    public record ForbiddenPair(int first, int second) {

        public ForbiddenPair {
            if (first < 1 || second < 1 || first == second) {
                throw new IllegalArgumentException("a forbidden pair needs two different entrants, not " + first + " and "
                        + second);
            }
        }

        /** Whether this pair is {@code a} and {@code b}, either way round. */
        public boolean joins(int a, int b) {
            return (first == a && second == b) || (first == b && second == a);
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
        for (ForbiddenPair p : options.forbiddenPairs()) {
            if (p.first() > entrants.size() || p.second() > entrants.size()) {
                throw new IllegalArgumentException("forbidden pair " + p.first() + "-" + p.second()
                        + " names an entrant beyond the " + entrants.size());
            }
        }
    }

    /** The entrant with this id. */
    public Entrant entrant(int id) {
        return entrants.get(id - 1);
    }
}

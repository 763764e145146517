// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * The parts of a stage beyond its family and switches: the system by name, what Swiss pairing
 * counts, McMahon's bar and floor, accelerated rounds and requested byes. {@link #NONE} for a
 * stage that says none of these.
 *
 * @param named the pairing system by name, empty when only the family is given
 * @param pairOn what a Swiss pairs on, empty when the event leaves it to its points
 * @param bar the McMahon bar, if any
 * @param floor the McMahon floor, if any
 * @param acceleratedRounds how many first rounds are accelerated (0 for none)
 * @param requestedByes the byes an entrant may ask for, if allowed
 */
public record StageDetails(Optional<NamedSystem> named, Optional<PointsBasis> pairOn, Optional<Bound> bar,
        Optional<Bound> floor, int acceleratedRounds, Optional<RequestedByes> requestedByes) {

    /** A stage with no details beyond its family. */
    public static final StageDetails NONE = new StageDetails(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), 0, Optional.empty());

    /** What a Swiss pairs on. */
    public enum PointsBasis {
        /** Match points (team events). */
        MATCH_POINTS,
        /** Game points (board points in team events). */
        GAME_POINTS
    }

    /** A McMahon bar or floor, by grade or by rating. */
    public sealed interface Bound {
        /** At a grade of the event's grade table. */
        record ByGrade(String grade) implements Bound {
            public ByGrade {
                Checks.present(grade, "grade");
            }
        }

        /** At a rating. */
        record ByRating(int rating) implements Bound {
        }
    }

    /**
     * Byes an entrant may ask for in advance.
     *
     * @param count how many an entrant may take
     * @param firstRound the first round one may be taken in
     * @param lastRound the last round one may be taken in, 0 for any round
     * @param worth the points a requested bye scores
     */
    public record RequestedByes(int count, int firstRound, int lastRound, BigDecimal worth) {
        public RequestedByes {
            Checks.atLeast(count, 1, "requested byes");
            Checks.atLeast(firstRound, 1, "first round of a requested bye");
            Checks.atLeast(lastRound, 0, "last round of a requested bye");
            if (lastRound != 0 && lastRound < firstRound) {
                throw new IllegalArgumentException("requested byes in rounds " + firstRound + " to " + lastRound);
            }
            Checks.number(worth, "bye worth");
        }

        /** Whether a bye may be requested for {@code round}. */
        public boolean allowedIn(int round) {
            return round >= firstRound && (lastRound == 0 || round <= lastRound);
        }
    }

    public StageDetails {
        named = Optional.ofNullable(named).flatMap(n -> n);
        pairOn = Optional.ofNullable(pairOn).flatMap(p -> p);
        bar = Optional.ofNullable(bar).flatMap(b -> b);
        floor = Optional.ofNullable(floor).flatMap(f -> f);
        Checks.atLeast(acceleratedRounds, 0, "accelerated rounds");
        requestedByes = Optional.ofNullable(requestedByes).flatMap(r -> r);
    }
}

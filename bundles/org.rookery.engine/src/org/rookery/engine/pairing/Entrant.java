// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * One player or team as the pairing sees it.
 *
 * @param id the pairing number: the rank in the starting list, from 1 (ids are 1..n with no gap)
 * @param name the display name
 * @param rating the rating used for seeding, 0 when unrated
 * @param score the points that pairing goes by (match or game points, as the format says),
 *        after the rounds in {@code history}
 * @param history the rounds already played, in order
 * @param availability whether the entrant is to be paired this round
 */
public record Entrant(int id, String name, int rating, BigDecimal score, List<RoundRecord> history,
        Availability availability) {

    /** Whether an entrant takes part in the round being paired. */
    public enum Availability {
        /** Paired as usual. */
        PLAYING,
        /** Asked for a bye this round: not paired, gets the requested-bye points. */
        REQUESTED_BYE,
        /** Not paired this round and gets nothing. */
        ABSENT,
        /** Left the event: never paired again. */
        WITHDRAWN
    }

    public Entrant {
        if (id < 1) {
            throw new IllegalArgumentException("entrant id " + id + " is below 1");
        }
        name = name == null ? "" : name;
        Objects.requireNonNull(score, "score");
        history = List.copyOf(history);
        Objects.requireNonNull(availability, "availability");
    }

    /** Whether this entrant is paired in the round being paired. */
    public boolean isPaired() {
        return availability == Availability.PLAYING;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings;

/**
 * A player or team in a crosstable.
 *
 * @param id the pairing number, from 1 (ids run 1..n with no gap, as in a pairing request)
 * @param name the display name
 * @param rating the rating used for seeding and the rating-average tie-break, 0 when unrated
 */
public record Participant(int id, String name, int rating) {
    public Participant {
        if (id < 1) {
            throw new IllegalArgumentException("participant id " + id + " is below 1");
        }
        name = name == null ? "" : name;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;

/**
 * What results are worth in a crosstable: the scale of the points that rank (game points in an
 * individual event, match points in a team event) and what a pairing-allocated bye scores.
 * Requested byes score a win (full-point bye), a draw (half-point bye) or nothing; forfeits
 * score a win or a loss.
 *
 * @param ranking the scale of the ranking points
 * @param pairingBye what the pairing-allocated bye is worth
 * @param team whether the participants are teams (ranking points are match points)
 */
public record PointRules(PointScale ranking, BigDecimal pairingBye, boolean team) {

    public PointRules {
        Objects.requireNonNull(ranking, "ranking points");
        Objects.requireNonNull(pairingBye, "pairing bye points");
    }

    /** The rules an event's format gives: game points (individual) or match points (team), 1 / ½ / 0 by default, a bye worth a win. */
    public static PointRules of(EventRules event) {
        boolean team = event.kind() == EventRules.Kind.TEAM;
        Optional<PointScale> scale = team ? event.matchPoints() : event.gamePoints();
        PointScale s = scale.orElse(PointScale.STANDARD);
        return new PointRules(s, s.win(), team);
    }

    /** 1 / ½ / 0 with a one-point bye. */
    public static final PointRules STANDARD = new PointRules(PointScale.STANDARD, BigDecimal.ONE, false);
}

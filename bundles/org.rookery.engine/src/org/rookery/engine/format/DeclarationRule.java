// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.OptionalInt;

/**
 * The impasse (nyugyoku) declaration of shogi, FESA 27-point style. The declarer wins when his
 * king is in the promotion zone, not in check, he has time left, enough of his men are in the
 * zone and the men in the zone plus those in hand are worth enough points.
 *
 * @param sentePoints points sente (the first player) needs
 * @param gotePoints points gote (the second player) needs
 * @param minPiecesInZone men besides the king the declarer needs in the zone
 * @param values the point value of each piece type for the count
 * @param failure what happens when a declaration does not meet the conditions
 * @param drawAtOrAbove a declarer with at least this many points but fewer than he needs to win
 *        draws (the 24-point rule's band), empty when there is no such band
 */
public record DeclarationRule(int sentePoints, int gotePoints, int minPiecesInZone, PointTable values,
        Failure failure, OptionalInt drawAtOrAbove) {

    /** A declaration rule without a draw band. */
    public DeclarationRule(int sentePoints, int gotePoints, int minPiecesInZone, PointTable values,
            Failure failure) {
        this(sentePoints, gotePoints, minPiecesInZone, values, failure, OptionalInt.empty());
    }

    /** The consequence of a declaration that fails. */
    public enum Failure {
        /** The declarer loses. */
        LOSS,
        /** The declaration is void and play goes on. */
        PLAY_ON,
        /** The game is drawn. */
        DRAW
    }

    public DeclarationRule {
        Checks.atLeast(sentePoints, 1, "sente points");
        Checks.atLeast(gotePoints, 1, "gote points");
        Checks.atLeast(minPiecesInZone, 0, "pieces in zone");
        Checks.present(values, "piece values");
        Checks.present(failure, "failure");
        drawAtOrAbove = drawAtOrAbove == null ? OptionalInt.empty() : drawAtOrAbove;
        drawAtOrAbove.ifPresent(d -> {
            Checks.atLeast(d, 1, "draw band");
            if (d > Math.min(sentePoints, gotePoints)) {
                throw new IllegalArgumentException("a draw band from " + d + " points is above the points to win");
            }
        });
    }

    /** The points the declaring side needs. */
    public int pointsNeeded(boolean sente) {
        return sente ? sentePoints : gotePoints;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

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
 */
public record DeclarationRule(int sentePoints, int gotePoints, int minPiecesInZone, PointTable values,
        Failure failure) {

    /** The consequence of a declaration that fails. */
    public enum Failure {
        /** The declarer loses. */
        LOSS,
        /** The declaration is void and play goes on. */
        PLAY_ON
    }

    public DeclarationRule {
        Checks.atLeast(sentePoints, 1, "sente points");
        Checks.atLeast(gotePoints, 1, "gote points");
        Checks.atLeast(minPiecesInZone, 0, "pieces in zone");
        Checks.present(values, "piece values");
        Checks.present(failure, "failure");
    }

    /** The points the declaring side needs. */
    public int pointsNeeded(boolean sente) {
        return sente ? sentePoints : gotePoints;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * A format's impasse (nyugyoku) declaration settings, as written or as the variant's named rule
 * has them. The engine judges nothing with them: {@code GameBridge} hands them to the variant's
 * declaration options, and the variant's own judge ({@code Rules.declaration()}) decides.
 *
 * @param sentePoints points sente (the first player) needs
 * @param gotePoints points gote (the second player) needs
 * @param minPiecesInZone men besides the king the declarer needs in the zone
 * @param values the point value of each piece type for the count, empty for the variant's own values
 * @param failure what happens when a declaration does not meet the conditions
 * @param drawAtOrAbove a declarer with at least this many points but fewer than he needs to win
 *        draws (the 24-point rule's band), empty when there is no such band
 */
public record DeclarationRule(int sentePoints, int gotePoints, int minPiecesInZone, Optional<PointTable> values,
        Failure failure, OptionalInt drawAtOrAbove) {

    /** A declaration rule with its own piece values. */
    public DeclarationRule(int sentePoints, int gotePoints, int minPiecesInZone, PointTable values,
            Failure failure, OptionalInt drawAtOrAbove) {
        this(sentePoints, gotePoints, minPiecesInZone, Optional.of(values), failure, drawAtOrAbove);
    }

    /** A declaration rule with its own piece values and without a draw band. */
    public DeclarationRule(int sentePoints, int gotePoints, int minPiecesInZone, PointTable values,
            Failure failure) {
        this(sentePoints, gotePoints, minPiecesInZone, Optional.of(values), failure, OptionalInt.empty());
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
        values = values == null ? Optional.empty() : values;
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

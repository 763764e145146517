// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How one game is scored for the scoring side of an innings match (G20 style): what a win, a
 * draw, a loss and an unplayed game are worth, flat scores for early wins and penalty timeouts,
 * and illegal-move adjustments.
 *
 * @param capturePoints points per captured enemy piece, if captures are scored
 * @param outcomes the score of each outcome
 * @param earlyWin a flat score for a win with few captures, if any
 * @param penaltyTimeout a flat score for a win on time with a large clock margin, if any
 * @param illegalMoveAdjustment points added to the scoring side's game score for each illegal
 *        move, by the side that made it (negative values deduct)
 * @param resignationAllowed whether a player may resign
 * @param floor the lowest score a game can have, empty when scores may go down without limit
 */
public record ScoringRules(Optional<PointTable> capturePoints, Map<GameOutcome, Score> outcomes,
        Optional<EarlyWin> earlyWin, Optional<PenaltyTimeout> penaltyTimeout,
        Map<SideRole, BigDecimal> illegalMoveAdjustment, boolean resignationAllowed, Optional<BigDecimal> floor) {

    /** A result of one game, seen from the scoring side. */
    public enum GameOutcome {
        WIN, DRAW, LOSS, UNPLAYED
    }

    /** What an outcome is worth. */
    public sealed interface Score {
        /** The sum of the capture points of the pieces taken. */
        record Captured() implements Score {
        }

        /** A fixed number of points. */
        record Flat(BigDecimal points) implements Score {
            public Flat {
                Checks.number(points, "points");
            }
        }
    }

    /**
     * A win with fewer than {@code capturedBelow} captures scores {@code score} instead.
     *
     * @param capturedBelow the capture count an early win stays under
     * @param score the flat score of such a win
     */
    public record EarlyWin(int capturedBelow, BigDecimal score) {
        public EarlyWin {
            Checks.atLeast(capturedBelow, 1, "early-win capture count");
            Checks.number(score, "early-win score");
        }
    }

    /**
     * A win on time where the winner still has more than {@code margin} on the clock is a penalty
     * timeout and scores {@code score}; up to and including the margin it is a normal win.
     *
     * @param margin the winner's remaining time that must be exceeded
     * @param score the flat score of a penalty timeout
     */
    public record PenaltyTimeout(Duration margin, BigDecimal score) {
        public PenaltyTimeout {
            Checks.notNegative(margin, "timeout margin");
            Checks.number(score, "penalty score");
        }

        /** Whether a win on time with this much left on the winner's clock is a penalty timeout. */
        public boolean isPenalty(Duration winnerRemaining) {
            return winnerRemaining.compareTo(margin) > 0;
        }
    }

    public ScoringRules {
        capturePoints = Optional.ofNullable(capturePoints).flatMap(c -> c);
        outcomes = Collections.unmodifiableMap(copy(outcomes, GameOutcome.class));
        earlyWin = Optional.ofNullable(earlyWin).flatMap(e -> e);
        penaltyTimeout = Optional.ofNullable(penaltyTimeout).flatMap(p -> p);
        illegalMoveAdjustment = Collections.unmodifiableMap(copy(illegalMoveAdjustment, SideRole.class));
        floor = Optional.ofNullable(floor).flatMap(f -> f);
        boolean scoresCaptures = outcomes.values().stream().anyMatch(Score.Captured.class::isInstance);
        if (scoresCaptures && capturePoints.isEmpty()) {
            throw new IllegalArgumentException("an outcome scores captured points but there is no capture point table");
        }
    }

    private static <K extends Enum<K>, V> EnumMap<K, V> copy(Map<K, V> map, Class<K> type) {
        EnumMap<K, V> copy = new EnumMap<>(type);
        if (map != null) {
            copy.putAll(map);
        }
        return copy;
    }

    /** The adjustment per illegal move by this side, zero when none is set. */
    public BigDecimal illegalMovePoints(SideRole side) {
        return illegalMoveAdjustment.getOrDefault(side, BigDecimal.ZERO);
    }

    /** The early-win capture bound, if there is an early-win rule. */
    public OptionalInt earlyWinBelow() {
        return earlyWin.map(e -> OptionalInt.of(e.capturedBelow())).orElse(OptionalInt.empty());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.rookery.engine.format.DeclarationRule;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/**
 * The judgement of an impasse declaration under a format's {@link DeclarationRule}: each condition
 * with its reason, the counts behind them, and what follows.
 *
 * @param declarer the declaring side (sente is {@link Color#WHITE})
 * @param points the points counted: his men in the zone plus his men in hand
 * @param pointsNeeded the points his side needs
 * @param menInZone his men in the zone, king excluded
 * @param menNeeded the men the rule wants in the zone
 * @param conditions every condition, in the order FESA 5.3 numbers them
 * @param failure what a failed declaration leads to under the format
 * @param drawAtOrAbove the format's draw band: a declaration short of points only, with at least
 *        this many, is a draw; empty when the format has none
 */
public record DeclarationVerdict(Color declarer, int points, int pointsNeeded, int menInZone, int menNeeded,
        List<Condition> conditions, DeclarationRule.Failure failure, OptionalInt drawAtOrAbove) {

    /** A verdict under a format without a draw band. */
    public DeclarationVerdict(Color declarer, int points, int pointsNeeded, int menInZone, int menNeeded,
            List<Condition> conditions, DeclarationRule.Failure failure) {
        this(declarer, points, pointsNeeded, menInZone, menNeeded, conditions, failure, OptionalInt.empty());
    }

    /** The name of the points condition, the one a draw band excuses. */
    public static final String POINTS = "enough points";

    /**
     * One condition of the declaration.
     *
     * @param name the condition in a few words
     * @param holds whether it is met
     * @param reason why, naming squares and counts
     */
    public record Condition(String name, boolean holds, String reason) {
        public Condition {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String toString() {
            return name + ": " + (holds ? "holds" : "fails") + " (" + reason + ")";
        }
    }

    public DeclarationVerdict {
        Objects.requireNonNull(declarer, "declarer");
        conditions = List.copyOf(conditions);
        Objects.requireNonNull(failure, "failure");
        drawAtOrAbove = drawAtOrAbove == null ? OptionalInt.empty() : drawAtOrAbove;
    }

    /**
     * Whether the declaration falls in the draw band: every condition but the points holds and the
     * points reach the band's lower bound.
     */
    public boolean inDrawBand() {
        if (succeeded() || drawAtOrAbove.isEmpty() || points < drawAtOrAbove.getAsInt()) {
            return false;
        }
        return conditions.stream().filter(c -> !c.holds()).allMatch(c -> c.name().equals(POINTS));
    }

    /** What a failed declaration leads to: the draw band first, then the format's failure rule. */
    public DeclarationRule.Failure consequence() {
        return inDrawBand() ? DeclarationRule.Failure.DRAW : failure;
    }

    /** Whether every condition holds. */
    public boolean succeeded() {
        return conditions.stream().allMatch(Condition::holds);
    }

    /** The game's outcome: a win for the declarer, a loss, or none when a failed declaration plays on. */
    public Optional<Outcome> outcome() {
        if (succeeded()) {
            return Optional.of(Outcome.win(Termination.DECLARATION, declarer));
        }
        return switch (consequence()) {
            case LOSS -> Optional.of(Outcome.win(Termination.DECLARATION, declarer.opponent()));
            case DRAW -> Optional.of(Outcome.draw(Termination.DECLARATION));
            case PLAY_ON -> Optional.empty();
        };
    }

    /** The verdict and each condition, one a line, for the arbiter. */
    public String explanation() {
        StringBuilder sb = new StringBuilder(succeeded() ? "the declaration wins" : switch (consequence()) {
            case LOSS -> "the declaration fails and loses";
            case DRAW -> inDrawBand() ? "the declaration falls in the draw band (" + drawAtOrAbove.getAsInt()
                    + " points or more) and draws" : "the declaration fails and the game is drawn";
            case PLAY_ON -> "the declaration fails; play goes on";
        });
        sb.append(": ").append(points).append(" points of ").append(pointsNeeded).append(" needed, ")
                .append(menInZone).append(" men in the zone of ").append(menNeeded);
        for (Condition c : conditions) {
            sb.append('\n').append(c);
        }
        return sb.toString();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The verdict on an impasse declaration, as the variant's own judge gives it (see
 * {@link Rules#declaration()}): each condition with its reason, the counts behind them, and what
 * follows under the variant's options (a win, a loss, a draw, or nothing when a failed declaration
 * lets play go on). Tournament code shows and records it; it never judges again.
 *
 * @param declarer the declaring side
 * @param points the points counted for him
 * @param pointsNeeded the points his side needs
 * @param menInZone his men in the zone, the king excluded
 * @param menNeeded the men the rule wants in the zone
 * @param conditions every condition, in the order the variant's rule numbers them
 * @param outcome the game's outcome, or empty when a failed declaration is void and play goes on
 * @param inDrawBand whether it failed on the points alone with enough of them for the rule's draw band
 * @param drawBand the lower bound of the rule's draw band, 0 when it has none
 */
public record Declaration(Color declarer, int points, int pointsNeeded, int menInZone, int menNeeded,
        List<Condition> conditions, Optional<Outcome> outcome, boolean inDrawBand, int drawBand) {

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

    public Declaration {
        Objects.requireNonNull(declarer, "declarer");
        conditions = List.copyOf(conditions);
        Objects.requireNonNull(outcome, "outcome");
    }

    /** Whether every condition holds. */
    public boolean succeeded() {
        return conditions.stream().allMatch(Condition::holds);
    }

    /** The verdict, the counts and each condition, one a line, for the arbiter. */
    public String explanation() {
        String verdict;
        if (succeeded()) {
            verdict = "the declaration wins";
        } else if (outcome.isEmpty()) {
            verdict = "the declaration fails; play goes on";
        } else if (outcome.get().isDraw()) {
            verdict = inDrawBand ? "the declaration falls in the draw band (" + drawBand + " points or more) and draws"
                    : "the declaration fails and the game is drawn";
        } else {
            verdict = "the declaration fails and loses";
        }
        StringBuilder sb = new StringBuilder(verdict).append(": ").append(points).append(" points of ")
                .append(pointsNeeded).append(" needed, ").append(menInZone).append(" men in the zone of ").append(menNeeded);
        for (Condition c : conditions) {
            sb.append('\n').append(c);
        }
        return sb.toString();
    }
}

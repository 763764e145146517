// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.List;
import java.util.Objects;

import org.rookery.rules.Color;
import org.rookery.rules.Outcome;

/**
 * The judgement of a 27-point declaration: every condition with its reason, the counts behind
 * them and the outcome. A declaration that fails any condition loses (FESA 5.3), so the outcome
 * always has a winner.
 *
 * @param declarer who declared
 * @param points the points counted (men in the zone plus men in hand)
 * @param pointsNeeded the points the declarer's side needs
 * @param menInZone the declarer's men in the zone, king excluded
 * @param conditions the six conditions in FESA order
 * @param outcome a win for the declarer if all hold, else a win for the opponent
 */
public record DeclarationResult(Color declarer, int points, int pointsNeeded, int menInZone, List<ConditionResult> conditions,
        Outcome outcome) {

    public DeclarationResult {
        Objects.requireNonNull(declarer, "declarer");
        Objects.requireNonNull(outcome, "outcome");
        conditions = List.copyOf(conditions);
    }

    /** Whether the declaration wins. */
    public boolean succeeded() {
        return outcome.winner() == declarer;
    }

    /** The result of one condition. */
    public ConditionResult condition(DeclarationCondition condition) {
        for (ConditionResult r : conditions) {
            if (r.condition() == condition) {
                return r;
            }
        }
        throw new IllegalArgumentException("no result for " + condition);
    }

    /** The conditions that fail (empty if the declaration wins). */
    public List<ConditionResult> failed() {
        return conditions.stream().filter(r -> !r.holds()).toList();
    }

    /** A paragraph for the arbiter: the verdict, then each condition on its own line. */
    public String explanation() {
        StringBuilder sb = new StringBuilder();
        sb.append(ShogiSides.name(declarer)).append("'s declaration ").append(succeeded() ? "wins" : "fails and loses").append('.');
        for (ConditionResult r : conditions) {
            sb.append('\n').append(r);
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return explanation();
    }
}

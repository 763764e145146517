// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.rules.Color;
import org.rookery.rules.Declaration;
import org.rookery.rules.Outcome;

/**
 * The judgement of a 27-point declaration: every condition with its reason, the counts behind
 * them and the outcome. Under FESA 5.3 a declaration that fails any condition loses; the
 * {@code declarationFailure} and {@code declarationDrawBand} options let a format make it draw or
 * be void instead.
 *
 * @param declarer who declared
 * @param points the points counted (men in the zone plus men in hand)
 * @param pointsNeeded the points the declarer's side needs
 * @param menInZone the declarer's men in the zone, king excluded
 * @param menNeeded the men needed in the zone
 * @param conditions the six conditions in FESA order
 * @param outcome a win for the declarer if all hold; else what the options make of a failure
 *        (empty: void, play goes on)
 * @param inDrawBand whether it failed on the points alone, with enough of them for the draw band
 * @param drawBand the draw band's lower bound, 0 when there is none
 */
public record DeclarationResult(Color declarer, int points, int pointsNeeded, int menInZone, int menNeeded,
        List<ConditionResult> conditions, Optional<Outcome> outcome, boolean inDrawBand, int drawBand) {

    public DeclarationResult {
        Objects.requireNonNull(declarer, "declarer");
        Objects.requireNonNull(outcome, "outcome");
        conditions = List.copyOf(conditions);
    }

    /** Whether the declaration wins. */
    public boolean succeeded() {
        return conditions.stream().allMatch(ConditionResult::holds);
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

    /** The verdict in the rules API's terms, for tournament code that knows no shogi. */
    public Declaration toDeclaration() {
        return new Declaration(declarer, points, pointsNeeded, menInZone, menNeeded, conditions.stream()
                .map(c -> new Declaration.Condition(c.condition().number() + ". " + c.condition().summary(), c.holds(),
                        c.reason()))
                .toList(), outcome, inDrawBand, drawBand);
    }

    /** A paragraph for the arbiter: the verdict, then each condition on its own line. */
    public String explanation() {
        StringBuilder sb = new StringBuilder();
        sb.append(ShogiSides.name(declarer)).append("'s declaration ").append(verdict()).append('.');
        for (ConditionResult r : conditions) {
            sb.append('\n').append(r);
        }
        return sb.toString();
    }

    private String verdict() {
        if (succeeded()) {
            return "wins";
        }
        if (outcome.isEmpty()) {
            return "fails and is void; play goes on";
        }
        if (outcome.get().isDraw()) {
            return inDrawBand ? "falls in the draw band (" + drawBand + " points or more) and draws" : "fails and draws";
        }
        return "fails and loses";
    }

    @Override
    public String toString() {
        return explanation();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.Objects;

/**
 * Whether one declaration condition holds, with the reason in plain English for the arbiter
 * ("Sente's king on 5b is in the promotion zone (ranks a to c)").
 *
 * @param condition which condition
 * @param holds whether it is met
 * @param reason why, naming squares and counts
 */
public record ConditionResult(DeclarationCondition condition, boolean holds, String reason) {

    public ConditionResult {
        Objects.requireNonNull(condition, "condition");
        Objects.requireNonNull(reason, "reason");
    }

    @Override
    public String toString() {
        return condition.number() + ". " + (holds ? "holds" : "fails") + ": " + reason;
    }
}

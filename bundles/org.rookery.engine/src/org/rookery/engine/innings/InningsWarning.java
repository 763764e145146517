// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.util.Objects;

/**
 * A warning for the arbiter that nothing refuses yet: for instance that the stopping side can no
 * longer fill the innings within its rotation limits.
 *
 * @param innings the innings it concerns
 * @param afterGame the game after whose choice or result it arose (0: before the first)
 * @param rule the rule that will be in the way
 * @param message what the arbiter should know
 */
public record InningsWarning(int innings, int afterGame, String rule, String message) {

    public InningsWarning {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }
}

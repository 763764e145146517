// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal;

import java.util.Objects;

/**
 * An arbiter action the format's rules do not allow, refused before anything is written. The
 * rule names where it comes from (the seed rule or the format setting) so the arbiter can point
 * to it; the message says what was asked and why it cannot be done.
 */
public class Refusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String rule;

    /**
     * @param rule the rule's name, e.g. {@code "stopping player no consecutive games"}
     * @param message what was refused and why, e.g. {@code "B3 played game 4; no two games in a row"}
     */
    public Refusal(String rule, String message) {
        super(message);
        this.rule = Objects.requireNonNull(rule, "rule");
    }

    /** The rule that refuses the action. */
    public String rule() {
        return rule;
    }

    /** The refusal as one line: {@code message (rule: name)}. */
    @Override
    public String toString() {
        return getMessage() + " (rule: " + rule + ")";
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.Objects;

/**
 * A fact in the journal that the rules would have refused (a journal written by another program
 * or edited by hand). Replaying skips it and reports it; it never changes the derived state.
 *
 * @param seq the fact's sequence number
 * @param rule the rule it breaks
 * @param message what is wrong
 */
public record Problem(long seq, String rule, String message) {
    public Problem {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return "fact " + seq + ": " + message + " (rule: " + rule + ")";
    }
}

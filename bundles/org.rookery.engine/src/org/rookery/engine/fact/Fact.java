// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.fact;

import java.time.Instant;
import java.util.Objects;

/**
 * One line of an event's journal: an arbiter action with its sequence number, when it was
 * recorded and by whom.
 *
 * @param seq the sequence number, from 1, with no gap
 * @param at when it was recorded
 * @param by who recorded it (the arbiter's name or login)
 * @param body what was done
 */
public record Fact(long seq, Instant at, String by, FactBody body) {
    public Fact {
        if (seq < 1) {
            throw new IllegalArgumentException("sequence number " + seq + " is below 1");
        }
        Objects.requireNonNull(at, "at");
        by = by == null || by.isBlank() ? "arbiter" : by;
        Objects.requireNonNull(body, "body");
    }
}

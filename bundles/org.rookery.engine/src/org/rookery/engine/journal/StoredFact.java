// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.util.Objects;

/**
 * One fact as the store keeps it.
 *
 * @param seq the fact's sequence number, from 1
 * @param line the line of the journal file it is on (for messages; the header is line 1)
 * @param json the fact as one line of JSON
 */
public record StoredFact(long seq, long line, String json) {
    public StoredFact {
        if (seq < 1) {
            throw new IllegalArgumentException("sequence number " + seq + " is below 1");
        }
        Objects.requireNonNull(json, "json");
    }
}

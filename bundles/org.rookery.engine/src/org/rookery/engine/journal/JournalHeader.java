// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The first line of a journal: which version of the journal layout it uses and the properties
 * the event recorded when it was created (the format file and its hash, the fact format version),
 * so that the journal is always replayed against the rules it was recorded with.
 *
 * @param version the journal layout version, {@link #CURRENT} for journals this code writes
 * @param properties name to value, in the order written
 */
public record JournalHeader(int version, Map<String, String> properties) {

    /** The journal layout this code reads and writes. */
    public static final int CURRENT = 1;

    /** The value of the {@code journal} field that marks a Rookery journal's first line. */
    public static final String MAGIC = "rookery-event-journal";

    public JournalHeader {
        if (version < 1) {
            throw new IllegalArgumentException("journal version " + version + " is below 1");
        }
        properties = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(properties, "properties")));
    }

    /** A property, or {@code ""} when the header has none of that name. */
    public String property(String name) {
        return properties.getOrDefault(name, "");
    }
}

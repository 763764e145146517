// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.format.CompiledFormat;

/**
 * One reading of a served event: its format, the state its facts fold into, and a version that
 * grows with every change the server should push to its viewers.
 *
 * @param format the event's compiled format
 * @param state the facts folded, as the engine derives standings and pairings from them
 * @param version a number that changes whenever the facts do (the fact count of a journal)
 * @param rules the format's explanation in plain English, as {@code rookery explain} prints it
 * @param warning what went wrong at the last reading (a damaged journal, a refused fact), empty
 *        when none; the view is then the last good one
 */
public record EventView(CompiledFormat format, EventState state, long version, String rules, Optional<String> warning) {

    public EventView {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(warning, "warning");
    }

    /** The event's title as players read it: the format's title, or its name. */
    public String title() {
        return format.title().isBlank() ? format.name() : format.title();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
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
 * @param facts every fact in order, from which the pairing engine's reasons for a past round are
 *        worked out again (empty when the store does not give them)
 * @param clocks the clocks the arbiter's workbench has bound to the event's games, as last saved
 * @param clocksSaved when the clocks were saved (empty with no clocks)
 */
public record EventView(CompiledFormat format, EventState state, long version, String rules, Optional<String> warning,
        List<Fact> facts, List<ClockSnapshot.Board> clocks, Optional<Instant> clocksSaved) {

    public EventView {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(warning, "warning");
        facts = List.copyOf(facts);
        clocks = List.copyOf(clocks);
        Objects.requireNonNull(clocksSaved, "clocksSaved");
    }

    /** A reading without facts or clocks. */
    public EventView(CompiledFormat format, EventState state, long version, String rules, Optional<String> warning) {
        this(format, state, version, rules, warning, List.of(), List.of(), Optional.empty());
    }

    /** The event's title as players read it: the format's title, or its name. */
    public String title() {
        return format.title().isBlank() ? format.name() : format.title();
    }

    /** This reading with other clocks. */
    public EventView withClocks(List<ClockSnapshot.Board> boards, Optional<Instant> saved) {
        return new EventView(format, state, version, rules, warning, facts, boards, saved);
    }

    /** This reading with another warning. */
    public EventView withWarning(Optional<String> problem) {
        return new EventView(format, state, version, rules, problem, facts, clocks, clocksSaved);
    }

    /** The clock bound to {@code game}, if the arbiter bound one. */
    public Optional<ClockSnapshot.Board> clock(String game) {
        return clocks.stream().filter(c -> c.game().equals(game)).reduce((a, b) -> b);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.util.Optional;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.Stage;
import org.rookery.engine.stage.StagePlan;

/**
 * The bound on a dry run's work: the most games the format can take with the players asked for,
 * counted before a game is played, so that a format or a field too large for a dry run is named
 * at once rather than left to run for hours.
 */
final class SimulationWork {

    /** The most games a dry run plays. */
    static final long MAX_GAMES = 50_000;

    private SimulationWork() {
    }

    /** Why a dry run of {@code format} with {@code players} would be too much work; empty when it is not. */
    static Optional<String> tooMuch(CompiledFormat format, int players) {
        long games = games(format, players);
        if (games <= MAX_GAMES) {
            return Optional.empty();
        }
        return Optional.of("this format with " + (format.innings().isPresent() ? "its two teams" : players + " players")
                + " can take up to " + games + " games, more than the " + MAX_GAMES + " a dry run plays: "
                + (format.innings().isPresent() ? "write fewer innings or games per innings"
                        : "simulate with fewer --players, or write fewer rounds"));
    }

    /** The most games the format can take: every innings in full, or every round of every stage with the whole field. */
    static long games(CompiledFormat format, int players) {
        if (format.innings().isPresent()) {
            InningsRules innings = format.innings().get();
            // both sides' innings in full; golden games are bounded by the innings simulation itself
            return 2L * innings.inningsPerSide() * innings.gamesPerInnings();
        }
        EventRules event = format.event().orElse(null);
        if (event == null || players < 2) {
            return 0;
        }
        long perPairing = event.plan().matchFormat().map(SimulationWork::games).orElse(1L);
        long total = 0;
        for (Stage stage : event.stages()) {
            // every stage with the whole field: an upper bound, since a later stage has only the qualifiers
            try {
                total += StagePlan.of(stage, players).rounds() * ((players + 1L) / 2) * perPairing;
            } catch (IllegalArgumentException e) {
                // a stage that cannot start with this field: the simulation says so itself
            }
        }
        return total;
    }

    private static long games(EventPlan.MatchFormat m) {
        return (long) m.bestOf() * m.gamesPerSet();
    }
}

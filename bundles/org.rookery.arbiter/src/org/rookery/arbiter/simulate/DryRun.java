// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.simulate;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.rookery.engine.event.InningsSimulation;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.Stage;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;
import org.rookery.engine.stage.StagePlan;
import org.rookery.rules.VariantRegistry;

/**
 * The organiser's dry run: plays a whole event of a format with generated players and random
 * results and says whether and how it completes. An innings match is played through the innings
 * state machine with its two teams; any other event round by round with the format's pairing
 * engines and, where the format scores games by points, its variant's game scorer. A format or
 * field that could take more than {@link #MAX_GAMES} games is refused before a game is played, so
 * that a dry run never runs for hours; a run can be cancelled between rounds or innings.
 */
public final class DryRun {

    /** The most games a dry run plays. */
    public static final long MAX_GAMES = 50_000;

    private DryRun() {
    }

    /**
     * Plays a dry run of {@code format}.
     *
     * @param players players of an individual event, or players per team entry (an innings match
     *        always has two teams of the format's team size)
     * @param seed the random seed: the same seed plays the same event
     * @param progress receives each progress line as it happens
     * @param cancelled asked before each progress line; when it answers {@code true} the run stops
     * @throws CancellationException when {@code cancelled} stopped the run
     * @throws IllegalArgumentException when the format cannot be played at all with these players
     *         (too few players, a scored format whose variant is not installed)
     */
    public static DryRunOutcome run(CompiledFormat format, int players, long seed, VariantRegistry variants,
            PairingEngines engines, Consumer<String> progress, BooleanSupplier cancelled) {
        Objects.requireNonNull(format, "format");
        Consumer<String> told = progress == null ? x -> { } : progress;
        BooleanSupplier stop = cancelled == null ? () -> false : cancelled;
        Consumer<String> checked = line -> {
            if (stop.getAsBoolean()) {
                throw new CancellationException("the dry run of " + format.name() + " was cancelled");
            }
            told.accept(line);
        };
        boolean innings = format.innings().isPresent();
        Optional<String> tooMuch = tooMuch(format, players);
        if (tooMuch.isPresent()) {
            return new DryRunOutcome(false, "did not complete: " + tooMuch.get(), List.of(),
                    Optional.of(DeadEnd.of(tooMuch.get(), innings)), Optional.empty());
        }
        if (innings) {
            GameScorer scorer = GameScorer.of(format, GameBridge.bind(format, variants));
            InningsSimulation.Report r = InningsSimulation.run(format, scorer, seed, checked);
            return new DryRunOutcome(r.completed(), (r.completed() ? "completed: " : "did not complete: ") + r.outcome(),
                    r.progress(), r.completed() ? Optional.empty() : Optional.of(DeadEnd.of(r.outcome(), true)),
                    Optional.empty());
        }
        // a format that scores its matches by points has each game scored as the variant's men say
        Optional<GameScorer> scorer = format.scoring().isPresent()
                ? Optional.of(GameScorer.of(format, GameBridge.bind(format, variants)))
                : Optional.empty();
        SimulationReport r = Simulation.run(format, players, seed, checked, engines, scorer);
        // an individual or team event's outcome already begins "completed: "
        String summary = r.completed() ? (r.outcome().startsWith("completed: ") ? "" : "completed: ") + r.outcome()
                : "did not complete: " + r.outcome();
        return new DryRunOutcome(r.completed(), summary, r.progress(),
                r.completed() ? Optional.empty() : Optional.of(DeadEnd.of(r.outcome(), false)), r.standings());
    }

    /** Why a dry run of {@code format} with {@code players} would be too much work; empty when it is not. */
    public static Optional<String> tooMuch(CompiledFormat format, int players) {
        return tooMuch(format, players, "fewer players");
    }

    /**
     * Why a dry run of {@code format} with {@code players} would be too much work, as
     * {@link #tooMuch(CompiledFormat, int)}, with the shell's words for asking for fewer players
     * (the command line's "fewer --players").
     */
    public static Optional<String> tooMuch(CompiledFormat format, int players, String fewerPlayers) {
        long games = games(format, players);
        if (games <= MAX_GAMES) {
            return Optional.empty();
        }
        return Optional.of("this format with " + (format.innings().isPresent() ? "its two teams" : players + " players")
                + " can take up to " + games + " games, more than the " + MAX_GAMES + " a dry run plays: "
                + (format.innings().isPresent() ? "write fewer innings or games per innings"
                        : "simulate with " + fewerPlayers + ", or write fewer rounds"));
    }

    /** The most games the format can take: every innings in full, or every round of every stage with the whole field. */
    public static long games(CompiledFormat format, int players) {
        if (format.innings().isPresent()) {
            InningsRules innings = format.innings().get();
            // both sides' innings in full; golden games are bounded by the innings simulation itself
            return 2L * innings.inningsPerSide() * innings.gamesPerInnings();
        }
        EventRules event = format.event().orElse(null);
        if (event == null || players < 2) {
            return 0;
        }
        long perPairing = event.plan().matchFormat().map(DryRun::games).orElse(1L);
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

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.Consumer;

import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GradeTable;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.team.TeamPlayer;

/**
 * The organiser's dry run: plays a whole event of a compiled format with generated players and
 * random results, pairing every round with the engine the stage names, and reports progress and
 * whether and how the event completes ("stage main, round 5 cannot be paired: ..."). The same
 * seed gives the same event. Results are drawn from the players' ratings (the Elo expectation)
 * with a share of draws where the format scores draws; knockout games are decisive (a drawn one
 * is replayed until decisive, rules.md 6.5).
 *
 * <p>Players: {@code Player 001} ... with a grade from the format's tentative-rating table (its
 * tentative rating seeds them) or, without one, a rating around 1500; in a team event, a grade
 * between 80 and 250 as on an English grading list.
 */
public final class Simulation {

    private final CompiledFormat format;
    private final PairingEngines engines;
    private final List<String> lines = new ArrayList<>();
    private final Consumer<String> progress;
    private final Optional<GameScorer> scorer;

    private Simulation(CompiledFormat format, PairingEngines engines, Consumer<String> progress,
            Optional<GameScorer> scorer) {
        this.format = format;
        this.engines = engines;
        this.progress = progress;
        this.scorer = scorer;
    }

    /** Simulates {@code format} with {@code players} generated players and the engines {@link PairingEngines#fromServiceLoader()} finds. */
    public static SimulationReport run(CompiledFormat format, int players, long seed, Consumer<String> progress) {
        return run(format, players, seed, progress, PairingEngines.fromServiceLoader());
    }

    /**
     * Simulates {@code format} with {@code players} generated players.
     *
     * @param progress receives each progress line as it happens
     * @throws IllegalArgumentException when the format has no event section (an innings match)
     *         or there are too few players
     */
    public static SimulationReport run(CompiledFormat format, int players, long seed, Consumer<String> progress,
            PairingEngines engines) {
        return run(format, players, seed, progress, engines, Optional.empty());
    }

    /**
     * Simulates {@code format} with {@code players} generated players; where the format scores its
     * matches by points (a scoring section outside an innings match), {@code scorer} scores each
     * game, which is then played with random captures, flag falls and illegal moves.
     *
     * @param scorer the format's game scorer ({@link GameScorer#of}), required where the format
     *        has a scoring section
     * @throws IllegalArgumentException when the format has no event section (an innings match),
     *         there are too few players, or the format scores games and no scorer is given
     */
    public static SimulationReport run(CompiledFormat format, int players, long seed, Consumer<String> progress,
            PairingEngines engines, Optional<GameScorer> scorer) {
        Objects.requireNonNull(format, "format");
        if (format.scoring().isPresent() && format.innings().isEmpty() && scorer.isEmpty()) {
            // never a dry run that silently scores the games by the event's game points instead
            throw new IllegalArgumentException("format " + format.name() + " scores its games by points, so its dry"
                    + " run needs the game scorer of its variant");
        }
        EventRules event = format.event().orElseThrow(() -> new IllegalArgumentException("format " + format.name()
                + " has no event section: there are no rounds to pair (an innings match is played, not paired)"));
        if (players < 2) {
            throw new IllegalArgumentException("a simulation needs at least 2 players, not " + players);
        }
        Simulation s = new Simulation(format, engines, progress == null ? x -> { } : progress,
                format.innings().isPresent() ? Optional.empty() : scorer);
        Random random = new Random(seed);
        if (event.kind() == EventRules.Kind.TEAM) {
            return new TeamSimulation(s, event, random).run(teamPlayers(players, random));
        }
        return new IndividualSimulation(s, event, random).run(registrants(players, event, random));
    }

    CompiledFormat format() {
        return format;
    }

    /** The scorer of each game, where the format scores matches by points. */
    Optional<GameScorer> scorer() {
        return scorer;
    }

    PairingEngines engines() {
        return engines;
    }

    void say(String line) {
        lines.add(line);
        progress.accept(line);
    }

    SimulationReport report(boolean completed, String outcome, Optional<org.rookery.engine.standings.Standings> standings) {
        say(outcome);
        return new SimulationReport(completed, outcome, lines, standings);
    }

    static String name(int i) {
        return String.format("Player %03d", i);
    }

    private static List<Registrant> registrants(int n, EventRules event, Random random) {
        List<Registrant> list = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            if (event.tentativeRatings().isPresent()) {
                List<GradeTable.Grade> grades = event.tentativeRatings().get().grades().grades();
                int index = (int) Math.round(grades.size() / 2.0 + random.nextGaussian() * grades.size() / 4.0);
                index = Math.max(0, Math.min(grades.size() - 1, index));
                list.add(new Registrant(name(i), OptionalInt.empty(), Optional.of(grades.get(index).name())));
            } else {
                int rating = (int) Math.max(100, Math.min(2800, Math.round(1500 + random.nextGaussian() * 300)));
                list.add(new Registrant(name(i), OptionalInt.of(rating), Optional.empty()));
            }
        }
        return list;
    }

    private static List<TeamPlayer> teamPlayers(int n, Random random) {
        List<TeamPlayer> list = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            list.add(new TeamPlayer(name(i), 80 + random.nextInt(171)));
        }
        return list;
    }

    /** White's result from the Elo expectation; {@code drawShare} of games are drawn. */
    static org.rookery.engine.pairing.RoundResult result(Random random, int whiteRating, int blackRating, double drawShare) {
        if (random.nextDouble() < drawShare) {
            return org.rookery.engine.pairing.RoundResult.DRAW;
        }
        double expected = 1 / (1 + Math.pow(10, (blackRating - whiteRating) / 400.0));
        return random.nextDouble() < expected ? org.rookery.engine.pairing.RoundResult.WIN : org.rookery.engine.pairing.RoundResult.LOSS;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.MatchScore;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.internal.MatchKnockoutEngine;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;

/** The simulation of an individual event, stage by stage. */
final class IndividualSimulation {

    /** The share of drawn games where draws are possible. */
    static final double DRAWS = 0.1;

    /** The chance that a player asks for a bye in a round where the stage allows one. */
    static final double REQUESTS = 0.04;

    /** Rounds a knockout of matches may take in the dry run before it is called undecided. */
    static final int MATCH_ROUNDS = 1000;

    private final Simulation sim;
    private final EventRules event;
    private final Random random;

    IndividualSimulation(Simulation sim, EventRules event, Random random) {
        this.sim = sim;
        this.event = event;
        this.random = random;
    }

    /**
     * The players who ask for a bye in round {@code round}, where the stage allows requested byes:
     * each player asks with a small chance in a round the stage allows, up to the stage's count,
     * so that the dry run shows the byes paired and scored as the format says.
     */
    private Map<Integer, Entrant.Availability> requests(Stage stage, int round, int[] taken) {
        Optional<StageDetails.RequestedByes> rule = stage.details().requestedByes();
        if (rule.isEmpty() || !rule.get().allowedIn(round)) {
            return Map.of();
        }
        Map<Integer, Entrant.Availability> asked = new TreeMap<>();
        for (int p = 1; p < taken.length; p++) {
            if (taken[p] < rule.get().count() && random.nextDouble() < REQUESTS) {
                taken[p]++;
                asked.put(p, Entrant.Availability.REQUESTED_BYE);
            }
        }
        return asked;
    }

    /** Plays the play-offs the final standings call for and gives the ranking they decide. */
    private Standings playOffs(Standings standings, List<Participant> field) {
        return PlayOffRun.play(sim, random, event.plan().playOffs(), event.gamePoints().orElse(org.rookery.engine.format.PointScale.STANDARD), standings, id -> field.get(id - 1).name(),
                id -> field.get(id - 1).rating(), DRAWS);
    }

    /** The winner of a knockout of matches after the games recorded before round {@code round}, if decided. */
    private static Optional<Integer> champion(StageRun run, MatchKnockoutEngine engine, int round) {
        int r = Math.min(round, run.table().lastRound() + 1);
        return engine.champion(new PairingRequest(r, r, run.table().entrants(r, Map.of()), run.options()));
    }

    /**
     * Plays a match of sets between a pairing's two players, game by game with colours
     * alternating, until it is decided or its sets are all played (then level sets draw it), and
     * records its result with the points each scored: the event's game points a game, or where the
     * format scores games by points, each game's score under its scoring section.
     */
    private void playMatch(StageRun run, int round, RoundPairing.Board b, int whiteRating, int blackRating,
            EventPlan.MatchFormat format) {
        List<MatchScore.GamePoints> played = new java.util.ArrayList<>();
        List<RoundResult> results = new java.util.ArrayList<>();
        PointScale scale = event.gamePoints().orElse(PointScale.STANDARD);
        java.math.BigDecimal first = java.math.BigDecimal.ZERO;
        java.math.BigDecimal second = java.math.BigDecimal.ZERO;
        int games = format.bestOf() * format.gamesPerSet();
        // a format that scores games by points plays each game with captures and scores it
        Optional<ScoredGames> scored = sim.scorer().map(s -> new ScoredGames(s, random));
        MatchScore score = MatchScore.ofPoints(format, played);
        while (!score.decided() && played.size() < games) {
            boolean firstWhite = played.size() % 2 == 0;
            RoundResult white = Simulation.result(random, firstWhite ? whiteRating : blackRating,
                    firstWhite ? blackRating : whiteRating, DRAWS);
            RoundResult forFirst = firstWhite ? white : white == RoundResult.WIN ? RoundResult.LOSS
                    : white == RoundResult.LOSS ? RoundResult.WIN : RoundResult.DRAW;
            MatchScore.GamePoints game = scored.isPresent() ? scored.get().play(forFirst) : new MatchScore.GamePoints(
                    forFirst == RoundResult.WIN ? scale.win() : forFirst == RoundResult.DRAW ? scale.draw() : scale.loss(),
                    forFirst == RoundResult.LOSS ? scale.win() : forFirst == RoundResult.DRAW ? scale.draw() : scale.loss());
            played.add(game);
            results.add(forFirst);
            first = first.add(game.first());
            second = second.add(game.second());
            score = scored.isPresent() ? MatchScore.ofPoints(format, played) : MatchScore.of(format, results);
        }
        RoundResult result = score.winner().map(w -> w == MatchScore.Side.FIRST ? RoundResult.WIN : RoundResult.LOSS)
                .orElse(RoundResult.DRAW);
        run.table().recordMatch(round, b.white(), b.black(), result, first, second);
    }

    SimulationReport run(List<Registrant> registrants) {
        List<Seeding.Seed> seeds = Seeding.seed(registrants, event.tentativeRatings());
        long tentative = seeds.stream().filter(Seeding.Seed::tentative).count();
        sim.say(seeds.size() + " players seeded" + (tentative > 0 ? " (" + tentative + " by tentative rating from their grade)" : "")
                + "; top seed " + seeds.get(0).participant().name() + ", " + seeds.get(0).source());
        List<Participant> field = seeds.stream().map(Seeding.Seed::participant).toList();
        Standings last = null;
        for (int i = 0; i < event.stages().size(); i++) {
            Stage stage = event.stages().get(i);
            if (i > 0) {
                int count = StagePlan.qualifiers(stage, field.size());
                field = StagePlan.qualified(last, count);
                sim.say(count + " qualify for stage " + stage.name() + ": "
                        + String.join(", ", field.stream().map(Participant::name).toList()));
            }
            StageRun run;
            Optional<MatchKnockoutEngine> matches = Optional.empty();
            Optional<EventPlan.MatchFormat> sets = Optional.empty();
            try {
                StagePlan plan = StagePlan.of(stage, field.size());
                if (plan.system() == PairingSystem.KNOCKOUT && event.plan().matchFormat().isPresent()) {
                    // a knockout of matches: pairs meet game by game until their match is decided
                    matches = Optional.of(new MatchKnockoutEngine(event.plan().matchFormat().get()));
                    sim.say("stage " + stage.name() + ": knockout of matches, " + matches.get().description()
                            .substring(matches.get().description().indexOf(": ") + 2));
                } else if (event.plan().matchFormat().isPresent()) {
                    // a Swiss or round robin of matches: each pairing plays a match of sets in its round
                    sets = event.plan().matchFormat();
                    sim.say(plan.reason() + "; each pairing a match, " + new MatchKnockoutEngine(sets.get()).description()
                            .substring(new MatchKnockoutEngine(sets.get()).description().indexOf("best of")));
                } else {
                    sim.say(plan.reason());
                }
                run = new StageRun(plan, matches.isPresent() ? matches.get() : plan.engine(sim.engines()), field,
                        PointRules.of(event), McMahonStart.scores(event, stage, field.stream().map(Participant::rating).toList()));
            } catch (IllegalArgumentException e) {
                return sim.report(false, "stage " + stage.name() + " cannot start: " + e.getMessage(), Optional.ofNullable(last));
            }
            int[] byesTaken = new int[field.size() + 1];
            for (int r = 1; matches.isPresent() ? champion(run, matches.get(), r).isEmpty() : r <= run.plan().rounds(); r++) {
                if (r > MATCH_ROUNDS) {
                    return sim.report(false, "stage " + stage.name() + ": the knockout of matches is not decided after "
                            + MATCH_ROUNDS + " rounds", Optional.ofNullable(last));
                }
                RoundPairing pairing;
                try {
                    pairing = run.pair(r, requests(stage, r, byesTaken));
                } catch (PairingException e) {
                    return sim.report(false, "stage " + stage.name() + ", " + e.getMessage(), Optional.ofNullable(last));
                }
                for (RoundPairing.Board b : pairing.boards()) {
                    int wr = field.get(b.white() - 1).rating();
                    int br = field.get(b.black() - 1).rating();
                    if (sets.isPresent()) {
                        playMatch(run, r, b, wr, br, sets.get());
                        continue;
                    }
                    RoundResult res = Simulation.result(random, wr, br, run.decisive() && matches.isEmpty() ? 0 : DRAWS);
                    run.table().recordGame(r, b.white(), b.black(), res);
                }
                run.recordByes(pairing);
                last = run.table().standings(event.tieBreaks());
                Standings.Row top = last.rows().get(0);
                List<Participant> players = field;
                String bye = pairing.byes().stream().map(x -> players.get(x.entrant() - 1).name()
                        + (x.kind() == RoundPairing.ByeKind.REQUESTED ? " (requested)" : "")).reduce((a, c) -> a + ", " + c)
                        .map(x -> "; bye: " + x).orElse("");
                sim.say("stage " + stage.name() + ", round " + r + (matches.isPresent() ? "" : "/" + run.plan().rounds()) + ": "
                        + pairing.boards().size()
                        + " boards" + bye + "; leader " + top.participant().name() + " on " + top.points().toPlainString());
            }
            if (matches.isPresent()) {
                Participant won = field.get(champion(run, matches.get(), Integer.MAX_VALUE).orElseThrow() - 1);
                sim.say("stage " + stage.name() + ": " + won.name() + " wins the knockout");
                if (i == event.stages().size() - 1) {
                    return sim.report(true, "completed: " + won.name() + " wins the knockout", Optional.ofNullable(last));
                }
            }
        }
        if (!event.plan().playOffs().isEmpty()) {
            last = playOffs(last, field);
        }
        Standings.Row winner = last.rows().get(0);
        return sim.report(true, "completed: " + winner.participant().name() + " wins"
                + (winner.shared() ? " (sharing first place)" : "") + " with " + winner.points().toPlainString()
                + (winner.points().compareTo(java.math.BigDecimal.ONE) == 0 ? " point" : " points"),
                Optional.of(last));
    }
}

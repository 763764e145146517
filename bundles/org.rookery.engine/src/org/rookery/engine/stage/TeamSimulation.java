// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.internal.ScheveningenEngine;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;
import org.rookery.engine.team.Team;
import org.rookery.engine.team.TeamByes;
import org.rookery.engine.team.TeamFormation;
import org.rookery.engine.team.TeamMatch;
import org.rookery.engine.team.TeamPlayer;
import org.rookery.rules.Color;

/**
 * The simulation of a team event: teams formed as the format says, each round's line-up, the
 * pairing of teams, and every match played board by board until it ends by its own rule.
 */
final class TeamSimulation {

    /** The share of boards drawn (Newport: by repetition only). */
    static final double DRAWS = 0.05;

    private final Simulation sim;
    private final EventRules event;
    private final Random random;

    TeamSimulation(Simulation sim, EventRules event, Random random) {
        this.sim = sim;
        this.event = event;
        this.random = random;
    }

    SimulationReport run(List<TeamPlayer> players) {
        if (event.plan().matchFormat().isPresent()) {
            return sim.report(false, "the format's matches of sets are played in individual events only (a team"
                    + " match is one game a board); a team event cannot run them", Optional.empty());
        }
        TeamMatchRules rules = event.teamMatches().orElse(new TeamMatchRules(TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST,
                TeamMatchRules.BoardOrder.BY_GRADE, Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)), Optional.empty(), false));
        int size = sim.format().teams().map(TeamRules::playersPerMatch).orElse(2);
        if (sim.format().teams().map(TeamRules::fixedPairs).orElse(false)
                && rules.bye().filter(TeamMatchRules.ByeRule::rotating).isPresent()) {
            // fixed pairs: partners never change, so the bye cannot pass from player to player
            rules = new TeamMatchRules(rules.formation(), rules.boardOrder(), rules.firstTeamColour(),
                    Optional.of(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.ORGANISER_PLAYS, false)),
                    rules.matchEndsWhenFirstBoardWon());
            sim.say("fixed pairs: the partners stay together all event, so the bye does not rotate;"
                    + " the organiser makes up an odd number");
        }
        TeamFormation formation;
        try {
            if (rules.formation() == TeamMatchRules.Formation.BY_ENTRY
                    || rules.formation() == TeamMatchRules.Formation.BY_ORGANISER) {
                // teams that enter as teams: the generated players in entry order, a team to each few
                List<List<TeamPlayer>> entered = new ArrayList<>();
                for (int i = 0; i + size <= players.size(); i += size) {
                    entered.add(players.subList(i, i + size));
                }
                formation = TeamFormation.entered(entered, rules);
            } else {
                formation = TeamFormation.form(players, size, rules, Optional.of(new TeamPlayer("Organiser", 165)));
            }
        } catch (IllegalArgumentException e) {
            return sim.report(false, "teams cannot be formed: " + e.getMessage(), Optional.empty());
        }
        sim.say(formation.explanation());
        List<Participant> field = new ArrayList<>();
        for (Team t : formation.teams()) {
            int average = (int) t.members().stream().mapToInt(TeamPlayer::grade).average().orElse(0);
            field.add(new Participant(t.number(), "Team " + t.number() + " (" + t.name() + ")", average));
        }
        List<Integer> teamOf = field.stream().map(Participant::id).toList();
        PointScale games = event.gamePoints().orElse(PointScale.STANDARD);
        Standings last = null;
        int eventRound = 0;
        for (int i = 0; i < event.stages().size(); i++) {
            Stage stage = event.stages().get(i);
            if (i > 0) {
                int count = StagePlan.qualifiers(stage, field.size());
                List<Participant> next = StagePlan.qualified(last, count);
                List<Integer> ids = new ArrayList<>();
                for (Standings.Row row : last.rows().subList(0, count)) {
                    ids.add(teamOf.get(row.participant().id() - 1));
                }
                field = next;
                teamOf = ids;
                sim.say(count + " teams qualify for stage " + stage.name());
            }
            StageRun run;
            try {
                StagePlan plan = StagePlan.of(stage, field.size());
                if (scheveningen(plan) && stage.rounds().isEmpty()) {
                    // a Scheveningen match has as many rounds as boards: each player meets every opponent once
                    plan = new StagePlan(stage, field.size(), plan.system(), plan.engineId(), size, "stage " + stage.name()
                            + ": Scheveningen, " + size + " rounds, one for each board of the other team");
                }
                sim.say(plan.reason());
                run = new StageRun(plan, plan.engine(sim.engines()), field, PointRules.of(event));
                run.table().rankOnGamePoints(event.plan().matchWonOnGamePoints());
                run.table().pairOnGamePoints(stage.details().pairOn()
                        .filter(p -> p == org.rookery.engine.format.StageDetails.PointsBasis.GAME_POINTS).isPresent());
            } catch (IllegalArgumentException e) {
                return sim.report(false, "stage " + stage.name() + " cannot start: " + e.getMessage(), Optional.ofNullable(last));
            }
            int[] byesTaken = new int[field.size() + 1];
            for (int r = 1; r <= run.plan().rounds(); r++) {
                eventRound++;
                TeamFormation.RoundLineUp lineUp = formation.lineUp(eventRound);
                RoundPairing pairing;
                try {
                    pairing = run.pair(r, requests(stage, r, byesTaken));
                } catch (PairingException e) {
                    return sim.report(false, "stage " + stage.name() + ", " + e.getMessage(), Optional.ofNullable(last));
                }
                for (RoundPairing.Board b : pairing.boards()) {
                    List<TeamPlayer> first = lineUp.members().get(teamOf.get(b.white() - 1) - 1);
                    List<TeamPlayer> second = lineUp.members().get(teamOf.get(b.black() - 1) - 1);
                    if (scheveningen(run.plan())) {
                        // the second-entered team's line-up moves a board down each round
                        int turn = ScheveningenEngine.rotation(r, size);
                        if (b.white() == 2) {
                            first = rotated(first, turn);
                        } else {
                            second = rotated(second, turn);
                        }
                    }
                    TeamMatch match = new TeamMatch(first, second, rules, games);
                    TeamMatch.Result result = play(match);
                    run.table().recordMatch(r, b.white(), b.black(), result.firstResult(), result.firstGamePoints(),
                            result.secondGamePoints());
                }
                recordByes(run, stage, pairing, size);
                last = run.table().standings(event.tieBreaks());
                Standings.Row top = last.rows().get(0);
                sim.say("stage " + stage.name() + ", round " + r + "/" + run.plan().rounds() + ": " + pairing.boards().size()
                        + " matches" + (pairing.byes().isEmpty() ? "" : ", " + pairing.byes().size() + " team bye"
                                + byeNames(pairing, field))
                        + (lineUp.sittingOut().isEmpty() ? "" : "; sitting out: " + lineUp.sittingOut().get(0).name())
                        + "; leader " + top.participant().name() + " on " + top.points().toPlainString());
            }
        }
        if (!event.plan().playOffs().isEmpty()) {
            // a team's top board plays its play-off games
            List<Integer> ids = teamOf;
            Standings level = last;
            last = PlayOffRun.play(sim, random, event.plan().playOffs(), games, last, id -> level.row(id).participant().name(),
                    id -> elo(formation.lineUp(1).members().get(ids.get(id - 1) - 1).get(0)), DRAWS);
        }
        Standings.Row winner = last.rows().get(0);
        return sim.report(true, "completed: " + winner.participant().name() + " wins" + (winner.shared() ? " (sharing first place)" : "")
                + " with " + winner.points().toPlainString() + (event.plan().matchWonOnGamePoints() ? " game points"
                        : " match points"), Optional.of(last));
    }

    /**
     * The teams that ask for a bye in round {@code round}, where the stage allows requested byes:
     * each team asks with a small chance in a round the stage allows, up to the stage's count.
     */
    private Map<Integer, Entrant.Availability> requests(Stage stage, int round, int[] taken) {
        Optional<StageDetails.RequestedByes> rule = stage.details().requestedByes();
        if (rule.isEmpty() || !rule.get().allowedIn(round)) {
            return Map.of();
        }
        Map<Integer, Entrant.Availability> asked = new TreeMap<>();
        for (int t = 1; t < taken.length; t++) {
            if (taken[t] < rule.get().count() && random.nextDouble() < IndividualSimulation.REQUESTS * 2) {
                taken[t]++;
                asked.put(t, Entrant.Availability.REQUESTED_BYE);
            }
        }
        return asked;
    }

    /** Records a round's byes: a team's requested bye scores the stage's match points and the game points of that result. */
    private void recordByes(StageRun run, Stage stage, RoundPairing pairing, int boards) {
        for (RoundPairing.Bye b : pairing.byes()) {
            if (b.kind() == RoundPairing.ByeKind.REQUESTED) {
                BigDecimal worth = stage.details().requestedByes().map(StageDetails.RequestedByes::worth)
                        .orElse(run.table().rules().ranking().draw());
                run.table().recordRequestedBye(pairing.round(), b.entrant(), worth, TeamByes.gamePoints(worth,
                        event.matchPoints().orElse(PointScale.STANDARD), event.gamePoints().orElse(PointScale.STANDARD),
                        boards));
            } else {
                run.recordByes(new RoundPairing(pairing.round(), List.of(), List.of(b), List.of()));
            }
        }
    }

    private static String byeNames(RoundPairing pairing, List<Participant> field) {
        return pairing.byes().stream().map(b -> field.get(b.entrant() - 1).name()
                + (b.kind() == RoundPairing.ByeKind.REQUESTED ? " (requested)" : "")).reduce((a, c) -> a + ", " + c)
                .map(x -> ": " + x).orElse("");
    }

    private static boolean scheveningen(StagePlan plan) {
        return plan.engineId().equals("scheveningen");
    }

    /** {@code members} with each one {@code turn} boards further down, the last ones wrapping to the top. */
    private static List<TeamPlayer> rotated(List<TeamPlayer> members, int turn) {
        List<TeamPlayer> list = new ArrayList<>(members);
        java.util.Collections.rotate(list, turn);
        return list;
    }

    /** Plays the boards in a random order of finishing until the match ends. */
    private TeamMatch.Result play(TeamMatch match) {
        List<Integer> open = new ArrayList<>();
        for (TeamMatch.Board b : match.boards()) {
            open.add(b.number());
        }
        while (match.result().isEmpty()) {
            int board = open.remove(random.nextInt(open.size()));
            TeamMatch.Board b = match.boards().get(board - 1);
            match.record(board, Simulation.result(random, elo(b.white()), elo(b.black()), DRAWS));
        }
        return match.result().get();
    }

    /** A grade on the English scale as an Elo-like rating, for the expectation only. */
    private static int elo(TeamPlayer p) {
        return 700 + 8 * p.grade();
    }
}

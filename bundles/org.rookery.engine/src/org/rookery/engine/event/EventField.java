// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.internal.RoundStages;
import org.rookery.engine.event.internal.SetMatches;
import org.rookery.engine.event.internal.TeamMatches;
import org.rookery.engine.fact.FactBody.Bye;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.refusal.internal.ByeRequests;
import org.rookery.engine.stage.McMahonStart;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;

/**
 * An individual event's field as the standings and the pairing engines see it, derived from the
 * facts: every registered player numbered by starting rank (rating, highest first, then order of
 * registration; an unrated player with a grade gets the format's tentative rating), and the
 * {@link Crosstable} of every finished game and bye; in a team event the teams and their matches. A game replayed after a sennichite counts
 * through its replay only.
 *
 * @param players player ids by pairing number (index 0 is number 1)
 * @param crosstable the results so far
 */
public record EventField(List<String> players, Crosstable crosstable) {

    /** How a bye of a pairing fact counts: {@code pairing}, {@code full}, {@code half} or anything else (nothing). */
    static RoundResult byeResult(String kind) {
        return switch (kind) {
            case "pairing" -> RoundResult.PAIRING_BYE;
            case "full" -> RoundResult.FULL_POINT_BYE;
            case "half" -> RoundResult.HALF_POINT_BYE;
            default -> RoundResult.ZERO_POINT_BYE;
        };
    }

    /**
     * The field after the facts folded into {@code state}: the players of an individual event, the
     * teams (in order of registration) of a team event, whose matches count by match points.
     */
    public static EventField of(EventState state) {
        if (TeamMatches.applies(state)) {
            return teams(state, new ArrayList<>(state.teams().keySet()), 1, Integer.MAX_VALUE);
        }
        List<Register> registered = new ArrayList<>(state.players().values());
        Map<String, Integer> order = new HashMap<>();
        for (int i = 0; i < registered.size(); i++) {
            order.put(registered.get(i).player(), i);
        }
        registered.sort(Comparator.comparingInt((Register r) -> -rating(state, r))
                .thenComparingInt(r -> order.get(r.player())));
        return individual(state, registered.stream().map(Register::player).toList(), 1, Integer.MAX_VALUE);
    }

    /**
     * The field of a later stage of an individual event: only {@code players} (the qualifiers,
     * numbered in this order) and only the games and byes from {@code firstRound} on, renumbered
     * so that the stage's first round is round 1, as the stage's pairing engine expects.
     */
    public static EventField ofStage(EventState state, List<String> players, int firstRound) {
        return upTo(state, players, firstRound, Integer.MAX_VALUE);
    }

    /**
     * The field {@code players} (in a team event, teams) over rounds {@code firstRound} to
     * {@code lastRound} only (a stage's standings), its first round numbered 1.
     */
    static EventField upTo(EventState state, List<String> players, int firstRound, int lastRound) {
        return TeamMatches.applies(state) ? teams(state, List.copyOf(players), firstRound, lastRound)
                : individual(state, List.copyOf(players), firstRound, lastRound);
    }

    private static EventField individual(EventState state, List<String> ids, int firstRound, int lastRound) {
        Map<String, Integer> number = new HashMap<>();
        List<Participant> participants = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            Register r = state.players().get(ids.get(i));
            number.put(r.player(), i + 1);
            participants.add(new Participant(i + 1, r.name(), rating(state, r)));
        }
        PointRules rules = state.format().event().map(PointRules::of).orElse(PointRules.STANDARD);
        Crosstable table = new Crosstable(participants, rules);
        table.startScores(startScores(state, firstRound, participants));
        // rounds played as matches of sets count by match, not by game
        java.util.Set<Integer> matchRounds = new java.util.HashSet<>();
        if (state.format().event().flatMap(e -> e.plan().matchFormat()).isPresent()) {
            PointScale scale = state.format().event().flatMap(EventRules::gamePoints).orElse(PointScale.STANDARD);
            for (Pairing p : state.pairings().subMap(firstRound, true, lastRound, true).values()) {
                List<SetMatches.Match> matches = SetMatches.of(state, p);
                if (!matches.isEmpty()) {
                    matchRounds.add(p.round());
                }
                for (SetMatches.Match m : matches) {
                    if (m.over() && number.containsKey(m.first()) && number.containsKey(m.second())) {
                        table.recordMatch(p.round() - firstRound + 1, number.get(m.first()), number.get(m.second()),
                                m.firstResult().get(), m.points(m.first(), scale), m.points(m.second(), scale));
                    }
                }
            }
        }
        for (GameRecord g : state.games().values()) {
            if (g.round() >= firstRound && g.round() <= lastRound && !g.finished() && number.containsKey(g.white())
                    && number.containsKey(g.black()) && !matchRounds.contains(g.round())) {
                // paired, no result yet: counts for neither player until it has one
                table.recordPending(g.round() - firstRound + 1, number.get(g.white()), number.get(g.black()));
                continue;
            }
            if (g.round() < firstRound || g.round() > lastRound || g.end().isEmpty()
                    || g.end().get().outcome() == Outcome.UNPLAYED && !g.end().get().forfeit()
                    || !number.containsKey(g.white()) || !number.containsKey(g.black()) || matchRounds.contains(g.round())) {
                continue;
            }
            // A replay keeps the pairing's colours in the crosstable: the original White is first.
            GameRecord first = g;
            while (first.replayOf().isPresent()) {
                first = state.games().get(first.replayOf().get());
            }
            Outcome o = g.end().get().outcome();
            boolean forfeit = g.end().get().forfeit();
            if (forfeit && o == Outcome.UNPLAYED) {
                // neither player appeared: a forfeit lost by both
                table.recordDoubleForfeit(g.round() - firstRound + 1, number.get(first.white()), number.get(first.black()));
                continue;
            }
            boolean swapped = !first.white().equals(g.white());
            boolean firstWhiteWon = (o == Outcome.WHITE_WINS) != swapped;
            RoundResult whiteResult = o == Outcome.DRAW ? RoundResult.DRAW
                    : forfeit ? (firstWhiteWon ? RoundResult.FORFEIT_WIN : RoundResult.FORFEIT_LOSS)
                            : (firstWhiteWon ? RoundResult.WIN : RoundResult.LOSS);
            table.recordGame(g.round() - firstRound + 1, number.get(first.white()), number.get(first.black()), whiteResult);
        }
        for (Pairing p : state.pairings().subMap(firstRound, true, lastRound, true).values()) {
            for (Bye b : p.byes()) {
                if (number.containsKey(b.player()) && b.kind().equals(ByeRequests.KIND)) {
                    // a requested bye scores what the format's stage says
                    table.recordRequestedBye(p.round() - firstRound + 1, number.get(b.player()),
                            ByeRequests.worth(state, p.round()));
                } else if (number.containsKey(b.player())) {
                    table.recordBye(p.round() - firstRound + 1, number.get(b.player()), byeResult(b.kind()));
                }
            }
        }
        return new EventField(ids, table);
    }

    /**
     * The McMahon start scores of the stage that begins with event round {@code firstRound}, when
     * it is paired by McMahon with a bar or a floor: they count in its standings (the McMahon
     * score) as they do in its pairing. Empty otherwise.
     */
    private static List<java.math.BigDecimal> startScores(EventState state, int firstRound, List<Participant> field) {
        Optional<EventRules> event = state.format().event();
        if (event.isEmpty() || field.size() < 2) {
            return List.of();
        }
        Stage stage = RoundStages.where(state, event.get(), Optional.empty(), firstRound).stage();
        if (!PairingEngines.idFor(stage, field.size()).equals("mcmahon")) {
            return List.of();
        }
        try {
            return McMahonStart.scores(event.get(), stage, field.stream().map(Participant::rating).toList());
        } catch (IllegalArgumentException e) {
            // a bound naming a missing grade: pair refuses the stage with this message; standings go by points
            return List.of();
        }
    }

    /** The teams {@code ids} and their matches of rounds {@code firstRound} to {@code lastRound}, renumbered from 1. */
    private static EventField teams(EventState state, List<String> ids, int firstRound, int lastRound) {
        List<Participant> participants = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String team = ids.get(i);
            int rating = state.teamPlayers(team).stream().mapToInt(r -> rating(state, r)).sum();
            participants.add(new Participant(i + 1, state.teams().get(team).name(), rating));
        }
        PointRules rules = state.format().event().map(PointRules::of).orElse(PointRules.STANDARD);
        Crosstable table = new Crosstable(participants, rules);
        // match won on game points: the sides rank on the game points of all their matches
        table.rankOnGamePoints(state.format().event().filter(e -> e.plan().matchWonOnGamePoints()).isPresent());
        // pair on game points: the team Swiss pairs on the board points of all matches
        table.pairOnGamePoints(state.format().event().flatMap(e -> RoundStages.where(state, e, Optional.empty(), firstRound)
                .stage().details().pairOn())
                .filter(p -> p == org.rookery.engine.format.StageDetails.PointsBasis.GAME_POINTS).isPresent());
        for (TeamMatches.Match m : TeamMatches.all(state)) {
            if (m.round() < firstRound || m.round() > lastRound || !ids.contains(m.first()) || !ids.contains(m.second())) {
                continue;
            }
            m.match().result().ifPresent(r -> table.recordMatch(m.round() - firstRound + 1, ids.indexOf(m.first()) + 1,
                    ids.indexOf(m.second()) + 1, r.firstResult(), r.firstGamePoints(), r.secondGamePoints()));
        }
        // a team without a match in a round has the bye the pairing gave it
        for (Pairing p : state.pairings().subMap(firstRound, true, lastRound, true).values()) {
            for (Bye b : p.byes()) {
                if (ids.contains(b.player()) && b.kind().equals(ByeRequests.KIND)) {
                    // a team's requested bye: the stage's match points and the game points of that result
                    java.math.BigDecimal worth = ByeRequests.worth(state, p.round());
                    table.recordRequestedBye(p.round() - firstRound + 1, ids.indexOf(b.player()) + 1, worth,
                            ByeRequests.teamGamePoints(state, worth));
                } else if (ids.contains(b.player())) {
                    table.recordBye(p.round() - firstRound + 1, ids.indexOf(b.player()) + 1, byeResult(b.kind()));
                }
            }
        }
        return new EventField(ids, table);
    }

    private static int rating(EventState state, Register r) {
        if (r.rating() > 0) {
            return r.rating();
        }
        return state.format().event().flatMap(EventRules::tentativeRatings)
                .map(t -> t.ratingFor(r.grade().orElse(""))).orElse(0);
    }

    /** The standings, ranked by points and the format's tie-breaks. */
    public Standings standings(EventState state) {
        return crosstable.standings(state.format().event().map(EventRules::tieBreaks).orElse(List.of()));
    }

    /** The pairing number of a player. */
    public int number(String player) {
        int i = players.indexOf(player);
        if (i < 0) {
            throw new IllegalArgumentException("player " + player + " is not registered");
        }
        return i + 1;
    }

    /** The player with a pairing number. */
    public String player(int number) {
        return players.get(number - 1);
    }

    /** What a pairing engine needs to pair {@code round}: withdrawn players are not paired. */
    public PairingRequest request(EventState state, int round, int plannedRounds, PairingRequest.Options options) {
        return request(state, round, round, plannedRounds, options);
    }

    /**
     * What a pairing engine needs to pair a stage's round {@code round}, which is the event's
     * round {@code eventRound}: withdrawn players are not paired, players who asked for a bye
     * in that round are left out with it.
     */
    public PairingRequest request(EventState state, int round, int eventRound, int plannedRounds,
            PairingRequest.Options options) {
        Map<Integer, Entrant.Availability> availability = new HashMap<>();
        java.util.Set<String> requested = ByeRequests.requestedIn(state, eventRound);
        for (int i = 0; i < players.size(); i++) {
            if (state.withdrawnFrom(players.get(i)).filter(r -> r <= eventRound).isPresent()) {
                availability.put(i + 1, Entrant.Availability.WITHDRAWN);
            } else if (requested.contains(players.get(i))) {
                availability.put(i + 1, Entrant.Availability.REQUESTED_BYE);
            }
        }
        return new PairingRequest(round, plannedRounds, crosstable.entrants(round, availability), options);
    }
}

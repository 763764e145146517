// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.refusal.internal;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.rookery.engine.event.EventState;
import org.rookery.engine.event.internal.RoundStages;
import org.rookery.engine.event.internal.TeamMatches;
import org.rookery.engine.fact.FactBody.Bye;
import org.rookery.engine.fact.FactBody.ByeRequest;
import org.rookery.engine.fact.FactBody.Pairing;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails.RequestedByes;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;
import org.rookery.engine.team.TeamByes;

/**
 * Requested byes as the format's stage allows them ({@code requested byes 2 in rounds 1 to 7
 * worth 0.5}): a {@code bye-request} fact asks for one before its round is paired, the pairing
 * leaves the player out and records the bye with kind {@code requested}, and the bye scores what
 * the stage says. Rounds are counted within the stage (its first round is round 1). A request
 * or a pairing that goes beyond what the stage allows is refused with the rule's name:
 * {@code requested byes} (the stage allows none), {@code requested byes in their rounds},
 * {@code requested byes per player} (the count), {@code a bye is requested before its round is
 * paired} and {@code one bye request a round}. Where the stage allows requested byes, the
 * {@code full} and {@code half} byes of a pairing written by hand count against the same limit.
 *
 * <p>In a team event the team asks for the bye (the request names the team's id; a player's id
 * is refused with {@code bye request of a registered team}, naming his team): the team pairing
 * leaves the team out of the round, and the bye scores the stage's worth in match points and
 * the game points of the match result it is worth ({@link TeamByes}).
 */
public final class ByeRequests {

    /** The pairing fact's bye kind for a requested bye worth what the stage says. */
    public static final String KIND = "requested";

    private ByeRequests() {
    }

    /** Whether a bye kind of a pairing fact is a requested bye. */
    static boolean requestedKind(String kind) {
        return kind.equals(KIND) || kind.equals("full") || kind.equals("half");
    }

    /** Refuses a bye request the format's stage does not allow. */
    static void check(EventState state, ByeRequest b) {
        boolean teams = TeamMatches.applies(state);
        if (teams && !state.teams().containsKey(b.player())) {
            // in a team event the team is paired, so the team asks for the bye
            Optional<String> team = state.teams().keySet().stream().filter(t -> state.teamPlayers(t).stream()
                    .anyMatch(r -> r.player().equals(b.player()))).findFirst();
            throw new Refusal(RuleNames.BYE_REQUEST_OF_A_REGISTERED_TEAM, (state.players().containsKey(b.player())
                    ? b.player() + " is a player; in a team event a team asks for a bye, so name "
                            + team.map(t -> "his team " + t).orElse("a team") : "team " + b.player() + " is not registered")
                    + " (teams: " + String.join(", ", state.teams().keySet()) + ")");
        }
        if (!teams && !state.players().containsKey(b.player())) {
            throw new Refusal(RuleNames.BYE_REQUEST_OF_A_REGISTERED_PLAYER, "player " + b.player() + " is not registered");
        }
        EventRules event = state.format().event().filter(e -> e.kind() == EventRules.Kind.INDIVIDUAL || teams)
                .orElseThrow(() -> new Refusal(RuleNames.REQUESTED_BYES, "format " + state.format().name()
                        + " has no rounds in which a player or team could ask for a bye"));
        state.withdrawnFrom(b.player()).filter(r -> r <= b.round()).ifPresent(r -> {
            throw new Refusal(RuleNames.WITHDRAWN_PLAYERS_ARE_NOT_PAIRED, b.player() + " withdrew from round " + r);
        });
        int next = state.pairings().isEmpty() ? 1 : state.pairings().lastKey() + 1;
        if (b.round() < next) {
            throw new Refusal(RuleNames.A_BYE_IS_REQUESTED_BEFORE_ITS_ROUND_IS_PAIRED, "round " + b.round()
                    + " is already paired; the next round is " + next);
        }
        RoundStages.Where where = RoundStages.where(state, event, Optional.empty(), b.round());
        RequestedByes allowed = allowed(state, where, b.player(), b.round());
        if (state.byeRequests().stream().anyMatch(x -> x.player().equals(b.player()) && x.round() == b.round())) {
            throw new Refusal(RuleNames.ONE_BYE_REQUEST_A_ROUND, b.player() + " has already asked for a bye in round " + b.round());
        }
        Set<Integer> used = used(state, event, where, b.player());
        if (used.size() >= allowed.count()) {
            throw new Refusal(RuleNames.REQUESTED_BYES_PER_PLAYER, b.player() + " has already asked for " + used.size()
                    + (used.size() == 1 ? " bye" : " byes") + " (rounds " + rounds(used) + "); stage "
                    + where.stage().name() + " allows " + allowed.count() + " a player");
        }
    }

    /** Refuses a pairing whose requested byes the format's stage does not allow. */
    static void checkPairing(EventState state, Pairing p) {
        Optional<EventRules> event = state.format().event();
        if (event.isEmpty() || p.byes().stream().noneMatch(y -> requestedKind(y.kind()))) {
            return;
        }
        RoundStages.Where where = RoundStages.where(state, event.get(), p.stage(), p.round());
        Optional<RequestedByes> rule = where.stage().details().requestedByes();
        for (Bye y : p.byes()) {
            if (!requestedKind(y.kind()) || (rule.isEmpty() && !y.kind().equals(KIND))) {
                // full and half byes keep their old meaning where the format says nothing of requested byes
                continue;
            }
            RequestedByes allowed = allowed(state, where, y.player(), p.round());
            Set<Integer> used = used(state, event.get(), where, y.player());
            used.remove(p.round());
            if (used.size() >= allowed.count()) {
                throw new Refusal(RuleNames.REQUESTED_BYES_PER_PLAYER, y.player() + " has already had or asked for "
                        + used.size() + (used.size() == 1 ? " bye" : " byes") + " (rounds " + rounds(used) + "); stage "
                        + where.stage().name() + " allows " + allowed.count() + " a player");
            }
        }
    }

    /** The stage's rule, refusing a round outside it. */
    private static RequestedByes allowed(EventState state, RoundStages.Where where, String player, int round) {
        Stage stage = where.stage();
        RequestedByes rule = stage.details().requestedByes().orElseThrow(() -> new Refusal(RuleNames.REQUESTED_BYES, "stage "
                + stage.name() + " of format " + state.format().name() + " allows no requested byes, so " + player
                + " cannot have one in round " + round));
        int stageRound = where.stageRound(round);
        if (!rule.allowedIn(stageRound)) {
            throw new Refusal(RuleNames.REQUESTED_BYES_IN_THEIR_ROUNDS, "stage " + stage.name() + " allows requested byes in rounds "
                    + rule.firstRound() + " to " + (rule.lastRound() == 0 ? "the last" : rule.lastRound())
                    + ", not in " + (stageRound == round ? "round " + round
                            : "its round " + stageRound + " (event round " + round + ")"));
        }
        return rule;
    }

    /**
     * The event rounds of {@code where}'s stage in which {@code player} had a requested bye, or
     * has asked for one in a round not yet paired.
     */
    private static Set<Integer> used(EventState state, EventRules event, RoundStages.Where where, String player) {
        Set<Integer> rounds = new TreeSet<>();
        Map<Integer, RoundStages.Where> stages = RoundStages.stages(state, event);
        for (Pairing p : state.pairings().values()) {
            if (stages.get(p.round()).stage().equals(where.stage()) && p.byes().stream()
                    .anyMatch(y -> y.player().equals(player) && requestedKind(y.kind()))) {
                rounds.add(p.round());
            }
        }
        int last = state.pairings().isEmpty() ? 0 : state.pairings().lastKey();
        for (ByeRequest r : state.byeRequests()) {
            if (r.player().equals(player) && r.round() > last
                    && RoundStages.where(state, event, Optional.empty(), r.round()).stage().equals(where.stage())) {
                rounds.add(r.round());
            }
        }
        return rounds;
    }

    /** The players who asked for a bye in event round {@code round}. */
    public static Set<String> requestedIn(EventState state, int round) {
        Set<String> players = new TreeSet<>();
        state.byeRequests().stream().filter(r -> r.round() == round).forEach(r -> players.add(r.player()));
        return players;
    }

    /**
     * What a requested bye of event round {@code round} is worth: the stage's number (match
     * points in a team event), or a draw where the stage gives none (a pairing written by hand
     * in a format without requested byes).
     */
    public static BigDecimal worth(EventState state, int round) {
        Optional<EventRules> event = state.format().event();
        PointScale scale = event.flatMap(e -> e.kind() == EventRules.Kind.TEAM ? e.matchPoints() : e.gamePoints())
                .orElse(PointScale.STANDARD);
        return event.flatMap(e -> RoundStages.where(state, e, Optional.empty(), round).stage().details().requestedByes())
                .map(RequestedByes::worth).orElse(scale.draw());
    }

    /** The game points of a team's requested bye worth {@code worth} match points ({@link TeamByes}). */
    public static BigDecimal teamGamePoints(EventState state, BigDecimal worth) {
        EventRules event = state.format().event().orElseThrow();
        return TeamByes.gamePoints(worth, event.matchPoints().orElse(PointScale.STANDARD),
                event.gamePoints().orElse(PointScale.STANDARD),
                state.format().teams().map(org.rookery.engine.format.TeamRules::playersPerMatch).orElse(1));
    }

    private static String rounds(Set<Integer> rounds) {
        return String.join(", ", rounds.stream().map(String::valueOf).toList());
    }
}

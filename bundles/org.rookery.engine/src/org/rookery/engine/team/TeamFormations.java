// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.FormTeams;
import org.rookery.engine.fact.FactBody.FormedTeam;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.fact.FactBody.RegisterTeam;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.refusal.RuleNames;

/**
 * Team formation as a fact ({@code form-teams}): the engine's proposal as the format declares it
 * (balanced by grade or rating, explained in words), the checks a formation must pass before it
 * is written, and what it does to the event's teams and players when folded.
 */
public final class TeamFormations {

    private TeamFormations() {
    }

    /** How the format says teams come about, if it is a team event that says so. */
    public static Optional<TeamMatchRules.Formation> formation(EventState state) {
        return state.format().event().flatMap(EventRules::teamMatches).map(TeamMatchRules::formation);
    }

    /** Whether the engine forms the teams itself (by grade or rating) rather than the teams entering or the organiser making them. */
    public static boolean engineForms(EventState state) {
        return formation(state).filter(f -> f != TeamMatchRules.Formation.BY_ENTRY
                && f != TeamMatchRules.Formation.BY_ORGANISER).isPresent();
    }

    /**
     * The teams the format's formation rule makes of the registered players who have not
     * withdrawn, as a fact to record: ids {@code T1}, {@code T2}... (team 1 holds the strongest
     * player), named after their members, with the engine's explanation of the balancing.
     *
     * @throws IllegalArgumentException when the format does not form teams itself (they enter as
     *         teams or the organiser makes them) or the players cannot make teams (too few, or
     *         the organiser must make up the number)
     */
    public static FormTeams propose(EventState state) {
        TeamMatchRules rules = state.format().event().flatMap(EventRules::teamMatches)
                .orElseThrow(() -> new IllegalArgumentException("format " + state.format().name() + " is not a team event"));
        if (!engineForms(state)) {
            throw new IllegalArgumentException("format " + state.format().name() + " says teams "
                    + (rules.formation() == TeamMatchRules.Formation.BY_ENTRY ? "enter as teams" : "are made up by the organiser")
                    + ": add each team and choose its players");
        }
        int size = state.format().teams().map(TeamRules::playersPerMatch).orElse(2);
        List<TeamPlayer> entrants = new ArrayList<>();
        Map<String, Register> byId = new HashMap<>();
        for (Register r : state.players().values()) {
            if (state.withdrawnFrom(r.player()).isEmpty()) {
                entrants.add(new TeamPlayer(r.player(), rating(state, r)));
                byId.put(r.player(), r);
            }
        }
        TeamFormation formed = TeamFormation.form(entrants, size, rules, Optional.empty());
        List<FormedTeam> teams = new ArrayList<>();
        for (Team t : formed.teams()) {
            List<String> ids = t.members().stream().map(TeamPlayer::name).toList();
            String name = String.join(" & ", ids.stream().map(id -> byId.get(id).name()).toList());
            teams.add(new FormedTeam("T" + t.number(), name, ids));
        }
        // The engine's explanation names players by id; the ids are what the arbiter sees in the journal.
        return new FormTeams(teams, formed.sittingOut().stream().map(TeamPlayer::name).toList(), formed.explanation());
    }

    /**
     * A round's line-up under a rotating bye: the team each team's players play for, the seats
     * that differ from the registration, who sits out, and why.
     *
     * @param members each team's players this round, by team id
     * @param seats the players who play for a team other than their own this round
     * @param sittingOut who sits out this round
     * @param explanation why, in words ("round 2: Eli sits out; Dev plays for team T3 (...)")
     */
    public record RoundSeats(Map<String, List<TeamPlayer>> members, List<FactBody.Seat> seats, String sittingOut,
            String explanation) {
        public RoundSeats {
            members = Map.copyOf(members);
            seats = List.copyOf(seats);
        }
    }

    /**
     * Who plays for which team in {@code round} when the format's odd-entrant bye rotates (rules.md
     * 6.4: the middle-graded player sits out, rotating each round): the player who sat out comes
     * back in the seat of the next to sit out, nearest the middle grade first. Empty when the bye
     * does not rotate or nobody sits out (every active player is in a team, or more than one is not).
     */
    public static Optional<RoundSeats> rotation(EventState state, int round) {
        Optional<TeamMatchRules.ByeRule> bye = state.format().event().flatMap(EventRules::teamMatches)
                .flatMap(TeamMatchRules::bye).filter(TeamMatchRules.ByeRule::rotating);
        if (bye.isEmpty() || state.teams().isEmpty()) {
            return Optional.empty();
        }
        List<TeamPlayer> everyone = new ArrayList<>();
        List<TeamPlayer> out = new ArrayList<>();
        Map<String, String> registered = new HashMap<>();
        for (Register r : state.players().values()) {
            // a withdrawn player, or a player of a withdrawn team, no longer takes a turn
            if (state.withdrawnFrom(r.player()).isPresent()
                    || r.team().filter(t -> state.withdrawnFrom(t).isPresent()).isPresent()) {
                continue;
            }
            TeamPlayer p = new TeamPlayer(r.player(), rating(state, r));
            everyone.add(p);
            if (r.team().filter(state.teams()::containsKey).isEmpty()) {
                out.add(p);
            } else {
                registered.put(r.player(), r.team().get());
            }
        }
        if (out.size() != 1) {
            return Optional.empty();
        }
        List<String> ids = state.teams().keySet().stream().filter(t -> state.withdrawnFrom(t).isEmpty()).toList();
        List<Team> teams = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            List<TeamPlayer> members = new ArrayList<>();
            for (Register r : state.teamPlayers(ids.get(i))) {
                if (state.withdrawnFrom(r.player()).isEmpty()) {
                    members.add(new TeamPlayer(r.player(), rating(state, r)));
                }
            }
            teams.add(new Team(i + 1, ids.get(i), members));
        }
        TeamMatchRules rules = state.format().event().flatMap(EventRules::teamMatches).orElseThrow();
        TeamFormation formation = new TeamFormation(teams, out, TeamFormation.byeOrder(everyone, bye.get().choice()), "",
                rules.boardOrder());
        TeamFormation.RoundLineUp lineUp = formation.lineUp(round);
        Map<String, List<TeamPlayer>> members = new HashMap<>();
        List<FactBody.Seat> seats = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            members.put(ids.get(i), lineUp.members().get(i));
            for (TeamPlayer p : lineUp.members().get(i)) {
                if (!ids.get(i).equals(registered.get(p.name()))) {
                    seats.add(new FactBody.Seat(p.name(), ids.get(i)));
                }
            }
        }
        String sitter = lineUp.sittingOut().get(0).name();
        String why = sitter + " sits out" + (seats.isEmpty() ? "" : "; " + String.join(", ", seats.stream()
                .map(s -> s.player() + " plays for team " + s.team()).toList()));
        return Optional.of(new RoundSeats(members, seats, sitter,
                "round " + round + ": " + why + " (the odd entrant's bye rotates, nearest the "
                        + (bye.get().choice() == TeamMatchRules.ByeChoice.LOWEST_GRADE ? "lowest" : "middle")
                        + " grade first)"));
    }

    /** The event's teams as they stand, as a formation: each team in order with its players. */
    public static FormTeams current(EventState state) {
        List<FormedTeam> teams = new ArrayList<>();
        for (RegisterTeam t : state.teams().values()) {
            teams.add(new FormedTeam(t.team(), t.name(), state.teamPlayers(t.team()).stream().map(Register::player).toList()));
        }
        return new FormTeams(teams, List.of(), "");
    }

    /**
     * The teams as they stand with {@code team} added (a new id) or changed (an existing id), as a
     * formation to record. A player taken from another team swaps places with a player left out
     * of {@code team}, in the order listed, so that an exchange between two teams is one change;
     * a player left out with no one to swap with is in no team.
     */
    public static FormTeams withTeam(EventState state, FormedTeam team) {
        FormTeams now = current(state);
        List<String> before = now.teams().stream().filter(t -> t.team().equals(team.team())).findFirst()
                .map(FormedTeam::players).orElse(List.of());
        List<String> released = new ArrayList<>(before);
        released.removeAll(team.players());
        Map<String, String> replacement = new HashMap<>();
        List<String> moves = new ArrayList<>();
        for (String p : team.players()) {
            if (before.contains(p)) {
                continue;
            }
            String from = now.teams().stream().filter(t -> !t.team().equals(team.team()) && t.players().contains(p))
                    .map(FormedTeam::team).findFirst().orElse(null);
            if (from != null) {
                String back = released.isEmpty() ? null : released.remove(0);
                replacement.put(p, back);
                moves.add(p + " from " + from + (back == null ? "" : ", " + back + " to " + from));
            }
        }
        List<FormedTeam> teams = new ArrayList<>();
        boolean found = false;
        for (FormedTeam t : now.teams()) {
            if (t.team().equals(team.team())) {
                teams.add(team);
                found = true;
                continue;
            }
            List<String> members = new ArrayList<>();
            for (String p : t.players()) {
                if (!replacement.containsKey(p)) {
                    members.add(p);
                } else if (replacement.get(p) != null) {
                    members.add(replacement.get(p));
                }
            }
            teams.add(new FormedTeam(t.team(), t.name(), members));
        }
        if (!found) {
            teams.add(team);
        }
        String what = (found ? "team " + team.team() + " changed by the arbiter" : "team " + team.team() + " added by the arbiter")
                + ": " + String.join(", ", team.players()) + (moves.isEmpty() ? "" : " (" + String.join("; ", moves) + ")");
        return new FormTeams(teams, List.of(), what);
    }

    /** The rating a player counts with: his own, or the format's tentative rating for his grade. */
    static int rating(EventState state, Register r) {
        if (r.rating() > 0) {
            return r.rating();
        }
        return state.format().event().flatMap(EventRules::tentativeRatings).map(t -> t.ratingFor(r.grade().orElse("")))
                .orElse(0);
    }

    /** Refuses a formation that cannot follow the facts {@code state} was folded from. */
    public static void check(EventState state, FormTeams f) {
        Optional<TeamRules> rules = state.format().teams();
        if (rules.isEmpty()) {
            throw new Refusal(RuleNames.TEAMS_OF_A_TEAM_FORMAT, "format " + state.format().name() + " has no teams to form");
        }
        if (!state.pairings().isEmpty() || !state.games().isEmpty() || !state.lineUps().isEmpty() || state.toss().isPresent()) {
            throw new Refusal(RuleNames.TEAMS_FORMED_BEFORE_PLAY_BEGINS, "the teams cannot be formed again once "
                    + (state.pairings().isEmpty() ? "play has begun" : "round " + state.pairings().firstKey() + " is paired"));
        }
        // One team is allowed: an organiser making up teams by hand records them one at a time.
        Set<String> ids = new HashSet<>();
        Map<String, String> teamOf = new HashMap<>();
        int min = rules.get().playersPerMatch();
        int max = rules.get().size();
        for (FormedTeam t : f.teams()) {
            if (!ids.add(t.team())) {
                throw new Refusal(RuleNames.TEAM_IDS_ARE_UNIQUE, "team " + t.team() + " is formed twice");
            }
            if (t.players().size() < min || t.players().size() > max) {
                throw new Refusal(RuleNames.TEAM_SIZE, "team " + t.team() + " has " + t.players().size() + " players; format "
                        + state.format().name() + " has teams of " + (min == max ? Integer.toString(min) : min + " to " + max));
            }
            for (String p : t.players()) {
                member(state, p, t.team(), teamOf);
            }
        }
        for (String p : f.sittingOut()) {
            member(state, p, "sitting out", teamOf);
        }
    }

    private static void member(EventState state, String player, String team, Map<String, String> teamOf) {
        if (!state.players().containsKey(player)) {
            throw new Refusal(RuleNames.TEAM_OF_REGISTERED_PLAYERS, "team " + team + " names " + player + ", who is not registered");
        }
        if (state.withdrawnFrom(player).isPresent()) {
            throw new Refusal(RuleNames.TEAM_OF_REGISTERED_PLAYERS, player + " has withdrawn and cannot join team " + team);
        }
        String before = teamOf.putIfAbsent(player, team);
        if (before != null) {
            throw new Refusal(RuleNames.A_PLAYER_IN_ONE_TEAM, player + " is in " + (before.equals("sitting out") ? before
                    : "team " + before) + " and " + (team.equals("sitting out") ? team : "team " + team));
        }
    }
}

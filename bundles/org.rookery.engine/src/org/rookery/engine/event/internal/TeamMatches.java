// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.team.TeamMatch;
import org.rookery.engine.team.TeamPlayer;
import org.rookery.engine.team.Teams;
import org.rookery.rules.Color;

/**
 * The team matches of a team event (Newport), derived from the facts: the boards of one round
 * whose players come from the same two teams form a match, played under the team layer's
 * {@link TeamMatch} rules (board order, colours, the match ending when the first board is won).
 * Board results count in the order they were recorded.
 */
public final class TeamMatches {

    /**
     * One match.
     *
     * @param round the round
     * @param first the first-named team
     * @param second the other team
     * @param boards its games, board 1 first
     * @param match the match with the results recorded so far
     */
    public record Match(int round, String first, String second, List<GameRecord> boards, TeamMatch match) {
    }

    private TeamMatches() {
    }

    /** Whether the format is a team event with team-match rules. */
    public static boolean applies(EventState state) {
        return rules(state).isPresent();
    }

    private static Optional<TeamMatchRules> rules(EventState state) {
        return state.format().event().filter(e -> e.kind() == EventRules.Kind.TEAM).flatMap(EventRules::teamMatches);
    }

    /** Every match of every paired round, with the results recorded so far. */
    public static List<Match> all(EventState state) {
        List<Match> out = new ArrayList<>();
        Optional<TeamMatchRules> rules = rules(state);
        if (rules.isEmpty()) {
            return out;
        }
        for (FactBody.Pairing p : state.pairings().values()) {
            Map<String, List<GameRecord>> groups = new LinkedHashMap<>();
            for (FactBody.Board b : p.boards()) {
                GameRecord g = state.games().get(b.game());
                String a = Teams.teamOf(state, p.round(), g.white());
                String c = Teams.teamOf(state, p.round(), g.black());
                String key = a.compareTo(c) < 0 ? a + "\u0000" + c : c + "\u0000" + a;
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(g);
            }
            for (List<GameRecord> boards : groups.values()) {
                out.add(match(state, rules.get(), p.round(), boards));
            }
        }
        return out;
    }

    /** The match a game belongs to. */
    public static Optional<Match> of(EventState state, String game) {
        return all(state).stream().filter(m -> m.boards().stream().anyMatch(g -> g.id().equals(game))).findFirst();
    }

    private static Match match(EventState state, TeamMatchRules rules, int round, List<GameRecord> boards) {
        Color firstOnBoard1 = rules.firstTeamColour()
                .map(c -> c.board() % 2 == 1 ? c.colour() : c.colour().opponent()).orElse(Color.WHITE);
        GameRecord b1 = boards.get(0);
        String first = Teams.teamOf(state, round, firstOnBoard1 == Color.WHITE ? b1.white() : b1.black());
        List<TeamPlayer> firstMembers = new ArrayList<>();
        List<TeamPlayer> secondMembers = new ArrayList<>();
        String second = "";
        for (GameRecord g : boards) {
            for (Color side : Color.values()) {
                String player = g.player(side);
                String team = Teams.teamOf(state, round, player);
                TeamPlayer tp = new TeamPlayer(player, state.players().get(player).rating());
                if (team.equals(first)) {
                    firstMembers.add(tp);
                } else {
                    secondMembers.add(tp);
                    second = team;
                }
            }
        }
        PointScale points = state.format().event().flatMap(EventRules::gamePoints).orElse(PointScale.STANDARD);
        TeamMatch match = new TeamMatch(firstMembers, secondMembers, rules, points);
        List<GameRecord> ended = new ArrayList<>(boards.stream().filter(g -> g.end().isPresent()
                && g.end().get().outcome() != Outcome.UNPLAYED).toList());
        ended.sort(Comparator.comparingLong(g -> g.end().get().seq()));
        for (GameRecord g : ended) {
            match.record(boards.indexOf(g) + 1, whiteResult(g.end().get().outcome()));
        }
        return new Match(round, first, second, boards, match);
    }

    /** A board's outcome as White's result, as the team match records it. */
    public static RoundResult whiteResult(Outcome o) {
        return switch (o) {
            case WHITE_WINS -> RoundResult.WIN;
            case BLACK_WINS -> RoundResult.LOSS;
            default -> RoundResult.DRAW;
        };
    }

    /** Whether a game's board was stopped because its match ended on another board. */
    public static boolean stopped(EventState state, GameRecord g) {
        return of(state, g.id()).map(m -> m.match().state(m.boards().indexOf(g) + 1) == TeamMatch.BoardState.STOPPED)
                .orElse(false);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.LineUp;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.internal.ScheveningenEngine;
import org.rookery.engine.team.TeamMatch;
import org.rookery.engine.team.TeamPlayer;

/**
 * The boards of a Scheveningen round in the journal: the two teams meet every round, and the
 * second-registered team's line-up moves one board down each round (its board 1 player goes to
 * the last board), so that over as many rounds as a team has players in a match each player of
 * one team meets every player of the other once. Each team plays in the order of its match
 * line-up (a {@code line-up} fact without a round) where the format orders boards by line-up,
 * otherwise highest graded first; the team named first in a round (the engine alternates it) has
 * the colour the format gives on board 1 and colours alternate down the boards, as in every team
 * match.
 */
public final class Scheveningen {

    private Scheveningen() {
    }

    /** The rounds of a Scheveningen match: one for each board. */
    public static int rounds(EventState state) {
        return state.format().teams().map(TeamRules::playersPerMatch).orElse(1);
    }

    /**
     * The boards of one match of the stage's round {@code stageRound}, named {@code MATCH.BOARD}.
     *
     * @param board the teams as the engine paired them (entrant 1 is the first-registered team)
     */
    public static List<FactBody.Board> boards(EventState state, EventRules event, String match, EventField field,
            RoundPairing.Board board, int stageRound) {
        int size = rounds(state);
        TeamMatchRules rules = event.teamMatches().orElseThrow();
        List<TeamPlayer> first = order(state, rules, field.player(board.white()), size);
        List<TeamPlayer> second = order(state, rules, field.player(board.black()), size);
        int turn = ScheveningenEngine.rotation(stageRound, size);
        if (board.white() == 2) {
            first = rotated(first, turn);
        } else {
            second = rotated(second, turn);
        }
        TeamMatch m = new TeamMatch(first, second, rules, event.gamePoints().orElse(PointScale.STANDARD));
        List<FactBody.Board> boards = new ArrayList<>();
        for (TeamMatch.Board b : m.boards()) {
            boards.add(new FactBody.Board(match + "." + b.number(), b.white().name(), b.black().name()));
        }
        return boards;
    }

    /** The team's players for the match, in board order, as many as play in a match. */
    private static List<TeamPlayer> order(EventState state, TeamMatchRules rules, String team, int size) {
        List<TeamPlayer> byGrade = EventPairing.members(state, team);
        Optional<LineUp> lineUp = rules.boardOrder() == TeamMatchRules.BoardOrder.BY_LINEUP
                ? state.lineUps().stream().filter(l -> l.team().equals(team) && l.round() == 0 && l.innings() == 0)
                        .reduce((a, b) -> b)
                : Optional.empty();
        List<TeamPlayer> ordered = new ArrayList<>();
        if (lineUp.isPresent()) {
            for (String p : lineUp.get().players()) {
                byGrade.stream().filter(t -> t.name().equals(p)).findFirst().ifPresent(ordered::add);
            }
        } else {
            ordered.addAll(byGrade);
        }
        if (ordered.size() < size) {
            throw new IllegalArgumentException("team " + team + " has " + ordered.size() + " players for a Scheveningen match"
                    + " of " + size + " boards" + (lineUp.isPresent() ? " in its line-up" : ""));
        }
        return ordered.subList(0, size);
    }

    /** {@code members} each {@code turn} boards further down, the last ones wrapping to the top. */
    private static List<TeamPlayer> rotated(List<TeamPlayer> members, int turn) {
        List<TeamPlayer> list = new ArrayList<>(members);
        Collections.rotate(list, turn);
        return list;
    }
}

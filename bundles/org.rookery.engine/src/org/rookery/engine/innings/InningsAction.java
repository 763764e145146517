// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.util.List;
import java.util.Objects;

import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameReport;

/**
 * One arbiter action in an innings match: plain values only, so that an event journal can store
 * each as a fact and rebuild the match by replaying them in order ({@link InningsMatch#replay}).
 * An action the format's rules do not allow is refused with the rule's name and changes nothing.
 */
public sealed interface InningsAction {

    /**
     * A team and the players on its list (between the players per match and the team size).
     *
     * @param team the team's name
     * @param players its players, each named once
     */
    record TeamRegistered(String team, List<String> players) implements InningsAction {
        public TeamRegistered {
            Objects.requireNonNull(team, "team");
            players = List.copyOf(players);
        }
    }

    /**
     * The registered players who play this match (the others are reserves), and the captain.
     *
     * @param team the team
     * @param players the playing members, as many as the format's players per match; their order is
     *        the batting order when the format wants no line-up before each innings
     * @param captain the captain, one of {@code players}; empty when the format needs none
     */
    record SquadNamed(String team, List<String> players, String captain) implements InningsAction {
        public SquadNamed {
            Objects.requireNonNull(team, "team");
            players = List.copyOf(players);
            captain = captain == null ? "" : captain;
        }
    }

    /**
     * A toss was won: the match toss, or the toss of a golden round.
     *
     * @param team the winner
     */
    record TossWon(String team) implements InningsAction {
        public TossWon {
            Objects.requireNonNull(team, "team");
        }
    }

    /**
     * The toss winner's choice: to start as the scoring side or as the stopping side.
     *
     * @param team the toss winner
     * @param role the side his team takes first
     */
    record TossChoice(String team, SideRole role) implements InningsAction {
        public TossChoice {
            Objects.requireNonNull(team, "team");
            Objects.requireNonNull(role, "role");
        }
    }

    /**
     * The batting order the scoring team hands in before its innings (one player for a golden game).
     *
     * @param team the team about to bat
     * @param order its players in order of play
     */
    record BattingOrder(String team, List<String> order) implements InningsAction {
        public BattingOrder {
            Objects.requireNonNull(team, "team");
            order = List.copyOf(order);
        }
    }

    /**
     * The scoring player who comes in next, when there is a choice (the good-game exception with
     * more than one player retired not out). When only one player can come in, he comes in by
     * himself and this action is not needed; if given, it must name him.
     *
     * @param player the scoring player
     */
    record ScoringPlayerIn(String player) implements InningsAction {
        public ScoringPlayerIn {
            Objects.requireNonNull(player, "player");
        }
    }

    /**
     * The stopping captain's player for the next game.
     *
     * @param player the stopping player
     * @param override empty normally; the arbiter's reason for setting the rotation limits aside when
     *        no legal choice is left
     */
    record StoppingPlayerChosen(String player, String override) implements InningsAction {
        public StoppingPlayerChosen {
            Objects.requireNonNull(player, "player");
            override = override == null ? "" : override;
        }

        /** A choice within the rotation limits. */
        public StoppingPlayerChosen(String player) {
            this(player, "");
        }
    }

    /**
     * The result of a game in play.
     *
     * @param innings the innings number in the match (1, 2, ...; golden innings continue the count)
     * @param game the game number within the innings (1, 2, ...)
     * @param report what happened in the game
     */
    record GameResult(int innings, int game, GameReport report) implements InningsAction {
        public GameResult {
            Objects.requireNonNull(report, "report");
        }
    }

    /**
     * The leading captain's decision on the follow-on, where the format leaves it to him.
     *
     * @param team the leading team
     * @param enforce true to make the trailing team bat again at once
     */
    record FollowOnDecision(String team, boolean enforce) implements InningsAction {
        public FollowOnDecision {
            Objects.requireNonNull(team, "team");
        }
    }
}

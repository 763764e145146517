// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;

/**
 * One game's line on an innings scorecard: who played, what happened and what it scored. A game in
 * play has no report or score yet; an unplayed game has no players.
 *
 * @param game the game number in the innings
 * @param scoringPlayer the scoring player, empty for an unplayed game
 * @param stoppingPlayer the stopping player, empty for an unplayed game
 * @param override the arbiter's reason for setting the stopping-side rotation aside, empty if none
 * @param report what happened, empty while the game is in play
 * @param score the game's score, empty while the game is in play
 * @param out whether the scoring player was out in this game
 * @param inningsRunning the innings total after this game
 * @param teamRunning the scoring team's total after this game (of the match, or of the golden round
 *        for a golden innings)
 */
public record GameLine(int game, String scoringPlayer, String stoppingPlayer, String override,
        Optional<GameReport> report, Optional<GameScore> score, boolean out, BigDecimal inningsRunning,
        BigDecimal teamRunning) {

    public GameLine {
        Objects.requireNonNull(scoringPlayer, "scoring player");
        Objects.requireNonNull(stoppingPlayer, "stopping player");
        Objects.requireNonNull(override, "override");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(inningsRunning, "innings running total");
        Objects.requireNonNull(teamRunning, "team running total");
    }

    /** Whether the game has a result. */
    public boolean finished() {
        return score.isPresent();
    }

    /** Whether the game was never played (the innings ended first). */
    public boolean unplayed() {
        return scoringPlayer.isEmpty();
    }
}

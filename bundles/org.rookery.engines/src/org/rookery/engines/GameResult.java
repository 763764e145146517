// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import org.rookery.games.GameRecord;
import org.rookery.rules.Outcome;

/**
 * One finished engine game: the record as a game file holds it (moves with the engines' scores as
 * comments, the outcome), the engines' names, and why it ended in words, with the fault when an
 * engine failed.
 *
 * @param record the game
 * @param white the engine that moved first
 * @param black the engine that moved second
 * @param outcome the result, or {@code null} when the game was stopped unfinished
 * @param reason why it ended ("checkmate", "engine 'x' crashed: ...")
 * @param fault the engine fault that ended it, or {@code null}
 * @param whiteMillis the first side's time left at the end, or {@code null} without a clock
 * @param blackMillis the second side's time left at the end, or {@code null}
 */
public record GameResult(GameRecord record, String white, String black, Outcome outcome, String reason, EngineFault fault,
        Long whiteMillis, Long blackMillis) {

    /** The first engine's score: 1, 0.5 or 0, or -1 when unfinished. */
    public double whiteScore() {
        if (outcome == null) {
            return -1;
        }
        return outcome.isDraw() ? 0.5 : outcome.winner() == org.rookery.rules.Color.WHITE ? 1 : 0;
    }

    /** The score of one of the two engines, by name: 1, 0.5, 0, or -1 when unfinished. */
    public double scoreOf(String engine) {
        double w = whiteScore();
        if (w < 0) {
            return -1;
        }
        return engine.equals(white) ? w : 1 - w;
    }
}

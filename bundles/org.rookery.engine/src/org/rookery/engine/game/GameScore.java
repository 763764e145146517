// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * The score of one game for the scoring side, with how it was reached, for scorecards and for the
 * arbiter who must explain it.
 *
 * @param total the game's score (may be negative when illegal moves deduct)
 * @param basis which rule gave the base score
 * @param base the score before illegal-move points
 * @param capturePoints the value of the captured men under the capture table (shown even when a
 *        flat score replaces it)
 * @param illegalMovePoints the points the illegal moves of both sides add (negative deducts)
 * @param clockMarginMs the clock margin of a win or loss on time, empty otherwise
 * @param explanation one line in plain English, e.g. {@code "early win: 7 captured (below 10), 42; 1
 *        illegal move by the scoring side -1; total 41"}
 */
public record GameScore(BigDecimal total, Basis basis, BigDecimal base, BigDecimal capturePoints,
        BigDecimal illegalMovePoints, OptionalLong clockMarginMs, String explanation) {

    /** The rule that gave a game's base score. */
    public enum Basis {
        /** The sum of the captured men's values. */
        CAPTURED,
        /** A flat score for a win with few captures. */
        EARLY_WIN,
        /** A flat score for a win on time with a large clock margin. */
        PENALTY_TIMEOUT,
        /** The fixed score of the outcome (a loss, a draw). */
        OUTCOME,
        /** The score of a game that was never played. */
        UNPLAYED
    }

    public GameScore {
        Objects.requireNonNull(total, "total");
        Objects.requireNonNull(basis, "basis");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(capturePoints, "capture points");
        Objects.requireNonNull(illegalMovePoints, "illegal-move points");
        Objects.requireNonNull(clockMarginMs, "clock margin");
        Objects.requireNonNull(explanation, "explanation");
    }
}

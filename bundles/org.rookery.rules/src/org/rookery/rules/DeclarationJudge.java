// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A variant's judge of an impasse declaration, configured by the variant's options (thresholds,
 * piece values, what a failed declaration does). A variant that has such a rule offers it with
 * {@link Rules.Builder#declaration}; tournament code finds it with {@link Rules#declaration()} and
 * never keeps numbers of its own.
 */
public interface DeclarationJudge {

    /**
     * Judges a declaration.
     *
     * @param position the position when the declarer stopped the clock
     * @param declarer the declaring side, who must be the side to move
     * @param hasTimeLeft whether he still had main time or byoyomi (the position cannot say)
     * @throws IllegalArgumentException if it is not the declarer's turn
     */
    Declaration judge(PositionView position, Color declarer, boolean hasTimeLeft);

    /**
     * The points {@code side} has in the position, counted as for his declaration, whoever is to
     * move (a preview of both sides' counts).
     */
    int points(PositionView position, Color side);
}

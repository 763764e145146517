// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/**
 * Who makes up a team and what is settled before play.
 *
 * @param size players on a team's list
 * @param playersPerMatch players who play in one match
 * @param reserves players on the list who do not play unless they replace someone
 * @param captainRequired whether one of the playing members must be named captain
 * @param toss what the winner of the toss chooses
 * @param lineUp when a team hands the arbiter its line-up (order of play)
 * @param fixedPairs whether the same players partner each other all event (two-board games)
 */
public record TeamRules(int size, int playersPerMatch, int reserves, boolean captainRequired, TossChoice toss,
        LineUpTiming lineUp, boolean fixedPairs) {

    /** Team rules without fixed pairs. */
    public TeamRules(int size, int playersPerMatch, int reserves, boolean captainRequired, TossChoice toss,
            LineUpTiming lineUp) {
        this(size, playersPerMatch, reserves, captainRequired, toss, lineUp, false);
    }

    /** What the toss winner decides. */
    public enum TossChoice {
        /** There is no toss. */
        NONE,
        /** Whether to start as the scoring (White) or stopping (Black) side. */
        SIDE,
        /** Which colour to play on board 1. */
        COLOUR
    }

    /** When line-ups are due. */
    public enum LineUpTiming {
        /** No line-up is handed in. */
        NONE, BEFORE_EACH_INNINGS, BEFORE_EACH_MATCH, BEFORE_EACH_ROUND
    }

    public TeamRules {
        Checks.atLeast(size, 1, "team size");
        Checks.atLeast(playersPerMatch, 1, "players per match");
        Checks.atLeast(reserves, 0, "reserves");
        if (playersPerMatch > size) {
            throw new IllegalArgumentException(playersPerMatch + " players per match do not fit a team of " + size);
        }
        Checks.present(toss, "toss");
        Checks.present(lineUp, "line-up timing");
    }
}

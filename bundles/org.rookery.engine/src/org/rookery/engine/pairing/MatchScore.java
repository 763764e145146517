// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.EventPlan.MatchFormat;

/**
 * Where a match of sets stands ({@code match best of 3 sets of 2 games}; with one game a set,
 * {@code match best of 5 games}): the games are taken in order in sets of the format's size, a
 * set goes to the side with more points in it (a level set goes to neither), and the match to
 * the first side to win more than half of the sets, or earlier to a side the other can no longer
 * catch. When every set is played and the sides have won as many sets each, they play on set by
 * set until one side is ahead at the end of a set: a knockout match always has a winner.
 *
 * @param firstSets the sets the first side has won
 * @param secondSets the sets the second side has won
 * @param games the games counted
 * @param winner {@code FIRST} or {@code SECOND} once the match is decided
 * @param text the score in words, e.g. "sets 2-1" or "sets 1-1, set 3: 1-0"
 */
public record MatchScore(int firstSets, int secondSets, int games, Optional<Side> winner, String text) {

    /** The side of a match. */
    public enum Side {
        FIRST, SECOND
    }

    /** Whether the match is over. */
    public boolean decided() {
        return winner.isPresent();
    }

    /**
     * The score after {@code results}, each game's result for the first side ({@code WIN},
     * {@code DRAW}, {@code LOSS}, their unrated and forfeit forms), in the order played.
     */
    public static MatchScore of(MatchFormat format, List<RoundResult> results) {
        int first = 0;
        int second = 0;
        int sets = 0;
        double inSet = 0;
        int gamesInSet = 0;
        int counted = 0;
        for (RoundResult r : results) {
            counted++;
            inSet += switch (r) {
                case WIN, UNRATED_WIN, FORFEIT_WIN -> 1;
                case DRAW, UNRATED_DRAW -> 0.5;
                case LOSS, UNRATED_LOSS, FORFEIT_LOSS -> 0;
                default -> throw new IllegalArgumentException(r + " is not a game of a match");
            };
            gamesInSet++;
            if (gamesInSet < format.gamesPerSet()) {
                continue;
            }
            // a set is complete: more than half its points wins it
            double half = format.gamesPerSet() / 2.0;
            if (inSet > half) {
                first++;
            } else if (inSet < half) {
                second++;
            }
            sets++;
            inSet = 0;
            gamesInSet = 0;
            Optional<Side> won = decide(format, first, second, sets);
            if (won.isPresent()) {
                return new MatchScore(first, second, counted, won, "sets " + first + "-" + second);
            }
        }
        String text = "sets " + first + "-" + second;
        if (gamesInSet > 0) {
            text += ", set " + (sets + 1) + ": " + points(inSet) + "-" + points(gamesInSet - inSet);
        }
        return new MatchScore(first, second, counted, Optional.empty(), text);
    }

    private static Optional<Side> decide(MatchFormat format, int first, int second, int sets) {
        int need = format.setsToWin();
        int left = Math.max(0, format.bestOf() - sets);
        if (first >= need || (sets >= format.bestOf() && first > second) || first > second + left) {
            return Optional.of(Side.FIRST);
        }
        if (second >= need || (sets >= format.bestOf() && second > first) || second > first + left) {
            return Optional.of(Side.SECOND);
        }
        return Optional.empty();
    }

    private static String points(double p) {
        return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
    }
}

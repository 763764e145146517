// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.EventPlan.MatchFormat;

/**
 * Where a match of sets stands ({@code match best of 3 sets of 2 games}; with one game a set,
 * {@code match best of 5 games}): the games are taken in order in sets of the format's size, a
 * set goes to the side with more points in it (a game's 1, 0.5 or 0, or where the format scores
 * games by points, each player's game scores; a level set goes to neither), and the match to
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

    private static final BigDecimal HALF = new BigDecimal("0.5");

    /** The side of a match. */
    public enum Side {
        FIRST, SECOND
    }

    /** Whether the match is over. */
    public boolean decided() {
        return winner.isPresent();
    }

    /**
     * What one game of a match gave each side: 1, 0.5 or 0 in a match of single-game results, the
     * game's score for each player where the format scores games by points.
     *
     * @param first the first side's points
     * @param second the second side's points
     */
    public record GamePoints(BigDecimal first, BigDecimal second) {
        public GamePoints {
            java.util.Objects.requireNonNull(first, "first");
            java.util.Objects.requireNonNull(second, "second");
        }
    }

    /**
     * The score after {@code results}, each game's result for the first side ({@code WIN},
     * {@code DRAW}, {@code LOSS}, their unrated and forfeit forms), in the order played.
     */
    public static MatchScore of(MatchFormat format, List<RoundResult> results) {
        List<GamePoints> games = new ArrayList<>();
        for (RoundResult r : results) {
            BigDecimal first = switch (r) {
                case WIN, UNRATED_WIN, FORFEIT_WIN -> BigDecimal.ONE;
                case DRAW, UNRATED_DRAW -> HALF;
                case LOSS, UNRATED_LOSS, FORFEIT_LOSS -> BigDecimal.ZERO;
                default -> throw new IllegalArgumentException(r + " is not a game of a match");
            };
            games.add(new GamePoints(first, BigDecimal.ONE.subtract(first)));
        }
        return ofPoints(format, games);
    }

    /**
     * The score after {@code games}, the points each side scored in each game in the order played:
     * a set goes to the side with more points over its games.
     */
    public static MatchScore ofPoints(MatchFormat format, List<GamePoints> games) {
        int first = 0;
        int second = 0;
        int sets = 0;
        BigDecimal firstInSet = BigDecimal.ZERO;
        BigDecimal secondInSet = BigDecimal.ZERO;
        int gamesInSet = 0;
        int counted = 0;
        for (GamePoints g : games) {
            counted++;
            firstInSet = firstInSet.add(g.first());
            secondInSet = secondInSet.add(g.second());
            gamesInSet++;
            if (gamesInSet < format.gamesPerSet()) {
                continue;
            }
            // a set is complete: the side with more points in it wins it
            int cmp = firstInSet.compareTo(secondInSet);
            if (cmp > 0) {
                first++;
            } else if (cmp < 0) {
                second++;
            }
            sets++;
            firstInSet = BigDecimal.ZERO;
            secondInSet = BigDecimal.ZERO;
            gamesInSet = 0;
            Optional<Side> won = decide(format, first, second, sets);
            if (won.isPresent()) {
                return new MatchScore(first, second, counted, won, "sets " + first + "-" + second);
            }
        }
        String text = "sets " + first + "-" + second;
        if (gamesInSet > 0) {
            text += ", set " + (sets + 1) + ": " + points(firstInSet) + "-" + points(secondInSet);
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

    private static String points(BigDecimal p) {
        return p.signum() == 0 ? "0" : p.stripTrailingZeros().toPlainString();
    }
}

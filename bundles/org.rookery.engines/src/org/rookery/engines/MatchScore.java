// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.Locale;

/**
 * One engine's wins, draws and losses against another, with the Elo difference they imply and its
 * 95% error bars. The difference is {@code -400 log10(1/s - 1)} for the score fraction {@code s};
 * the bars come from the standard error of the mean game score (each game's score 1, 1/2 or 0 as a
 * sample), so draws narrow them.
 *
 * @param wins games won
 * @param draws games drawn
 * @param losses games lost
 */
public record MatchScore(int wins, int draws, int losses) {

    /** The games counted. */
    public int games() {
        return wins + draws + losses;
    }

    /** Points: a win 1, a draw 1/2. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** The score fraction, 0 to 1 (NaN with no games). */
    public double fraction() {
        return games() == 0 ? Double.NaN : points() / games();
    }

    /** The variance of one game's score around the mean. */
    public double variance() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double s = fraction();
        return (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
    }

    /** The Elo difference (infinite for a clean sweep either way). */
    public double elo() {
        return elo(fraction());
    }

    /** The half-width of the 95% interval of the Elo difference, as [low, high]. */
    public double[] elo95() {
        int n = games();
        double s = fraction();
        double se = Math.sqrt(variance() / n);
        return new double[] { elo(s - 1.959964 * se), elo(s + 1.959964 * se) };
    }

    /** "+35.2 +/- 40.1" style text, with the interval when it is not symmetric. */
    public String eloText() {
        if (games() == 0) {
            return "no games";
        }
        double e = elo();
        double[] ci = elo95();
        if (Double.isInfinite(e) || Double.isNaN(ci[0]) || Double.isNaN(ci[1])) {
            return (e > 0 ? "+inf" : "-inf") + " (a clean score: no finite estimate)";
        }
        return String.format(Locale.ROOT, "%+.1f (95%%: %s to %s)", e, fmt(ci[0]), fmt(ci[1]));
    }

    private static String fmt(double v) {
        return Double.isInfinite(v) ? (v > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%+.1f", v);
    }

    /** The Elo difference of a score fraction. */
    public static double elo(double fraction) {
        if (fraction <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (fraction >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / fraction - 1);
    }

    /** The expected score of an Elo difference. */
    public static double expected(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The score with one more game: 1, 0.5 or 0. */
    public MatchScore plus(double score) {
        return score >= 1 ? new MatchScore(wins + 1, draws, losses)
                : score > 0 ? new MatchScore(wins, draws + 1, losses) : new MatchScore(wins, draws, losses + 1);
    }

    private static double sq(double x) {
        return x * x;
    }
}

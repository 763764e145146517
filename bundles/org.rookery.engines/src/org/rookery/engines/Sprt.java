// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.Locale;

/**
 * A sequential probability ratio test between two Elo hypotheses, as engine testers run it: H0
 * "the difference is {@code elo0}" against H1 "it is {@code elo1}", with error rates {@code alpha}
 * and {@code beta}. The log-likelihood ratio uses the normal approximation of the game scores
 * (the mean score and its variance from the games so far); the match stops when it leaves
 * {@code [ln(beta/(1-alpha)), ln((1-beta)/alpha)]}.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("SPRT needs elo1 > elo0, not " + elo0 + " and " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT error rates must lie between 0 and 0.5, not " + alpha + " and " + beta);
        }
    }

    /** The decision so far. */
    public enum Decision {
        /** Keep playing. */
        CONTINUE,
        /** H0 accepted: the difference is elo0 (or less). */
        H0,
        /** H1 accepted: the difference is elo1 (or more). */
        H1
    }

    /** Reads {@code elo0,elo1[,alpha,beta]} (alpha and beta default to 0.05). */
    public static Sprt parse(String text) {
        String[] p = text.split(",");
        try {
            if (p.length == 2) {
                return new Sprt(Double.parseDouble(p[0].trim()), Double.parseDouble(p[1].trim()), 0.05, 0.05);
            }
            if (p.length == 4) {
                return new Sprt(Double.parseDouble(p[0].trim()), Double.parseDouble(p[1].trim()), Double.parseDouble(p[2].trim()),
                        Double.parseDouble(p[3].trim()));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("SPRT '" + text + "' is not ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA (e.g. 0,10 or 0,10,0.05,0.05)");
    }

    /** The lower bound: below it H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The upper bound: above it H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of a score (0 while the variance is unknown). */
    public double llr(MatchScore score) {
        double var = score.variance();
        if (score.games() < 2 || !(var > 0)) {
            return 0;
        }
        double s0 = MatchScore.expected(elo0);
        double s1 = MatchScore.expected(elo1);
        double s = score.fraction();
        return score.games() * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
    }

    /** What the test says after these games. */
    public Decision decide(MatchScore score) {
        double llr = llr(score);
        return llr >= upperBound() ? Decision.H1 : llr <= lowerBound() ? Decision.H0 : Decision.CONTINUE;
    }

    /** "LLR 1.23 (-2.94, 2.94) continue" style text. */
    public String text(MatchScore score) {
        return String.format(Locale.ROOT, "SPRT elo0=%s elo1=%s: LLR %.2f (bounds %.2f, %.2f), %s", trim(elo0), trim(elo1), llr(score),
                lowerBound(), upperBound(), switch (decide(score)) {
                    case CONTINUE -> "undecided";
                    case H0 -> "H0 accepted";
                    case H1 -> "H1 accepted";
                });
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }
}

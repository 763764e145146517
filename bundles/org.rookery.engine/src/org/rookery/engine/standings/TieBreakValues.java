// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings;

import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/**
 * Every tie-break but direct encounter, for every participant, in two passes over the table.
 *
 * <p>Unplayed rounds follow FIDE's virtual-opponent rule (Handbook, tie-break regulations of
 * 2009): a round a participant did not play over the board (a bye, a forfeit either way, an
 * absence) counts, for his own opponent-based tie-breaks, as a game against a virtual opponent
 * who had the participant's score before that round, got the opposite result in it, and drew
 * every later round. When a participant is someone else's opponent, his own unplayed rounds
 * count as draws. This keeps a bye or forfeit from raising or sinking a player's Buchholz by
 * chance. Sum of Buchholz counts a virtual opponent's Buchholz as the participant's own (a
 * Rookery choice: the regulations leave it open). Median Buchholz drops the highest and lowest
 * contribution (only the lowest with two, none with one); cut-1 drops the lowest. Sonneborn-Berger
 * weighs each contribution by the points the participant scored in that round. Wins count
 * games won over the board; the rating average is the rounded mean of rated opponents met over
 * the board.
 *
 * <p>A game paired and not yet finished (a round in progress) is not an unplayed game in the
 * regulations' sense (those count over completed rounds): until its result is in it counts for
 * neither player. It adds nothing to their own opponent-based tie-breaks (no virtual opponent),
 * and in their opponents' tie-breaks their score counts without that round (no virtual draw).
 * So after the first result of round 1, a player whose game is pending has Buchholz 0, not the
 * virtual opponent's 1; and the finished games of the round count as usual.
 */
final class TieBreakValues {

    final long[] score;
    final long[] buchholz;
    final long[] median;
    final long[] cut1;
    final long[] sumOfBuchholz;
    /** In millionths: points times points. */
    final long[] sonnebornBerger;
    final long[] wins;
    final long[] winsWithBlack;
    final long[] progressive;
    final long[] gamePoints;
    final long[] ratingAverage;

    TieBreakValues(Crosstable t) {
        int n = t.participants.size();
        int rounds = t.lastRound;
        long win = Crosstable.units(t.rules.ranking().win());
        long loss = Crosstable.units(t.rules.ranking().loss());
        long draw = Crosstable.units(t.rules.ranking().draw());
        score = new long[n + 1];
        long[] adjusted = new long[n + 1];
        progressive = new long[n + 1];
        gamePoints = new long[n + 1];
        wins = new long[n + 1];
        winsWithBlack = new long[n + 1];
        ratingAverage = new long[n + 1];
        for (int p = 1; p <= n; p++) {
            RoundRecord[] rec = t.records[p];
            long[] pts = t.points[p];
            long s = 0;
            long adj = 0;
            long prog = 0;
            long games = 0;
            long rated = 0;
            long ratingSum = 0;
            for (int r = 1; r <= rounds && r < rec.length; r++) {
                s += pts[r];
                prog += s;
                games += t.gamePoints[p][r];
                RoundRecord x = rec[r];
                boolean played = x != null && x.result().played() && x.opponent() != 0;
                adj += played ? pts[r] : t.pending(r, p) ? 0 : draw;
                if (played && (x.result() == RoundResult.WIN || x.result() == RoundResult.UNRATED_WIN)) {
                    wins[p]++;
                    if (x.side() == Side.BLACK) {
                        winsWithBlack[p]++;
                    }
                }
                if (played && t.participants.get(x.opponent() - 1).rating() > 0) {
                    rated++;
                    ratingSum += t.participants.get(x.opponent() - 1).rating();
                }
            }
            for (int r = rec.length; r <= rounds; r++) {
                adj += t.pending(r, p) ? 0 : draw;
                prog += s;
            }
            // a McMahon start score counts in the score and, through it, in the opponents' Buchholz
            score[p] = s + t.start[p];
            adjusted[p] = adj + t.start[p];
            progressive[p] = prog;
            gamePoints[p] = games;
            ratingAverage[p] = rated == 0 ? 0 : Math.round((double) ratingSum / rated);
        }
        buchholz = new long[n + 1];
        median = new long[n + 1];
        cut1 = new long[n + 1];
        sonnebornBerger = new long[n + 1];
        for (int p = 1; p <= n; p++) {
            RoundRecord[] rec = t.records[p];
            long[] pts = t.points[p];
            long before = t.start[p];
            long sum = 0;
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            long sb = 0;
            int counted = 0;
            for (int r = 1; r <= rounds; r++) {
                RoundRecord x = r < rec.length ? rec[r] : null;
                long own = r < pts.length ? pts[r] : 0;
                boolean played = x != null && x.result().played() && x.opponent() != 0;
                if (x == null && t.pending(r, p)) {
                    continue;
                }
                counted++;
                long c = played ? adjusted[x.opponent()] : before + (win + loss - own) + (rounds - r) * draw;
                sum += c;
                min = Math.min(min, c);
                max = Math.max(max, c);
                sb += own * c;
                before += own;
            }
            buchholz[p] = sum;
            cut1[p] = counted >= 2 ? sum - min : sum;
            median[p] = counted >= 3 ? sum - min - max : cut1[p];
            sonnebornBerger[p] = sb;
        }
        sumOfBuchholz = new long[n + 1];
        for (int p = 1; p <= n; p++) {
            RoundRecord[] rec = t.records[p];
            long sob = 0;
            for (int r = 1; r <= rounds; r++) {
                RoundRecord x = r < rec.length ? rec[r] : null;
                boolean played = x != null && x.result().played() && x.opponent() != 0;
                if (x == null && t.pending(r, p)) {
                    continue;
                }
                sob += played ? buchholz[x.opponent()] : buchholz[p];
            }
            sumOfBuchholz[p] = sob;
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;

/**
 * Tie-breaks while a round is in progress, against the FIDE tie-break regulations' treatment of
 * unplayed games: a forfeit or bye in a completed round counts against the virtual opponent of
 * the regulations' formula (Svon = SPR + (1 - SfPR) + 0.5 (n - R)), while a game paired and not
 * yet played is not an unplayed game and counts for neither player until its result is in.
 */
class RoundInProgressTieBreaksTest {

    private static final List<TieBreak> TIE_BREAKS = List.of(TieBreak.BUCHHOLZ, TieBreak.BUCHHOLZ_CUT_1,
            TieBreak.MEDIAN_BUCHHOLZ, TieBreak.SONNEBORN_BERGER, TieBreak.SUM_OF_BUCHHOLZ);

    private static List<Participant> players(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> new Participant(i, "P" + i, 2500 - 10 * i)).toList();
    }

    private static BigDecimal value(Standings s, int player, TieBreak t) {
        return s.row(player).values().get(t);
    }

    private static void assertValue(String expected, BigDecimal actual, String what) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual), what + ": " + actual);
    }

    @Test
    void afterTheFirstResultOfRoundOneAPendingGameGivesNoBuchholz() {
        // a 10-player open: board 1 (1 v 6) is over, 1 won; boards 2 to 5 are being played
        Crosstable t = new Crosstable(players(10), PointRules.STANDARD);
        t.recordGame(1, 1, 6, RoundResult.WIN);
        for (int b = 2; b <= 5; b++) {
            t.recordPending(1, b, b + 5);
        }
        assertEquals(java.util.Set.of(1), t.roundsInProgress());
        Standings s = t.standings(TIE_BREAKS);
        // the pending players' opponents have 0 points, and no virtual opponent stands in for a game to come
        for (int p = 2; p <= 10; p++) {
            if (p == 6) {
                continue;
            }
            for (TieBreak tb : TIE_BREAKS) {
                assertValue("0", value(s, p, tb), "player " + p + " " + tb);
            }
        }
        // the finished game counts as played: the winner's opponent has 0, the loser's 1
        assertValue("0", value(s, 1, TieBreak.BUCHHOLZ), "the winner's Buchholz");
        assertValue("1", value(s, 6, TieBreak.BUCHHOLZ), "the loser's Buchholz");
        assertValue("0", value(s, 6, TieBreak.SONNEBORN_BERGER), "the loser's Sonneborn-Berger");
    }

    @Test
    void aPendingPlayerCountsWithoutThatRoundInHisOpponentsBuchholz() {
        // round 1 complete: 1 beat 3, 2 beat 4; round 2: 1 v 2 pending, 3 beat 4
        Crosstable t = new Crosstable(players(4), PointRules.STANDARD);
        t.recordGame(1, 1, 3, RoundResult.WIN);
        t.recordGame(1, 2, 4, RoundResult.WIN);
        t.recordGame(2, 3, 4, RoundResult.WIN);
        t.recordPending(2, 1, 2);
        Standings s = t.standings(TIE_BREAKS);
        // 3's opponents: 1 (1 point; his pending round 2 adds no virtual draw) and 4 (0)
        assertValue("1", value(s, 3, TieBreak.BUCHHOLZ), "3's Buchholz");
        // 1 met only 3 so far (1 point): the pending round 2 is left out, not a virtual win
        assertValue("1", value(s, 1, TieBreak.BUCHHOLZ), "1's Buchholz");
        assertValue("1", value(s, 1, TieBreak.BUCHHOLZ_CUT_1), "1's Buchholz cut 1 with one round counted");
        // once the game is played it counts as usual: 1 beats 2, whose 1 point then counts for 1
        t.recordGame(2, 1, 2, RoundResult.WIN);
        Standings after = t.standings(TIE_BREAKS);
        assertTrue(t.roundsInProgress().isEmpty(), "no game is pending: " + t.roundsInProgress());
        assertValue("2", value(after, 1, TieBreak.BUCHHOLZ), "1's Buchholz after round 2");
    }

    @Test
    void aForfeitInACompletedRoundCountsAgainstTheRegulationsVirtualOpponent() {
        // the regulations' example 1 in a three-round event: P1 scores 1.5 in rounds 1-2, then does not show up in round 3
        Crosstable t = new Crosstable(players(6), PointRules.STANDARD);
        t.recordGame(1, 1, 2, RoundResult.WIN);
        t.recordGame(1, 3, 4, RoundResult.DRAW);
        t.recordGame(1, 5, 6, RoundResult.DRAW);
        t.recordGame(2, 1, 3, RoundResult.DRAW);
        t.recordGame(2, 2, 5, RoundResult.DRAW);
        t.recordGame(2, 4, 6, RoundResult.DRAW);
        t.recordGame(3, 5, 1, RoundResult.FORFEIT_WIN);
        t.recordGame(3, 2, 3, RoundResult.DRAW);
        t.recordGame(3, 4, 6, RoundResult.DRAW);
        Standings s = t.standings(TIE_BREAKS);
        // Svon = 1.5 + (1 - 0) + 0.5 (3 - 3) = 2.5 for round 3; opponents 2 (1 point) and 3 (1.5) in rounds 1 and 2
        assertValue("5", value(s, 1, TieBreak.BUCHHOLZ), "1's Buchholz");
    }
}

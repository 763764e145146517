// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;

/** Standings and every tie-break, checked against values worked out by hand. */
class StandingsTest {

    private static List<Participant> players(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> new Participant(i, "P" + i, 2100 - 100 * i)).toList();
    }

    /** A 4-player round robin: 1-4 1-0, 2-3 draw; 4-3 1-0, 1-2 draw; 2-4 1-0, 3-1 0-1. */
    private static Crosstable roundRobin() {
        Crosstable t = new Crosstable(players(4), PointRules.STANDARD);
        t.recordGame(1, 1, 4, RoundResult.WIN);
        t.recordGame(1, 2, 3, RoundResult.DRAW);
        t.recordGame(2, 4, 3, RoundResult.WIN);
        t.recordGame(2, 1, 2, RoundResult.DRAW);
        t.recordGame(3, 2, 4, RoundResult.WIN);
        t.recordGame(3, 3, 1, RoundResult.LOSS);
        return t;
    }

    private static BigDecimal d(String s) {
        return new BigDecimal(s);
    }

    @Test
    void everyTieBreakHasTheValueWorkedOutByHand() {
        List<TieBreak> all = List.of(TieBreak.values());
        Standings s = roundRobin().standings(all);
        assertEquals(List.of(1, 2, 4, 3), s.rows().stream().map(r -> r.participant().id()).toList());
        Standings.Row p1 = s.row(1);
        assertEquals(0, d("2.5").compareTo(p1.points()));
        // opponents 4 (1), 2 (2), 3 (0.5)
        assertEquals(0, d("3.5").compareTo(p1.values().get(TieBreak.BUCHHOLZ)));
        assertEquals(0, d("1").compareTo(p1.values().get(TieBreak.MEDIAN_BUCHHOLZ)));
        assertEquals(0, d("3").compareTo(p1.values().get(TieBreak.BUCHHOLZ_CUT_1)));
        // Buchholz: P2 4, P3 5.5, P4 5, so P1's sum is 5 + 4 + 5.5
        assertEquals(0, d("14.5").compareTo(p1.values().get(TieBreak.SUM_OF_BUCHHOLZ)));
        // beat 4 (1) + half of 2 (2) + beat 3 (0.5)
        assertEquals(0, d("2.5").compareTo(p1.values().get(TieBreak.SONNEBORN_BERGER)));
        assertEquals(0, d("2").compareTo(p1.values().get(TieBreak.WINS)));
        assertEquals(0, d("1").compareTo(p1.values().get(TieBreak.WINS_WITH_BLACK)));
        // running score 1, 1.5, 2.5
        assertEquals(0, d("5").compareTo(p1.values().get(TieBreak.PROGRESSIVE)));
        assertEquals(0, d("2.5").compareTo(p1.values().get(TieBreak.GAME_POINTS)));
        // opponents rated 1700, 1900, 1800
        assertEquals(0, d("1800").compareTo(p1.values().get(TieBreak.RATING_AVERAGE)));
        assertNull(p1.values().get(TieBreak.DIRECT_ENCOUNTER), "not tied, so direct encounter was not needed");
        assertEquals(0, d("4").compareTo(s.row(2).values().get(TieBreak.BUCHHOLZ)));
        assertEquals(0, d("2.5").compareTo(s.row(2).values().get(TieBreak.SONNEBORN_BERGER)));
    }

    @Test
    void aByeCountsAsAGameAgainstAVirtualOpponentAndAnOpponentsByeAsADraw() {
        // P1 has the bye in round 1, then beats 2 and 3. P2 loses to 3 in round 1.
        Crosstable t = new Crosstable(players(4), PointRules.STANDARD);
        t.recordBye(1, 1, RoundResult.PAIRING_BYE);
        t.recordGame(1, 3, 2, RoundResult.WIN);
        t.recordBye(1, 4, RoundResult.ZERO_POINT_BYE);
        t.recordGame(2, 1, 2, RoundResult.WIN);
        t.recordGame(2, 3, 4, RoundResult.DRAW);
        t.recordGame(3, 3, 1, RoundResult.LOSS);
        t.recordGame(3, 2, 4, RoundResult.DRAW);
        Standings s = t.standings(List.of(TieBreak.BUCHHOLZ));
        // virtual opponent of round 1: 0 before + 0 in the round (P1 won) + 2 draws later = 1;
        // P2 scored 0.5 (all played); P3 1.5 (all played): 1 + 0.5 + 1.5
        assertEquals(0, d("3").compareTo(s.row(1).values().get(TieBreak.BUCHHOLZ)));
        // P3's opponents: 2 (0.5), 4 (1 + its zero bye counted as a draw = 1.5), 1 (bye as a draw: 2.5)
        assertEquals(0, d("4.5").compareTo(s.row(3).values().get(TieBreak.BUCHHOLZ)));
        assertEquals(0, d("3").compareTo(s.row(1).points()));
    }

    @Test
    void directEncounterSeparatesPlayersWhoMetAndIsSkippedWhenTheyDidNot() {
        Crosstable t = new Crosstable(players(4), PointRules.STANDARD);
        t.recordGame(1, 4, 3, RoundResult.WIN);
        t.recordGame(1, 1, 2, RoundResult.DRAW);
        t.recordGame(2, 3, 1, RoundResult.DRAW);
        t.recordGame(2, 2, 4, RoundResult.DRAW);
        Standings s = t.standings(List.of(TieBreak.DIRECT_ENCOUNTER));
        // P4 1.5 alone; P1, P2 on 1 and drew each other; P3 on 0.5
        assertEquals(4, s.rows().get(0).participant().id());
        assertEquals(2, s.row(1).place());
        assertEquals(2, s.row(2).place());
        assertTrue(s.row(1).shared());
        assertEquals(0, d("0.5").compareTo(s.row(1).values().get(TieBreak.DIRECT_ENCOUNTER)));

        t.recordGame(3, 1, 4, RoundResult.WIN); // P1 2, P2 1 ... make P1 and P4 level on 2? no: P4 1.5
        t.recordGame(3, 2, 3, RoundResult.WIN); // P2 2
        Standings after = t.standings(List.of(TieBreak.DIRECT_ENCOUNTER, TieBreak.WINS));
        // P1 and P2 level on 2, drew each other: direct encounter 0.5 each; wins 1 each: shared first place
        assertEquals(1, after.row(1).place());
        assertEquals(1, after.row(2).place());
        assertTrue(after.row(2).shared());
        assertEquals(3, after.row(4).place());
        assertFalse(after.row(4).shared());
        assertTrue(after.text().contains("1-2    P1"), after.text());
    }

    @Test
    void aCorrectionReplacesTheResultAndAClearedGameScoresNothing() {
        Crosstable t = roundRobin();
        t.recordGame(3, 3, 1, RoundResult.WIN);
        assertEquals(0, d("1.5").compareTo(t.score(1)));
        assertEquals(0, d("1.5").compareTo(t.score(3)));
        t.recordGame(3, 3, 2, RoundResult.WIN); // round 3 re-paired: 1's game disappears
        assertEquals(null, t.record(3, 1));
        t.clear(3, 2);
        assertEquals(null, t.record(3, 3));
        assertEquals(0, d("0.5").compareTo(t.score(3)));
    }

    @Test
    void teamStandingsRankByMatchPointsThenGamePoints() {
        Crosstable t = new Crosstable(players(3), new PointRules(PointScale.STANDARD, BigDecimal.ONE, true));
        t.recordMatch(1, 1, 2, RoundResult.WIN, d("1"), d("0"));
        t.recordBye(1, 3, RoundResult.PAIRING_BYE);
        t.recordMatch(2, 3, 1, RoundResult.DRAW, d("0.5"), d("0.5"));
        t.recordBye(2, 2, RoundResult.PAIRING_BYE);
        Standings s = t.standings(List.of(TieBreak.MATCH_POINTS, TieBreak.GAME_POINTS));
        // 1 and 3 are level on 1.5 match points; 1 has 1.5 game points, 3 only 0.5 (a bye scores none)
        assertEquals(List.of(1, 3, 2), s.rows().stream().map(r -> r.participant().id()).toList());
        assertEquals(0, d("1.5").compareTo(s.row(1).points()));
        assertEquals(0, d("0.5").compareTo(s.row(3).values().get(TieBreak.GAME_POINTS)));
        assertEquals(0, d("1.5").compareTo(s.row(1).values().get(TieBreak.GAME_POINTS)));
        assertEquals(0, d("0").compareTo(s.row(2).values().get(TieBreak.GAME_POINTS)), "a team bye scores match points, no game points");
    }

    @Test
    void thePairingFieldCarriesHistoryAndScoreBeforeTheRound() {
        Crosstable t = roundRobin();
        List<Entrant> field = t.entrants(3, Map.of(4, Entrant.Availability.ABSENT));
        assertEquals(2, field.get(0).history().size());
        assertEquals(0, d("1.5").compareTo(field.get(0).score()));
        assertEquals(Side.WHITE, field.get(0).history().get(0).side());
        assertEquals(Entrant.Availability.ABSENT, field.get(3).availability());
    }

    @Test
    void badInputIsRefusedWithWhatAndWhere() {
        Crosstable t = roundRobin();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.recordGame(4, 1, 9, RoundResult.WIN));
        assertEquals("round 4: no participant 9 (ids run 1..4)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> t.recordBye(4, 1, RoundResult.WIN));
        assertEquals("round 4: WIN is a game result, not a bye", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> t.recordMatch(4, 1, 2, RoundResult.WIN, d("0.0001"), d("0")));
        assertTrue(e.getMessage().contains("more than three decimals"));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rookery.engines.MatchScore;
import org.rookery.engines.Sprt;

/** Elo differences, their error bars and the SPRT, against numbers worked out by hand. */
class MatchStatisticsTest {

    @Test
    void threeQuartersOfThePointsIsAbout191Elo() {
        assertEquals(190.85, new MatchScore(3, 0, 1).elo(), 0.01);
        assertEquals(0, new MatchScore(5, 10, 5).elo(), 1e-9);
    }

    @Test
    void errorBarsComeFromTheSpreadOfTheGameScores() {
        // 60 wins, 20 draws, 20 losses: score 0.7, per-game variance 0.16, standard error 0.04
        MatchScore s = new MatchScore(60, 20, 20);
        assertEquals(0.16, s.variance(), 1e-12);
        assertEquals(147.19, s.elo(), 0.01);
        assertEquals(86.23, s.elo95()[0], 0.01);
        assertEquals(218.25, s.elo95()[1], 0.01);
        assertEquals("+147.2 (95%: +86.2 to +218.3)", s.eloText());
    }

    @Test
    void aCleanScoreHasNoFiniteEstimate() {
        assertTrue(new MatchScore(4, 0, 0).eloText().startsWith("+inf"));
        assertTrue(new MatchScore(0, 0, 4).eloText().startsWith("-inf"));
    }

    @Test
    void sprtBoundsAndLikelihoodRatio() {
        Sprt sprt = Sprt.parse("0,10");
        assertEquals(-2.944, sprt.lowerBound(), 0.001);
        assertEquals(2.944, sprt.upperBound(), 0.001);
        assertEquals(1.7337, sprt.llr(new MatchScore(60, 20, 20)), 0.0005);
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(new MatchScore(60, 20, 20)));
        assertEquals(Sprt.Decision.H1, sprt.decide(new MatchScore(120, 40, 40)));
        assertEquals(Sprt.Decision.H0, sprt.decide(new MatchScore(40, 40, 120)));
    }

    @Test
    void badSprtTextSaysWhatToWrite() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sprt.parse("ten"));
        assertTrue(e.getMessage().contains("ELO0,ELO1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("10,0"));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PieceDescriptor;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.rules.Color;

/** Each G20 seed rule (seeds/000, rules 1 to 19) reached the compiled format. */
class G20SeedTest {

    private static final CompiledFormat G20 = Examples.compile("g20.tfl");

    private static InningsRules innings() {
        return G20.innings().orElseThrow();
    }

    private static ScoringRules scoring() {
        return G20.scoring().orElseThrow();
    }

    @Test
    void rule1TeamOfSevenFivePlayTwoReservesOneCaptain() {
        TeamRules t = G20.teams().orElseThrow();
        assertEquals(7, t.size());
        assertEquals(5, t.playersPerMatch());
        assertEquals(2, t.reserves());
        assertTrue(t.captainRequired());
    }

    @Test
    void rule2TossWinnerChoosesSide() {
        assertEquals(TeamRules.TossChoice.SIDE, G20.teams().orElseThrow().toss());
    }

    @Test
    void rule3WhiteIsScoringAndHandsInOrderBeforeInnings() {
        assertEquals(Color.WHITE, innings().scoringColour());
        assertEquals(TeamRules.LineUpTiming.BEFORE_EACH_INNINGS, G20.teams().orElseThrow().lineUp());
    }

    @Test
    void rule4PlayedAsGiraffeChess() {
        assertEquals("giraffe", G20.game().variantId());
        assertEquals(new OptionValue.IntValue(50), G20.game().options().get("revengeRule"));
        assertEquals(new OptionValue.IntValue(0), G20.game().options().get("whiteMoveLimit"));
        assertEquals(new OptionValue.IntValue(0), G20.game().options().get("illegalMoveLossAt"));
        assertEquals(new OptionValue.BoolValue(true), G20.game().options().get("castling"), "default kept");
    }

    @Test
    void rule5TwoInningsPerSideAlternatingTenGamesEach() {
        assertEquals(2, innings().inningsPerSide());
        assertEquals(10, innings().gamesPerInnings());
        assertEquals(InningsRules.InningsOrder.ALTERNATE, innings().order());
    }

    @Test
    void rule6AllInningsArePlayed() {
        assertFalse(innings().skipDecidedInnings());
    }

    @Test
    void rule7WinnerStaysAnyNumberOfGamesOutOnLoss() {
        assertTrue(innings().winnerStays());
        assertEquals(1, innings().lossesForOut());
        assertTrue(innings().scoringMaxConsecutiveGames().isEmpty());
    }

    @Test
    void rule8StoppingPlayerTwoGamesNeverTwiceInARow() {
        assertTrue(innings().stoppingSideChoosesEachGame());
        assertEquals(2, innings().stoppingMaxGamesPerInnings());
        assertTrue(innings().stoppingNoConsecutiveGames());
    }

    @Test
    void rule9CapturePointsAddUpTo42() {
        PointTable t = scoring().capturePoints().orElseThrow();
        assertEquals(new BigDecimal("1"), t.valueOf("P"));
        assertEquals(new BigDecimal("2"), t.valueOf("R"));
        assertEquals(new BigDecimal("3"), t.valueOf("N"));
        assertEquals(new BigDecimal("4"), t.valueOf("G"));
        assertEquals(new BigDecimal("5"), t.valueOf("B"));
        assertEquals(new BigDecimal("6"), t.valueOf("Q"));
        BigDecimal all = BigDecimal.ZERO;
        for (PieceDescriptor p : org.rookery.format.internal.InstalledVariants.catalog().find("giraffe").orElseThrow().pieces()) {
            all = all.add(t.valueOf(p.letter()).multiply(BigDecimal.valueOf(p.startCount())));
        }
        assertEquals(0, new BigDecimal(42).compareTo(all), "all 17 men are worth 42");
        assertInstanceOf(ScoringRules.Score.Captured.class, scoring().outcomes().get(GameOutcome.WIN));
    }

    @Test
    void rule10IllegalMovesMinusOneForWhitePlusOneForBlackAndNoPointsForOut() {
        assertEquals(0, new BigDecimal(-1).compareTo(scoring().illegalMovePoints(SideRole.SCORING)));
        assertEquals(0, new BigDecimal(1).compareTo(scoring().illegalMovePoints(SideRole.STOPPING)));
        assertEquals(new ScoringRules.Score.Flat(new BigDecimal("0")), scoring().outcomes().get(GameOutcome.LOSS));
        assertTrue(scoring().floor().isEmpty(), "rules.md 6.2: a game score may be negative");
    }

    @Test
    void rule11FiveMinutesNoIncrementTwoAndTenMinuteBreaks() {
        assertTrue(G20.time().clock().isSuddenDeath());
        assertEquals(Duration.ofMinutes(5), G20.time().clock().main());
        assertEquals(Duration.ofMinutes(2), G20.time().breaks().betweenGames());
        assertEquals(Duration.ofMinutes(10), G20.time().breaks().betweenInnings());
    }

    @Test
    void rule12GoodGameException() {
        assertTrue(innings().goodGameException());
    }

    @Test
    void rule13GoldenRoundRepeatedWhileLevel() {
        InningsRules.GoldenRule golden = innings().golden().orElseThrow();
        assertTrue(golden.round());
        assertTrue(golden.repeatWhileLevel());
    }

    @Test
    void rules14And15TimeoutMarginOf15SecondsPenaltyScores42() {
        ScoringRules.PenaltyTimeout p = scoring().penaltyTimeout().orElseThrow();
        assertEquals(Duration.ofSeconds(15), p.margin());
        assertEquals(0, new BigDecimal(42).compareTo(p.score()));
        assertFalse(p.isPenalty(Duration.ofMillis(15_000)), "exactly 15.000 s is a normal timeout");
        assertTrue(p.isPenalty(Duration.ofMillis(15_001)));
    }

    @Test
    void rules16And17EarlyWinBelowTenCapturesScores42() {
        ScoringRules.EarlyWin e = scoring().earlyWin().orElseThrow();
        assertEquals(10, e.capturedBelow());
        assertEquals(0, new BigDecimal(42).compareTo(e.score()));
    }

    @Test
    void rule18NoResignation() {
        assertFalse(scoring().resignationAllowed());
    }

    @Test
    void rule19CompulsoryFollowOnAbove200() {
        InningsRules.FollowOn f = innings().followOn().orElseThrow();
        assertEquals(200, f.threshold());
        assertTrue(f.compulsory());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TieBreak;
import org.rookery.rules.Color;

/** The Newport Exchange (seeds/002) and Guardian chess (seeds/003) rules reached their compiled formats. */
class NewportGuardianSeedTest {

    private static final CompiledFormat NEWPORT = Examples.compile("newport-exchange.tfl");
    private static final CompiledFormat GUARDIAN = Examples.compile("guardian-open.tfl");

    @Test
    void newportPawnDropsBannedOnRanks1_7_8AndNoDropMate() {
        assertEquals("exchange", NEWPORT.game().variantId());
        assertEquals(new OptionValue.IntListValue(List.of(1, 7, 8)),
                NEWPORT.game().options().get("pawnDropBannedRanks"));
        assertEquals(new OptionValue.ChoiceValue("forbidden"), NEWPORT.game().options().get("dropMate"));
    }

    @Test
    void newportFiveMinutesPlusTenSecondIncrement() {
        assertEquals(Duration.ofMinutes(5), NEWPORT.time().clock().main());
        assertEquals(Duration.ofSeconds(10), NEWPORT.time().clock().increment());
    }

    @Test
    void newportSixRoundsRoundRobinUpToSevenTeamsElseSwiss() {
        Stage s = NEWPORT.event().orElseThrow().stages().get(0);
        assertEquals(6, s.rounds().getAsInt());
        assertEquals(PairingSystem.ROUND_ROBIN, s.systemFor(7));
        assertEquals(PairingSystem.SWISS, s.systemFor(8));
    }

    @Test
    void newportTeamsHighestWithLowestBoardsByGradeFirstTeamWhiteOnBoard1() {
        EventRules e = NEWPORT.event().orElseThrow();
        assertEquals(EventRules.Kind.TEAM, e.kind());
        TeamMatchRules m = e.teamMatches().orElseThrow();
        assertEquals(TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST, m.formation());
        assertEquals(TeamMatchRules.BoardOrder.BY_GRADE, m.boardOrder());
        assertEquals(new TeamMatchRules.BoardColour(Color.WHITE, 1), m.firstTeamColour().orElseThrow());
        assertEquals(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.MIDDLE_GRADE, true), m.bye().orElseThrow());
        assertEquals(2, NEWPORT.teams().orElseThrow().size());
    }

    @Test
    void newportMatchEndsWhenFirstBoardIsWonMatchPointsOneHalfZero() {
        EventRules e = NEWPORT.event().orElseThrow();
        assertTrue(e.teamMatches().orElseThrow().matchEndsWhenFirstBoardWon());
        assertEquals(0, new BigDecimal("0.5").compareTo(e.matchPoints().orElseThrow().draw()));
    }

    @Test
    void newportNoDrawAgreementRepetitionDrawsStallingClaim20Seconds() {
        assertEquals(false, NEWPORT.conduct().drawAgreementAllowed().orElseThrow());
        assertEquals(true, NEWPORT.conduct().repetitionDrawsAllowed().orElseThrow());
        assertEquals(Duration.ofSeconds(20), NEWPORT.conduct().stallingClaim().orElseThrow());
    }

    @Test
    void guardianPromotionToCapturedPiecesOnlyAndCastling() {
        assertEquals("guardian", GUARDIAN.game().variantId());
        assertEquals(new OptionValue.ChoiceValue("forbid"), GUARDIAN.game().options().get("emptyPoolPromotion"));
    }

    @Test
    void guardianDrawsByRepetitionFiftyMovesAndAgreement() {
        assertEquals(new OptionValue.ChoiceValue("claim"), GUARDIAN.game().options().get("threefoldRepetition"));
        assertEquals(new OptionValue.IntValue(50), GUARDIAN.game().options().get("fiftyMoveRule"));
        assertEquals(true, GUARDIAN.conduct().drawAgreementAllowed().orElseThrow());
    }

    @Test
    void guardianSuddenDeathClockTouchMoveAndClaimedFlagFall() {
        assertTrue(GUARDIAN.time().clock().isSuddenDeath());
        assertTrue(GUARDIAN.conduct().touchMove());
        assertTrue(GUARDIAN.conduct().flagFallClaimedByOpponent());
    }

    @Test
    void guardianSwissWithTieBreaks() {
        EventRules e = GUARDIAN.event().orElseThrow();
        assertEquals(PairingSystem.SWISS, e.stages().get(0).system());
        assertEquals(7, e.stages().get(0).rounds().getAsInt());
        assertEquals(List.of(TieBreak.MEDIAN_BUCHHOLZ, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER), e.tieBreaks());
    }
}

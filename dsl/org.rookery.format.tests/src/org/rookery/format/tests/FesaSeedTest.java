// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TieBreak;

/** Each rule of the FESA shogi seed (seeds/001) reached the compiled format. */
class FesaSeedTest {

    private static final CompiledFormat FESA = Examples.compile("fesa-shogi.tfl");

    @Test
    void timeSystem20MinutesPlus40SecondByoyomi() {
        assertEquals("shogi", FESA.game().variantId());
        assertEquals(Duration.ofMinutes(20), FESA.time().clock().main());
        assertEquals(Duration.ofSeconds(40), FESA.time().clock().byoyomi());
        assertEquals(1, FESA.time().clock().byoyomiPeriods());
    }

    @Test
    void sennichiteIsFourfoldNotByPerpetualCheckAndRecordedOnAgreedClaim() {
        assertEquals(new OptionValue.IntValue(4), FESA.game().options().get("repetitionCount"));
        assertEquals(new OptionValue.BoolValue(true), FESA.game().options().get("perpetualCheckLoses"));
        assertTrue(FESA.sennichite().orElseThrow().recordedOnAgreedClaim());
    }

    @Test
    void firstSennichiteReplaysSwappedOnRemainingTimeWith20SecondByoyomi() {
        SennichitePolicy p = FESA.sennichite().orElseThrow();
        for (String stage : List.of("group", "final")) {
            SennichitePolicy.Replay replay = assertInstanceOf(SennichitePolicy.Replay.class,
                    p.actionFor(1, stage).orElseThrow());
            assertTrue(replay.swapColours());
            SennichitePolicy.RemainingTime clock = assertInstanceOf(SennichitePolicy.RemainingTime.class,
                    replay.clock());
            assertEquals(Duration.ofSeconds(20), clock.byoyomi().orElseThrow());
        }
    }

    @Test
    void secondSennichiteInGroupIsADrawHalfAPointEach() {
        SennichitePolicy.Draw draw = assertInstanceOf(SennichitePolicy.Draw.class,
                FESA.sennichite().orElseThrow().actionFor(2, "group").orElseThrow());
        assertEquals(0, new BigDecimal("0.5").compareTo(draw.pointsEach()));
    }

    @Test
    void secondSennichiteInFinalIsAn8MinuteBlitzRepeatedUntilDecisive() {
        SennichitePolicy p = FESA.sennichite().orElseThrow();
        SennichitePolicy.Replay replay = assertInstanceOf(SennichitePolicy.Replay.class,
                p.actionFor(2, "final").orElseThrow());
        SennichitePolicy.FreshClock clock = assertInstanceOf(SennichitePolicy.FreshClock.class, replay.clock());
        assertEquals(Duration.ofMinutes(8), clock.control().main());
        assertTrue(clock.control().isSuddenDeath(), "no byoyomi");
        assertTrue(replay.untilDecisive());
        assertEquals(replay, p.actionFor(3, "final").orElseThrow(), "a third one repeats the blitz");
    }

    @Test
    void declaration28Sente27Gote10PiecesRookBishopFiveOthersOne() {
        DeclarationRule d = FESA.declaration().orElseThrow();
        assertEquals(28, d.sentePoints());
        assertEquals(27, d.gotePoints());
        assertEquals(10, d.minPiecesInZone());
        assertEquals(0, BigDecimal.ZERO.compareTo(d.values().orElseThrow().valueOf("K")));
        for (String big : List.of("R", "B", "+R", "+B")) {
            assertEquals(0, new BigDecimal(5).compareTo(d.values().orElseThrow().valueOf(big)), big);
        }
        for (String small : List.of("P", "L", "N", "S", "G", "+P", "+L", "+N", "+S")) {
            assertEquals(0, BigDecimal.ONE.compareTo(d.values().orElseThrow().valueOf(small)), small);
        }
        assertEquals(DeclarationRule.Failure.LOSS, d.failure());
        assertEquals(new OptionValue.IntValue(28), FESA.game().options().get("declarationSentePoints"));
        assertEquals(new OptionValue.IntValue(27), FESA.game().options().get("declarationGotePoints"));
    }

    @Test
    void groupStageSwissWithoutRematchesAndAFinal() {
        EventRules e = FESA.event().orElseThrow();
        Stage group = e.stage("group").orElseThrow();
        assertEquals(PairingSystem.SWISS, group.system());
        assertTrue(group.scoreGroups());
        assertFalse(group.rematchesAllowed());
        assertTrue(group.colourBalance());
        assertFalse(group.furigoma());
        assertEquals(PairingSystem.KNOCKOUT, e.stage("final").orElseThrow().system());
        assertEquals(0, new BigDecimal("0.5").compareTo(e.gamePoints().orElseThrow().draw()));
        assertEquals(List.of(TieBreak.BUCHHOLZ, TieBreak.SUM_OF_BUCHHOLZ, TieBreak.DIRECT_ENCOUNTER), e.tieBreaks());
    }

    @Test
    void tentativeRatingsFromFesaGradesDefault15Kyu() {
        var r = FESA.event().orElseThrow().tentativeRatings().orElseThrow();
        assertEquals(21, r.grades().grades().size());
        assertEquals(1740, r.ratingFor("1 dan"));
        assertEquals(1620, r.ratingFor("1 kyu"));
        assertEquals(440, r.ratingFor("unknown grade"));
        assertEquals("15 kyu", r.defaultGrade().name());
    }

    @Test
    void illegalActionsPointedOutByPlayersOnly() {
        assertTrue(FESA.conduct().illegalMovesClaimedByPlayersOnly());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.GameClock;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.rules.Color;

/** Pause and resume, arbiter adjustments, penalties and bonuses, and the refusals. */
class AdjustmentTest {

    private final ManualTimeSource time = new ManualTimeSource();
    private final GameClock clock = new GameClock(ClockSpec.suddenDeath(Duration.ofMinutes(5)), time);

    @Test
    void aPausedClockLosesNoTime() {
        clock.start();
        time.advance(10_000);
        clock.pause();
        time.advance(120_000);
        assertEquals(290_000, clock.reading().first().mainMillis());
        assertEquals(Phase.PAUSED, clock.reading().phase());
        clock.resume();
        time.advance(5_000);
        assertEquals(285_000, clock.reading().first().mainMillis());
    }

    @Test
    void anIllegalMoveGivesTheOpponentTwoMinutesAsARecordedValue() {
        clock.start();
        time.advance(10_000);
        ClockEvent.Adjustment bonus = clock.addTime(Color.BLACK, Duration.ofMinutes(2), "illegal move by White");
        assertEquals(new ClockEvent.Adjustment(10_000, Color.BLACK, ClockEvent.Adjustment.Kind.ADD_MAIN, 120_000,
                "illegal move by White"), bonus);
        assertEquals(420_000, clock.reading().second().mainMillis());
        assertEquals(290_000, clock.reading().first().mainMillis(), "the running side's time is unaffected");
        assertEquals(Phase.RUNNING, clock.reading().phase());
    }

    @Test
    void settingTheRunningSidesTimeTakesEffectFromThatInstant() {
        clock.start();
        time.advance(10_000);
        clock.setMain(Color.WHITE, Duration.ofMinutes(1), "clock malfunction");
        time.advance(15_000);
        assertEquals(45_000, clock.reading().first().mainMillis());
    }

    @Test
    void takingAllTheTimeOfTheRunningSideIsAFlagFall() {
        clock.start();
        time.advance(10_000);
        clock.addTime(Color.WHITE, Duration.ofMinutes(-10), "penalty");
        assertEquals(Phase.FLAGGED, clock.reading().phase());
        assertEquals(10_000, clock.reading().flag().orElseThrow().at());
    }

    @Test
    void anArbiterCanGiveAFlaggedSideTimeAgainAndTheGameGoesOn() {
        clock.start();
        time.advance(300_000);
        assertTrue(clock.reading().first().flagged());
        time.advance(3_000);
        clock.setMain(Color.WHITE, Duration.ofSeconds(30), "the flag fell during an arbiter's stoppage");
        assertEquals(Phase.PAUSED, clock.reading().phase());
        assertFalse(clock.reading().first().flagged());
        clock.resume();
        time.advance(1_000);
        clock.press();
        assertEquals(29_000, clock.reading().first().mainMillis());
    }

    @Test
    void settingPeriodsNeedsByoyomi() {
        clock.start();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> clock.setPeriods(Color.WHITE, 2, "wrong setting"));
        assertTrue(e.getMessage().contains("no byoyomi"), e.getMessage());
        GameClock b = new GameClock(ClockSpec.same(SideControl.byoyomi(Duration.ofMinutes(1), Duration.ofSeconds(30), 5)),
                time);
        b.start();
        b.setPeriods(Color.BLACK, 2, "the clock was set wrongly");
        assertEquals(2, b.reading().second().periodsLeft());
    }

    @Test
    void wrongActionsAreRefusedWithTheReason() {
        assertEquals("the clock has not started: White cannot press yet",
                assertThrows(IllegalStateException.class, () -> clock.press(Color.WHITE)).getMessage());
        assertThrows(IllegalStateException.class, clock::resume);
        clock.start();
        assertEquals("Black pressed, but it is White's time that runs",
                assertThrows(IllegalStateException.class, () -> clock.press(Color.BLACK)).getMessage());
        assertThrows(IllegalStateException.class, clock::start);
        clock.pause();
        assertThrows(IllegalStateException.class, () -> clock.press(Color.WHITE));
        assertThrows(IllegalStateException.class, clock::pause);
        assertThrows(IllegalArgumentException.class, () -> clock.addTime(Color.WHITE, Duration.ofMinutes(1), " "));
        assertEquals(2, clock.events().size(), "refused actions are not recorded");
    }
}

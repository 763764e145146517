// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Delay;
import org.rookery.clock.GameClock;
import org.rookery.clock.Increment;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;

/** Simple (US) and Bronstein delay, alone and with an increment. */
class DelayTest {

    private final ManualTimeSource time = new ManualTimeSource();

    private GameClock clock(Delay delay, long mainMillis) {
        return new GameClock(ClockSpec.same(SideControl.suddenDeath(Duration.ofMillis(mainMillis)).withDelay(delay)), time);
    }

    @Test
    void simpleDelayWaitsBeforeTheMainTimeRuns() {
        GameClock clock = clock(Delay.simple(Duration.ofSeconds(5)), 60_000);
        clock.start();
        time.advance(3_000);
        ClockReading during = clock.reading();
        assertEquals(60_000, during.first().mainMillis());
        assertEquals(2_000, during.first().delayRemainingMillis());
        time.advance(4_000);
        assertEquals(58_000, clock.reading().first().mainMillis());
        clock.press();
        assertEquals(58_000, clock.reading().first().mainMillis());
    }

    @Test
    void simpleDelayDoesNotAccumulate() {
        GameClock clock = clock(Delay.simple(Duration.ofSeconds(5)), 60_000);
        clock.start();
        time.advance(1_000);
        clock.press();
        assertEquals(60_000, clock.reading().first().mainMillis(), "a 1 s move under a 5 s delay costs nothing and earns nothing");
    }

    @Test
    void bronsteinRunsAtOnceAndGivesBackTheTimeUsedUpToTheDelay() {
        GameClock clock = clock(Delay.bronstein(Duration.ofSeconds(5)), 60_000);
        clock.start();
        time.advance(3_000);
        assertEquals(57_000, clock.reading().first().mainMillis());
        clock.press();
        assertEquals(60_000, clock.reading().first().mainMillis(), "3 s used, 3 s given back, never more");
        time.advance(1_000);
        clock.press();
        time.advance(8_000);
        clock.press();
        assertEquals(57_000, clock.reading().first().mainMillis(), "8 s used, 5 s given back");
    }

    @Test
    void simpleDelayFlagFallsOnlyAfterDelayAndMainTime() {
        GameClock clock = clock(Delay.simple(Duration.ofSeconds(5)), 2_000);
        clock.start();
        time.advance(6_999);
        assertFalse(clock.reading().first().flagged());
        time.advance(1);
        assertTrue(clock.reading().first().flagged());
        assertEquals(7_000, clock.reading().flag().orElseThrow().at());
    }

    @Test
    void bronsteinFlagFallsWhenTheMainTimeRunsOutDuringTheMove() {
        GameClock clock = clock(Delay.bronstein(Duration.ofSeconds(5)), 2_000);
        clock.start();
        time.advance(2_000);
        assertEquals(Phase.FLAGGED, clock.reading().phase());
        clock.press();
        assertEquals(0, clock.reading().first().mainMillis(), "no time given back after the flag");
    }

    @Test
    void aPauseInTheMiddleOfAMoveDoesNotGiveAFreshDelay() {
        GameClock clock = clock(Delay.simple(Duration.ofSeconds(5)), 60_000);
        clock.start();
        time.advance(3_000);
        clock.pause();
        time.advance(30_000);
        clock.resume();
        time.advance(4_000);
        clock.press();
        assertEquals(58_000, clock.reading().first().mainMillis());
    }

    @Test
    void delayAndIncrementTogether() {
        SideControl c = SideControl.suddenDeath(Duration.ofMinutes(1)).withDelay(Delay.simple(Duration.ofSeconds(5)))
                .withIncrement(Increment.everyMove(Duration.ofSeconds(2)));
        GameClock clock = new GameClock(ClockSpec.same(c), time);
        clock.start();
        time.advance(8_000);
        clock.press();
        assertEquals(60_000 - 3_000 + 2_000, clock.reading().first().mainMillis());
        time.advance(1_000);
        clock.press();
        assertEquals(62_000, clock.reading().second().mainMillis(), "inside the delay: only the increment counts");
    }
}

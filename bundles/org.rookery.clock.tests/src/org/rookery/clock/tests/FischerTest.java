// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.GameClock;
import org.rookery.clock.Increment;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.rules.Color;

/** Fischer increment (the Newport control, 5 min + 10 s). */
class FischerTest {

    private final ManualTimeSource time = new ManualTimeSource();

    @Test
    void eachMoveInTimeEarnsTheIncrement() {
        GameClock clock = new GameClock(ClockSpec.same(SideControl.fischer(Duration.ofMinutes(5), Duration.ofSeconds(10))), time);
        clock.start();
        time.advance(3_000);
        clock.press();
        assertEquals(300_000 - 3_000 + 10_000, clock.reading().first().mainMillis());
        time.advance(25_000);
        clock.press();
        assertEquals(300_000 - 25_000 + 10_000, clock.reading().second().mainMillis());
    }

    @Test
    void aFastMoveCanRaiseTheTimeAboveTheStart() {
        GameClock clock = new GameClock(ClockSpec.same(SideControl.fischer(Duration.ofMinutes(5), Duration.ofSeconds(10))), time);
        clock.start();
        time.advance(1_000);
        clock.press();
        assertEquals(309_000, clock.reading().first().mainMillis());
    }

    @Test
    void theIncrementIsNotAddedAfterAFlag() {
        GameClock clock = new GameClock(ClockSpec.same(SideControl.fischer(Duration.ofSeconds(10), Duration.ofSeconds(5))), time);
        clock.start();
        time.advance(10_000);
        clock.press();
        assertEquals(Phase.FLAGGED, clock.reading().phase());
        assertEquals(0, clock.reading().first().mainMillis());
        time.advance(1_000);
        clock.press();
        assertEquals(0, clock.reading().first().mainMillis(), "no increment after the flag");
    }

    @Test
    void theIncrementInTheLastMillisecondSavesTheSide() {
        GameClock clock = new GameClock(ClockSpec.same(SideControl.fischer(Duration.ofSeconds(10), Duration.ofSeconds(5))), time);
        clock.start();
        time.advance(9_999);
        clock.press();
        assertEquals(5_001, clock.reading().first().mainMillis());
    }

    @Test
    void anIncrementFromALaterMoveStartsThere() {
        SideControl c = SideControl.suddenDeath(Duration.ofMinutes(1)).withIncrement(new Increment(2_000, 3));
        GameClock clock = new GameClock(ClockSpec.same(c), time);
        clock.start();
        for (int move = 1; move <= 4; move++) {
            time.advance(1_000);
            clock.press(Color.WHITE);
            time.advance(1_000);
            clock.press(Color.BLACK);
        }
        // four moves of 1 s each; moves 3 and 4 earned 2 s
        assertEquals(60_000 - 4_000 + 4_000, clock.reading().first().mainMillis());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Flag;
import org.rookery.clock.GameClock;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.rules.Color;

/** Sudden death (the G20 control, 5 min): time runs down and the flag falls at exactly zero. */
class SuddenDeathTest {

    private final ManualTimeSource time = new ManualTimeSource(1_000);
    private final GameClock clock = new GameClock(ClockSpec.suddenDeath(Duration.ofMinutes(5)), time);

    @Test
    void onlyTheRunningSideLosesTime() {
        clock.start();
        time.advance(12_345);
        clock.press();
        time.advance(2_000);
        ClockReading r = clock.reading();
        assertEquals(300_000 - 12_345, r.first().mainMillis());
        assertEquals(298_000, r.second().mainMillis());
        assertEquals(Optional.of(Color.BLACK), r.toMove());
        assertEquals(1, r.first().movesMade());
        assertEquals(0, r.second().movesMade());
        assertEquals(Phase.RUNNING, r.phase());
    }

    @Test
    void theMovesPlayedAreCountedAsTheScoresheetNumbersThem() {
        clock.start();
        assertEquals(0, clock.reading().moves());
        for (int i = 0; i < 40; i++) {
            time.advance(1_000);
            clock.press();
            if (i < 39) {
                time.advance(1_000);
                clock.press();
            }
        }
        ClockReading r = clock.reading();
        assertEquals(40, r.first().movesMade());
        assertEquals(39, r.second().movesMade());
        assertEquals(40, r.moves(), "White's 40th move is move 40 whether or not Black has replied");
        time.advance(1_000);
        clock.press();
        assertEquals(40, clock.reading().moves(), "Black's reply completes move 40");
    }

    @Test
    void beforeTheStartNoTimeRuns() {
        time.advance(60_000);
        ClockReading r = clock.reading();
        assertEquals(Phase.READY, r.phase());
        assertEquals(300_000, r.first().mainMillis());
        assertEquals(Optional.empty(), r.toMove());
    }

    @Test
    void theFlagFallsAtExactlyZero() {
        clock.start();
        time.advance(299_999);
        ClockReading justBefore = clock.reading();
        assertEquals(1, justBefore.first().mainMillis());
        assertFalse(justBefore.first().flagged());
        time.advance(1);
        ClockReading atZero = clock.reading();
        assertEquals(Phase.FLAGGED, atZero.phase());
        assertEquals(0, atZero.first().mainMillis());
        assertTrue(atZero.first().flagged());
        assertEquals(Optional.of(new Flag(Color.WHITE, 301_000)), atZero.flag());
    }

    @Test
    void aMoveInTheLastMillisecondIsInTime() {
        clock.start();
        time.advance(299_999);
        clock.press();
        ClockReading r = clock.reading();
        assertEquals(1, r.first().mainMillis());
        assertFalse(r.first().flagged());
        assertEquals(Phase.RUNNING, r.phase());
        assertEquals(Color.BLACK, r.toMove().orElseThrow());
    }

    @Test
    void aPressAtTheZeroMillisecondIsTooLateAndChangesNothing() {
        clock.start();
        time.advance(300_000);
        clock.press();
        ClockReading r = clock.reading();
        assertEquals(Phase.FLAGGED, r.phase());
        assertEquals(0, r.first().movesMade());
        assertEquals(300_000, r.second().mainMillis(), "the other side's time never started");
    }

    @Test
    void aFlagNoticedLateIsDatedWhenTheTimeRanOut() {
        clock.start();
        time.advance(10_000);
        clock.press();
        time.advance(400_000);
        ClockReading r = clock.reading();
        assertEquals(new Flag(Color.BLACK, 1_000 + 10_000 + 300_000), r.flag().orElseThrow());
        assertEquals(290_000, r.first().mainMillis(), "White's reading at Black's flag fall decides the G20 margin");
        clock.press();
        assertEquals(Phase.FLAGGED, clock.state().phase());
        assertEquals(r.flag(), clock.state().flag());
    }

    @Test
    void flagDueAtTellsAViewWhenToRing() {
        clock.start();
        time.advance(1_000);
        clock.press();
        assertEquals(Optional.of(2_000L + 300_000), clock.state().flagDueAt());
        clock.pause();
        assertEquals(Optional.empty(), clock.state().flagDueAt());
    }

    @Test
    void stopFreezesTheReadings() {
        clock.start();
        time.advance(5_000);
        clock.stop();
        time.advance(500_000);
        ClockReading r = clock.reading();
        assertEquals(Phase.STOPPED, r.phase());
        assertEquals(295_000, r.first().mainMillis());
        assertTrue(r.flag().isEmpty());
    }
}

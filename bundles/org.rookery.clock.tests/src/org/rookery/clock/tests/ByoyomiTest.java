// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Flag;
import org.rookery.clock.GameClock;
import org.rookery.clock.Increment;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.rules.Color;

/** Byoyomi: FESA's one period (20 min + 40 s) and several periods (10 min + 3 x 30 s). */
class ByoyomiTest {

    private final ManualTimeSource time = new ManualTimeSource();

    private GameClock fesa() {
        return new GameClock(ClockSpec.same(SideControl.byoyomi(Duration.ofMinutes(20), Duration.ofSeconds(40), 1)), time);
    }

    private GameClock threePeriods() {
        return new GameClock(ClockSpec.same(SideControl.byoyomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 3)), time);
    }

    /** First plays a move of {@code millis}, Second answers at once. */
    private void firstMoves(GameClock clock, long millis) {
        time.advance(millis);
        clock.press(Color.WHITE);
        clock.press(Color.BLACK);
    }

    @Test
    void theMoveThatUsesTheMainTimeHasWhatWasLeftAndThenAFullPeriod() {
        GameClock clock = fesa();
        clock.start();
        firstMoves(clock, 19 * 60_000 + 50_000);
        assertEquals(10_000, clock.reading().first().mainMillis());
        time.advance(10_000 + 39_999);
        ClockReading r = clock.reading();
        assertTrue(r.first().inByoyomi());
        assertEquals(1, r.first().periodRemainingMillis());
        assertEquals(1, r.first().displayMillis());
        clock.press(Color.WHITE);
        assertEquals(Phase.RUNNING, clock.reading().phase());
        assertEquals(40_000, clock.reading().first().periodRemainingMillis(), "the period is restored at the move");
    }

    @Test
    void fesaLastPeriodRunningOutIsAFlagFall() {
        GameClock clock = fesa();
        clock.start();
        firstMoves(clock, 20 * 60_000);
        assertTrue(clock.reading().first().inByoyomi());
        assertEquals(0, clock.reading().first().mainMillis());
        time.advance(40_000);
        ClockReading r = clock.reading();
        assertEquals(Phase.FLAGGED, r.phase());
        assertEquals(new Flag(Color.WHITE, 20 * 60_000 + 40_000), r.flag().orElseThrow());
    }

    @Test
    void aMoveWithinThePeriodKeepsEveryPeriod() {
        GameClock clock = threePeriods();
        clock.start();
        firstMoves(clock, 10 * 60_000);
        for (int i = 0; i < 5; i++) {
            firstMoves(clock, 29_999);
        }
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 3, 30_000);
    }

    @Test
    void aMoveOverAPeriodUsesItUpAndTheNextStartsAtOnce() {
        GameClock clock = threePeriods();
        clock.start();
        firstMoves(clock, 10 * 60_000);
        time.advance(30_000);
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 2, 30_000);
        time.advance(45_000);
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 1, 15_000);
        clock.press(Color.WHITE);
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 1, 30_000);
        assertFalse(clock.reading().first().flagged());
    }

    @Test
    void theLastOfSeveralPeriodsRunningOutIsAFlagFall() {
        GameClock clock = threePeriods();
        clock.start();
        time.advance(10 * 60_000 + 3 * 30_000 - 1);
        assertFalse(clock.reading().first().flagged());
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 1, 1);
        time.advance(1);
        assertEquals(new Flag(Color.WHITE, 10 * 60_000 + 90_000), clock.reading().flag().orElseThrow());
        assertEquals(0, clock.reading().first().periodsLeft());
    }

    @Test
    void aPausedPeriodContinuesWhereItStopped() {
        GameClock clock = threePeriods();
        clock.start();
        firstMoves(clock, 10 * 60_000);
        time.advance(20_000);
        clock.pause();
        time.advance(600_000);
        clock.resume();
        time.advance(9_999);
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 3, 1);
        time.advance(1);
        SideReadingAssert.periods(clock.reading(), Color.WHITE, 2, 30_000);
    }

    @Test
    void anIncrementIsNotAddedOnceInByoyomi() {
        SideControl c = SideControl.byoyomi(Duration.ofSeconds(10), Duration.ofSeconds(30), 1)
                .withIncrement(Increment.everyMove(Duration.ofSeconds(5)));
        GameClock clock = new GameClock(ClockSpec.same(c), time);
        clock.start();
        firstMoves(clock, 4_000);
        assertEquals(11_000, clock.reading().first().mainMillis());
        firstMoves(clock, 20_000);
        assertTrue(clock.reading().first().inByoyomi());
        assertEquals(0, clock.reading().first().mainMillis());
    }

    /** Small helpers that name what a byoyomi reading is checked for. */
    static final class SideReadingAssert {
        static void periods(ClockReading r, Color side, int periodsLeft, long periodRemaining) {
            assertTrue(r.of(side).inByoyomi(), side + " in byoyomi");
            assertEquals(periodsLeft, r.of(side).periodsLeft(), side + " periods left");
            assertEquals(periodRemaining, r.of(side).periodRemainingMillis(), side + " period remaining");
        }
    }
}

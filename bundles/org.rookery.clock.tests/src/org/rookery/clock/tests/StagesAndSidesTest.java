// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.clock.Byoyomi;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Delay;
import org.rookery.clock.GameClock;
import org.rookery.clock.Increment;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;
import org.rookery.rules.Color;

/** Periods by move count, a different control per side, and the controls the clock refuses. */
class StagesAndSidesTest {

    private final ManualTimeSource time = new ManualTimeSource();

    /** "90 min for 40 moves, then 30 min, + 30 s from move 1". */
    private static SideControl classical() {
        return SideControl.of(Stage.of(Duration.ofMinutes(90), 40), Stage.rest(Duration.ofMinutes(30)))
                .withIncrement(Increment.everyMove(Duration.ofSeconds(30)));
    }

    @Test
    void theSecondStageIsAddedWhenTheFortiethMoveIsCompleted() {
        GameClock clock = new GameClock(ClockSpec.same(classical()), time);
        clock.start();
        for (int move = 1; move <= 40; move++) {
            time.advance(120_000);
            clock.press(Color.WHITE);
            if (move == 39) {
                assertEquals(90 * 60_000 - 39 * 90_000, clock.reading().first().mainMillis());
            }
            clock.press(Color.BLACK);
        }
        // 40 moves of 2 min, each earning 30 s, then 30 min more
        assertEquals(90 * 60_000 - 40 * 90_000 + 30 * 60_000, clock.reading().first().mainMillis());
        assertEquals(40, clock.reading().first().movesMade());
        time.advance(60_000);
        clock.press(Color.WHITE);
        assertEquals(90 * 60_000 - 40 * 90_000 + 30 * 60_000 - 30_000, clock.reading().first().mainMillis(),
                "no stage time at move 41");
    }

    @Test
    void missingTheTimeControlIsAFlagFall() {
        GameClock clock = new GameClock(ClockSpec.same(classical()), time);
        clock.start();
        for (int move = 1; move <= 30; move++) {
            time.advance(200_000);
            clock.press(Color.WHITE);
            clock.press(Color.BLACK);
        }
        // 30 x (200 s - 30 s) = 85 min used; 5 min left, not 35
        assertEquals(5 * 60_000, clock.reading().first().mainMillis());
        time.advance(5 * 60_000);
        assertTrue(clock.reading().first().flagged());
    }

    @Test
    void armageddonGivesEachSideItsOwnTime() {
        ClockSpec armageddon = new ClockSpec(SideControl.suddenDeath(Duration.ofMinutes(5)),
                SideControl.suddenDeath(Duration.ofMinutes(4)));
        GameClock clock = new GameClock(armageddon, time);
        assertEquals(300_000, clock.reading().first().mainMillis());
        assertEquals(240_000, clock.reading().second().mainMillis());
        clock.start();
        time.advance(1_000);
        clock.press();
        time.advance(240_000);
        assertTrue(clock.reading().second().flagged());
        assertEquals(299_000, clock.reading().first().mainMillis());
    }

    @Test
    void aControlThatCannotWorkIsRefusedWithTheReason() {
        IllegalArgumentException noMain = assertThrows(IllegalArgumentException.class,
                () -> SideControl.suddenDeath(Duration.ZERO));
        assertTrue(noMain.getMessage().contains("no main time"), noMain.getMessage());
        IllegalArgumentException restFirst = assertThrows(IllegalArgumentException.class,
                () -> SideControl.of(Stage.rest(Duration.ofMinutes(5)), Stage.rest(Duration.ofMinutes(5))));
        assertTrue(restFirst.getMessage().contains("stage 1 of 2"), restFirst.getMessage());
        IllegalArgumentException delayByoyomi = assertThrows(IllegalArgumentException.class,
                () -> SideControl.byoyomi(Duration.ofMinutes(5), Duration.ofSeconds(30), 1)
                        .withDelay(Delay.simple(Duration.ofSeconds(5))));
        assertTrue(delayByoyomi.getMessage().contains("delay and byoyomi"), delayByoyomi.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Byoyomi(30_000, 0));
        assertThrows(IllegalArgumentException.class, () -> new Increment(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new Increment(1_000, 0));
        assertThrows(IllegalArgumentException.class, () -> new Delay(0, Delay.Kind.SIMPLE));
        assertThrows(IllegalArgumentException.class, () -> new Stage(-1, 0));
        assertThrows(IllegalArgumentException.class,
                () -> new SideControl(List.of(), Optional.empty(), Optional.empty(), Optional.empty()));
    }

    @Test
    void zeroMainTimeWithByoyomiStartsInByoyomi() {
        GameClock clock = new GameClock(ClockSpec.same(SideControl.byoyomi(Duration.ZERO, Duration.ofSeconds(10), 1)), time);
        assertTrue(clock.reading().first().inByoyomi());
        clock.start();
        time.advance(9_999);
        clock.press();
        assertEquals(10_000, clock.reading().first().periodRemainingMillis());
    }
}

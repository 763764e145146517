// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.ClockState;
import org.rookery.clock.GameClock;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.rules.Color;

/** A clock is rebuilt exactly from its recorded events, and a sennichite replay's clock is derived. */
class ReplayTest {

    private final ManualTimeSource time = new ManualTimeSource(50_000);

    @Test
    void recordedEventsRebuildTheSameClock() {
        ClockSpec spec = ClockSpec.same(SideControl.byoyomi(Duration.ofMinutes(2), Duration.ofSeconds(10), 3));
        GameClock live = new GameClock(spec, time);
        Random random = new Random(7);
        live.start();
        for (int i = 0; i < 60; i++) {
            time.advance(random.nextInt(12_000));
            switch (random.nextInt(10)) {
                case 0 -> {
                    live.pause();
                    time.advance(random.nextInt(30_000));
                    live.resume();
                }
                case 1 -> live.addTime(random.nextBoolean() ? Color.WHITE : Color.BLACK, Duration.ofSeconds(5), "bonus");
                default -> live.press();
            }
            if (live.reading().phase() == Phase.FLAGGED) {
                break;
            }
        }
        ClockState rebuilt = ClockState.replay(spec, live.events());
        long now = time.millis();
        assertEquals(live.reading(), rebuilt.read(now));
    }

    @Test
    void aJournalOfTimestampedFactsGivesTheReadings() {
        ClockSpec spec = ClockSpec.suddenDeath(Duration.ofMinutes(5));
        List<ClockEvent> journal = List.of(new ClockEvent.Start(0, Color.WHITE), new ClockEvent.Press(4_000, Color.WHITE),
                new ClockEvent.Press(10_000, Color.BLACK),
                ClockEvent.Adjustment.addMain(11_000, Color.BLACK, Duration.ofMinutes(2), "illegal move by White"),
                new ClockEvent.Press(12_500, Color.WHITE));
        ClockReading r = ClockState.replay(spec, journal).read(20_000);
        assertEquals(300_000 - 4_000 - 2_500, r.first().mainMillis());
        assertEquals(300_000 - 6_000 + 120_000 - 7_500, r.second().mainMillis());
    }

    @Test
    void anEventOutOfOrderIsRefusedNamingIt() {
        ClockSpec spec = ClockSpec.suddenDeath(Duration.ofMinutes(5));
        List<ClockEvent> journal = List.of(new ClockEvent.Start(1_000, Color.WHITE), new ClockEvent.Press(500, Color.WHITE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClockState.replay(spec, journal));
        assertTrue(e.getMessage().startsWith("clock event 2 "), e.getMessage());
        assertTrue(e.getMessage().contains("comes before the previous one at 1000 ms"), e.getMessage());
    }

    @Test
    void sennichiteReplayKeepsEachPlayersOwnTimeWithColoursSwapped() {
        ClockSpec fesa = ClockSpec.same(SideControl.byoyomi(Duration.ofMinutes(20), Duration.ofSeconds(40), 1));
        GameClock game = new GameClock(fesa, time);
        game.start();
        time.advance(7 * 60_000);
        game.press(); // sente has 13 min left
        time.advance(20 * 60_000 + 30_000);
        game.press(); // gote went into byoyomi and made it
        time.advance(1_000);
        game.stop();
        ClockState replay = game.state().forReplay(time.millis(), Optional.of(Duration.ofSeconds(20)), true);
        ClockReading r = replay.read(time.millis());
        assertEquals(Phase.READY, r.phase());
        assertEquals(0, r.first().mainMillis(), "the former gote, now sente, was in byoyomi: no main time");
        assertTrue(r.first().inByoyomi());
        assertEquals(20_000, r.first().periodRemainingMillis());
        assertEquals(13 * 60_000 - 1_000, r.second().mainMillis(), "the former sente keeps his own time");
        assertEquals(20_000, r.second().periodRemainingMillis());
        assertEquals(0, r.first().movesMade());

        GameClock again = new GameClock(replay, time);
        again.start();
        time.advance(20_000);
        assertTrue(again.reading().first().flagged(), "the new byoyomi of 20 s applies");
    }

    @Test
    void aGameLostOnTimeIsNotReplayed() {
        GameClock game = new GameClock(ClockSpec.suddenDeath(Duration.ofMinutes(1)), time);
        game.start();
        time.advance(60_000);
        assertThrows(IllegalStateException.class, () -> game.state().forReplay(time.millis(), Optional.empty(), true));
    }
}

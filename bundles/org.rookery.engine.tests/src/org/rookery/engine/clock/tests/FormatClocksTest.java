// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.clock.Byoyomi;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.ClockState;
import org.rookery.clock.Delay;
import org.rookery.clock.GameClock;
import org.rookery.clock.Increment;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.ClockPlan;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.rules.Color;

/** The seed formats' clocks reach the game clock exactly. */
class FormatClocksTest {

    private static final Duration NONE = Duration.ZERO;

    @Test
    void g20IsFiveMinutesSuddenDeath() {
        SideControl c = FormatClocks.sideControl(TimeControl.suddenDeath(Duration.ofMinutes(5)));
        assertEquals(SideControl.suddenDeath(Duration.ofMinutes(5)), c);
        assertTrue(c.isSuddenDeath());
    }

    @Test
    void newportIsFiveMinutesPlusTenSeconds() {
        TimeControl newport = new TimeControl(Duration.ofMinutes(5), Duration.ofSeconds(10), NONE, NONE, 0);
        assertEquals(ClockSpec.same(SideControl.fischer(Duration.ofMinutes(5), Duration.ofSeconds(10))),
                FormatClocks.clockSpec(newport));
    }

    @Test
    void fesaIsTwentyMinutesAndOnePeriodOfFortySeconds() {
        TimeControl fesa = new TimeControl(Duration.ofMinutes(20), NONE, NONE, Duration.ofSeconds(40), 1);
        SideControl c = FormatClocks.sideControl(fesa);
        assertEquals(List.of(new Stage(1_200_000, 0)), c.stages());
        assertEquals(Optional.of(new Byoyomi(40_000, 1)), c.byoyomi());
    }

    @Test
    void aFormatDelayIsASimpleDelay() {
        TimeControl t = new TimeControl(Duration.ofMinutes(3), Duration.ofSeconds(2), Duration.ofSeconds(5), NONE, 0);
        SideControl c = FormatClocks.sideControl(t);
        assertEquals(Optional.of(Delay.simple(Duration.ofSeconds(5))), c.delay());
        assertEquals(Optional.of(Increment.everyMove(Duration.ofSeconds(2))), c.increment());
    }

    @Test
    void aClockTheGameClockCannotRunIsRefusedInTheFormatsTerms() {
        TimeControl incrementOnly = new TimeControl(NONE, Duration.ofSeconds(5), NONE, NONE, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FormatClocks.sideControl(incrementOnly));
        assertTrue(e.getMessage().startsWith("the clock 0 min + 5 s increment cannot run"), e.getMessage());
        TimeControl delayByoyomi = new TimeControl(Duration.ofMinutes(10), NONE, Duration.ofSeconds(5),
                Duration.ofSeconds(30), 1);
        e = assertThrows(IllegalArgumentException.class, () -> FormatClocks.sideControl(delayByoyomi));
        assertTrue(e.getMessage().contains("10 min with 5 s delay + 1 x 30 s byoyomi"), e.getMessage());
    }

    @Test
    void fesaSennichiteReplayKeepsTimeWithTwentySecondByoyomi() {
        ManualTimeSource time = new ManualTimeSource();
        TimeControl fesa = new TimeControl(Duration.ofMinutes(20), NONE, NONE, Duration.ofSeconds(40), 1);
        GameClock game = new GameClock(FormatClocks.clockSpec(fesa), time);
        game.start();
        time.advance(5 * 60_000);
        game.press();
        time.advance(2 * 60_000);
        game.stop();
        SennichitePolicy.Replay replay = new SennichitePolicy.Replay(true,
                new SennichitePolicy.RemainingTime(Optional.of(Duration.ofSeconds(20))), false);
        ClockReading r = FormatClocks.replayClock(replay, game.state(), time.millis()).read(time.millis());
        assertEquals(Phase.READY, r.phase());
        assertEquals(18 * 60_000, r.first().mainMillis(), "gote's own time, now moving first");
        assertEquals(15 * 60_000, r.second().mainMillis());
        assertEquals(20_000, r.first().periodRemainingMillis());

        SennichitePolicy.Replay fresh = new SennichitePolicy.Replay(true,
                new SennichitePolicy.FreshClock(TimeControl.suddenDeath(Duration.ofMinutes(8))), true);
        ClockState eight = FormatClocks.replayClock(fresh, game.state(), time.millis());
        assertEquals(ClockSpec.suddenDeath(Duration.ofMinutes(8)), eight.spec());
    }

    @Test
    void aFideClassicalPlanRunsByPeriodsWithTheIncrementFromMoveOne() {
        TimeControl classical = new TimeControl(Duration.ofMinutes(90), Duration.ofSeconds(30), NONE, NONE, 0);
        ClockPlan plan = new ClockPlan(OptionalInt.of(40), List.of(new ClockPlan.Period(Duration.ofMinutes(30),
                OptionalInt.empty())), Optional.empty(), Optional.empty(), 1, Optional.of(Duration.ofMinutes(2)),
                Optional.empty(), Optional.empty());
        ClockSpec spec = FormatClocks.clockSpec(new TimeRules(classical, Breaks.NONE, plan));
        SideControl white = spec.of(Color.WHITE);
        assertEquals(List.of(Stage.of(Duration.ofMinutes(90), 40), Stage.rest(Duration.ofMinutes(30))), white.stages());
        assertEquals(Optional.of(new Increment(30_000, 1)), white.increment());
        assertEquals(white, spec.of(Color.BLACK));

        List<ClockEvent.Adjustment> fine = FormatClocks.illegalMoveAdjustments(plan, 5_000, Color.BLACK);
        assertEquals(1, fine.size());
        assertEquals(Color.WHITE, fine.get(0).side(), "the opponent of the offender gets the time");
        assertEquals(120_000, fine.get(0).amount());
    }

    @Test
    void anArmageddonPlanGivesEachColourItsOwnMainTime() {
        TimeControl base = TimeControl.suddenDeath(Duration.ofMinutes(5));
        ClockPlan armageddon = new ClockPlan(OptionalInt.empty(), List.of(), Optional.of(Duration.ofMinutes(5)),
                Optional.of(Duration.ofMinutes(4)), 1, Optional.empty(), Optional.empty(), Optional.empty());
        ClockSpec spec = FormatClocks.clockSpec(new TimeRules(base, Breaks.NONE, armageddon));
        assertEquals(SideControl.suddenDeath(Duration.ofMinutes(5)), spec.of(Color.WHITE));
        assertEquals(SideControl.suddenDeath(Duration.ofMinutes(4)), spec.of(Color.BLACK));
        assertEquals(FormatClocks.clockSpec(base), FormatClocks.clockSpec(new TimeRules(base, Breaks.NONE, ClockPlan.NONE)),
                "a format without a plan has the plain clock");
    }
}

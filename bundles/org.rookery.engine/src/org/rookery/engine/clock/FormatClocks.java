// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.rookery.clock.Byoyomi;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.ClockState;
import org.rookery.clock.Delay;
import org.rookery.clock.Increment;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;
import org.rookery.engine.format.ClockPlan;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.rules.Color;

/**
 * Maps a compiled format's clock onto the game clock. A format's delay is the simple (US) kind,
 * as the format records define it ("time each move may take before the main time starts to
 * run"); its increment is a Fischer increment from move 1; its byoyomi has the periods it names.
 */
public final class FormatClocks {

    private FormatClocks() {
    }

    /** The clock of one side under {@code control}. */
    public static SideControl sideControl(TimeControl control) {
        try {
            return new SideControl(List.of(Stage.rest(control.main())),
                    control.increment().isZero() ? Optional.empty() : Optional.of(Increment.everyMove(control.increment())),
                    control.delay().isZero() ? Optional.empty() : Optional.of(Delay.simple(control.delay())),
                    control.hasByoyomi() ? Optional.of(Byoyomi.of(control.byoyomi(), control.byoyomiPeriods()))
                            : Optional.empty());
        } catch (IllegalArgumentException e) {
            if (control.main().isZero() && !control.hasByoyomi()) {
                // SideControl refuses a zero main time before it sees the increment; say it in the format's terms
                throw new IllegalArgumentException("the clock " + describe(control)
                        + " cannot run: with no main time and no byoyomi the flag falls before the first increment", e);
            }
            throw new IllegalArgumentException("the clock " + describe(control) + " cannot run: " + e.getMessage(), e);
        }
    }

    /** The clock of a game where both sides play under {@code control}. */
    public static ClockSpec clockSpec(TimeControl control) {
        return ClockSpec.same(sideControl(control));
    }

    /**
     * The clock of a game under a format's whole time section: its control plus the plan beyond it
     * (periods by move count, each colour's own main time, an increment that starts at a later
     * move). White, the first player, has the first face.
     */
    public static ClockSpec clockSpec(TimeRules time) {
        if (time.plan().isPlain()) {
            return clockSpec(time.clock());
        }
        return new ClockSpec(sideControl(time, Color.WHITE), sideControl(time, Color.BLACK));
    }

    /** The clock of one colour under a format's time section. */
    public static SideControl sideControl(TimeRules time, Color colour) {
        TimeControl control = time.clock();
        ClockPlan plan = time.plan();
        List<Stage> stages = new ArrayList<>();
        Duration main = plan.mainTime(colour, control);
        stages.add(plan.firstPeriodMoves().isPresent() ? Stage.of(main, plan.firstPeriodMoves().getAsInt())
                : Stage.rest(main));
        for (ClockPlan.Period p : plan.laterPeriods()) {
            stages.add(p.moves().isPresent() ? Stage.of(p.time(), p.moves().getAsInt()) : Stage.rest(p.time()));
        }
        try {
            return new SideControl(stages,
                    control.increment().isZero() ? Optional.empty()
                            : Optional.of(new Increment(control.increment().toMillis(), plan.incrementFromMove())),
                    control.delay().isZero() ? Optional.empty() : Optional.of(Delay.simple(control.delay())),
                    control.hasByoyomi() ? Optional.of(Byoyomi.of(control.byoyomi(), control.byoyomiPeriods()))
                            : Optional.empty());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the clock " + describe(control) + " of " + colour.name().toLowerCase(Locale.ROOT)
                    + " cannot run: " + e.getMessage(), e);
        }
    }

    /**
     * The clock changes an illegal move brings under the format (FIDE 7.5.5 style: the opponent
     * gets time, or the offender loses some), as arbiter adjustments that name the rule; none when
     * the format sets neither.
     *
     * @param at when the illegal move was ruled, on the clock's time base
     * @param offender the face of the side that made the illegal move
     */
    public static List<ClockEvent.Adjustment> illegalMoveAdjustments(ClockPlan plan, long at, Color offender) {
        List<ClockEvent.Adjustment> changes = new ArrayList<>();
        plan.illegalMoveBonus().ifPresent(bonus -> changes.add(ClockEvent.Adjustment.addMain(at, offender.opponent(),
                bonus, "illegal move by the opponent: the format gives " + seconds(bonus))));
        plan.illegalMovePenalty().ifPresent(penalty -> changes.add(ClockEvent.Adjustment.addMain(at, offender,
                penalty.negated(), "illegal move: the format takes " + seconds(penalty))));
        return changes;
    }

    /**
     * The clock a sennichite replay starts with, from the replayed game's clock as it stood at
     * {@code at}: each player's own remaining time with the policy's byoyomi, or a fresh clock;
     * sides swapped when the policy says so.
     */
    public static ClockState replayClock(SennichitePolicy.Replay replay, ClockState ended, long at) {
        return switch (replay.clock()) {
            case SennichitePolicy.RemainingTime keep -> ended.forReplay(at, keep.byoyomi(), replay.swapColours());
            case SennichitePolicy.FreshClock fresh -> ClockState.initial(clockSpec(fresh.control()));
        };
    }

    /** The control in a few words, for messages. */
    static String describe(TimeControl c) {
        StringBuilder s = new StringBuilder(minutes(c.main()));
        if (!c.increment().isZero()) {
            s.append(" + ").append(seconds(c.increment())).append(" increment");
        }
        if (!c.delay().isZero()) {
            s.append(" with ").append(seconds(c.delay())).append(" delay");
        }
        if (c.hasByoyomi()) {
            s.append(" + ").append(c.byoyomiPeriods()).append(" x ").append(seconds(c.byoyomi())).append(" byoyomi");
        }
        return s.toString();
    }

    private static String minutes(Duration d) {
        return d.toSeconds() % 60 == 0 && d.toMillisPart() == 0 ? d.toMinutes() + " min" : seconds(d);
    }

    private static String seconds(Duration d) {
        return d.toMillisPart() == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}

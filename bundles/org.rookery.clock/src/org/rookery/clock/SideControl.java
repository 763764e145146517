// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * How much time one side has: stages of main time by move count, and optionally a Fischer
 * increment, a delay and byoyomi. With one stage and nothing else it is sudden death.
 *
 * <p>Combinations: a delay and an increment together are applied in that order (the delay
 * spares the move's first seconds, the increment is added after it). An increment together with
 * byoyomi is added to the main time only while a side still has main time after the move; once
 * in byoyomi the periods alone count. A delay together with byoyomi is refused, because the two
 * would give the same move two free allowances that no federation's rule reconciles.
 *
 * @param stages the stages of main time, at least one; only the last may cover "the rest of the
 *        game" (0 moves)
 * @param increment the Fischer increment, if any
 * @param delay the delay, if any
 * @param byoyomi the byoyomi after the main time, if any
 */
public record SideControl(List<Stage> stages, Optional<Increment> increment, Optional<Delay> delay,
        Optional<Byoyomi> byoyomi) {

    public SideControl {
        stages = List.copyOf(stages);
        increment = Optional.ofNullable(increment).flatMap(i -> i);
        delay = Optional.ofNullable(delay).flatMap(d -> d);
        byoyomi = Optional.ofNullable(byoyomi).flatMap(b -> b);
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("a clock needs at least one stage of main time");
        }
        for (int i = 0; i < stages.size() - 1; i++) {
            if (stages.get(i).moves() == 0) {
                throw new IllegalArgumentException("stage " + (i + 1) + " of " + stages.size()
                        + " covers the rest of the game, so the stages after it could never start");
            }
        }
        if (stages.get(0).mainMillis() == 0 && byoyomi.isEmpty()) {
            throw new IllegalArgumentException("a clock with no main time needs byoyomi, or its flag falls at once");
        }
        if (delay.isPresent() && byoyomi.isPresent()) {
            throw new IllegalArgumentException("a delay and byoyomi cannot be combined: each would give the same move its own free time");
        }
    }

    /** Sudden death: {@code main} for the whole game. */
    public static SideControl suddenDeath(Duration main) {
        return of(Stage.rest(main));
    }

    /** {@code main} plus a Fischer increment of {@code increment} after every move. */
    public static SideControl fischer(Duration main, Duration increment) {
        return suddenDeath(main).withIncrement(Increment.everyMove(increment));
    }

    /** {@code main} then byoyomi of {@code periods} periods of {@code period}. */
    public static SideControl byoyomi(Duration main, Duration period, int periods) {
        return new SideControl(List.of(Stage.rest(main)), Optional.empty(), Optional.empty(),
                Optional.of(Byoyomi.of(period, periods)));
    }

    /** The given stages of main time and nothing else. */
    public static SideControl of(Stage... stages) {
        return new SideControl(List.of(stages), Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** This control with {@code i} as its increment. */
    public SideControl withIncrement(Increment i) {
        return new SideControl(stages, Optional.of(i), delay, byoyomi);
    }

    /** This control with {@code d} as its delay. */
    public SideControl withDelay(Delay d) {
        return new SideControl(stages, increment, Optional.of(d), byoyomi);
    }

    /** This control with {@code b} as its byoyomi. */
    public SideControl withByoyomi(Byoyomi b) {
        return new SideControl(stages, increment, delay, Optional.of(b));
    }

    /** This control with no byoyomi. */
    public SideControl withoutByoyomi() {
        return new SideControl(stages, increment, delay, Optional.empty());
    }

    /** This control with a single stage of {@code mainMillis} for the rest of the game. */
    public SideControl withMain(long mainMillis) {
        return new SideControl(List.of(new Stage(mainMillis, 0)), increment, delay, byoyomi);
    }

    /** The main time on the clock at the start, in milliseconds. */
    public long initialMainMillis() {
        return stages.get(0).mainMillis();
    }

    /**
     * The main time a later stage adds when a side has just completed its {@code movesMade}-th
     * move: the next stage's time if {@code movesMade} ends a stage, otherwise 0.
     */
    public long stageTimeAfter(int movesMade) {
        int covered = 0;
        for (int i = 0; i < stages.size() - 1; i++) {
            covered += stages.get(i).moves();
            if (covered == movesMade) {
                return stages.get(i + 1).mainMillis();
            }
            if (covered > movesMade) {
                return 0;
            }
        }
        return 0;
    }

    /** Whether this is plain sudden death: one stage and no increment, delay or byoyomi. */
    public boolean isSuddenDeath() {
        return stages.size() == 1 && increment.isEmpty() && delay.isEmpty() && byoyomi.isEmpty();
    }
}

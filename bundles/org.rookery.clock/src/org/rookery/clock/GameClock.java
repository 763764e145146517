// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import org.rookery.rules.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The live clock of one game, as a board or a clock view drives it: every action reads the
 * injected {@link TimeSource}, moves the clock on, and returns the {@link ClockEvent} it applied
 * so that the caller can record it as a fact. The events returned, replayed with
 * {@link ClockState#replay} from the same start, give exactly this clock.
 *
 * <p>Safe to share between a UI thread that presses and a timer thread that reads: every method
 * is synchronized, and the state is an immutable snapshot.
 */
public final class GameClock {

    private final TimeSource time;
    private final ClockState start;
    private final List<ClockEvent> events = new ArrayList<>();
    private ClockState state;

    /** A clock set to {@code spec}, reading {@code time}. */
    public GameClock(ClockSpec spec, TimeSource time) {
        this(ClockState.initial(spec), time);
    }

    /** A clock that continues from {@code start} (for example a sennichite replay's clock). */
    public GameClock(ClockState start, TimeSource time) {
        this.start = Objects.requireNonNull(start, "start");
        this.state = start;
        this.time = Objects.requireNonNull(time, "time source");
    }

    /** Starts the clock with the first side's time running. */
    public ClockEvent.Start start() {
        return start(Color.WHITE);
    }

    /** Starts the clock with {@code toMove}'s time running. */
    public synchronized ClockEvent.Start start(Color toMove) {
        return apply(new ClockEvent.Start(time.millis(), toMove));
    }

    /** The side whose time runs completes its move and presses. */
    public synchronized ClockEvent.Press press() {
        Color by = state.toMove().orElseThrow(() -> new IllegalStateException("the clock has not started"));
        return press(by);
    }

    /** {@code by} presses; refused unless {@code by}'s time is running. */
    public synchronized ClockEvent.Press press(Color by) {
        return apply(new ClockEvent.Press(time.millis(), by));
    }

    /** Pauses the clock. */
    public synchronized ClockEvent.Pause pause() {
        return apply(new ClockEvent.Pause(time.millis()));
    }

    /** Resumes a paused clock. */
    public synchronized ClockEvent.Resume resume() {
        return apply(new ClockEvent.Resume(time.millis()));
    }

    /** Stops the clock because the game ended; the readings freeze. */
    public synchronized ClockEvent.Stop stop() {
        return apply(new ClockEvent.Stop(time.millis()));
    }

    /** Sets {@code side}'s main time to {@code main}, with the arbiter's {@code reason}. */
    public synchronized ClockEvent.Adjustment setMain(Color side, Duration main, String reason) {
        return apply(ClockEvent.Adjustment.setMain(time.millis(), side, main, reason));
    }

    /**
     * Adds {@code extra} to {@code side}'s main time (negative takes time away): an arbiter's
     * correction, or a penalty or bonus a rule gives (an illegal move gives the opponent 2 min).
     */
    public synchronized ClockEvent.Adjustment addTime(Color side, Duration extra, String reason) {
        return apply(ClockEvent.Adjustment.addMain(time.millis(), side, extra, reason));
    }

    /** Sets {@code side}'s byoyomi periods left to {@code periods}. */
    public synchronized ClockEvent.Adjustment setPeriods(Color side, int periods, String reason) {
        return apply(ClockEvent.Adjustment.setPeriods(time.millis(), side, periods, reason));
    }

    /** Both faces now. */
    public synchronized ClockReading reading() {
        return state.read(Math.max(time.millis(), state.lastEventAt().orElse(Long.MIN_VALUE)));
    }

    /** The snapshot after the last event. */
    public synchronized ClockState state() {
        return state;
    }

    /** The snapshot this clock started from. */
    public ClockState startState() {
        return start;
    }

    /** Every event applied so far, in order. */
    public synchronized List<ClockEvent> events() {
        return List.copyOf(events);
    }

    private <E extends ClockEvent> E apply(E event) {
        state = state.apply(event);
        events.add(event);
        return event;
    }
}

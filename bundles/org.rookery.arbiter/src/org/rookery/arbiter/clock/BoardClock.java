// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.ClockState;
import org.rookery.clock.GameClock;
import org.rookery.clock.Phase;
import org.rookery.clock.TimeSource;
import org.rookery.rules.Color;

/**
 * The clock of one board in the arbiter's view: a {@link GameClock} with what a physical clock
 * does on a press (the first press starts the opponent's time), the log of every event applied
 * (so the clock can be rebuilt with {@link ClockState#replay}), the flag-fall report to
 * {@link ClockListener}s, and a status line for what was done with the report.
 *
 * <p>Not thread-safe: one thread drives it (the UI thread in the workbench).
 */
public final class BoardClock {

    private final String name;
    private final String control;
    private final GameClock clock;
    private final List<ClockListener> listeners = new CopyOnWriteArrayList<>();
    private boolean flagReported;
    private String status = "";

    /**
     * A board's clock, not started.
     *
     * @param name the board's name as the arbiter sees it ("Board 3")
     * @param control the time control in a few words ("5 min + 3 s")
     * @param spec the time control
     * @param time where the clock reads the time
     */
    public BoardClock(String name, String control, ClockSpec spec, TimeSource time) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a board needs a name");
        }
        this.name = name;
        this.control = Objects.requireNonNullElse(control, "");
        this.clock = new GameClock(spec, time);
    }

    /** The board's name. */
    public String name() {
        return name;
    }

    /** The time control in words. */
    public String control() {
        return control;
    }

    /** The live clock. */
    public GameClock clock() {
        return clock;
    }

    /** Both faces now. */
    public ClockReading reading() {
        return clock.reading();
    }

    /** Adds a listener for flag falls and events. */
    public void addListener(ClockListener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    /** Removes a listener. */
    public void removeListener(ClockListener l) {
        listeners.remove(l);
    }

    /**
     * {@code side} presses its button, as on a physical clock: before the start this starts the
     * other side's time; while {@code side}'s time runs it completes a move.
     *
     * @throws IllegalStateException when {@code side}'s time is not running (a paused clock, or
     *         the opponent's time)
     */
    public ClockEvent press(Color side) {
        ClockReading r = reading();
        ClockEvent e = switch (r.phase()) {
            case READY -> clock.start(side.opponent());
            case RUNNING -> {
                if (r.toMove().orElseThrow() != side) {
                    throw new IllegalStateException(side.displayName() + "'s time is not running: it is " + side.opponent().displayName() + " to move");
                }
                yield clock.press(side);
            }
            case PAUSED -> throw new IllegalStateException("the clock of " + name + " is paused: resume it first");
            case FLAGGED, STOPPED -> throw new IllegalStateException("the clock of " + name + " has stopped ("
                    + r.phase().name().toLowerCase() + ")");
        };
        return fire(e);
    }

    /** The space bar: presses for the side whose time runs; before the start, starts the first side's time. */
    public ClockEvent pressRunning() {
        ClockReading r = reading();
        if (r.phase() == Phase.READY) {
            return fire(clock.start(Color.WHITE));
        }
        return press(r.toMove().orElseThrow());
    }

    /** Whether the clock is paused. */
    public boolean paused() {
        return clock.state().phase() == Phase.PAUSED;
    }

    /** Pauses a running clock; does nothing to a clock that is not running. */
    public void pause() {
        if (reading().phase() == Phase.RUNNING) {
            fire(clock.pause());
        }
    }

    /** Resumes a paused clock; does nothing to a clock that is not paused. */
    public void resume() {
        if (clock.state().phase() == Phase.PAUSED) {
            fire(clock.resume());
        }
    }

    /**
     * An arbiter's adjustment with its reason, applied now.
     *
     * @param amount milliseconds for {@link ClockEvent.Adjustment.Kind#ADD_MAIN} and
     *        {@link ClockEvent.Adjustment.Kind#SET_MAIN}, a count for
     *        {@link ClockEvent.Adjustment.Kind#SET_PERIODS}
     * @return the adjustment as recorded in the log
     * @throws IllegalArgumentException when the reason is blank or the change cannot apply
     */
    public ClockEvent.Adjustment adjust(Color side, ClockEvent.Adjustment.Kind kind, long amount, String reason) {
        ClockEvent.Adjustment a = switch (kind) {
            case ADD_MAIN -> clock.addTime(side, Duration.ofMillis(amount), reason);
            case SET_MAIN -> clock.setMain(side, Duration.ofMillis(amount), reason);
            case SET_PERIODS -> clock.setPeriods(side, Math.toIntExact(amount), reason);
        };
        return fire(a);
    }

    /** Every event applied, in order: the board's log. */
    public List<ClockEvent> log() {
        return clock.events();
    }

    /** The clock rebuilt from its log alone. */
    public ClockState rebuilt() {
        return ClockState.replay(clock.startState(), clock.events());
    }

    /**
     * Looks at the clock now and reports a flag fall that has not been reported yet. The widget
     * calls it on every repaint; a press or adjustment calls it too.
     *
     * @return whether a flag fall was reported by this call
     */
    public boolean check() {
        ClockReading r = reading();
        if (r.flag().isEmpty()) {
            // an adjustment may have given the flagged side time again: a later fall is a new one
            flagReported = false;
            return false;
        }
        if (flagReported) {
            return false;
        }
        flagReported = true;
        Color side = r.flag().get().side();
        long first = r.first().displayMillis();
        long second = r.second().displayMillis();
        for (ClockListener l : listeners) {
            l.flagFell(this, side, first, second);
        }
        return true;
    }

    /** What was last done with this board's clock outside it (a recorded fact, a refusal). */
    public String status() {
        return status;
    }

    /** Sets the status line. */
    public void setStatus(String status) {
        this.status = Objects.requireNonNullElse(status, "");
        for (ClockListener l : listeners) {
            l.statusChanged(this, this.status);
        }
    }

    private <E extends ClockEvent> E fire(E e) {
        for (ClockListener l : listeners) {
            l.applied(this, e);
        }
        check();
        return e;
    }

    @Override
    public String toString() {
        return "BoardClock[" + name + ", " + control + "]";
    }
}

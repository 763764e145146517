// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import org.rookery.rules.Color;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.rookery.clock.internal.Account;

/**
 * An immutable snapshot of a game clock. Each {@link ClockEvent} gives the next snapshot
 * ({@link #apply}); {@link #read} tells what both faces show at any later instant. Nothing here
 * reads a real clock, so the same events always give the same clock: an event's clock is rebuilt
 * from its recorded events with {@link #replay}.
 *
 * <p>Refusals: an event earlier than the one before it, a press before the start or by the side
 * whose time is not running, a pause of a clock that is not running, a resume of one that is not
 * paused, a second start. Once a flag has fallen (or the game has stopped) presses, pauses and
 * resumes change nothing: a press after the flag fall is too late and earns no increment. Only an
 * arbiter's adjustment can give a flagged side time again, which leaves the clock paused.
 */
public final class ClockState {

    private final ClockSpec spec;
    private final Account first;
    private final Account second;
    private final Phase phase;
    private final Color toMove;
    /** The instant up to which the running side's account is settled. */
    private final long since;
    private final long lastAt;
    private final Flag flag;

    private ClockState(ClockSpec spec, Account first, Account second, Phase phase, Color toMove, long since, long lastAt,
            Flag flag) {
        this.spec = spec;
        this.first = first;
        this.second = second;
        this.phase = phase;
        this.toMove = toMove;
        this.since = since;
        this.lastAt = lastAt;
        this.flag = flag;
    }

    /** A clock set to {@code spec}, not started. */
    public static ClockState initial(ClockSpec spec) {
        return new ClockState(spec, Account.initial(spec.first()), Account.initial(spec.second()), Phase.READY, null, 0,
                Long.MIN_VALUE, null);
    }

    /** The clock that {@code events} give, in order, from {@code start}. */
    public static ClockState replay(ClockState start, List<? extends ClockEvent> events) {
        ClockState s = start;
        int i = 0;
        for (ClockEvent e : events) {
            i++;
            try {
                s = s.apply(e);
            } catch (IllegalArgumentException | IllegalStateException ex) {
                throw new IllegalArgumentException("clock event " + i + " (" + e + "): " + ex.getMessage(), ex);
            }
        }
        return s;
    }

    /** The clock that {@code events} give, in order, from a clock set to {@code spec}. */
    public static ClockState replay(ClockSpec spec, List<? extends ClockEvent> events) {
        return replay(initial(spec), events);
    }

    /** The time control. */
    public ClockSpec spec() {
        return spec;
    }

    /** The phase as of the last event (a flag not yet settled by an event shows only in {@link #read}). */
    public Phase phase() {
        return phase;
    }

    /** The side whose time runs or would run, empty before the start. */
    public Optional<Color> toMove() {
        return Optional.ofNullable(toMove);
    }

    /** The flag fall settled by an event, if any. */
    public Optional<Flag> flag() {
        return Optional.ofNullable(flag);
    }

    /** The instant of the last event, empty before the first. */
    public Optional<Long> lastEventAt() {
        return lastAt == Long.MIN_VALUE ? Optional.empty() : Optional.of(lastAt);
    }

    /**
     * The instant at which the running side's flag falls if nobody presses or pauses, empty when
     * no time runs. A view uses it to schedule its next repaint or its flag alarm.
     */
    public Optional<Long> flagDueAt() {
        if (phase != Phase.RUNNING) {
            return Optional.empty();
        }
        Account a = account(toMove);
        Account.Charged all = a.charge(spec.of(toMove), Long.MAX_VALUE / 4);
        return Optional.of(since + all.flagElapsed());
    }

    /** This clock after {@code event}. */
    public ClockState apply(ClockEvent event) {
        if (event.at() < lastAt) {
            throw new IllegalArgumentException("an event at " + event.at() + " ms comes before the previous one at " + lastAt
                    + " ms");
        }
        ClockState s = settle(event.at());
        return switch (event) {
            case ClockEvent.Start st -> s.start(st);
            case ClockEvent.Press p -> s.press(p);
            case ClockEvent.Pause p -> s.pause(p);
            case ClockEvent.Resume r -> s.resume(r);
            case ClockEvent.Stop st -> s.stop(st);
            case ClockEvent.Adjustment a -> s.adjust(a);
        };
    }

    /** What both faces show at {@code at}, which may not be earlier than the last event. */
    public ClockReading read(long at) {
        if (at < lastAt) {
            throw new IllegalArgumentException("cannot read the clock at " + at + " ms, before its last event at " + lastAt
                    + " ms");
        }
        ClockState s = settle(at).settledTo(at);
        return new ClockReading(at, s.phase, s.toMove(), s.face(Color.WHITE), s.face(Color.BLACK), s.flag());
    }

    /**
     * The clock of a sennichite replay (rules.md §4.2, §6.5): each player keeps his own main
     * time as read at {@code at} (a player already in byoyomi starts with none), byoyomi
     * becomes {@code byoyomi} (or stays as it was) with all periods back, and with
     * {@code swapSides} the player who moved first now moves second. Moves start again from 0;
     * stages after the current one are not carried over (the replay is one stage of what is
     * left).
     */
    public ClockState forReplay(long at, Optional<Duration> byoyomi, boolean swapSides) {
        ClockReading r = read(at);
        if (r.phase() == Phase.FLAGGED) {
            throw new IllegalStateException("a game lost on time is not replayed: " + r.flag().get().side()
                    + "'s flag fell");
        }
        SideControl a = carried(spec.first(), r.first(), byoyomi);
        SideControl b = carried(spec.second(), r.second(), byoyomi);
        return initial(swapSides ? new ClockSpec(b, a) : new ClockSpec(a, b));
    }

    private static SideControl carried(SideControl c, SideReading face, Optional<Duration> byoyomi) {
        SideControl kept = c.withMain(face.mainMillis());
        if (byoyomi.isEmpty()) {
            return kept;
        }
        if (byoyomi.get().isZero()) {
            return kept.withoutByoyomi();
        }
        return kept.withByoyomi(c.byoyomi().map(b -> b.withPeriod(byoyomi.get())).orElse(Byoyomi.of(byoyomi.get(), 1)));
    }

    private SideReading face(Color side) {
        Account a = account(side);
        SideControl c = spec.of(side);
        boolean flagged = flag != null && flag.side() == side;
        boolean moving = side == toMove && (phase == Phase.RUNNING || phase == Phase.PAUSED);
        return new SideReading(a.main(), !flagged && a.inByoyomi(c), a.periodRemaining(), a.periodsLeft(),
                moving ? a.delayRemaining() : 0, a.moves(), flagged);
    }

    /** The flag fall, if the running side's time ran out by {@code at}. */
    private ClockState settle(long at) {
        if (phase != Phase.RUNNING) {
            return this;
        }
        Account.Charged c = account(toMove).charge(spec.of(toMove), at - since);
        if (!c.flagged()) {
            return this;
        }
        long fellAt = since + c.flagElapsed();
        return with(toMove, c.account(), Phase.FLAGGED, toMove, fellAt, new Flag(toMove, fellAt));
    }

    /** The running side's account brought up to {@code at}. */
    private ClockState settledTo(long at) {
        if (phase != Phase.RUNNING) {
            return this;
        }
        Account.Charged c = account(toMove).charge(spec.of(toMove), at - since);
        return with(toMove, c.account(), phase, toMove, at, flag);
    }

    private ClockState start(ClockEvent.Start e) {
        if (phase != Phase.READY) {
            throw new IllegalStateException("the clock has already started");
        }
        return new ClockState(spec, first, second, Phase.RUNNING, e.toMove(), e.at(), e.at(), null).settle(e.at())
                .at(e.at());
    }

    private ClockState press(ClockEvent.Press e) {
        switch (phase) {
            case READY -> throw new IllegalStateException("the clock has not started: " + e.by().displayName() + " cannot press yet");
            case PAUSED -> throw new IllegalStateException("the clock is paused: resume it before " + e.by().displayName() + " presses");
            case FLAGGED, STOPPED -> {
                return at(e.at());
            }
            case RUNNING -> {
                // handled below
            }
        }
        if (e.by() != toMove) {
            throw new IllegalStateException(e.by().displayName() + " pressed, but it is " + toMove.displayName() + "'s time that runs");
        }
        Account done = account(toMove).completeMove(spec.of(toMove), e.at() - since);
        ClockState next = with(toMove, done, Phase.RUNNING, toMove.opponent(), e.at(), null);
        return next.settle(e.at()).at(e.at());
    }

    private ClockState pause(ClockEvent.Pause e) {
        if (phase == Phase.FLAGGED || phase == Phase.STOPPED) {
            return at(e.at());
        }
        if (phase != Phase.RUNNING) {
            throw new IllegalStateException("only a running clock can be paused; this one is " + phase.name().toLowerCase());
        }
        ClockState s = settledTo(e.at());
        return s.with(toMove, s.account(toMove), Phase.PAUSED, toMove, e.at(), null).at(e.at());
    }

    private ClockState resume(ClockEvent.Resume e) {
        if (phase == Phase.FLAGGED || phase == Phase.STOPPED) {
            return at(e.at());
        }
        if (phase != Phase.PAUSED) {
            throw new IllegalStateException("only a paused clock can resume; this one is " + phase.name().toLowerCase());
        }
        return with(toMove, account(toMove), Phase.RUNNING, toMove, e.at(), null).settle(e.at()).at(e.at());
    }

    private ClockState stop(ClockEvent.Stop e) {
        if (phase == Phase.READY) {
            throw new IllegalStateException("a clock that has not started cannot stop");
        }
        if (phase == Phase.FLAGGED || phase == Phase.STOPPED) {
            return at(e.at());
        }
        ClockState s = settledTo(e.at());
        return s.with(toMove, s.account(toMove), Phase.STOPPED, toMove, e.at(), null).at(e.at());
    }

    private ClockState adjust(ClockEvent.Adjustment e) {
        ClockState s = settledTo(e.at());
        SideControl c = spec.of(e.side());
        Account a = s.account(e.side());
        Account changed = switch (e.kind()) {
            case SET_MAIN -> a.withMain(c, e.amount());
            case ADD_MAIN -> a.withMain(c, a.main() + e.amount());
            case SET_PERIODS -> {
                if (c.byoyomi().isEmpty()) {
                    throw new IllegalArgumentException(e.side() + " has no byoyomi, so its periods cannot be set");
                }
                yield a.withPeriods(c, (int) e.amount());
            }
        };
        Phase p = s.phase;
        Flag f = s.flag;
        if (f != null && f.side() == e.side() && changed.hasTime(c)) {
            // the arbiter gave the flagged side time again: the game goes on once he resumes the clock
            p = Phase.PAUSED;
            f = null;
        }
        ClockState next = new ClockState(spec, e.side() == Color.WHITE ? changed : s.first,
                e.side() == Color.BLACK ? changed : s.second, p, s.toMove, s.since, s.lastAt, f);
        return next.settle(e.at()).at(e.at());
    }

    private Account account(Color side) {
        return side == Color.WHITE ? first : second;
    }

    private ClockState with(Color side, Account a, Phase p, Color move, long from, Flag f) {
        return new ClockState(spec, side == Color.WHITE ? a : first, side == Color.BLACK ? a : second, p, move, from,
                lastAt, f);
    }

    private ClockState at(long when) {
        return new ClockState(spec, first, second, phase, toMove, since, Math.max(lastAt, when), flag);
    }

    @Override
    public String toString() {
        return "ClockState[" + phase + ", to move " + toMove + ", first " + first + ", second " + second
                + (flag == null ? "" : ", " + flag) + "]";
    }
}

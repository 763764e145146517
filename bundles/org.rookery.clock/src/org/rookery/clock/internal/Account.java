// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock.internal;

import org.rookery.clock.Delay;
import org.rookery.clock.SideControl;

/**
 * One side's time as of the start of the running stretch: everything a later elapsed time is
 * charged against. Keeping the delay and the current byoyomi period here (not just the main
 * time) lets the clock settle a move half-way (a pause, an arbiter's adjustment) and continue it
 * exactly, with neither a fresh delay nor a fresh period.
 *
 * @param main main time left, ms
 * @param periodsLeft byoyomi periods left (0 with no byoyomi)
 * @param periodRemaining what is left of the current byoyomi period, ms (a full period until the
 *        main time is used)
 * @param delayRemaining what is left of this move's delay, ms
 * @param moves moves this side has completed
 */
public record Account(long main, int periodsLeft, long periodRemaining, long delayRemaining, int moves) {

    /** The outcome of charging an elapsed time: the account mid-move, and whether and when the flag fell. */
    public record Charged(Account account, boolean flagged, long flagElapsed) {
    }

    /** The account at the start of a game under {@code c}. */
    public static Account initial(SideControl c) {
        return fresh(c, c.initialMainMillis(), c.byoyomi().map(b -> b.periods()).orElse(0), 0);
    }

    private static Account fresh(SideControl c, long main, int periods, int moves) {
        long period = c.byoyomi().map(b -> b.periodMillis()).orElse(0L);
        long delay = c.delay().map(Delay::millis).orElse(0L);
        return new Account(main, periods, period, delay, moves);
    }

    /** Whether this side is in byoyomi: it has byoyomi and its main time is used. */
    public boolean inByoyomi(SideControl c) {
        return c.byoyomi().isPresent() && main == 0;
    }

    /** Whether this side has any time left to move with. */
    public boolean hasTime(SideControl c) {
        return main > 0 || (c.byoyomi().isPresent() && periodsLeft > 0);
    }

    /**
     * This account after {@code elapsed} ms of the current move, and the elapsed time at which
     * the flag fell if it did. The flag falls at the instant the time reaches zero: an elapsed
     * time equal to the time available is already too late.
     */
    public Charged charge(SideControl c, long elapsed) {
        if (elapsed < 0) {
            throw new IllegalArgumentException("elapsed time cannot be negative: " + elapsed + " ms");
        }
        boolean simple = c.delay().map(d -> d.kind() == Delay.Kind.SIMPLE).orElse(false);
        long spared = c.delay().isEmpty() ? 0 : Math.min(elapsed, delayRemaining);
        long delayLeft = delayRemaining - spared;
        long charged = simple ? elapsed - spared : elapsed;
        long free = simple ? delayRemaining : 0;
        if (charged < main) {
            return new Charged(new Account(main - charged, periodsLeft, periodRemaining, delayLeft, moves), false, 0);
        }
        long over = charged - main;
        if (c.byoyomi().isEmpty() || periodsLeft == 0) {
            return new Charged(exhausted(), true, free + main);
        }
        if (over < periodRemaining) {
            return new Charged(new Account(0, periodsLeft, periodRemaining - over, delayLeft, moves), false, 0);
        }
        long period = c.byoyomi().get().periodMillis();
        long beyond = over - periodRemaining;
        long used = 1 + beyond / period;
        if (used >= periodsLeft) {
            return new Charged(exhausted(), true, free + main + periodRemaining + (periodsLeft - 1) * period);
        }
        return new Charged(new Account(0, periodsLeft - (int) used, period - beyond % period, delayLeft, moves), false, 0);
    }

    /**
     * This account after a move completed in time after {@code elapsed} ms: a Bronstein delay
     * gives back the time used up to the delay, a byoyomi period not used up is restored, a stage
     * boundary adds the next stage's time, and the increment is added (not in byoyomi).
     */
    public Account completeMove(SideControl c, long elapsed) {
        Charged charged = charge(c, elapsed);
        if (charged.flagged()) {
            throw new IllegalStateException("a move completed after the flag fell earns no time");
        }
        Account a = charged.account();
        long main = a.main;
        boolean bronstein = c.delay().map(d -> d.kind() == Delay.Kind.BRONSTEIN).orElse(false);
        if (bronstein) {
            main += c.delay().get().millis() - a.delayRemaining;
        }
        int made = a.moves + 1;
        main += c.stageTimeAfter(made);
        if (c.increment().isPresent() && made >= c.increment().get().fromMove()
                && (c.byoyomi().isEmpty() || main > 0)) {
            main += c.increment().get().millis();
        }
        return fresh(c, main, a.periodsLeft, made);
    }

    /** The account of a side whose flag has fallen: nothing left. */
    public Account exhausted() {
        return new Account(0, 0, 0, 0, moves);
    }

    /** This account with main time {@code millis} (never below 0); a fresh period while main time is left. */
    public Account withMain(SideControl c, long millis) {
        long m = Math.max(0, millis);
        long period = c.byoyomi().map(b -> b.periodMillis()).orElse(0L);
        return new Account(m, periodsLeft, m > 0 || periodRemaining == 0 ? period : periodRemaining, delayRemaining, moves);
    }

    /** This account with {@code n} byoyomi periods left. */
    public Account withPeriods(SideControl c, int n) {
        long period = c.byoyomi().map(b -> b.periodMillis()).orElse(0L);
        return new Account(main, n, periodRemaining == 0 ? period : periodRemaining, delayRemaining, moves);
    }
}

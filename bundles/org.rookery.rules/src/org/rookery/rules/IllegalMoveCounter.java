// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Optional;

/**
 * The arbiter's per-player tally of illegal moves in one game. Software never plays an illegal
 * move; this records over-the-board events. Two laws exist:
 * <ul>
 * <li><b>automatic</b> ({@link #IllegalMoveCounter(int)}): the {@code lossAt}-th illegal move of a
 * side loses at once (Giraffe §1.7: the second, option {@code illegalMoveLossAt});</li>
 * <li><b>on claim</b> ({@link #onClaim(int)}): an illegal move loses only when the opponent points
 * it out (shogi under FESA, rules.md §4.1: "only the players may point it out"). Recording the
 * move ends nothing; {@link #claimableResult(Color)} says what a claim by a player would record
 * and {@link #claim(Color)} records it.</li>
 * </ul>
 * Not thread-safe.
 */
public final class IllegalMoveCounter {

    private final int lossAt;
    private final boolean onClaim;
    private final int[] counts = new int[2];

    /** A tally where the {@code lossAt}-th illegal move loses at once (0: never). */
    public IllegalMoveCounter(int lossAt) {
        this(lossAt, false);
    }

    private IllegalMoveCounter(int lossAt, boolean onClaim) {
        if (lossAt < 0) {
            throw new IllegalArgumentException("illegal-move limit must not be negative: " + lossAt);
        }
        this.lossAt = lossAt;
        this.onClaim = onClaim;
    }

    /**
     * A tally where a side that has made at least {@code lossAt} illegal moves loses when its
     * opponent claims it (FESA shogi: {@code onClaim(1)}), and never without a claim.
     */
    public static IllegalMoveCounter onClaim(int lossAt) {
        if (lossAt < 1) {
            throw new IllegalArgumentException("a claimable illegal-move loss needs a limit of at least 1, not " + lossAt);
        }
        return new IllegalMoveCounter(lossAt, true);
    }

    /**
     * Records an illegal move by a side.
     *
     * @return the loss for that side if the limit is reached and the law is automatic; always
     *         empty under the on-claim law (see {@link #claimableResult(Color)})
     */
    public Optional<Outcome> record(Color side) {
        counts[side.index()]++;
        if (!onClaim && lossAt > 0 && counts[side.index()] >= lossAt) {
            return Optional.of(loss(side));
        }
        return Optional.empty();
    }

    /**
     * The result a claim by {@code claimant} would record now: under the on-claim law, a win for
     * the claimant once the opponent has made {@code lossAt} illegal moves; else empty (nothing
     * to claim, or the law is automatic and the loss was already returned by {@link #record}).
     */
    public Optional<Outcome> claimableResult(Color claimant) {
        Color offender = claimant.opponent();
        if (onClaim && counts[offender.index()] >= lossAt) {
            return Optional.of(loss(offender));
        }
        return Optional.empty();
    }

    /**
     * A claim by {@code claimant} that the opponent's illegal move loses.
     *
     * @return the result to record
     * @throws IllegalStateException saying why the claim fails (automatic law, or no illegal move
     *         of the opponent recorded)
     */
    public Outcome claim(Color claimant) {
        if (!onClaim) {
            throw new IllegalStateException("illegal moves are not claimed under this law; the "
                    + (lossAt == 0 ? "count never loses" : "illegal move number " + lossAt + " loses by itself"));
        }
        return claimableResult(claimant).orElseThrow(() -> new IllegalStateException(
                claimant.opponent() + " has " + counts[claimant.opponent().index()] + " illegal move"
                        + (counts[claimant.opponent().index()] == 1 ? "" : "s") + " recorded; a claim needs " + lossAt));
    }

    /** Withdraws the last recorded illegal move of a side (an arbiter's correction). */
    public void withdraw(Color side) {
        if (counts[side.index()] == 0) {
            throw new IllegalStateException(side + " has no illegal move recorded");
        }
        counts[side.index()]--;
    }

    /** How many illegal moves a side has made. */
    public int count(Color side) {
        return counts[side.index()];
    }

    /** The limit (0: illegal moves never lose). */
    public int lossAt() {
        return lossAt;
    }

    /** Whether the loss must be claimed by the opponent (FESA shogi) rather than following by itself. */
    public boolean lossNeedsClaim() {
        return onClaim;
    }

    private static Outcome loss(Color side) {
        return Outcome.win(Termination.ILLEGAL_MOVES, side.opponent());
    }
}

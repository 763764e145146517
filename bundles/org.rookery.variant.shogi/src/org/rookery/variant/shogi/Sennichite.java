// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantOptions;
import org.rookery.variant.shogi.notation.Sfen;

/**
 * The sennichite detector (rules.md §4.1 and §6.5). It advises: it says what a claim would
 * record, and the game goes on until the players agree or the arbiter rules. Sennichite is the
 * same position (board, both hands, side to move) occurring {@code repetitionCount} times (4); if
 * one side gave check with every one of its moves from the first of those occurrences to the
 * last, that side loses by perpetual check (when {@code perpetualCheckLoses} is on).
 *
 * <p>Positions are compared exactly (the SFEN board, side and hands), not by hash, so a hash
 * collision can never fake a repetition. The detector walks back through the game on a copy, so
 * the position passed in is not changed.
 */
public final class Sennichite {

    private Sennichite() {
    }

    /**
     * The result a claim would record, for {@link org.rookery.rules.Rules#claimableResult}: the
     * claim's outcome for a position that can be walked back, else a plain sennichite once the
     * position's own repetition count is reached.
     */
    public static Optional<Outcome> claimableResult(PositionView view) {
        if (view instanceof Position position) {
            return claim(position).map(SennichiteClaim::outcome);
        }
        int needed = view.rules().options().get(ShogiVariant.REPETITION_COUNT);
        return view.repetitions() >= needed ? Optional.of(Outcome.draw(Termination.REPETITION)) : Optional.empty();
    }

    /** What a sennichite claim in this position would record, if the repetition count is reached. */
    public static Optional<SennichiteClaim> claim(Position position) {
        VariantOptions o = position.rules().options();
        return claim(position, o.get(ShogiVariant.REPETITION_COUNT), o.get(ShogiVariant.PERPETUAL_CHECK_LOSES));
    }

    /**
     * The same with explicit settings.
     *
     * @param repetitionCount occurrences that make sennichite (at least 2)
     * @param perpetualCheckLoses whether a side that checked throughout the cycle loses
     */
    public static Optional<SennichiteClaim> claim(Position position, int repetitionCount, boolean perpetualCheckLoses) {
        if (repetitionCount < 2) {
            throw new IllegalArgumentException("a repetition needs at least 2 occurrences, not " + repetitionCount);
        }
        // The cheap hash-based count rules out almost every position before the exact walk back.
        if (position.repetitions() < repetitionCount) {
            return Optional.empty();
        }
        Position walk = position.copy();
        int plies = walk.history().size();
        String[] keys = new String[plies + 1];
        boolean[] inCheck = new boolean[plies + 1];
        for (int ply = plies; ply >= 0; ply--) {
            keys[ply] = Sfen.positionKey(walk);
            inCheck[ply] = walk.isCheck();
            if (ply > 0) {
                walk.undoMove();
            }
        }
        List<Integer> occurrences = new ArrayList<>();
        for (int ply = 0; ply <= plies; ply++) {
            if (keys[ply].equals(keys[plies])) {
                occurrences.add(ply);
            }
        }
        if (occurrences.size() < repetitionCount) {
            return Optional.empty();
        }
        int start = occurrences.get(occurrences.size() - repetitionCount);
        Color checker = perpetualCheckLoses ? perpetualChecker(inCheck, start, plies, position.sideToMove()) : null;
        Outcome outcome = checker == null ? Outcome.draw(Termination.REPETITION)
                : Outcome.win(Termination.PERPETUAL_CHECK, checker.opponent());
        return Optional.of(new SennichiteClaim(outcome, occurrences.size(), start, checker));
    }

    /**
     * The one side whose every move in plies {@code start+1 .. end} gave check, or {@code null}.
     * Move {@code k} leads from ply {@code k-1} to ply {@code k} and gave check if the side to move
     * at ply {@code k} is in check. The cycle returns to the same side to move, so both sides moved.
     */
    private static Color perpetualChecker(boolean[] inCheck, int start, int end, Color toMoveAtEnd) {
        boolean[] always = {true, true};
        for (int k = start + 1; k <= end; k++) {
            // Plies alternate sides; the mover of move k is the side to move at ply k-1.
            Color mover = (end - (k - 1)) % 2 == 0 ? toMoveAtEnd : toMoveAtEnd.opponent();
            if (!inCheck[k]) {
                always[mover.index()] = false;
            }
        }
        if (always[0] == always[1]) {
            // Neither checked throughout, or (mutual checks) both did: a plain sennichite.
            return null;
        }
        return always[0] ? Color.WHITE : Color.BLACK;
    }
}

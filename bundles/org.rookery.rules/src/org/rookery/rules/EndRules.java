// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Objects;
import java.util.function.Predicate;

/**
 * How games of a variant end, as data: {@link Rules#outcome} reads it. Build with
 * {@link #chess()} and the {@code with...} methods.
 *
 * @param stalemate what a stalemate means
 * @param mate when a check with no legal move is mate
 * @param repetitions how many occurrences of a position draw (0: repetition never draws)
 * @param repetitionMode whether the repetition draw is automatic or must be claimed
 * @param repetitionIgnoresHands whether positions differing only in hands count as the same
 *        (Exchange, rules.md §3.2)
 * @param fiftyMoves moves by each side without capture or pawn move that draw (0: off)
 * @param fiftyMoveMode whether that draw is automatic or claimed
 * @param deadPosition recognises positions where no mate is possible, or {@code null}
 * @param whiteMoveLimit White loses if it has not won after this many moves (0: off; Giraffe §1.7)
 */
public record EndRules(StalemateResult stalemate, MateDefinition mate, int repetitions, DrawMode repetitionMode,
        boolean repetitionIgnoresHands, int fiftyMoves, DrawMode fiftyMoveMode, Predicate<PositionView> deadPosition,
        int whiteMoveLimit) {

    public EndRules {
        Objects.requireNonNull(stalemate, "stalemate");
        Objects.requireNonNull(mate, "mate");
        Objects.requireNonNull(repetitionMode, "repetitionMode");
        Objects.requireNonNull(fiftyMoveMode, "fiftyMoveMode");
        if (repetitions < 0 || fiftyMoves < 0 || whiteMoveLimit < 0) {
            throw new IllegalArgumentException("end-rule counts must not be negative");
        }
    }

    /** Orthodox chess: stalemate draws, threefold repetition and fifty moves may be claimed. */
    public static EndRules chess() {
        return new EndRules(StalemateResult.DRAW, MateDefinition.STANDARD, 3, DrawMode.CLAIM, false, 50, DrawMode.CLAIM, null, 0);
    }

    /** The same with another stalemate result. */
    public EndRules withStalemate(StalemateResult value) {
        return new EndRules(value, mate, repetitions, repetitionMode, repetitionIgnoresHands, fiftyMoves, fiftyMoveMode, deadPosition, whiteMoveLimit);
    }

    /** The same with another mate definition. */
    public EndRules withMate(MateDefinition value) {
        return new EndRules(stalemate, value, repetitions, repetitionMode, repetitionIgnoresHands, fiftyMoves, fiftyMoveMode, deadPosition, whiteMoveLimit);
    }

    /** The same with another repetition rule. */
    public EndRules withRepetition(int count, DrawMode mode, boolean ignoreHands) {
        return new EndRules(stalemate, mate, count, mode, ignoreHands, fiftyMoves, fiftyMoveMode, deadPosition, whiteMoveLimit);
    }

    /** The same with another fifty-move rule. */
    public EndRules withFiftyMoves(int moves, DrawMode mode) {
        return new EndRules(stalemate, mate, repetitions, repetitionMode, repetitionIgnoresHands, moves, mode, deadPosition, whiteMoveLimit);
    }

    /** The same with another dead-position test ({@code null}: none). */
    public EndRules withDeadPosition(Predicate<PositionView> value) {
        return new EndRules(stalemate, mate, repetitions, repetitionMode, repetitionIgnoresHands, fiftyMoves, fiftyMoveMode, value, whiteMoveLimit);
    }

    /** The same with another white move limit. */
    public EndRules withWhiteMoveLimit(int value) {
        return new EndRules(stalemate, mate, repetitions, repetitionMode, repetitionIgnoresHands, fiftyMoves, fiftyMoveMode, deadPosition, value);
    }

    /** No draws of any kind (Giraffe §1.7): no repetition, no fifty moves, no dead positions. */
    public EndRules withoutDraws() {
        return new EndRules(stalemate, mate, 0, repetitionMode, repetitionIgnoresHands, 0, fiftyMoveMode, null, whiteMoveLimit);
    }
}

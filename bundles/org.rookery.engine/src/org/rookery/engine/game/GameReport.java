// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.rules.Termination;

/**
 * What the arbiter records about one finished game of an innings match, seen from the scoring
 * side: the result, how it ended, the men the scoring side captured (each by the letter of the type
 * it was when captured, so a promoted pawn taken as a queen is {@code Q}), both clock readings in
 * milliseconds when the game ended and the illegal moves of each side. A plain value, so that an
 * event journal can store it as it is.
 *
 * @param result the scoring side's result ({@link GameOutcome#UNPLAYED} for a game never played)
 * @param ending how the game ended; {@link Termination#TIME_FORFEIT} for a flag fall,
 *        {@link Termination#RESIGNATION}, {@link Termination#ILLEGAL_MOVES}, ...
 * @param captured letters of the stopping side's men the scoring side captured
 * @param scoringClockMs the scoring side's remaining time, ms
 * @param stoppingClockMs the stopping side's remaining time, ms
 * @param scoringIllegalMoves illegal moves the scoring side made
 * @param stoppingIllegalMoves illegal moves the stopping side made
 * @param moves the moves played in the game (counted as the scoresheet numbers them), null when not
 *        recorded (a boxed number rather than an {@code OptionalInt} so that the report stays a plain
 *        value a JSON file can hold); a chase {@code within same moves} needs it
 */
public record GameReport(GameOutcome result, Termination ending, List<String> captured, long scoringClockMs,
        long stoppingClockMs, int scoringIllegalMoves, int stoppingIllegalMoves, Integer moves) {

    /** A report without a move count. */
    public GameReport(GameOutcome result, Termination ending, List<String> captured, long scoringClockMs,
            long stoppingClockMs, int scoringIllegalMoves, int stoppingIllegalMoves) {
        this(result, ending, captured, scoringClockMs, stoppingClockMs, scoringIllegalMoves, stoppingIllegalMoves,
                null);
    }

    public GameReport {
        if (moves != null && moves < 0) {
            throw new IllegalArgumentException("game report: the move count must not be negative (" + moves + ")");
        }
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(ending, "ending");
        captured = List.copyOf(Objects.requireNonNull(captured, "captured"));
        if (scoringClockMs < 0 || stoppingClockMs < 0) {
            throw new IllegalArgumentException("game report: clock readings must not be negative (scoring "
                    + scoringClockMs + " ms, stopping " + stoppingClockMs + " ms)");
        }
        if (scoringIllegalMoves < 0 || stoppingIllegalMoves < 0) {
            throw new IllegalArgumentException("game report: illegal-move counts must not be negative");
        }
        if (result == GameOutcome.UNPLAYED && (!captured.isEmpty() || scoringIllegalMoves + stoppingIllegalMoves > 0)) {
            throw new IllegalArgumentException("game report: an unplayed game has no captures and no illegal moves");
        }
        if (ending == Termination.TIME_FORFEIT && result == GameOutcome.WIN && stoppingClockMs > scoringClockMs) {
            throw new IllegalArgumentException("game report: the stopping side lost on time but its clock ("
                    + stoppingClockMs + " ms) shows more than the scoring side's (" + scoringClockMs + " ms)");
        }
        if (ending == Termination.TIME_FORFEIT && result == GameOutcome.LOSS && scoringClockMs > stoppingClockMs) {
            throw new IllegalArgumentException("game report: the scoring side lost on time but its clock ("
                    + scoringClockMs + " ms) shows more than the stopping side's (" + stoppingClockMs + " ms)");
        }
    }

    /** A game won by the scoring side on the board or on time. */
    public static GameReport win(Termination ending, List<String> captured, long scoringClockMs, long stoppingClockMs) {
        return new GameReport(GameOutcome.WIN, ending, captured, scoringClockMs, stoppingClockMs, 0, 0);
    }

    /** A game lost by the scoring side (he is out). */
    public static GameReport loss(Termination ending, List<String> captured, long scoringClockMs, long stoppingClockMs) {
        return new GameReport(GameOutcome.LOSS, ending, captured, scoringClockMs, stoppingClockMs, 0, 0);
    }

    /** The same report with these illegal-move counts. */
    public GameReport withIllegalMoves(int scoring, int stopping) {
        return new GameReport(result, ending, captured, scoringClockMs, stoppingClockMs, scoring, stopping, moves);
    }

    /** The same report with this many moves played. */
    public GameReport withMoves(int count) {
        return new GameReport(result, ending, captured, scoringClockMs, stoppingClockMs, scoringIllegalMoves,
                stoppingIllegalMoves, count);
    }

    /** The moves played, when recorded. */
    public OptionalInt movesPlayed() {
        return moves == null ? OptionalInt.empty() : OptionalInt.of(moves);
    }

    /**
     * The clock margin of a flag fall: the winner's remaining time minus the loser's, in ms (the seed
     * compares the two clocks; with the loser's at zero it is the winner's remaining time).
     */
    public long clockMarginMs() {
        return result == GameOutcome.LOSS ? stoppingClockMs - scoringClockMs : scoringClockMs - stoppingClockMs;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.rookery.rules.Color;

/**
 * What a clock does beyond one main time: time controls by move count, a different main time for
 * each colour, an increment that starts at a later move, clock changes after an illegal move and
 * the byoyomi of a replayed game. {@link #NONE} is a plain clock.
 *
 * @param firstPeriodMoves the moves the main time is for, empty when it is for the whole game
 * @param laterPeriods the time added when a period's moves are made, in order; the last one with
 *        no move count is for the rest of the game
 * @param whiteMain White's main time when it differs from the clock's main time
 * @param blackMain Black's main time when it differs from the clock's main time
 * @param incrementFromMove the first move after which the increment is added (1 = every move)
 * @param illegalMoveBonus time the opponent of a player who makes an illegal move gets
 * @param illegalMovePenalty time a player who makes an illegal move loses
 * @param replayByoyomi the byoyomi of a game replayed on the remaining time, if it has its own
 */
public record ClockPlan(OptionalInt firstPeriodMoves, List<Period> laterPeriods, Optional<Duration> whiteMain,
        Optional<Duration> blackMain, int incrementFromMove, Optional<Duration> illegalMoveBonus,
        Optional<Duration> illegalMovePenalty, Optional<Duration> replayByoyomi) {

    /** A clock with nothing beyond its main time, increment, delay and byoyomi. */
    public static final ClockPlan NONE = new ClockPlan(OptionalInt.empty(), List.of(), Optional.empty(),
            Optional.empty(), 1, Optional.empty(), Optional.empty(), Optional.empty());

    /**
     * A later time control: {@code time} is added once the previous period's moves are made.
     *
     * @param time the time added
     * @param moves the moves it is for, empty for the rest of the game
     */
    public record Period(Duration time, OptionalInt moves) {
        public Period {
            Checks.notNegative(time, "period time");
            moves = moves == null ? OptionalInt.empty() : moves;
            moves.ifPresent(m -> Checks.atLeast(m, 1, "period moves"));
        }
    }

    public ClockPlan {
        firstPeriodMoves = firstPeriodMoves == null ? OptionalInt.empty() : firstPeriodMoves;
        firstPeriodMoves.ifPresent(m -> Checks.atLeast(m, 1, "moves of the first period"));
        laterPeriods = List.copyOf(laterPeriods);
        for (int i = 0; i < laterPeriods.size() - 1; i++) {
            if (laterPeriods.get(i).moves().isEmpty()) {
                throw new IllegalArgumentException("only the last period may be for the rest of the game");
            }
        }
        if (!laterPeriods.isEmpty() && firstPeriodMoves.isEmpty()) {
            throw new IllegalArgumentException("a later period needs the main time to be for a number of moves");
        }
        whiteMain = Optional.ofNullable(whiteMain).flatMap(d -> d);
        blackMain = Optional.ofNullable(blackMain).flatMap(d -> d);
        whiteMain.ifPresent(d -> Checks.notNegative(d, "White's main time"));
        blackMain.ifPresent(d -> Checks.notNegative(d, "Black's main time"));
        Checks.atLeast(incrementFromMove, 1, "first move with increment");
        illegalMoveBonus = Optional.ofNullable(illegalMoveBonus).flatMap(d -> d);
        illegalMovePenalty = Optional.ofNullable(illegalMovePenalty).flatMap(d -> d);
        replayByoyomi = Optional.ofNullable(replayByoyomi).flatMap(d -> d);
    }

    /** The main time of {@code colour}: its own if given, else the clock's. */
    public Duration mainTime(Color colour, TimeControl clock) {
        return (colour == Color.WHITE ? whiteMain : blackMain).orElse(clock.main());
    }

    /** Whether this plan adds nothing to the clock. */
    public boolean isPlain() {
        return equals(NONE);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The scorecard of one innings: the teams, the batting order, every game's line, each scoring
 * player's line, the total and, where the other team has no innings left, the target.
 *
 * @param number the innings number in the match (golden innings continue the count)
 * @param battingTeam the scoring team
 * @param stoppingTeam the stopping team
 * @param golden whether this is an innings of a golden round
 * @param goldenRound the golden round it belongs to (1, 2, ...), 0 for a regular innings
 * @param followOn whether the scoring team bats it as a follow-on
 * @param battingOrder the order handed in, empty until it is
 * @param games the lines of the games played, in play and (once the innings ended) unplayed
 * @param batters each scoring player's line, in batting order
 * @param total the innings total
 * @param target the points this innings needed to win the match (or the golden round) when it began,
 *        empty when the other team still had innings to come
 * @param complete whether the innings has ended
 * @param endReason why it ended ("10 games played", "all out", ...), empty while it runs
 * @param moves the moves played in this innings' games (games recorded without a count add none)
 * @param moveLimit in a chase {@code within same moves}, the moves this (chasing) innings may use:
 *        the first side's moves less those the chasing side used in earlier innings; empty otherwise
 */
public record InningsCard(int number, String battingTeam, String stoppingTeam, boolean golden, int goldenRound,
        boolean followOn, List<String> battingOrder, List<GameLine> games, List<BatterLine> batters, BigDecimal total,
        Optional<BigDecimal> target, boolean complete, String endReason, int moves, OptionalInt moveLimit) {

    public InningsCard {
        Objects.requireNonNull(battingTeam, "batting team");
        Objects.requireNonNull(stoppingTeam, "stopping team");
        battingOrder = List.copyOf(battingOrder);
        games = List.copyOf(games);
        batters = List.copyOf(batters);
        Objects.requireNonNull(total, "total");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(endReason, "end reason");
        moveLimit = Objects.requireNonNullElse(moveLimit, OptionalInt.empty());
    }

    /** The moves this innings may still use in a chase within the same moves; empty without a limit. */
    public OptionalInt movesLeft() {
        return moveLimit.isPresent() ? OptionalInt.of(Math.max(0, moveLimit.getAsInt() - moves)) : OptionalInt.empty();
    }

    /** The players who were out, in the order they went out. */
    public List<String> outs() {
        return games.stream().filter(GameLine::out).map(GameLine::scoringPlayer).toList();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Optional;
import java.util.OptionalInt;
import org.rookery.rules.Color;

/**
 * The innings structure of a cricket-like team match such as G20: each team bats (scores) on one
 * colour while the other team's players take turns to stop it.
 *
 * @param inningsPerSide innings each team bats
 * @param gamesPerInnings games in one innings
 * @param order how the innings of the two teams follow each other
 * @param scoringColour the colour the scoring (batting) side plays
 * @param winnerStays whether a scoring player keeps playing while he does not lose
 * @param lossesForOut losses that put a scoring player out
 * @param stoppingSideChoosesEachGame whether the stopping captain picks each player after seeing
 *        the scoring player sent in
 * @param stoppingMaxGamesPerInnings games one stopping player may play in an innings (0 = no limit)
 * @param stoppingNoConsecutiveGames whether a stopping player may never play two games in a row
 * @param scoringMaxConsecutiveGames games in a row after which a scoring player retires not out
 *        (empty = unlimited)
 * @param goodGameException whether a player who is not out may come back for the last game when
 *        all the others are out
 * @param followOn the follow-on rule, if any
 * @param golden how a tie after all innings is broken, if at all
 * @param skipDecidedInnings whether innings that can no longer change the winner are skipped
 * @param chase the target the second side chases, if the match is a chase
 */
public record InningsRules(int inningsPerSide, int gamesPerInnings, InningsOrder order, Color scoringColour,
        boolean winnerStays, int lossesForOut, boolean stoppingSideChoosesEachGame, int stoppingMaxGamesPerInnings,
        boolean stoppingNoConsecutiveGames, OptionalInt scoringMaxConsecutiveGames, boolean goodGameException,
        Optional<FollowOn> followOn, Optional<GoldenRule> golden, boolean skipDecidedInnings,
        Optional<Chase> chase) {

    /**
     * Whether the match is a chase that must be won {@code within same moves}: then every innings
     * game's result says how many moves were played.
     */
    public boolean chasesWithinSameMoves() {
        return chase.filter(Chase::withinSameMoves).isPresent();
    }

    /** Innings rules without a chase. */
    public InningsRules(int inningsPerSide, int gamesPerInnings, InningsOrder order, Color scoringColour,
            boolean winnerStays, int lossesForOut, boolean stoppingSideChoosesEachGame,
            int stoppingMaxGamesPerInnings, boolean stoppingNoConsecutiveGames,
            OptionalInt scoringMaxConsecutiveGames, boolean goodGameException, Optional<FollowOn> followOn,
            Optional<GoldenRule> golden, boolean skipDecidedInnings) {
        this(inningsPerSide, gamesPerInnings, order, scoringColour, winnerStays, lossesForOut,
                stoppingSideChoosesEachGame, stoppingMaxGamesPerInnings, stoppingNoConsecutiveGames,
                scoringMaxConsecutiveGames, goodGameException, followOn, golden, skipDecidedInnings,
                Optional.empty());
    }

    /**
     * A target to chase: the side that scores second wins by passing the first side's total, and
     * its innings ends as soon as it does.
     *
     * @param withinSameMoves whether it must pass the total within the number of moves the first
     *        side used (summed over each side's innings; every innings game's result then gives its
     *        moves, and the chasing innings ends when its moves reach the first side's, the game
     *        in which they do counting in full). A game's moves are full moves, as the scoresheet
     *        numbers them: the larger of the two players' move counts (40 moves by White and 39 by
     *        Black are 40 moves), so the count a clock's presses or a board's moves give is the same
     *        number the arbiter reads off the scoresheet
     */
    public record Chase(boolean withinSameMoves) {
    }

    /** How innings alternate between the teams. */
    public enum InningsOrder {
        /** A1, B1, A2, B2. */
        ALTERNATE,
        /** A1, A2, B1, B2. */
        CONSECUTIVE
    }

    /**
     * The follow-on: the side that batted second and trails by more than {@code threshold}
     * after both first innings bats again at once.
     *
     * @param threshold the lead that must be exceeded (strictly more than)
     * @param compulsory true if it must follow on, false if the leading captain may choose
     */
    public record FollowOn(int threshold, boolean compulsory) {
        public FollowOn {
            Checks.atLeast(threshold, 0, "follow-on threshold");
        }
    }

    /**
     * The tie-break after level totals.
     *
     * @param round true for a golden round (one game batting per team), false for one golden game
     * @param repeatWhileLevel whether it is repeated until the scores differ
     */
    public record GoldenRule(boolean round, boolean repeatWhileLevel) {
    }

    public InningsRules {
        Checks.atLeast(inningsPerSide, 1, "innings per side");
        Checks.atLeast(gamesPerInnings, 1, "games per innings");
        Checks.present(order, "innings order");
        Checks.present(scoringColour, "scoring colour");
        Checks.atLeast(lossesForOut, 1, "losses for out");
        Checks.atLeast(stoppingMaxGamesPerInnings, 0, "stopping-side games per innings");
        scoringMaxConsecutiveGames = scoringMaxConsecutiveGames == null ? OptionalInt.empty() : scoringMaxConsecutiveGames;
        scoringMaxConsecutiveGames.ifPresent(n -> Checks.atLeast(n, 1, "scoring-side consecutive games"));
        followOn = Optional.ofNullable(followOn).flatMap(f -> f);
        golden = Optional.ofNullable(golden).flatMap(g -> g);
        chase = Optional.ofNullable(chase).flatMap(c -> c);
    }
}

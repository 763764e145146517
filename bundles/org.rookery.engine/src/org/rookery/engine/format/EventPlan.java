// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * How matches are decided and ties for a place are settled: a match of sets, a match won on
 * game points, and play-offs. {@link #NONE} for an event that says none of these.
 *
 * @param matchFormat a match's length when it is more than one game per board, if given
 * @param matchWonOnGamePoints whether a match is won by the side with more game points in total
 * @param playOffs play-offs for tied places, in order
 */
public record EventPlan(Optional<MatchFormat> matchFormat, boolean matchWonOnGamePoints, List<PlayOff> playOffs) {

    /** An event with no match format and no play-off. */
    public static final EventPlan NONE = new EventPlan(Optional.empty(), false, List.of());

    /**
     * "Best of {@code bestOf} sets of {@code gamesPerSet} games": the side that wins more than half
     * of the sets wins the match; with {@code gamesPerSet} 1 the sets are single games.
     *
     * @param bestOf the number of sets at most
     * @param gamesPerSet the games in one set
     */
    public record MatchFormat(int bestOf, int gamesPerSet) {
        public MatchFormat {
            Checks.atLeast(bestOf, 1, "sets in a match");
            Checks.atLeast(gamesPerSet, 1, "games in a set");
        }

        /** The sets a side needs to win the match. */
        public int setsToWin() {
            return bestOf / 2 + 1;
        }
    }

    /**
     * A play-off for tied places.
     *
     * @param places ties for places 1 to {@code places} are played off
     * @param kind what is played
     * @param beforeTieBreaks true if the play-off decides before tie-breaks are looked at, false if
     *        it is played only when the tie-breaks leave players level
     */
    public record PlayOff(int places, Kind kind, boolean beforeTieBreaks) {
        public PlayOff {
            Checks.atLeast(places, 1, "play-off places");
            Checks.present(kind, "play-off kind");
        }
    }

    /** What a play-off plays. */
    public sealed interface Kind {
    }

    /**
     * One decisive game with unequal clocks.
     *
     * @param white White's time
     * @param black Black's time
     * @param drawOddsToBlack whether a draw counts as a win for Black
     */
    public record Armageddon(Duration white, Duration black, boolean drawOddsToBlack) implements Kind {
        public Armageddon {
            Checks.notNegative(white, "White's time");
            Checks.notNegative(black, "Black's time");
        }
    }

    /**
     * A mini-match of {@code games} rapid games.
     *
     * @param games the games of the mini-match
     * @param clock each player's clock
     */
    public record RapidMatch(int games, TimeControl clock) implements Kind {
        public RapidMatch {
            Checks.atLeast(games, 1, "play-off games");
            Checks.present(clock, "play-off clock");
        }
    }

    /**
     * Games until one is decisive: the first decisive game wins the play-off.
     *
     * @param clock each player's clock
     */
    public record GoldenGame(TimeControl clock) implements Kind {
        public GoldenGame {
            Checks.present(clock, "golden game clock");
        }
    }

    public EventPlan {
        matchFormat = Optional.ofNullable(matchFormat).flatMap(m -> m);
        playOffs = List.copyOf(playOffs);
    }
}

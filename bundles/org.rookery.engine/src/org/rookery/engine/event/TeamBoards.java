// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;
import org.rookery.engine.event.internal.SetMatches;
import org.rookery.engine.event.internal.TeamMatches;


/**
 * What the views need to know about the boards of a team event's matches: a board stopped
 * unfinished because its match ended on another board (Newport: the first board won ends the
 * match) takes no result, and the round is complete without one. The same holds for a game of a
 * match of sets in an individual Swiss or round robin that its match, decided before it, leaves
 * unplayed.
 */
public final class TeamBoards {

    private TeamBoards() {
    }

    /** Whether the event is a team event whose rounds are team matches under the format's team-match rules. */
    public static boolean teamMatches(EventState state) {
        return TeamMatches.applies(state);
    }

    /**
     * Whether {@code game} is a board stopped because its team match ended on another board, or
     * a game of a match of sets left unplayed because the match was decided before it.
     */
    public static boolean stopped(EventState state, String game) {
        return state.game(game).filter(g -> g.end().isEmpty()).map(g -> (TeamMatches.applies(state)
                && TeamMatches.stopped(state, g)) || SetMatches.stopped(state, g)).orElse(false);
    }
}

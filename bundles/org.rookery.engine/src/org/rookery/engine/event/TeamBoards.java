// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

/**
 * What the views need to know about the boards of a team event's matches: a board stopped
 * unfinished because its match ended on another board (Newport: the first board won ends the
 * match) takes no result, and the round is complete without one.
 */
public final class TeamBoards {

    private TeamBoards() {
    }

    /** Whether {@code game} is a board stopped because its team match ended on another board. */
    public static boolean stopped(EventState state, String game) {
        return TeamMatches.applies(state) && state.game(game).filter(g -> g.end().isEmpty())
                .map(g -> TeamMatches.stopped(state, g)).orElse(false);
    }
}

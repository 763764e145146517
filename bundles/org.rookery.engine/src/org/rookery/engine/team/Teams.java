// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;

/** The team a player plays for, shared by the team-match views. */
public final class Teams {

    private Teams() {
    }

    /** The team the player was registered for, {@code "?"} when he has none. */
    public static String teamOf(EventState state, String player) {
        return Optional.ofNullable(state.players().get(player)).flatMap(FactBody.Register::team).orElse("?");
    }

    /**
     * The team the player plays for in {@code round}: the seat the round's pairing gives him (a
     * player back from a rotating bye, in the place of the one who sits out), else his own.
     */
    public static String teamOf(EventState state, int round, String player) {
        FactBody.Pairing p = state.pairings().get(round);
        if (p != null) {
            for (FactBody.Seat s : p.seats()) {
                if (s.player().equals(player)) {
                    return s.team();
                }
            }
        }
        return teamOf(state, player);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.Optional;

/** The team a player plays for, shared by the team-match views. */
final class Teams {

    private Teams() {
    }

    /** The team the player was registered for, {@code "?"} when he has none. */
    static String teamOf(EventState state, String player) {
        return Optional.ofNullable(state.players().get(player)).flatMap(FactBody.Register::team).orElse("?");
    }

    /**
     * The team the player plays for in {@code round}: the seat the round's pairing gives him (a
     * player back from a rotating bye, in the place of the one who sits out), else his own.
     */
    static String teamOf(EventState state, int round, String player) {
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

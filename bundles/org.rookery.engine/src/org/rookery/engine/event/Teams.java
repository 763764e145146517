// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.Optional;

/** The team a player was registered for, shared by the team-match views. */
final class Teams {

    private Teams() {
    }

    /** The player's team, {@code "?"} when he has none. */
    static String teamOf(EventState state, String player) {
        return Optional.ofNullable(state.players().get(player)).flatMap(FactBody.Register::team).orElse("?");
    }
}

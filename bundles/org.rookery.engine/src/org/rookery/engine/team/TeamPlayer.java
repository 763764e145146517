// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.util.Objects;

/**
 * A player entering a team event, with the grade (or rating) that forms the teams and orders
 * the boards; for an unrated player the organiser types in an estimate (rules.md 3.3).
 *
 * @param name the player's name, unique in the event
 * @param grade the grade or rating; higher is stronger
 */
public record TeamPlayer(String name, int grade) {
    public TeamPlayer {
        Objects.requireNonNull(name, "player name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a player needs a name");
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A player as registered: a validated rating if he has one, the grade he declares otherwise.
 *
 * @param name the player's name
 * @param rating the validated rating, empty for an unrated player
 * @param grade the declared grade (e.g. {@code "3 kyu"}), empty when none is declared
 */
public record Registrant(String name, OptionalInt rating, Optional<String> grade) {
    public Registrant {
        Objects.requireNonNull(name, "name");
        rating = rating == null ? OptionalInt.empty() : rating;
        grade = grade == null ? Optional.empty() : grade;
    }
}

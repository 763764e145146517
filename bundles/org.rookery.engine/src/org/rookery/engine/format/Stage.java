// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * One stage of an event (a group stage, a final, the only stage).
 *
 * @param name the stage's name, as sennichite rules refer to it
 * @param system the pairing system
 * @param fallback a system used instead when there are more entrants than the switch allows
 * @param rounds the number of rounds, empty when the system decides (a round robin)
 * @param scoreGroups whether Swiss rounds pair within score groups
 * @param rematchesAllowed whether two entrants may meet twice
 * @param colourBalance whether pairing balances colours
 * @param furigoma whether colours (sente/gote) are decided by furigoma, the shogi piece toss
 * @param qualifiers how many entrants reach this stage from the previous one, if limited
 * @param details the system by name, McMahon bounds, accelerated rounds and requested byes
 */
public record Stage(String name, PairingSystem system, Optional<SystemSwitch> fallback, OptionalInt rounds,
        boolean scoreGroups, boolean rematchesAllowed, boolean colourBalance, boolean furigoma,
        OptionalInt qualifiers, StageDetails details) {

    /** A stage with no {@link StageDetails}. */
    public Stage(String name, PairingSystem system, Optional<SystemSwitch> fallback, OptionalInt rounds,
            boolean scoreGroups, boolean rematchesAllowed, boolean colourBalance, boolean furigoma,
            OptionalInt qualifiers) {
        this(name, system, fallback, rounds, scoreGroups, rematchesAllowed, colourBalance, furigoma, qualifiers,
                StageDetails.NONE);
    }

    /**
     * "Use the stage's system up to {@code maxEntrants} entrants, otherwise {@code otherwise}".
     *
     * @param maxEntrants the largest field the stage's own system is used for
     * @param otherwise the system for a larger field
     */
    public record SystemSwitch(int maxEntrants, PairingSystem otherwise) {
        public SystemSwitch {
            Checks.atLeast(maxEntrants, 2, "entrant limit");
            Checks.present(otherwise, "fallback system");
        }
    }

    public Stage {
        Checks.present(name, "stage name");
        Checks.present(system, "pairing system");
        fallback = Optional.ofNullable(fallback).flatMap(f -> f);
        rounds = rounds == null ? OptionalInt.empty() : rounds;
        rounds.ifPresent(r -> Checks.atLeast(r, 1, "rounds"));
        qualifiers = qualifiers == null ? OptionalInt.empty() : qualifiers;
        qualifiers.ifPresent(q -> Checks.atLeast(q, 2, "qualifiers"));
        details = details == null ? StageDetails.NONE : details;
        if (details.named().isPresent() && details.named().get().family() != system) {
            throw new IllegalArgumentException(details.named().get().label() + " is not a " + system.label()
                    + " system");
        }
    }

    /** The system used for a field of {@code entrants}. */
    public PairingSystem systemFor(int entrants) {
        return fallback.filter(f -> entrants > f.maxEntrants()).map(SystemSwitch::otherwise).orElse(system);
    }
}

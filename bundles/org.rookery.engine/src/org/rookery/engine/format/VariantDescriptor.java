// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Optional;

/**
 * A variant as formats see it.
 *
 * @param id the registry id, e.g. {@code shogi}
 * @param aliases other names a format may use
 * @param displayName the name shown to people
 * @param pieces the piece types, with the letters formats use for them
 * @param options the options a format may set
 */
public record VariantDescriptor(String id, List<String> aliases, String displayName, List<PieceDescriptor> pieces,
        List<OptionDescriptor> options) {

    public VariantDescriptor {
        Checks.present(id, "variant id");
        aliases = List.copyOf(aliases);
        Checks.present(displayName, "display name");
        pieces = List.copyOf(pieces);
        options = List.copyOf(options);
    }

    /** The piece type with this letter. */
    public Optional<PieceDescriptor> piece(String letter) {
        return pieces.stream().filter(p -> p.letter().equals(letter)).findFirst();
    }

    /** The option with this name. */
    public Optional<OptionDescriptor> option(String name) {
        return options.stream().filter(o -> o.name().equals(name)).findFirst();
    }

    /** The pieces a side starts with, counted (the men a full capture takes). */
    public int startingMen() {
        return pieces.stream().mapToInt(PieceDescriptor::startCount).sum();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A variant as formats see it.
 *
 * @param id the registry id, e.g. {@code shogi}
 * @param aliases other names a format may use
 * @param displayName the name shown to people
 * @param pieces the piece types, with the letters formats use for them
 * @param options the options a format may set
 * @param presets the variant's named rules, as option values a format adopts by naming the rule
 *        (options a preset leaves out keep their defaults)
 */
public record VariantDescriptor(String id, List<String> aliases, String displayName, List<PieceDescriptor> pieces,
        List<OptionDescriptor> options, Map<String, Map<String, String>> presets) {

    /** A variant with no named rules. */
    public VariantDescriptor(String id, List<String> aliases, String displayName, List<PieceDescriptor> pieces,
            List<OptionDescriptor> options) {
        this(id, aliases, displayName, pieces, options, Map.of());
    }

    public VariantDescriptor {
        Checks.present(id, "variant id");
        aliases = List.copyOf(aliases);
        Checks.present(displayName, "display name");
        pieces = List.copyOf(pieces);
        options = List.copyOf(options);
        presets = Map.copyOf(presets);
    }

    /**
     * The text of option {@code name} under the named rule {@code preset}: the preset's value, else
     * the option's default; empty when the variant has no such option or no such preset.
     */
    public Optional<String> presetValue(String preset, String name) {
        Map<String, String> values = presets.get(preset);
        if (values == null) {
            return Optional.empty();
        }
        String own = values.get(name);
        return own != null ? Optional.of(own) : option(name).map(o -> o.defaultValue().text());
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

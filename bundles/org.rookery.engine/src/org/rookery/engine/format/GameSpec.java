// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The game every board of the format plays: a variant by its registry id and the value of each
 * of the variant's options. {@link #options()} holds every option the variant declares, the ones
 * the format sets and the defaults of the rest, so the engine needs no catalog to run it.
 *
 * @param variantId the variant's canonical registry id, e.g. {@code giraffe}
 * @param options option name to value, in the variant's declaration order
 * @param explicitOptions the names of the options the format set itself
 */
public record GameSpec(String variantId, Map<String, OptionValue> options, Set<String> explicitOptions) {

    public GameSpec {
        Checks.present(variantId, "variant id");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(Checks.present(options, "options")));
        explicitOptions = Set.copyOf(Checks.present(explicitOptions, "explicit options"));
        if (!options.keySet().containsAll(explicitOptions)) {
            throw new IllegalArgumentException("explicit options " + explicitOptions + " are not all in " + options.keySet());
        }
    }

    /** The value of an option, if the variant has it. */
    public Optional<OptionValue> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    /** The whole-number value of an option; fails if the option is missing or not a number. */
    public int intOption(String name) {
        OptionValue v = options.get(name);
        if (v instanceof OptionValue.IntValue i) {
            return i.value();
        }
        throw new IllegalArgumentException(variantId + " has no whole-number option '" + name + "'");
    }
}

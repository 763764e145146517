// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.internal.RegistryVariantCatalog;
import org.rookery.rules.VariantRegistry;

/**
 * What the format language may say about variants: their ids and aliases, their options with
 * types and allowed values, and their piece letters. The language checks formats against a
 * catalog, normally {@link #of(VariantRegistry)}: the variants that are installed, so that a new
 * variant bundle is known to the language with no other change.
 */
public interface VariantCatalog {

    /** Every variant, in a stable order. */
    List<VariantDescriptor> variants();

    /** The variant with this id or alias. */
    default Optional<VariantDescriptor> find(String idOrAlias) {
        if (idOrAlias == null) {
            return Optional.empty();
        }
        return variants().stream()
                .filter(v -> v.id().equals(idOrAlias) || v.aliases().contains(idOrAlias))
                .findFirst();
    }

    /** Every id and alias a format may use for a variant. */
    default List<String> names() {
        return variants().stream()
                .flatMap(v -> java.util.stream.Stream.concat(java.util.stream.Stream.of(v.id()), v.aliases().stream()))
                .toList();
    }

    /** The catalog of the variants in a registry, with the options and pieces their rules define. */
    static VariantCatalog of(VariantRegistry registry) {
        return new RegistryVariantCatalog(registry);
    }
}

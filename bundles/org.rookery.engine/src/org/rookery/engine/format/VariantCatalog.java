// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.util.List;
import java.util.Optional;

import org.rookery.engine.format.internal.BuiltinVariantCatalog;

/**
 * What the format language may say about variants: their ids and aliases, their options with
 * types and allowed values, and their piece letters. The language checks formats against a
 * catalog; {@link #builtin()} describes the five seed variants, and an implementation backed by
 * the live variant registry can replace it without changing the language.
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

    /** The catalog of the variants Rookery ships (chess, giraffe, guardian, shogi, exchange). */
    static VariantCatalog builtin() {
        return BuiltinVariantCatalog.INSTANCE;
    }
}

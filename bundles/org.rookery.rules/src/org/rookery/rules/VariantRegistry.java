// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.rookery.rules.internal.DynamicVariantRegistry;

/**
 * Finds variants by id or alias. In OSGi the registry is a DS service of the rules bundle that
 * tracks every {@link Variant} service; outside OSGi {@link #fromServiceLoader()} builds one
 * from {@code META-INF/services}. Nothing lists the variants by hand.
 */
public interface VariantRegistry {

    /** The variant with this id or alias (case-insensitive), if registered. */
    Optional<Variant> find(String idOrAlias);

    /** All registered variants, ordered by id. */
    List<Variant> all();

    /**
     * The variant with this id or alias.
     *
     * @throws IllegalArgumentException naming the known ids when there is none
     */
    default Variant get(String idOrAlias) {
        return find(idOrAlias).orElseThrow(() -> new IllegalArgumentException(
                "unknown variant '" + idOrAlias + "'; known: " + all().stream().map(Variant::id).toList()));
    }

    /** A registry of the variants visible to this class loader through {@link ServiceLoader}. */
    static VariantRegistry fromServiceLoader() {
        return fromServiceLoader(VariantRegistry.class.getClassLoader());
    }

    /** A registry of the variants a class loader's {@link ServiceLoader} finds. */
    static VariantRegistry fromServiceLoader(ClassLoader loader) {
        DynamicVariantRegistry registry = new DynamicVariantRegistry();
        for (Variant v : ServiceLoader.load(Variant.class, loader)) {
            registry.bind(v);
        }
        return registry;
    }

    /** A fixed registry of the given variants. */
    static VariantRegistry of(Variant... variants) {
        DynamicVariantRegistry registry = new DynamicVariantRegistry();
        for (Variant v : variants) {
            registry.bind(v);
        }
        return registry;
    }
}

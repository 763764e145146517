// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * The registry implementation. In OSGi it is the DS component {@code OSGI-INF/registry.xml},
 * whose dynamic multiple reference calls {@link #bind} and {@link #unbind} as variant bundles
 * come and go; outside OSGi the static factories of {@link VariantRegistry} fill it.
 * Thread-safe: lookups may run while services change.
 */
public final class DynamicVariantRegistry implements VariantRegistry {

    private final List<Variant> variants = new CopyOnWriteArrayList<>();

    /** Adds a variant (DS bind method). */
    public void bind(Variant variant) {
        variants.add(variant);
    }

    /** Removes a variant (DS unbind method). */
    public void unbind(Variant variant) {
        variants.remove(variant);
    }

    @Override
    public Optional<Variant> find(String idOrAlias) {
        if (idOrAlias == null) {
            return Optional.empty();
        }
        String key = idOrAlias.trim().toLowerCase(Locale.ROOT);
        for (Variant v : variants) {
            if (v.id().equals(key)) {
                return Optional.of(v);
            }
        }
        for (Variant v : variants) {
            if (v.aliases().contains(key)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    @Override
    public List<Variant> all() {
        List<Variant> list = new ArrayList<>(variants);
        list.sort(Comparator.comparing(Variant::id));
        return List.copyOf(list);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.rookery.engine.format.VariantCatalog;
import org.rookery.rules.ServiceLookup;
import org.rookery.rules.VariantRegistry;

/**
 * The variants a format may name: those installed. Inside OSGi that is the registry service,
 * which Declarative Services fills with every variant bundle; outside, the variants found
 * through {@link java.util.ServiceLoader}. Nothing here lists variants by hand.
 */
public final class InstalledVariants {

    private InstalledVariants() {
    }

    /** The catalog of the installed variants. */
    public static VariantCatalog catalog() {
        return VariantCatalog.of(registry());
    }

    private static VariantRegistry registry() {
        return ServiceLookup.get(InstalledVariants.class, VariantRegistry.class,
                () -> VariantRegistry.fromServiceLoader(InstalledVariants.class.getClassLoader()), "variant registry");
    }
}

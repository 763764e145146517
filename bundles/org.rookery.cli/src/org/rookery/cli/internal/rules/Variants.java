// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.rules;

import org.rookery.cli.internal.Services;
import org.rookery.rules.VariantRegistry;

/**
 * The variant registry as the commands see it: the Declarative Services registry inside OSGi
 * (so a variant bundle dropped into the product is found), the ServiceLoader one outside.
 */
public final class Variants {

    private Variants() {
    }

    /** The registry of the installed variants. */
    public static VariantRegistry registry() throws InterruptedException {
        return Services.get(VariantRegistry.class, VariantRegistry::fromServiceLoader, "variant registry");
    }
}

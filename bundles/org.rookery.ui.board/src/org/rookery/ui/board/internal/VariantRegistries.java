// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.internal;

import org.rookery.rules.ServiceLookup;
import org.rookery.rules.VariantRegistry;

/** The installed variants as the board bundle sees them: the rules bundle's registry service. */
public final class VariantRegistries {

    private VariantRegistries() {
    }

    /**
     * The registry service inside OSGi (waiting up to 5 s for it right after start-up), the
     * service loader's registry outside.
     */
    public static VariantRegistry registry() {
        return ServiceLookup.get(VariantRegistries.class, VariantRegistry.class, VariantRegistry::fromServiceLoader, "variant registry");
    }
}

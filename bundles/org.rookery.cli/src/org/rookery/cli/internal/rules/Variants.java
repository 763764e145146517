// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.rules;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.rules.VariantRegistry;

/**
 * The variant registry as the commands see it: the Declarative Services registry inside OSGi
 * (so a variant bundle dropped into the product is found), the ServiceLoader one outside.
 */
public final class Variants {

    private static final long SERVICE_WAIT_MS = 5000;

    private Variants() {
    }

    /** The registry of the installed variants. */
    public static VariantRegistry registry() throws InterruptedException {
        Bundle bundle = FrameworkUtil.getBundle(Variants.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            return VariantRegistry.fromServiceLoader();
        }
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        try {
            VariantRegistry registry = tracker.waitForService(SERVICE_WAIT_MS);
            if (registry == null) {
                throw new IllegalStateException("the variant registry service did not start within "
                        + SERVICE_WAIT_MS / 1000 + " s (is org.apache.felix.scr running?)");
            }
            return registry;
        } finally {
            tracker.close();
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.rules.VariantRegistry;

/**
 * The variants a format may name: those installed. Inside OSGi that is the registry service,
 * which Declarative Services fills with every variant bundle; outside, the variants found
 * through {@link java.util.ServiceLoader}. Nothing here lists variants by hand.
 */
public final class InstalledVariants {

    private static final long SERVICE_WAIT_MS = 5000;

    private InstalledVariants() {
    }

    /** The catalog of the installed variants. */
    public static VariantCatalog catalog() {
        return VariantCatalog.of(registry());
    }

    private static VariantRegistry registry() {
        Bundle bundle = FrameworkUtil.getBundle(InstalledVariants.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            return VariantRegistry.fromServiceLoader(InstalledVariants.class.getClassLoader());
        }
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        try {
            VariantRegistry registry = tracker.waitForService(SERVICE_WAIT_MS);
            if (registry == null) {
                throw new IllegalStateException("the variant registry service did not start within " + SERVICE_WAIT_MS / 1000
                        + " s: Declarative Services (org.apache.felix.scr) must be running");
            }
            return registry;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the variant registry", e);
        } finally {
            tracker.close();
        }
    }
}

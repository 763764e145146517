// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.internal;

import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
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
        var bundle = FrameworkUtil.getBundle(VariantRegistries.class);
        if (bundle == null || bundle.getBundleContext() == null) {
            return VariantRegistry.fromServiceLoader();
        }
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(bundle.getBundleContext(), VariantRegistry.class, null);
        tracker.open();
        try {
            // The registry is a DS component of the rules bundle; right after start-up it may take a moment.
            VariantRegistry registry = tracker.waitForService(5000);
            if (registry == null) {
                throw new IllegalStateException("the variant registry service did not start within 5 s (is org.apache.felix.scr running?)");
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

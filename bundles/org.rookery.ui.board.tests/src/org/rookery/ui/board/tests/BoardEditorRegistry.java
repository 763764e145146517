// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.tests;

import java.util.List;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/** The installed variants, as the workbench sees them (the rules bundle's registry service). */
final class BoardEditorRegistry {

    private BoardEditorRegistry() {
    }

    static List<Variant> variants() throws InterruptedException {
        return registry().all();
    }

    /** The registry service inside OSGi; the service loader's outside (plain JUnit runs). */
    static VariantRegistry registry() throws InterruptedException {
        var bundle = FrameworkUtil.getBundle(BoardEditorRegistry.class);
        if (bundle == null) {
            return VariantRegistry.fromServiceLoader();
        }
        BundleContext context = bundle.getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        try {
            VariantRegistry registry = tracker.waitForService(5000);
            if (registry == null) {
                throw new AssertionError("no variant registry service");
            }
            return registry;
        } finally {
            tracker.close();
        }
    }
}

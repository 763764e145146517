// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.rules.VariantRegistry;

/** The services a dry run needs inside the workbench: the installed variants and pairing engines (DS services). */
final class FormatServices {

    private static final long WAIT_MS = 5000;

    private FormatServices() {
    }

    static VariantRegistry variants() throws InterruptedException {
        return service(VariantRegistry.class);
    }

    static PairingEngines pairingEngines() throws InterruptedException {
        return service(PairingEngines.class);
    }

    private static <T> T service(Class<T> type) throws InterruptedException {
        Bundle bundle = FrameworkUtil.getBundle(FormatServices.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            throw new IllegalStateException("the format editor is not running in OSGi: no " + type.getSimpleName());
        }
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
        tracker.open();
        try {
            T found = tracker.waitForService(WAIT_MS);
            if (found == null) {
                throw new IllegalStateException("the " + type.getSimpleName() + " service did not start within "
                        + WAIT_MS / 1000 + " s (is org.apache.felix.scr running?)");
            }
            return found;
        } finally {
            tracker.close();
        }
    }
}

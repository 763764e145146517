// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;


import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;

/** The services an event needs inside the workbench: installed variants, pairing engines, the format compiler. */
final class Services {

    private static final long WAIT_MS = 5000;

    private Services() {
    }

    /** Compiles a format file with the format language; its errors become one message with lines. */
    static FormatLoader loader() {
        return new FormatTool().loader();
    }

    /** The registry of the installed variant bundles (a DS service, so dropped-in variants count). */
    static VariantRegistry variants() throws InterruptedException {
        VariantRegistry r = service(VariantRegistry.class);
        return r != null ? r : VariantRegistry.fromServiceLoader();
    }

    /** Every installed pairing engine (the engine bundle's DS registry). */
    static PairingEngines pairingEngines() throws InterruptedException {
        PairingEngines p = service(PairingEngines.class);
        return p != null ? p : PairingEngines.fromServiceLoader();
    }

    private static <T> T service(Class<T> type) throws InterruptedException {
        Bundle bundle = FrameworkUtil.getBundle(Services.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            return null;
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

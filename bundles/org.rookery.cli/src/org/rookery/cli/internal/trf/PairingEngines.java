// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.pairing.PairingEngine;

/**
 * The pairing engines the commands can use: the Declarative Services ones inside OSGi (so an
 * engine bundle added to the product is found), the ServiceLoader ones outside.
 */
final class PairingEngines {

    private static final long SERVICE_WAIT_MS = 5000;

    private PairingEngines() {
    }

    static List<PairingEngine> all() throws InterruptedException, InvalidSyntaxException {
        Bundle bundle = FrameworkUtil.getBundle(PairingEngines.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        List<PairingEngine> out = new ArrayList<>();
        if (context == null) {
            ServiceLoader.load(PairingEngine.class, PairingEngines.class.getClassLoader()).forEach(out::add);
            return out;
        }
        ServiceTracker<PairingEngine, PairingEngine> tracker = new ServiceTracker<>(context, PairingEngine.class, null);
        tracker.open();
        try {
            tracker.waitForService(SERVICE_WAIT_MS);
            for (ServiceReference<PairingEngine> ref : context.getServiceReferences(PairingEngine.class, null)) {
                PairingEngine e = context.getService(ref);
                if (e != null) {
                    out.add(e);
                }
            }
            return out;
        } finally {
            tracker.close();
        }
    }
}

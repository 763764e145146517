// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.util.function.Supplier;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The registries the commands use (variants, pairing engines) as OSGi services inside the
 * product, so that a bundle dropped into it is found, and from {@link java.util.ServiceLoader}
 * when the commands run as plain jars.
 */
public final class Services {

    private static final long SERVICE_WAIT_MS = 5000;

    private Services() {
    }

    /**
     * The service of {@code type}, waiting for Declarative Services to start it.
     *
     * @param outsideOsgi the registry to use when not running in OSGi
     * @param what the service in words, for the error when it does not start
     */
    public static <T> T get(Class<T> type, Supplier<T> outsideOsgi, String what) throws InterruptedException {
        Bundle bundle = FrameworkUtil.getBundle(Services.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            return outsideOsgi.get();
        }
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
        tracker.open();
        try {
            T service = tracker.waitForService(SERVICE_WAIT_MS);
            if (service == null) {
                throw new IllegalStateException("the " + what + " service did not start within "
                        + SERVICE_WAIT_MS / 1000 + " s (is org.apache.felix.scr running?)");
            }
            return service;
        } finally {
            tracker.close();
        }
    }
}

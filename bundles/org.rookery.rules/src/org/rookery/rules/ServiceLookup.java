// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.function.Supplier;

import org.rookery.rules.internal.OsgiServices;

/**
 * The one way Rookery's bundles find a service (the variant registry, the pairing engines):
 * inside OSGi the Declarative Services component, waiting up to {@link #WAIT_MS} for it right
 * after start-up, so that a bundle dropped into the product is found; outside OSGi (plain jars)
 * what the caller's {@link ServiceLoader} finds. The OSGi framework is used only when it is there,
 * so the rules API still works as a plain jar.
 */
public final class ServiceLookup {

    /** How long a lookup waits for a service to start: Declarative Services may still be starting it. */
    public static final long WAIT_MS = 5000;

    private ServiceLookup() {
    }

    /**
     * The service of {@code type} as {@code caller}'s bundle sees it, or, outside OSGi, what
     * {@code outsideOsgi} gives.
     *
     * @param what the service in words, for the error when it does not start ("variant registry")
     * @throws IllegalStateException naming the service when it does not start within {@link #WAIT_MS}, or
     *         when the wait is interrupted (the thread's interrupt flag is then set again)
     */
    public static <T> T get(Class<?> caller, Class<T> type, Supplier<T> outsideOsgi, String what) {
        if (!OsgiServices.running(caller)) {
            return outsideOsgi.get();
        }
        return OsgiServices.get(caller, type, WAIT_MS).orElseThrow(() -> new IllegalStateException("the " + what
                + " service did not start within " + WAIT_MS / 1000 + " s (is org.apache.felix.scr running?)"));
    }

    /**
     * Every service of {@code type} as {@code caller}'s bundle sees them, once the first has started
     * (or {@link #WAIT_MS} passed: then none may be installed); outside OSGi those that
     * {@code caller}'s class loader's {@link ServiceLoader} finds.
     *
     * @throws IllegalStateException when the wait is interrupted (the interrupt flag is set again)
     */
    public static <T> List<T> all(Class<?> caller, Class<T> type) {
        if (!OsgiServices.running(caller)) {
            List<T> out = new ArrayList<>();
            ServiceLoader.load(type, caller.getClassLoader()).forEach(out::add);
            return out;
        }
        return OsgiServices.all(caller, type, WAIT_MS);
    }
}

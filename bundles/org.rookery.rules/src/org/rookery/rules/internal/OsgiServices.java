// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The OSGi half of {@link org.rookery.rules.ServiceLookup}. Its OSGi types are loaded only when
 * {@link #running(Class)} found the framework, so that the rules API runs as a plain jar too
 * (the rules bundle imports the OSGi packages optionally).
 */
public final class OsgiServices {

    private static final boolean FRAMEWORK = present();

    private OsgiServices() {
    }

    private static boolean present() {
        try {
            Class.forName("org.osgi.util.tracker.ServiceTracker", false, OsgiServices.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** Whether {@code caller} is a class of an active bundle in a running framework. */
    public static boolean running(Class<?> caller) {
        return FRAMEWORK && context(caller) != null;
    }

    private static BundleContext context(Class<?> caller) {
        Bundle bundle = FrameworkUtil.getBundle(caller);
        return bundle == null ? null : bundle.getBundleContext();
    }

    /** The service, waiting up to {@code waitMs} for it to start; empty if it did not. */
    public static <T> Optional<T> get(Class<?> caller, Class<T> type, long waitMs) {
        ServiceTracker<T, T> tracker = new ServiceTracker<>(context(caller), type, null);
        tracker.open();
        try {
            return Optional.ofNullable(tracker.waitForService(waitMs));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the " + type.getSimpleName() + " service", e);
        } finally {
            tracker.close();
        }
    }

    /** Every service of the type, once the first started or {@code waitMs} passed. */
    public static <T> List<T> all(Class<?> caller, Class<T> type, long waitMs) {
        BundleContext context = context(caller);
        get(caller, type, waitMs);
        List<T> out = new ArrayList<>();
        try {
            for (ServiceReference<T> ref : context.getServiceReferences(type, null)) {
                T service = context.getService(ref);
                if (service != null) {
                    out.add(service);
                }
            }
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException("no filter was given, so none can be malformed", e);
        }
        return out;
    }
}

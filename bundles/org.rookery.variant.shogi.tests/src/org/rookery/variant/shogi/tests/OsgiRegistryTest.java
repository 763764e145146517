// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * Inside OSGi (the Tycho test run), the rules bundle's DS registry must find shogi through the
 * DS component this bundle declares. On a plain class path there is no framework, so the same
 * checks run on the ServiceLoader registry instead.
 */
class OsgiRegistryTest {

    /** Bundles that must run for DS to register and bind the variant. */
    private static final Set<String> NEEDED = Set.of("org.apache.felix.scr", "org.rookery.rules", "org.rookery.variant.shogi");

    @Test
    void registryFindsShogi() throws Exception {
        Optional<Variant> shogi = osgiPresent() && FrameworkUtil.getBundle(OsgiRegistryTest.class) != null
                ? fromDeclarativeServices(FrameworkUtil.getBundle(OsgiRegistryTest.class))
                : VariantRegistry.fromServiceLoader(OsgiRegistryTest.class.getClassLoader()).find("japanese-chess");
        assertTrue(shogi.isPresent(), "the registry does not list shogi (in OSGi: within 10 s; is felix.scr running?)");
        assertEquals("shogi", shogi.get().id());
        assertEquals(30, shogi.get().rules().startPosition().legalMoves().size());
    }

    private static Optional<Variant> fromDeclarativeServices(Bundle self) throws Exception {
        if (self.getBundleContext() == null) {
            // A bundle that is only resolved has no context; the test bundle may start itself.
            self.start(Bundle.START_TRANSIENT);
        }
        BundleContext context = self.getBundleContext();
        assertNotNull(context, "the test bundle could not be started");
        for (Bundle b : context.getBundles()) {
            // The test runtime need not start lazy bundles; DS only sees started ones.
            if (NEEDED.contains(b.getSymbolicName()) && b.getState() != Bundle.ACTIVE) {
                b.start(Bundle.START_TRANSIENT);
            }
        }
        Optional<Variant> shogi = Optional.empty();
        long deadline = System.currentTimeMillis() + 10_000;
        // DS activates and binds asynchronously.
        while (shogi.isEmpty() && System.currentTimeMillis() < deadline) {
            ServiceReference<VariantRegistry> ref = context.getServiceReference(VariantRegistry.class);
            if (ref != null) {
                VariantRegistry registry = context.getService(ref);
                try {
                    shogi = registry == null ? Optional.empty() : registry.find("japanese-chess");
                } finally {
                    context.ungetService(ref);
                }
            }
            if (shogi.isEmpty()) {
                Thread.sleep(50);
            }
        }
        return shogi;
    }

    private static boolean osgiPresent() {
        try {
            Class.forName("org.osgi.framework.FrameworkUtil", false, OsgiRegistryTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}

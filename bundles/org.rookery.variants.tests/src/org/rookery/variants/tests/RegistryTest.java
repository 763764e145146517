// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/**
 * The registry finds every variant by id and alias: through Declarative Services when the test
 * runs inside OSGi (Tycho), through {@link java.util.ServiceLoader} on a plain class path.
 */
class RegistryTest {

    private static final List<String> IDS = List.of("chess", "exchange", "giraffe", "guardian");

    @Test
    void serviceLoaderFindsTheVariantsOutsideOsgi() {
        VariantRegistry r = VariantRegistry.fromServiceLoader(RegistryTest.class.getClassLoader());
        if (FrameworkUtil.getBundle(RegistryTest.class) != null) {
            return; // inside OSGi the DS test below is the real check; bundle class loaders hide META-INF/services of other bundles
        }
        assertFound(r);
    }

    @Test
    void declarativeServicesRegisterEveryVariantInOsgi() throws Exception {
        Bundle self = FrameworkUtil.getBundle(RegistryTest.class);
        VariantRegistry r = self == null ? VariantRegistry.fromServiceLoader(RegistryTest.class.getClassLoader()) : fromDs(self.getBundleContext());
        assertFound(r);
    }

    private static VariantRegistry fromDs(BundleContext context) throws BundleException, InterruptedException {
        for (Bundle b : context.getBundles()) {
            String name = b.getSymbolicName();
            if (name != null && (name.equals("org.rookery.rules") || name.startsWith("org.rookery.variant.") || name.equals("org.apache.felix.scr"))
                    && b.getState() != Bundle.ACTIVE) {
                b.start(Bundle.START_TRANSIENT);
            }
        }
        long deadline = System.currentTimeMillis() + 10_000;
        while (true) {
            ServiceReference<VariantRegistry> ref = context.getServiceReference(VariantRegistry.class);
            if (ref != null) {
                VariantRegistry registry = context.getService(ref);
                if (registry.all().stream().map(Variant::id).toList().containsAll(IDS) || System.currentTimeMillis() > deadline) {
                    return registry;
                }
            } else if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("no VariantRegistry service after 10 s: is the DS runtime (felix.scr) running?");
            }
            Thread.sleep(50);
        }
    }

    private static void assertFound(VariantRegistry r) {
        List<String> ids = r.all().stream().map(Variant::id).toList();
        assertTrue(ids.containsAll(IDS), "registered: " + ids);
        for (String id : IDS) {
            assertEquals(id, r.get(id).id());
            assertNotNull(r.get(id).rules().startPosition());
        }
        assertEquals("exchange", r.get("Bughouse").id());
        assertEquals("chess", r.get("standard").id());
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> r.get("xiangqi"));
        assertTrue(e.getMessage().contains("giraffe"), e.getMessage());
    }
}

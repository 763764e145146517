// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;

/**
 * Inside OSGi (Tycho) the built-in engines are Declarative Services components and the
 * {@link PairingEngines} service tracks them, so an engine bundle added to the product is found
 * the same way; on a plain class path the ServiceLoader registry carries the built-ins.
 */
class OsgiServicesTest {

    private static final List<String> BUILT_IN = List.of("double-gauntlet", "double-round-robin", "gauntlet", "knockout", "mcmahon", "round-robin", "scheveningen", "swiss", "swiss-furigoma");

    @Test
    void theRegistryServiceTracksEveryBuiltInEngine() throws Exception {
        Bundle self = FrameworkUtil.getBundle(OsgiServicesTest.class);
        PairingEngines engines = self == null ? PairingEngines.fromServiceLoader() : fromDs(self.getBundleContext());
        List<String> ids = engines.all().stream().map(PairingEngine::id).toList();
        assertTrue(ids.containsAll(BUILT_IN), "registered: " + ids);
        assertEquals("swiss", engines.get("swiss").id());
    }

    private static PairingEngines fromDs(BundleContext context) throws Exception {
        for (Bundle b : context.getBundles()) {
            String name = b.getSymbolicName();
            if (name != null && (name.equals("org.rookery.engine") || name.equals("org.apache.felix.scr")) && b.getState() != Bundle.ACTIVE) {
                b.start(Bundle.START_TRANSIENT);
            }
        }
        long deadline = System.currentTimeMillis() + 10_000;
        while (true) {
            ServiceReference<PairingEngines> ref = context.getServiceReference(PairingEngines.class);
            if (ref != null) {
                PairingEngines registry = context.getService(ref);
                if (registry.all().stream().map(PairingEngine::id).toList().containsAll(BUILT_IN) || System.currentTimeMillis() > deadline) {
                    return registry;
                }
            } else if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("no PairingEngines service after 10 s: is the DS runtime (felix.scr) running?");
            }
            Thread.sleep(50);
        }
    }
}

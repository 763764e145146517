// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.extension.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.rules.Perft;
import org.rookery.rules.Position;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/** A variant bundle appears in the registry with no change anywhere else. */
class NewVariantBundleTest {

    private static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(NewVariantBundleTest.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        try {
            VariantRegistry registry = tracker.waitForService(10_000);
            assertNotNull(registry, "no VariantRegistry service: is Declarative Services running?");
            return registry;
        } finally {
            tracker.close();
        }
    }

    @Test
    void theRegistryServiceOffersTheNewVariantBesideTheBuiltInOnes() throws Exception {
        VariantRegistry registry = registry();
        List<String> ids = registry.all().stream().map(Variant::id).toList();
        assertTrue(ids.contains("los-alamos"), ids.toString());
        assertTrue(ids.contains("chess"), ids.toString());
        assertEquals("los-alamos", registry.get("losalamos").id());
    }

    @Test
    void theNewVariantPlaysByItsOwnRules() throws Exception {
        Position start = registry().get("los-alamos").rules().startPosition();
        // Six single pawn steps (no double step) and two moves for each knight; nothing else can
        // move, and the sides cannot meet within two plies.
        assertEquals(10, start.legalMoves().size());
        assertEquals(100, Perft.perft(start, 2));
    }

    @Test
    void outsideOsgiTheServiceLoaderFindsItToo() {
        VariantRegistry registry = VariantRegistry.fromServiceLoader(NewVariantBundleTest.class.getClassLoader());
        assertTrue(registry.find("los-alamos").isPresent());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.rules.ServiceLookup;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantRegistry;

/** The one service lookup of the rules API finds this bundle's variant as every shell finds services. */
class ServiceLookupTest {

    /** A service nobody registers. */
    interface Absent {
    }

    @Test
    void theRegistryServiceOffersTheVariantOfThisBundle() {
        VariantRegistry registry = ServiceLookup.get(ServiceLookupTest.class, VariantRegistry.class, () -> {
            throw new AssertionError("inside OSGi the service is used, not the fallback");
        }, "variant registry");
        assertEquals(Installed.ID, registry.get("tandem-los-alamos").id());
    }

    @Test
    void everyVariantServiceIsListedWithThisOne() {
        List<String> ids = ServiceLookup.all(ServiceLookupTest.class, Variant.class).stream().map(Variant::id).toList();
        assertTrue(ids.contains(Installed.ID), ids.toString());
        assertTrue(ids.contains("exchange"), ids.toString());
    }

    @Test
    void aServiceThatNeverStartsIsNamedAfterTheWait() {
        long start = System.nanoTime();
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ServiceLookup.get(ServiceLookupTest.class, Absent.class, () -> null, "absent test"));
        assertTrue(e.getMessage().startsWith("the absent test service did not start within 5 s"), e.getMessage());
        assertTrue(System.nanoTime() - start >= ServiceLookup.WAIT_MS * 1_000_000 / 2, "it waited for Declarative Services");
    }
}

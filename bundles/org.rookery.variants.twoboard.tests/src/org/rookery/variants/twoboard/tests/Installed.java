// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.twoboard.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.rules.VariantRegistry;

/** The variants installed in this framework, and the match the tests play. */
final class Installed {

    /** The variant's id. */
    static final String ID = "los-alamos-bughouse";

    /**
     * A match in BPGN, both boards in time order: White on A takes a pawn (2A. cxd4), which goes
     * to his partner, Black on B, whose move is next.
     */
    static final String MATCH = """
            [Event "Two-board test"]
            [Variant "los-alamos-bughouse"]
            [WhiteA "Ann"]
            [BlackA "Bob"]
            [WhiteB "Cy"]
            [BlackB "Di"]
            [Result "*"]

            1A. c3 1B. a3 1a. d4 2A. cxd4 *
            """;

    /** {@link #MATCH} with Black on B dropping the pawn his partner won. */
    static final String MATCH_WITH_DROP = MATCH.replace("2A. cxd4 *", "2A. cxd4 1b. P@c4 *");

    private Installed() {
    }

    /** The registry service, which tracks every variant service (this bundle's too). */
    static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(Installed.class).getBundleContext();
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
}

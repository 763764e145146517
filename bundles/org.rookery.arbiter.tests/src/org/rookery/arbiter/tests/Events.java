// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import java.nio.file.Path;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.arbiter.report.EventReports;
import org.rookery.engine.event.FormatLoader;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;

/** What the tests open events with: the format language, the variants installed as services, the examples. */
final class Events {

    /** The repository's examples (the tests run in their bundle's folder). */
    static final Path EXAMPLES = Path.of("..", "..", "examples").toAbsolutePath().normalize();

    static final Path FORMATS = EXAMPLES.resolve("formats");

    private Events() {
    }

    static FormatLoader loader() {
        return new FormatTool().loader();
    }

    /** The OSGi service of {@code type}, as the product's shells find it. */
    static <T> T service(Class<T> type) throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(EventReports.class).getBundleContext();
        ServiceTracker<T, T> t = new ServiceTracker<>(context, type, null);
        t.open();
        try {
            T s = t.waitForService(10_000);
            if (s == null) {
                throw new IllegalStateException("no " + type.getSimpleName() + " service");
            }
            return s;
        } finally {
            t.close();
        }
    }

    static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(EventReports.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> t = new ServiceTracker<>(context, VariantRegistry.class, null);
        t.open();
        try {
            VariantRegistry r = t.waitForService(10_000);
            if (r == null) {
                throw new IllegalStateException("no variant registry service");
            }
            return r;
        } finally {
            t.close();
        }
    }
}

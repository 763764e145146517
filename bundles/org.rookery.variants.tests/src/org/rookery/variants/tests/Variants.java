// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.rules.VariantRegistry;

/**
 * The registry the data-driven tests read, found as the product finds it: the rules bundle's
 * {@link VariantRegistry} service in OSGi, {@link java.util.ServiceLoader} on a plain class path.
 * No variant is named here, so a new variant bundle in the test runtime is tested with no change.
 */
final class Variants {

    private static final String SERVICES = "META-INF/services/org.rookery.rules.Variant";
    private static VariantRegistry registry;

    private Variants() {
    }

    static synchronized VariantRegistry registry() {
        if (registry == null) {
            Bundle self = FrameworkUtil.getBundle(Variants.class);
            registry = self == null ? VariantRegistry.fromServiceLoader(Variants.class.getClassLoader()) : fromDs(self.getBundleContext());
        }
        return registry;
    }

    /**
     * Starts every bundle that declares variants (its {@code META-INF/services} file) and the DS
     * runtime, then waits until the registry service holds as many variants as those files name.
     */
    private static VariantRegistry fromDs(BundleContext context) {
        int declared = 0;
        try {
            for (Bundle b : context.getBundles()) {
                URL services = b.getEntry(SERVICES);
                String name = b.getSymbolicName();
                if (services != null && b.getBundleId() != context.getBundle().getBundleId()) {
                    declared += classNames(services);
                } else if (!"org.apache.felix.scr".equals(name) && !"org.rookery.rules".equals(name)) {
                    continue;
                }
                if (b.getState() != Bundle.ACTIVE && b.getHeaders().get("Fragment-Host") == null) {
                    b.start(Bundle.START_TRANSIENT);
                }
            }
            ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
            tracker.open();
            VariantRegistry found = tracker.waitForService(10_000);
            if (found == null) {
                throw new AssertionError("no VariantRegistry service after 10 s: is the DS runtime (felix.scr) running?");
            }
            long deadline = System.currentTimeMillis() + 10_000;
            while (found.all().size() < declared && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
            }
            if (found.all().size() < declared) {
                throw new AssertionError("the bundles declare " + declared + " variants but the registry holds " + found.all().size());
            }
            return found;
        } catch (BundleException e) {
            throw new AssertionError("a variant bundle does not start: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the variants", e);
        }
    }

    private static int classNames(URL services) {
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(services.openStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String t = line.strip();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    n++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return n;
    }
}

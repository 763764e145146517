// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Version;

/**
 * The versions an arbiter or a bug report needs: Rookery's own bundles, the platform parts it
 * runs on, and the Java runtime. Read from the running framework, never written down by hand.
 */
public final class InstalledVersions {

    /** One line of the About dialog. */
    public record Entry(String component, String version) {
    }

    /** Platform bundles shown by a human name; absent ones are skipped. */
    private static final String[][] PLATFORM = {
            {"Eclipse Platform (workbench)", "org.eclipse.ui.workbench"},
            {"Equinox OSGi", "org.eclipse.osgi"},
            {"SWT", "org.eclipse.swt"},
            {"EMF", "org.eclipse.emf.ecore"},
            {"Xtext", "org.eclipse.xtext"},
    };

    private InstalledVersions() {
    }

    /** Rookery bundles (sorted by name), then the platform, then Java and the OS. */
    public static List<Entry> read(BundleContext context) {
        List<Entry> entries = new ArrayList<>();
        Bundle[] bundles = context.getBundles();
        List<Bundle> rookery = new ArrayList<>();
        for (Bundle b : bundles) {
            if (b.getSymbolicName() != null && b.getSymbolicName().startsWith("org.rookery.")) {
                rookery.add(b);
            }
        }
        rookery.sort(Comparator.comparing(Bundle::getSymbolicName));
        for (Bundle b : rookery) {
            entries.add(new Entry(b.getSymbolicName(), b.getVersion().toString()));
        }
        for (String[] p : PLATFORM) {
            Version highest = null;
            for (Bundle b : bundles) {
                if (p[1].equals(b.getSymbolicName()) && (highest == null || b.getVersion().compareTo(highest) > 0)) {
                    highest = b.getVersion();
                }
            }
            if (highest != null) {
                entries.add(new Entry(p[0], highest.toString()));
            }
        }
        entries.add(new Entry("Java", System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"));
        entries.add(new Entry("Operating system", System.getProperty("os.name") + " " + System.getProperty("os.version")
                + " " + System.getProperty("os.arch")));
        return entries;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.rookery.app.internal.InstalledVersions;

/** The About dialog's contents come from the running framework. */
class InstalledVersionsTest {

    @Test
    void listsRookeryPlatformAndJava() {
        Bundle app = FrameworkUtil.getBundle(InstalledVersions.class);
        List<InstalledVersions.Entry> entries = InstalledVersions.read(app.getBundleContext());

        assertTrue(entries.contains(new InstalledVersions.Entry("org.rookery.app", app.getVersion().toString())), entries.toString());
        assertTrue(entries.stream().anyMatch(e -> e.component().startsWith("Eclipse Platform")), entries.toString());
        assertEquals("Java", entries.get(entries.size() - 2).component());
        assertTrue(entries.get(entries.size() - 2).version().startsWith(System.getProperty("java.version")));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.rookery.engines.EngineConfig;
import org.rookery.engines.EngineSpec;

/**
 * The workbench's engines file: {@code engines.conf} in the workspace folder (so that
 * {@code rookery engines ... --engines WORKSPACE/engines.conf}, or the CLI run in the workspace
 * folder, reads the same engines), or the file the system property {@code rookery.engines} names.
 */
final class EnginesFile {

    /** The system property that names another engines file. */
    static final String PROPERTY = "rookery.engines";

    private EnginesFile() {
    }

    static Path path() {
        String named = System.getProperty(PROPERTY);
        if (named != null && !named.isBlank()) {
            return Path.of(named).toAbsolutePath();
        }
        return Path.of(ResourcesPlugin.getWorkspace().getRoot().getLocation().toOSString(), "engines.conf");
    }

    /** The configured engines; none when the file does not exist yet. */
    static EngineConfig read() throws IOException {
        Path file = path();
        return Files.exists(file) ? EngineConfig.read(file) : EngineConfig.parse("", file.toString());
    }

    static void write(List<EngineSpec> engines) throws IOException {
        EngineConfig.write(path(), engines);
    }
}

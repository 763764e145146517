// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;

/** {@code rookery version}: the installed Rookery version and the Java it runs on. */
final class VersionCommand implements Command {

    @Override
    public String name() {
        return "version";
    }

    @Override
    public String summary() {
        return "print the Rookery version and the Java runtime";
    }

    @Override
    public String usage() {
        return "usage: rookery version";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (!args.isEmpty()) {
            throw new UsageException("version: takes no arguments");
        }
        out.println("Rookery " + version());
        out.println("Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        return OK;
    }

    /**
     * This bundle's version: from the framework inside OSGi, else from the manifest of the jar
     * (or folder) the command line's classes come from, as when it runs on the class path.
     */
    private String version() {
        try {
            Bundle bundle = FrameworkUtil.getBundle(getClass());
            if (bundle != null) {
                return bundle.getVersion().toString();
            }
        } catch (LinkageError noFramework) {
            // no OSGi classes at all: the manifest says it below
        }
        try {
            CodeSource source = getClass().getProtectionDomain().getCodeSource();
            Path where = source == null ? null : Path.of(source.getLocation().toURI());
            Manifest manifest = null;
            if (where != null && Files.isDirectory(where)) {
                try (InputStream in = Files.newInputStream(where.resolve("META-INF/MANIFEST.MF"))) {
                    manifest = new Manifest(in);
                }
            } else if (where != null) {
                try (JarFile jar = new JarFile(where.toFile(), false)) {
                    manifest = jar.getManifest();
                }
            }
            String version = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
            if (version != null) {
                return version;
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            // said below
        }
        return "(version unknown: not installed as a bundle)";
    }
}

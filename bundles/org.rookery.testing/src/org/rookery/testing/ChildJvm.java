// SPDX-License-Identifier: EPL-2.0
package org.rookery.testing;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.FileLocator;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The command line of a second JVM that runs a test's helper program (a journal writer killed
 * mid-append, a load writer, an external pairing process) on exactly the code of this test run,
 * outside OSGi. Inside OSGi the JVM's own class path holds only the framework, so the class path
 * is found from where the bundles or classes were loaded: a jar, or a project's compiled classes.
 */
public final class ChildJvm {

    private static final List<String> CLASS_FOLDERS = List.of("", "target/classes", "target/test-classes", "bin");

    private ChildJvm() {
    }

    /** The java program running this test, so that the child runs on the same JDK. */
    public static String java() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * A class path holding where each of the given classes was loaded from, then this JVM's own
     * class path: enough for a program whose dependencies are those classes' bundles.
     */
    public static String classPathOf(Class<?>... classes) {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> c : classes) {
            entries.add(location(c));
        }
        List<String> all = new ArrayList<>(entries);
        all.add(System.getProperty("java.class.path"));
        return String.join(File.pathSeparator, all);
    }

    /**
     * A class path of every bundle installed beside the given test class's bundle (their jars,
     * compiled classes and nested jars), then the test project's own compiled classes: for a
     * program that needs the whole product, such as a workbench writer or a store client.
     */
    public static String classPathOfAllBundles(Class<?> testClass) {
        Set<String> entries = new LinkedHashSet<>();
        Bundle self = FrameworkUtil.getBundle(testClass);
        for (Bundle b : self.getBundleContext().getBundles()) {
            File f = bundleFile(b);
            if (f == null) {
                continue;
            }
            if (f.isFile()) {
                entries.add(f.getPath());
                continue;
            }
            for (String sub : List.of("target/classes", "bin", "")) {
                File c = sub.isEmpty() ? f : new File(f, sub);
                if (c.isDirectory() && (sub.isEmpty() || c.list().length > 0)) {
                    entries.add(c.getPath());
                    break;
                }
            }
            String nested = b.getHeaders().get("Bundle-ClassPath");
            if (nested != null) {
                for (String e : nested.split(",")) {
                    String name = e.strip().split(";")[0];
                    File jar = new File(f, name);
                    if (!name.equals(".") && jar.exists()) {
                        entries.add(jar.getPath());
                    }
                }
            }
        }
        // A fragment's own classes come with its host's location only in some layouts.
        entries.add(Path.of("target/classes").toAbsolutePath().toString());
        entries.add(Path.of("target/test-classes").toAbsolutePath().toString());
        return String.join(File.pathSeparator, entries);
    }

    private static File bundleFile(Bundle b) {
        try {
            return FileLocator.getBundleFileLocation(b).orElse(null);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static String location(Class<?> c) {
        Path root;
        try {
            root = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("where " + c.getName() + " was loaded from is not a path", e);
        }
        if (Files.isRegularFile(root)) {
            return root.toString();
        }
        String classFile = c.getName().replace('.', '/') + ".class";
        for (String sub : CLASS_FOLDERS) {
            Path candidate = root.resolve(sub);
            if (Files.isRegularFile(candidate.resolve(classFile))) {
                return candidate.toString();
            }
        }
        return root.toString();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's check of bundle boundaries: no bundle uses another's internals, no manifest keeps
 * an import nothing uses, every export is versioned or marked internal. It reads the checkout
 * the build runs in.
 */
class BoundaryCheckTest {

    @Test
    void theRepositoryKeepsItsBundleBoundaries() {
        Path root = repositoryRoot();
        List<BoundaryCheck.Finding> findings = BoundaryCheck.check(root);
        assertTrue(findings.isEmpty(), () -> findings.size() + " boundary problems in " + root + ":\n"
                + findings.stream().map(Object::toString).collect(Collectors.joining("\n")));
    }

    @Test
    void aFixtureWithEachProblemFailsNamingBundleFileAndPackage(@TempDir Path root) throws IOException {
        bundle(root, "bundles/org.example.core", """
                Bundle-SymbolicName: org.example.core
                Export-Package: org.example.core;version="1.0.0",
                 org.example.core.internal;x-friends:="org.example.core.tests",
                 org.example.core.loose
                """, "org/example/core/internal/Secret.java", "package org.example.core.internal;\npublic class Secret {}\n");
        write(root, "bundles/org.example.core/src/org/example/core/Api.java", "package org.example.core;\npublic class Api {}\n");
        write(root, "bundles/org.example.core/src/org/example/core/loose/Open.java",
                "package org.example.core.loose;\npublic class Open {}\n");
        bundle(root, "bundles/org.example.shell", """
                Bundle-SymbolicName: org.example.shell
                Import-Package: org.example.core;version="[1.0.0,2.0.0)",
                 org.example.core.internal,
                 org.example.unused
                """, "org/example/shell/Main.java", """
                package org.example.shell;
                // org.example.core.internal.Secret in a comment is no use
                import org.example.core.Api;
                class Main { Object s = new org.example.core.internal.Secret(); Api a; }
                """);
        bundle(root, "dsl/org.example.core.tests", """
                Bundle-SymbolicName: org.example.core.tests
                Fragment-Host: org.example.core
                Import-Package: org.junit.jupiter.api.function
                """, "org/example/core/tests/SecretTest.java", """
                package org.example.core.tests;
                import org.example.core.internal.Secret;
                class SecretTest { void t() { org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> {}); } }
                """);

        List<String> found = BoundaryCheck.check(root).stream().map(Object::toString).toList();

        assertEquals(List.of(
                "org.example.core: bundles/org.example.core/META-INF/MANIFEST.MF: org.example.core.loose: "
                        + "is exported with neither a version nor x-internal/x-friends",
                "org.example.shell: bundles/org.example.shell/src/org/example/shell/Main.java: org.example.core.internal: "
                        + "uses the internal package of org.example.core",
                "org.example.shell: bundles/org.example.shell/META-INF/MANIFEST.MF: org.example.core.internal: "
                        + "imports the internal package of org.example.core",
                "org.example.shell: bundles/org.example.shell/META-INF/MANIFEST.MF: org.example.unused: "
                        + "is imported but no source file of the bundle uses it (stale entry)"),
                found);
    }

    @Test
    void aCleanFixtureHasNoFindings(@TempDir Path root) throws IOException {
        bundle(root, "bundles/org.example.core", """
                Bundle-SymbolicName: org.example.core;singleton:=true
                Export-Package: org.example.core;version="1.0.0",
                 org.example.core.internal;x-internal:=true
                Import-Package: java.util.function
                """, "org/example/core/Api.java", "package org.example.core;\nclass Api { java.util.function.Supplier<String> s; }\n");
        write(root, "bundles/org.example.core/src/org/example/core/internal/Impl.java",
                "package org.example.core.internal;\nclass Impl {}\n");
        assertEquals(List.of(), BoundaryCheck.check(root));
    }

    private static void bundle(Path root, String folder, String manifest, String source, String text) throws IOException {
        write(root, folder + "/META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n" + manifest);
        write(root, folder + "/src/" + source, text);
    }

    private static void write(Path root, String file, String text) throws IOException {
        Path path = root.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, text);
    }

    /** The checkout: the nearest folder above the working directory with bundles/ and dsl/. */
    static Path repositoryRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("bundles")) && Files.isDirectory(p.resolve("dsl"))
                    && Files.isRegularFile(p.resolve("pom.xml"))) {
                return p;
            }
        }
        throw new IllegalStateException("no Rookery checkout (bundles/, dsl/, pom.xml) above " + Path.of("").toAbsolutePath());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.internal.launch.ClassPath;

/**
 * The class path the product's script runs the local commands on, made from a bundle list as the
 * simple configurator writes it: a plain jar stays where it is, a signed jar gets an unsigned
 * copy, a jar's nested jars and a folder bundle become jars of their own, and everything on it
 * can be read through the JVM's class path. A bundle that is not there is an error naming it.
 */
class ClassPathTest {

    @TempDir
    Path dir;

    private static final String MANIFEST = "Manifest-Version: 1.0\nBundle-ManifestVersion: 2\n";

    @Test
    void signedNestedAndFolderBundlesBecomePlainJarsOnTheClassPath() throws IOException {
        Path install = dir.resolve("install");
        Path plugins = Files.createDirectories(install.resolve("plugins"));
        jar(plugins.resolve("plain_1.0.0.jar"), Map.of("META-INF/MANIFEST.MF", MANIFEST + "Bundle-SymbolicName: plain\n",
                "plain/one.txt", "plain"));
        jar(plugins.resolve("signed_1.0.0.jar"), Map.of("META-INF/MANIFEST.MF", MANIFEST + "Bundle-SymbolicName: signed\n",
                "META-INF/SIGNER.SF", "Signature-Version: 1.0\n", "META-INF/SIGNER.RSA", "not a real signature",
                "signed/two.txt", "signed"));
        Path inner = dir.resolve("inner.jar");
        jar(inner, Map.of("nested/three.txt", "nested"));
        jar(plugins.resolve("nesting_1.0.0.jar"), Map.of("META-INF/MANIFEST.MF",
                MANIFEST + "Bundle-SymbolicName: nesting\nBundle-ClassPath: lib/inner.jar,.\n",
                "lib/inner.jar", Files.readString(inner, StandardCharsets.ISO_8859_1), "nesting/four.txt", "nesting"));
        Path folder = Files.createDirectories(plugins.resolve("folder_1.0.0/folder"));
        Files.createDirectories(folder.resolveSibling("META-INF"));
        Files.writeString(folder.resolveSibling("META-INF").resolve("MANIFEST.MF"), MANIFEST + "Bundle-SymbolicName: folder\n");
        Files.writeString(folder.resolve("five.txt"), "folder");
        Path info = dir.resolve("bundles.info");
        Files.writeString(info, """
                #encoding=UTF-8
                #version=1
                plain,1.0.0,plugins/plain_1.0.0.jar,4,false
                signed,1.0.0,plugins/signed_1.0.0.jar,4,false
                nesting,1.0.0,plugins/nesting_1.0.0.jar,4,false
                folder,1.0.0,plugins/folder_1.0.0/,4,false
                """);
        Path out = dir.resolve("configuration");

        List<Path> entries = ClassPath.make(install, info, out);

        assertEquals(5, entries.size(), entries.toString());
        assertEquals(plugins.resolve("plain_1.0.0.jar"), entries.get(0), "a plain jar is used where it is");
        assertEquals(entries.stream().map(Path::toString).toList(), Files.readAllLines(out.resolve("classpath")));
        for (Path e : entries) {
            assertTrue(Files.isRegularFile(e) && e.toString().endsWith(".jar"), "not a jar: " + e);
            try (JarFile jar = new JarFile(e.toFile())) {
                assertFalse(jar.stream().anyMatch(j -> j.getName().matches("META-INF/[^/]+\\.(SF|RSA)")),
                        "still signed: " + e);
            }
        }
        assertTrue(entries.get(1).startsWith(out.resolve("jars")), "the signed jar is replaced by a copy: " + entries.get(1));
        try (URLClassLoader loader = new URLClassLoader(urls(entries), null)) {
            assertEquals("plain", text(loader, "plain/one.txt"));
            assertEquals("signed", text(loader, "signed/two.txt"));
            assertEquals("nested", text(loader, "nested/three.txt"));
            assertEquals("nesting", text(loader, "nesting/four.txt"));
            assertEquals("folder", text(loader, "folder/five.txt"));
        }
        try (Stream<Path> left = Files.list(out.resolve("jars"))) {
            assertFalse(left.anyMatch(p -> p.toString().endsWith(".new")), "a half-made file was left behind");
        }
    }

    @Test
    void aBundleThatIsNotThereIsAnErrorNamingItAndWritesNoClassPath() throws IOException {
        Path info = dir.resolve("bundles.info");
        Files.writeString(info, "org.example.gone,1.0.0,plugins/org.example.gone_1.0.0.jar,4,false\n");
        Path out = dir.resolve("configuration");

        IOException e = assertThrows(IOException.class, () -> ClassPath.make(dir, info, out));

        assertTrue(e.getMessage().contains("org.example.gone 1.0.0"), e.getMessage());
        assertFalse(Files.exists(out.resolve("classpath")), "a class path was written though a bundle is missing");
    }

    private static void jar(Path file, Map<String, String> entries) throws IOException {
        try (OutputStream raw = Files.newOutputStream(file); JarOutputStream out = new JarOutputStream(raw)) {
            for (Map.Entry<String, String> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue().getBytes(StandardCharsets.ISO_8859_1));
                out.closeEntry();
            }
        }
    }

    private static URL[] urls(List<Path> entries) throws IOException {
        URL[] urls = new URL[entries.size()];
        for (int i = 0; i < urls.length; i++) {
            urls[i] = entries.get(i).toUri().toURL();
        }
        return urls;
    }

    private static String text(ClassLoader loader, String name) throws IOException {
        try (InputStream in = loader.getResourceAsStream(name)) {
            assertTrue(in != null, name + " is not on the class path");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            in.transferTo(bytes);
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }
}

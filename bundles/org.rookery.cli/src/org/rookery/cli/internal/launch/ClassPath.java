// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

/**
 * Makes the class path that {@link ClassPathMain} runs on from a bundle list in the form of the
 * simple configurator's {@code bundles.info} ({@code name,version,location,level,start} a line):
 * each bundle's jar or folder, and the jars its {@code Bundle-ClassPath} names inside it.
 *
 * <p>The JVM archives the classes of the class path's jars in its class-data archive, except
 * those of a signed jar (whose every class it would also hash to check the signature), and it
 * takes neither a jar inside a jar nor a folder: a signed jar gets an unsigned copy (the signature
 * files left out; the digests left in its manifest are inert), a nested jar is copied out and a
 * folder bundle is packed into a jar, all into {@code OUTPUT/jars}. The class path is written to {@code OUTPUT/classpath}, one entry a line;
 * each file is written beside its place and then moved there, so that a failed run leaves no
 * half-made class path.
 *
 * <pre>java -cp org.rookery.cli.jar org.rookery.cli.internal.launch.ClassPath INSTALL BUNDLES_INFO OUTPUT</pre>
 */
public final class ClassPath {

    /** A jar's signature files: what makes it signed. */
    private static final Pattern SIGNATURE = Pattern.compile("META-INF/[^/]+\\.(SF|RSA|DSA|EC)|META-INF/SIG-[^/]+");

    private ClassPath() {
    }

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: ClassPath INSTALL_DIR BUNDLES_INFO OUTPUT_DIR");
            System.exit(2);
        }
        try {
            if (make(Path.of(args[0]), Path.of(args[1]), Path.of(args[2])).isEmpty()) {
                System.err.println("rookery: " + args[1] + " lists no bundle: the command line has nothing to run on");
                System.exit(1);
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("rookery: cannot make the command line's class path from " + args[1] + ": " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * Makes the class path of the bundles listed in {@code bundlesInfo} (locations relative to
     * {@code install} or {@code file:} URIs) in {@code output}.
     *
     * @return the class path's entries, in the order of the list
     * @throws IOException naming the bundle or file that cannot be read or written
     */
    public static List<Path> make(Path install, Path bundlesInfo, Path output) throws IOException {
        Path jars = output.resolve("jars");
        Files.createDirectories(jars);
        List<Path> entries = new ArrayList<>();
        int lineNumber = 0;
        for (String line : Files.readAllLines(bundlesInfo, StandardCharsets.UTF_8)) {
            lineNumber++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(",");
            if (f.length < 3) {
                throw new IOException(bundlesInfo + " line " + lineNumber + ": expected name,version,location,...: " + line);
            }
            Path location = f[2].startsWith("file:") ? Path.of(URI.create(f[2])) : install.resolve(f[2]);
            if (!Files.exists(location)) {
                throw new IOException("bundle " + f[0] + " " + f[1] + " is not at " + location);
            }
            entries.addAll(entriesOf(f[0] + "_" + f[1], location, jars));
        }
        Path list = output.resolve("classpath");
        Path fresh = fresh(list);
        Files.write(fresh, entries.stream().map(Path::toString).toList(), StandardCharsets.UTF_8);
        Files.move(fresh, list, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return entries;
    }

    /** The class path entries of one bundle: its jar (or an unsigned copy) or folder, and its nested jars. */
    private static List<Path> entriesOf(String id, Path location, Path jars) throws IOException {
        List<Path> out = new ArrayList<>();
        if (Files.isDirectory(location)) {
            for (String inner : bundleClassPath(manifestOf(location))) {
                Path entry = inner.equals(".") ? location : location.resolve(inner);
                if (Files.isDirectory(entry)) {
                    // the class-data archive takes no folder on the class path: a jar of it
                    out.add(jarOf(entry, jars.resolve(id + (inner.equals(".") ? "" : "_" + inner.replace('/', '_')) + ".jar")));
                } else if (Files.exists(entry)) {
                    out.add(entry);
                }
            }
            return out;
        }
        try (JarFile jar = new JarFile(location.toFile(), false)) {
            boolean signed = jar.stream().anyMatch(e -> SIGNATURE.matcher(e.getName()).matches());
            for (String inner : bundleClassPath(jar.getManifest())) {
                if (inner.equals(".")) {
                    out.add(signed ? unsignedCopy(jar, jars.resolve(id + ".jar")) : location);
                } else {
                    JarEntry e = jar.getJarEntry(inner);
                    if (e == null) {
                        continue; // a Bundle-ClassPath entry may name what the bundle does not ship
                    }
                    Path copy = jars.resolve(id + "_" + inner.replace('/', '_'));
                    try (InputStream in = jar.getInputStream(e)) {
                        write(copy, in);
                    }
                    out.add(copy);
                }
            }
        } catch (IOException e) {
            throw new IOException("cannot read the bundle " + location + ": " + e.getMessage(), e);
        }
        return out;
    }

    private static Manifest manifestOf(Path folder) throws IOException {
        Path m = folder.resolve("META-INF/MANIFEST.MF");
        if (!Files.exists(m)) {
            return null;
        }
        try (InputStream in = Files.newInputStream(m)) {
            return new Manifest(in);
        }
    }

    /** The bundle's own class path, "." when its manifest names none. */
    private static List<String> bundleClassPath(Manifest manifest) {
        String value = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-ClassPath");
        if (value == null || value.isBlank()) {
            return List.of(".");
        }
        List<String> out = new ArrayList<>();
        for (String part : value.split(",")) {
            String entry = part.split(";")[0].trim();
            if (!entry.isEmpty()) {
                out.add(entry.equals("/") ? "." : entry);
            }
        }
        return out;
    }

    /** {@code jar} without its signature files, at {@code copy}. */
    private static Path unsignedCopy(JarFile jar, Path copy) throws IOException {
        Path fresh = fresh(copy);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(fresh))) {
            Enumeration<JarEntry> all = jar.entries();
            while (all.hasMoreElements()) {
                JarEntry e = all.nextElement();
                if (SIGNATURE.matcher(e.getName()).matches()) {
                    continue;
                }
                ZipEntry plain = new ZipEntry(e.getName());
                plain.setTime(e.getTime());
                out.putNextEntry(plain);
                try (InputStream in = jar.getInputStream(e)) {
                    in.transferTo(out);
                }
                out.closeEntry();
            }
        }
        Files.move(fresh, copy, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return copy;
    }

    /** The files under {@code folder} as a jar at {@code copy}, unsigned as {@link #unsignedCopy} makes it. */
    private static Path jarOf(Path folder, Path copy) throws IOException {
        Path fresh = fresh(copy);
        List<Path> files;
        try (Stream<Path> all = Files.walk(folder)) {
            files = all.filter(Files::isRegularFile)
                    .filter(f -> !SIGNATURE.matcher(folder.relativize(f).toString().replace(java.io.File.separatorChar, '/')).matches())
                    .sorted().toList();
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(fresh))) {
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(folder.relativize(file).toString().replace(java.io.File.separatorChar, '/'));
                entry.setTime(Files.getLastModifiedTime(file).toMillis());
                out.putNextEntry(entry);
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        Files.move(fresh, copy, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return copy;
    }

    /**
     * A new file beside {@code target} to write it in before it is moved into place; its own
     * name, so that two commands making the class path at the same time do not write one file.
     */
    private static Path fresh(Path target) throws IOException {
        return Files.createTempFile(target.getParent(), target.getFileName().toString(), ".new");
    }

    private static void write(Path target, InputStream in) throws IOException {
        Path fresh = fresh(target);
        try (OutputStream out = Files.newOutputStream(fresh)) {
            in.transferTo(out);
        }
        Files.move(fresh, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}

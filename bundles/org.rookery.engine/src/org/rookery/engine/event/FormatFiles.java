// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A format file with the files it imports, as the event folder copies and fingerprints them: the
 * journal records the SHA-256 of these files so that it is never replayed against a format other
 * than the one it was recorded with.
 */
final class FormatFiles {

    private static final Pattern IMPORT = Pattern.compile("(?m)^\\s*import\\s+\"([^\"]+)\"");

    private FormatFiles() {
    }

    /** The file and every file it imports, transitively, as paths relative to the file's folder. */
    static List<Path> closure(Path main) throws IOException {
        Path base = main.toAbsolutePath().getParent();
        Set<Path> seen = new LinkedHashSet<>();
        List<Path> todo = new ArrayList<>(List.of(base.relativize(main.toAbsolutePath())));
        while (!todo.isEmpty()) {
            Path rel = todo.remove(0).normalize();
            if (rel.startsWith("..") || rel.isAbsolute()) {
                throw new EventException(main + " imports " + rel
                        + ", outside its own folder; an event folder keeps the format and its imports together");
            }
            if (!seen.add(rel)) {
                continue;
            }
            Path file = base.resolve(rel);
            if (!Files.isRegularFile(file)) {
                throw new EventException(file + ": no such format file" + (rel.equals(seen.iterator().next()) ? ""
                        : " (imported by the format)"));
            }
            Matcher m = IMPORT.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                Path parent = rel.getParent();
                todo.add(parent == null ? Path.of(m.group(1)) : parent.resolve(m.group(1)));
            }
        }
        return new ArrayList<>(seen);
    }

    /** The SHA-256 of the files (names and contents), in hex. */
    static String sha256(Path base, List<Path> files) throws IOException {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Path rel : files) {
                md.update(rel.toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(Files.readAllBytes(base.resolve(rel)));
                md.update((byte) 0);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}

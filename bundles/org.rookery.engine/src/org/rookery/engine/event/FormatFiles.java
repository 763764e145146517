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

import org.rookery.engine.journal.JournalException;

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

    /**
     * The format files a journal's header names (its {@code formatFiles}, comma-separated, relative
     * to the event's format folder), each checked to stay inside that folder: a header edited to
     * name {@code ../../etc/passwd}, an absolute path or a link out of the folder is refused before
     * any file is read.
     *
     * @throws JournalException naming the journal's header line and the file
     */
    static List<Path> named(String journal, Path formatDir, String property) throws IOException {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(formatDir) && !formatDir.toRealPath().startsWith(formatDir.toAbsolutePath().getParent().toRealPath())) {
            throw new JournalException(journal, 1, "the event's " + formatDir.getFileName() + " folder is a link to "
                    + formatDir.toRealPath() + ", outside the event folder; only files inside it are read");
        }
        for (String name : property.split(",")) {
            if (name.isBlank()) {
                continue;
            }
            Path rel;
            try {
                rel = Path.of(name);
            } catch (java.nio.file.InvalidPathException e) {
                throw new JournalException(journal, 1, "the header names the format file '"
                        + org.rookery.engine.journal.StrictJson.shown(name) + "', which is not a file name");
            }
            if (rel.isAbsolute() || name.startsWith("/") || name.contains("\\") || rel.normalize().startsWith("..")
                    || !rel.normalize().equals(rel)) {
                throw new JournalException(journal, 1, "the header names the format file '"
                        + org.rookery.engine.journal.StrictJson.shown(name) + "', outside the event's " + formatDir.getFileName() + " folder; only files inside it are read");
            }
            Path file = formatDir.resolve(rel);
            if (Files.exists(file)) {
                Path real = file.toRealPath();
                if (!real.startsWith(formatDir.toRealPath())) {
                    throw new JournalException(journal, 1, "the format file '" + name + "' is a link to " + real
                            + ", outside the event's " + formatDir.getFileName() + " folder; only files inside it are read");
                }
            }
            files.add(rel);
        }
        if (files.isEmpty()) {
            throw new JournalException(journal, 1, "the header names no format files");
        }
        return files;
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

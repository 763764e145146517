// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The damaged and hostile inputs kept in {@code data/hostile} (see its README), and the checks
 * the tests make on what a command did with them.
 */
final class HostileEvents {

    static final Path DATA = Path.of("data/hostile").toAbsolutePath();
    static final Path EXAMPLES = Path.of("../../examples/events").toAbsolutePath().normalize();

    /** Texts that only a Java exception, a parser's advice or a terminal escape would print. */
    private static final List<String> FOREIGN = List.of("Exception", "java.", "at org.", "com.google", "setStrictness",
            "Strictness", "\u001b", "\r");

    private HostileEvents() {
    }

    /** A copy of the example event {@code name} in {@code dir}. */
    static Path example(String name, Path dir) throws IOException {
        Path source = EXAMPLES.resolve(name);
        Path target = dir.resolve(name);
        copyTree(source, target);
        return target;
    }

    /** The Guardian club example's folder with the hostile journal {@code journal} of data/hostile in place of its own. */
    static Path withJournal(String journal, Path dir) throws IOException {
        Path event = example("guardian-club", dir.resolve(journal.replace('.', '-')));
        Files.copy(DATA.resolve(journal), event.resolve("journal.jsonl"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return event;
    }

    static void copyTree(Path source, Path target) throws IOException {
        try (var files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path t = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    /** Every file under {@code dir} with a hash of its bytes: equal snapshots mean nothing was written, moved or added. */
    static Map<String, String> snapshot(Path dir) {
        Map<String, String> files = new TreeMap<>();
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                String name = dir.relativize(p).toString();
                files.put(name, Files.isRegularFile(p) ? HexFormat.of().formatHex(
                        java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))) : "dir");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return files;
    }

    /** Asserts that a command's messages are Rookery's own words. */
    static void assertOwnWords(CliRun r) {
        for (String text : List.of(r.out(), r.err())) {
            for (String f : FOREIGN) {
                assertFalse(text.contains(f), "'" + f + "' printed:\n" + text);
            }
        }
    }

    /** Runs a command that only reads and asserts that it left {@code event} exactly as it was. */
    static CliRun readOnly(Path event, String... args) {
        Map<String, String> before = snapshot(event.getParent());
        CliRun r = CliRun.of(args);
        assertEquals(before, snapshot(event.getParent()), "'" + String.join(" ", args) + "' changed the folder");
        assertOwnWords(r);
        return r;
    }
}

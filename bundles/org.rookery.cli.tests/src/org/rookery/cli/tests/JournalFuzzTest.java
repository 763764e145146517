// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.journal.TornTail;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;

/**
 * Seeded mutations of the example events' journals (byte flips, truncations, lines duplicated,
 * deleted or swapped, keys given twice, huge values, bytes that are not UTF-8, control
 * characters) read the way score, export and replay read them. Every mutation either reads to
 * exactly the facts its lines hold (the same facts as the original, or other whole facts a hand
 * edit could have written, with a torn tail named by file and line), or is refused with the file
 * and line in Rookery's words; reading changes no file (neither in the event folder nor beside it). A
 * sample also goes through the real {@code score} command.
 */
class JournalFuzzTest {

    static final int MUTATIONS_PER_EXAMPLE = 500;
    private static final List<String> EXAMPLES = List.of("guardian-club", "g20-match", "fesa-swiss", "newport-evening");
    private static final List<String> FOREIGN = List.of("Exception", "java.", "at org.", "com.google", "Strictness", "\u001b");
    private static final String[] TOKENS = { "{", "}", "[", "]", ",", ":", "\"", "null", "true", "1e999999", "-0", "0.5",
            "99999999999999999999", "\\u0000", "\\u001b[2J", "\\r\\n", "\\ud800", "\"seq\":1,", "\"type\":\"undo\",",
            "\"batchEnd\":999,", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "\u0085", "\u202e", "\t" };

    @TempDir
    Path temp;

    @Test
    void mutatedJournalsReadWholeOrAreNamedByFileAndLine() throws Exception {
        Random random = new Random(20261201L);
        FormatTool tool = new FormatTool();
        Map<String, CompiledFormat> compiled = new HashMap<>();
        // compile each example's format once: the fuzz is about journals, and the header's hash
        // still guards that the format files read are the ones recorded
        FormatLoader loader = file -> {
            String key = file.getFileName() + ":" + java.util.Arrays.hashCode(Files.readAllBytes(file));
            CompiledFormat f = compiled.get(key);
            if (f == null) {
                f = tool.loader().load(file);
                compiled.put(key, f);
            }
            return f;
        };
        VariantRegistry registry = Variants.registry();
        int same = 0;
        int whole = 0;
        int torn = 0;
        int refusedFacts = 0;
        int refused = 0;
        int viaCommand = 0;
        long commandNanos = 0;
        long readNanos = 0;
        long started = System.nanoTime();
        for (String example : EXAMPLES) {
            Path event = HostileEvents.example(example, temp.resolve("case-" + example));
            Path journal = event.resolve("journal.jsonl");
            byte[] original = Files.readAllBytes(journal);
            List<String> originalFacts;
            try (EventFolder e = EventFolder.read(event, loader, registry, InstantSource.system())) {
                originalFacts = e.facts().stream().map(Fact::toString).toList();
            }
            // the folder as it must stay (the journal, rewritten for each case, is compared byte for byte)
            Map<String, String> before = listing(event.getParent(), journal);
            List<String> around = names(temp);
            for (int i = 0; i < MUTATIONS_PER_EXAMPLE; i++) {
                byte[] mutated = mutate(original, random);
                Files.write(journal, mutated);
                String label = "mutation " + i + " of " + example;
                long readStart = System.nanoTime();
                try (EventFolder e = EventFolder.read(event, loader, registry, InstantSource.system())) {
                    readNanos += System.nanoTime() - readStart;
                    List<String> lines = lines(mutated);
                    Optional<TornTail> tail = e.tornTail();
                    int factLines = tail.map(t -> (int) t.line() - 2).orElse(lines.size() - 1);
                    assertEquals(factLines, e.facts().size(), label + ": every line before the tail is a fact, none dropped");
                    if (tail.isPresent()) {
                        assertTrue(tail.get().describe().startsWith(journal + ":" + tail.get().line() + ": "), label);
                        torn++;
                    }
                    List<String> facts = e.facts().stream().map(Fact::toString).toList();
                    if (!e.state().problems().isEmpty()) {
                        refusedFacts++;
                    } else if (facts.equals(originalFacts)) {
                        same++;
                    } else {
                        whole++;
                    }
                } catch (IOException x) {
                    readNanos += System.nanoTime() - readStart;
                    String m = x.getMessage();
                    assertTrue(Pattern.compile("^\\Q" + journal + "\\E:\\d+: \\S").matcher(m).find()
                            || m.startsWith(event.resolve("format").toString()), label + ": not named by file and line: " + m);
                    for (String f : FOREIGN) {
                        assertFalse(m.contains(f), label + ": '" + f + "' in: " + m);
                    }
                    refused++;
                } catch (RuntimeException | StackOverflowError x) {
                    fail(label + " threw " + x + "\n--- journal ---\n" + new String(mutated, StandardCharsets.UTF_8), x);
                }
                assertEquals(before, listing(event.getParent(), journal), label + ": reading changed a file");
                assertEquals(around, names(temp), label + ": reading wrote beside the event");
                assertArrayEquals(mutated, Files.readAllBytes(journal), label);
                if (i % 100 == 0) {
                    long commandStart = System.nanoTime();
                    // the real command on the same journal
                    CliRun score = CliRun.of("score", event.toString());
                    HostileEvents.assertOwnWords(score);
                    assertTrue(score.exitCode == Command.OK || score.exitCode == Command.FAILED, label);
                    if (score.exitCode == Command.FAILED) {
                        assertTrue(score.err().startsWith("rookery score: " + journal + ":")
                                || score.err().startsWith("rookery score: " + event.resolve("format")), label + ": " + score.err());
                    }
                    assertEquals(before, listing(event.getParent(), journal), label + ": score changed a file");
                    assertEquals(around, names(temp), label + ": score wrote beside the event");
                    viaCommand++;
                    commandNanos += System.nanoTime() - commandStart;
                }
            }
            Files.write(journal, original);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        int total = MUTATIONS_PER_EXAMPLE * EXAMPLES.size();
        System.out.printf("journal fuzz: %d mutations in %.1f s: %d read to the same facts, %d to other whole facts,"
                + " %d with facts the rules refuse, %d with a torn tail, %d refused by file and line; %d of them also"
                + " through 'score' (%.1f s); reading took %.1f s%n", total, seconds, same, whole, refusedFacts, torn, refused,
                viaCommand, commandNanos / 1e9, readNanos / 1e9);
        assertEquals(total, same + whole + refusedFacts + refused);
        assertTrue(refused > total / 3, "most mutations damage the journal: " + refused);
        assertTrue(same > 0 && torn > 0, "some mutations keep every fact, some tear the last line");
    }

    /**
     * Every file under {@code dir} but {@code except} with its size and time of last change: any
     * write, move or new file shows.
     */
    private static Map<String, String> listing(Path dir, Path except) throws IOException {
        Map<String, String> files = new java.util.TreeMap<>();
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                if (p.equals(except)) {
                    files.put(dir.relativize(p).toString(), "the journal");
                } else if (Files.isRegularFile(p)) {
                    files.put(dir.relativize(p).toString(), Files.size(p) + " bytes, " + Files.getLastModifiedTime(p));
                } else {
                    files.put(dir.relativize(p).toString(), "dir");
                }
            }
        }
        return files;
    }

    private static List<String> names(Path dir) throws IOException {
        try (var list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The file's lines: those ending in a newline, and a last one without it. */
    private static List<String> lines(byte[] bytes) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                lines.add(new String(bytes, start, i - start, StandardCharsets.UTF_8));
                start = i + 1;
            }
        }
        if (start < bytes.length) {
            lines.add(new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8));
        }
        return lines;
    }

    private static byte[] mutate(byte[] original, Random random) {
        byte[] b = original;
        int edits = 1 + random.nextInt(2);
        for (int e = 0; e < edits; e++) {
            b = edit(b, random);
        }
        return b;
    }

    private static byte[] edit(byte[] b, Random random) {
        List<byte[]> lines = splitLines(b);
        int at = b.length == 0 ? 0 : random.nextInt(b.length);
        switch (random.nextInt(11)) {
            case 0 -> { // flip a byte
                byte[] c = b.clone();
                if (c.length > 0) {
                    c[at] = (byte) random.nextInt(256);
                }
                return c;
            }
            case 1 -> { // truncate anywhere
                return java.util.Arrays.copyOf(b, at);
            }
            case 2 -> { // drop the last newline
                return b.length > 0 && b[b.length - 1] == '\n' ? java.util.Arrays.copyOf(b, b.length - 1) : b;
            }
            case 3 -> { // a line twice
                if (!lines.isEmpty()) {
                    int l = random.nextInt(lines.size());
                    lines.add(l, lines.get(l));
                }
            }
            case 4 -> { // a line deleted
                if (!lines.isEmpty()) {
                    lines.remove(random.nextInt(lines.size()));
                }
            }
            case 5 -> { // two lines swapped
                if (lines.size() > 2) {
                    java.util.Collections.swap(lines, 1 + random.nextInt(lines.size() - 1), 1 + random.nextInt(lines.size() - 1));
                }
            }
            case 6 -> { // a key given twice: a field of the line copied to its start
                if (lines.size() > 1) {
                    int l = 1 + random.nextInt(lines.size() - 1);
                    String s = new String(lines.get(l), StandardCharsets.UTF_8);
                    int comma = s.indexOf(',', 1 + random.nextInt(Math.max(1, s.length() - 1)));
                    int start = s.lastIndexOf(',', Math.max(0, comma - 1));
                    if (comma > 0 && start > 0) {
                        s = "{" + s.substring(start + 1, comma) + "," + s.substring(1);
                    }
                    lines.set(l, s.getBytes(StandardCharsets.UTF_8));
                }
            }
            case 7 -> { // a huge value
                return splice(b, at, ("\"" + "x".repeat(random.nextInt(4) > 0 ? 70_000 : 1_100_000) + "\"")
                        .getBytes(StandardCharsets.UTF_8));
            }
            case 8 -> { // bytes that are not UTF-8
                byte[][] bad = { { (byte) 0xC3, 0x28 }, { (byte) 0xFF }, { (byte) 0xED, (byte) 0xA0, (byte) 0x80 }, { (byte) 0xE2, (byte) 0x82 } };
                return splice(b, at, bad[random.nextInt(bad.length)]);
            }
            case 9 -> { // a raw control character
                return splice(b, at, new byte[] { (byte) random.nextInt(0x20) });
            }
            default -> { // a token of JSON or of the journal
                return splice(b, at, TOKENS[random.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] l : lines) {
            out.writeBytes(l);
            out.write('\n');
        }
        return out.toByteArray();
    }

    private static List<byte[]> splitLines(byte[] b) {
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\n') {
                lines.add(java.util.Arrays.copyOfRange(b, start, i));
                start = i + 1;
            }
        }
        if (start < b.length) {
            lines.add(java.util.Arrays.copyOfRange(b, start, b.length));
        }
        return lines;
    }

    private static byte[] splice(byte[] b, int at, byte[] insert) {
        byte[] c = new byte[b.length + insert.length];
        System.arraycopy(b, 0, c, 0, at);
        System.arraycopy(insert, 0, c, at, insert.length);
        System.arraycopy(b, at, c, at + insert.length, b.length - at);
        return c;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FileJournal;
import org.rookery.engine.journal.StoredFact;
import org.rookery.testing.ChildJvm;

import com.google.gson.JsonParser;

/**
 * Kills a process that is appending facts with SIGKILL, twice, and proves that every fact it
 * acknowledged is in the journal afterwards, whole and in order.
 */
class JournalKillTest {

    @Test
    void noAcknowledgedFactIsLostWhenTheWriterIsKilled(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("journal.jsonl");
        FileJournal.create(file, Map.of("test", "kill")).close();
        long acknowledged = 0;
        for (int run = 0; run < 2; run++) {
            acknowledged = Math.max(acknowledged, killWhileWriting(file, acknowledged + 40 + run * 17));
            try (FileJournal j = FileJournal.open(file)) {
                List<StoredFact> facts = j.facts();
                assertTrue(facts.size() >= acknowledged, "acknowledged " + acknowledged + " but found " + facts.size());
                for (StoredFact f : facts) {
                    assertEquals(JournalWriterProcess.fact(f.seq()), f.json());
                }
                // A torn tail, if the kill cut a write short, was moved aside, not kept in the journal.
                j.tornTail().ifPresent(t -> assertTrue(Files.exists(t.movedTo().orElseThrow())));
            }
        }
    }

    @Test
    void aBatchIsWholeOrAbsentWhenTheWriterIsKilledMidBatch(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("journal.jsonl");
        FileJournal.create(file, Map.of("test", "kill batches")).close();
        long acknowledged = 0;
        int torn = 0;
        for (int run = 0; run < 3; run++) {
            acknowledged = Math.max(acknowledged, killWhileWriting(file, acknowledged + 3 * JournalWriterProcess.BATCH,
                    "batches"));
            try (FileJournal j = FileJournal.open(file)) {
                List<StoredFact> facts = j.facts();
                assertTrue(facts.size() >= acknowledged, "acknowledged " + acknowledged + " but found " + facts.size());
                assertEquals(0, facts.size() % JournalWriterProcess.BATCH, "only whole batches count: " + facts.size());
                for (StoredFact f : facts) {
                    long end = ((f.seq() - 1) / JournalWriterProcess.BATCH + 1) * JournalWriterProcess.BATCH;
                    assertEquals(JournalWriterProcess.batchFact(f.seq(), end), f.json());
                }
                if (j.tornTail().isPresent()) {
                    torn++;
                }
            }
        }
        System.out.println("batch kill test: " + acknowledged + " facts acknowledged, " + torn + " of 3 kills cut a batch");
    }

    /**
     * Starts the writer, kills it once it acknowledged at least {@code atLeast} facts and returns
     * the last sequence number it acknowledged. Its output goes to a file rather than a pipe so
     * that every acknowledgement written before the kill is seen, including any the test had not
     * read yet.
     */
    private static long killWhileWriting(Path file, long atLeast, String... mode) throws IOException, InterruptedException {
        Path acks = file.resolveSibling("acks-" + atLeast + ".txt");
        String classPath = ChildJvm.classPathOf(FileJournal.class, JournalWriterProcess.class, JsonParser.class);
        List<String> command = new ArrayList<>(List.of(ChildJvm.java(), "-cp", classPath, JournalWriterProcess.class.getName(),
                file.toString()));
        command.addAll(List.of(mode));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.redirectOutput(acks.toFile());
        Process p = pb.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (p.isAlive() && lastAcknowledged(acks) < atLeast && System.nanoTime() < deadline) {
                Thread.sleep(2);
            }
        } finally {
            p.destroyForcibly(); // SIGKILL on Unix: no shutdown hook, no flush, no close
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the writer did not die");
        }
        long last = lastAcknowledged(acks);
        assertTrue(last >= atLeast, "the writer stopped after " + last + " facts (exit " + p.exitValue() + ")");
        return last;
    }

    private static long lastAcknowledged(Path acks) throws IOException {
        List<String> lines = Files.readAllLines(acks, StandardCharsets.UTF_8);
        long last = 0;
        for (String line : lines) {
            if (!line.isBlank()) {
                try {
                    last = Long.parseLong(line.trim());
                } catch (NumberFormatException e) {
                    // the very last number may be half written when the file is read
                }
            }
        }
        return last;
    }
}

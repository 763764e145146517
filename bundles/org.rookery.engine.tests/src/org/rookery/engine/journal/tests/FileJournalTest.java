// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FileJournal;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.SequenceConflictException;
import org.rookery.engine.journal.StoredFact;
import org.rookery.engine.journal.TornTail;

/** The file journal keeps what it acknowledged and refuses files it did not write. */
class FileJournalTest {

    private static String fact(long seq) {
        return "{\"seq\":" + seq + ",\"type\":\"note\",\"text\":\"fact " + seq + "\"}";
    }

    private static Path journalWith(Path dir, int facts) throws IOException {
        Path file = dir.resolve("journal.jsonl");
        try (FileJournal j = FileJournal.create(file, Map.of("format", "g20.tfl"))) {
            for (int i = 1; i <= facts; i++) {
                j.append(i, fact(i));
            }
        }
        return file;
    }

    @Test
    void factsAndHeaderSurviveReopening(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 3);
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals("g20.tfl", j.header().property("format"));
            assertEquals(3, j.facts().size());
            StoredFact third = j.facts().get(2);
            assertEquals(3, third.seq());
            assertEquals(4, third.line(), "the header is line 1");
            assertEquals(fact(3), third.json());
            assertEquals(4, j.nextSequence());
            assertTrue(j.tornTail().isEmpty());
        }
    }

    @Test
    void anAppendWithAStaleSequenceNumberIsRefused(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 2);
        try (FileJournal j = FileJournal.open(file)) {
            assertThrows(SequenceConflictException.class, () -> j.append(2, fact(2)));
            JournalException e = assertThrows(JournalException.class, () -> j.append(3, fact(4)));
            assertTrue(e.getMessage().contains("sequence number is 4"), e.getMessage());
            assertThrows(JournalException.class, () -> j.append(3, "{\"seq\":3,\n\"type\":\"x\"}"));
            assertEquals(2, j.facts().size());
        }
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(2, j.facts().size(), "nothing refused was written");
        }
    }

    @Test
    void aTornLastLineIsMovedAsideAndEveryCompleteFactKept(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 5);
        String torn = "{\"seq\":6,\"type\":\"no";
        Files.writeString(file, torn, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);

        TornTail tail;
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(5, j.facts().size());
            tail = j.tornTail().orElseThrow();
            assertEquals(7, tail.line());
            assertEquals(torn, Files.readString(tail.movedTo().orElseThrow()), "the torn bytes are kept, not dropped");
            j.append(6, fact(6));
        }
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(6, j.facts().size());
            assertEquals(fact(6), j.facts().get(5).json());
            assertTrue(j.tornTail().isEmpty());
        }
    }

    @Test
    void damagedFilesAreNamedByFileAndLineAndLeftUntouched(@TempDir Path dir) throws IOException {
        String header = Files.readString(journalWith(dir.resolve("h"), 0));
        String[][] cases = {
                { header + fact(1) + "\n{\"seq\":2,\"type\":\n" + fact(3) + "\n", ":3: not valid JSON" },
                { header + fact(1) + "\n" + fact(3) + "\n", ":3: the fact's sequence number is 3 but fact 2" },
                { header + fact(1) + "\n" + fact(1) + "\n", ":3: the fact's sequence number is 1" },
                { header + "[1,2]\n", ":2: not a JSON object" },
                { header + "{\"type\":\"x\"}\n", ":2: the fact has no whole-number 'seq'" },
                { header + "\n" + fact(1) + "\n", ":2: empty line" },
                { "{\"hello\":1}\n" + fact(1) + "\n", ":1: the first line is not a Rookery journal header" },
                { header.replace("\"version\":1", "\"version\":99"), ":1: journal version 99 is newer" },
                { header + fact(1) + " trailing\n", ":2: " },
        };
        int n = 0;
        for (String[] c : cases) {
            Path file = dir.resolve("bad" + (n++) + ".jsonl");
            Files.writeString(file, c[0]);
            byte[] before = Files.readAllBytes(file);
            JournalException e = assertThrows(JournalException.class, () -> FileJournal.open(file).close(), c[1]);
            assertTrue(e.getMessage().startsWith(file + ":"), e.getMessage());
            assertTrue(e.getMessage().contains(c[1]), "expected '" + c[1] + "' in: " + e.getMessage());
            assertArrayEquals(before, Files.readAllBytes(file), "a damaged journal is never rewritten");
        }
    }

    @Test
    void aHugeLineIsRefusedWithoutReadingItAll(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 1);
        byte[] huge = new byte[3 << 20];
        java.util.Arrays.fill(huge, (byte) 'x');
        Files.write(file, huge, java.nio.file.StandardOpenOption.APPEND);
        long size = Files.size(file);
        JournalException e = assertThrows(JournalException.class, () -> FileJournal.open(file).close());
        assertTrue(e.getMessage().startsWith(file + ":3: line is longer than"), e.getMessage());
        assertEquals(size, Files.size(file), "a hostile tail is not cut off");
        try (var list = Files.list(dir)) {
            assertEquals(1, list.count(), "nothing moved aside either");
        }
    }

    @Test
    void bytesThatAreNotUtf8AreRefused(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 1);
        Files.write(file, new byte[] { '{', (byte) 0xC3, (byte) 0x28, '}', '\n' }, java.nio.file.StandardOpenOption.APPEND);
        JournalException e = assertThrows(JournalException.class, () -> FileJournal.open(file).close());
        assertTrue(e.getMessage().endsWith(":3: not UTF-8 text at byte 2 of the line (0xC3 is not part of a UTF-8 character)"), e.getMessage());
    }

    @Test
    void aJournalIsNeverCreatedOverAnother(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 2);
        byte[] before = Files.readAllBytes(file);
        assertThrows(JournalException.class, () -> FileJournal.create(file, Map.of()));
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void twoWritersNeverInterleaveTheSecondIsToldToReopen(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 1);
        try (FileJournal first = FileJournal.open(file); FileJournal second = FileJournal.open(file)) {
            first.append(2, fact(2));
            JournalException e = assertThrows(SequenceConflictException.class, () -> second.append(2, fact(2)));
            assertTrue(e.getMessage().contains("another program added to the journal since it was opened"), e.getMessage());
        }
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(2, j.facts().size(), "the stale append wrote nothing");
        }
    }

    @Test
    void aCompleteLastFactWithoutItsNewlineIsAFactForReadersAndWriters(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 3);
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length - 1));
        try (FileJournal j = FileJournal.read(file)) {
            assertEquals(3, j.facts().size());
            assertTrue(j.tornTail().isEmpty());
        }
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(3, j.facts().size());
            j.append(4, fact(4));
        }
        assertEquals(new String(whole, StandardCharsets.UTF_8) + fact(4) + "\n", Files.readString(file),
                "the writer gave the fact its newline before appending");
    }

    @Test
    void aReaderReportsATornTailAndLeavesTheFileAsItIs(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 2);
        Files.writeString(file, "{\"seq\":3,\"ty", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
        byte[] before = Files.readAllBytes(file);
        try (FileJournal j = FileJournal.read(file)) {
            assertEquals(2, j.facts().size());
            TornTail t = j.tornTail().orElseThrow();
            assertEquals(4, t.line());
            assertTrue(t.movedTo().isEmpty());
            assertTrue(t.describe().startsWith(file + ":4: torn last line (12 bytes, never acknowledged) is not counted"),
                    t.describe());
            JournalException e = assertThrows(JournalException.class, () -> j.append(3, fact(3)));
            assertTrue(e.getMessage().endsWith("opened only for reading"), e.getMessage());
        }
        assertArrayEquals(before, Files.readAllBytes(file));
        try (var list = Files.list(dir)) {
            assertEquals(1, list.count(), "nothing moved aside by a reader");
        }
    }

    private static String batchFact(long seq, long end) {
        return "{\"seq\":" + seq + ",\"batchEnd\":" + end + ",\"type\":\"note\",\"text\":\"fact " + seq + "\"}";
    }

    @Test
    void aBatchIsWrittenWholeAndABatchCutShortIsNotCounted(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 1);
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(3, j.appendAll(2, java.util.List.of(batchFact(2, 4), batchFact(3, 4), batchFact(4, 4))).size());
            assertThrows(JournalException.class, () -> j.appendAll(5, java.util.List.of(fact(5), fact(6))),
                    "the facts of a batch must name its last fact");
            assertEquals(4, j.facts().size(), "a refused batch writes nothing");
        }
        String whole = Files.readString(file);
        // a crash after two facts of a batch of three reached the disk
        Files.writeString(file, whole + batchFact(5, 7) + "\n" + batchFact(6, 7) + "\n");
        try (FileJournal j = FileJournal.read(file)) {
            assertEquals(4, j.facts().size());
            assertEquals("unfinished batch (facts 5-6 of 5-7)", j.tornTail().orElseThrow().what());
            assertEquals(6, j.tornTail().orElseThrow().line());
        }
        try (FileJournal j = FileJournal.open(file)) {
            assertEquals(4, j.facts().size());
            assertEquals(batchFact(5, 7) + "\n" + batchFact(6, 7) + "\n",
                    Files.readString(j.tornTail().orElseThrow().movedTo().orElseThrow()));
        }
        assertEquals(whole, Files.readString(file));
        // a batch with a fact missing in the middle of the journal is damage, not a torn tail
        Files.writeString(file, whole + batchFact(5, 7) + "\n" + fact(6) + "\n");
        JournalException e = assertThrows(JournalException.class, () -> FileJournal.read(file).close());
        assertTrue(e.getMessage().contains(":7: fact 6 should belong to the batch that ends with fact 7"), e.getMessage());
    }

    @Test
    void keysGivenTwiceAndDeepNestingAreRefusedByLineAndColumn(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 1);
        String header = Files.readString(file).lines().findFirst().orElseThrow();
        Files.writeString(file, header + "\n{\"seq\":1,\"type\":\"note\",\"seq\":1}\n");
        JournalException e = assertThrows(JournalException.class, () -> FileJournal.read(file).close());
        assertEquals(file + ":2: not valid JSON at column 24: the key 'seq' is given twice in one object", e.getMessage());
        Files.writeString(file, header + "\n{\"seq\":1,\"x\":" + "[".repeat(100_000) + "\n");
        e = assertThrows(JournalException.class, () -> FileJournal.read(file).close());
        assertTrue(e.getMessage().startsWith(file + ":2: not valid JSON at column "), e.getMessage());
        assertTrue(e.getMessage().endsWith("nested more than 32 levels deep"), e.getMessage());
    }

    @Test
    void aMissingJournalIsNamed(@TempDir Path dir) {
        Path file = dir.resolve("none.jsonl");
        JournalException e = assertThrows(JournalException.class, () -> FileJournal.open(file));
        assertEquals(file + ": no journal here", e.getMessage());
    }
}

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
            assertEquals(torn, Files.readString(tail.movedTo()), "the torn bytes are kept, not dropped");
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
        assertTrue(e.getMessage().endsWith(":3: not UTF-8 text"), e.getMessage());
    }

    @Test
    void aJournalIsNeverCreatedOverAnother(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 2);
        byte[] before = Files.readAllBytes(file);
        assertThrows(JournalException.class, () -> FileJournal.create(file, Map.of()));
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void anOpenJournalCannotBeOpenedTwice(@TempDir Path dir) throws IOException {
        Path file = journalWith(dir, 1);
        try (FileJournal j = FileJournal.open(file)) {
            JournalException e = assertThrows(JournalException.class, () -> FileJournal.open(file).close());
            assertTrue(e.getMessage().contains("open in another program"), e.getMessage());
        }
        FileJournal.open(file).close();
    }

    @Test
    void aMissingJournalIsNamed(@TempDir Path dir) {
        Path file = dir.resolve("none.jsonl");
        JournalException e = assertThrows(JournalException.class, () -> FileJournal.open(file));
        assertEquals(file + ": no journal here", e.getMessage());
    }
}

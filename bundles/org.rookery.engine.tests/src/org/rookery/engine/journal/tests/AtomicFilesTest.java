// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.AtomicFiles;

/** Whole-file writes replace a file in one step and leave no temporary files behind. */
class AtomicFilesTest {

    @Test
    void writeReplacesAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("snapshot.json");
        AtomicFiles.write(f, "one".getBytes());
        AtomicFiles.write(f, "two".getBytes());
        assertEquals("two", Files.readString(f));
        try (var list = Files.list(dir)) {
            assertEquals(1, list.count());
        }
    }

    @Test
    void writeNewNeverReplaces(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("format.tfl");
        AtomicFiles.writeNew(f, "first".getBytes());
        assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.writeNew(f, "second".getBytes()));
        assertEquals("first", Files.readString(f));
        try (var list = Files.list(dir)) {
            assertEquals(1, list.count());
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.export.Column;
import org.rookery.export.ExportFiles;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.Section;

/** Exports are written atomically: a failure never leaves a half file or touches the old one. */
class ExportFilesTest {

    @TempDir
    Path dir;

    @Test
    void aSuccessfulExportReplacesTheFileAndLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("standings.html");
        Files.writeString(target, "old");
        ExportFiles.write(target, ReportWriter.html(), Samples.event());
        assertTrue(Files.readString(target).contains("Rookery Open 2026"));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList());
        }
    }

    @Test
    void aFailedExportLeavesTheOldFileWholeAndNoHalfFile() throws Exception {
        Path target = dir.resolve("standings.pdf");
        Files.writeString(target, "the earlier export");
        Report unprintable = new Report("Shogi", "", List.of(new Section("S", List.of(Column.left("Name")),
                List.of(List.of("羽生善治")))));
        assertThrows(IllegalArgumentException.class, () -> ExportFiles.write(target, ReportWriter.pdf(), unprintable));
        assertEquals("the earlier export", Files.readString(target));
        assertThrows(IOException.class, () -> ExportFiles.write(target, out -> {
            out.write("half a file".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("the earlier export", Files.readString(target));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList(), "no temporary file left behind");
        }
    }

    @Test
    void anExportGetsTheUsualPermissionsOfANewFileNotPrivateOnes() throws Exception {
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        Path target = dir.resolve("standings.csv");
        ExportFiles.write(target, ReportWriter.csv(), Samples.event());
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(target));
    }

    @Test
    void aMissingFolderIsNamed() {
        Path target = dir.resolve("no-such-folder").resolve("x.csv");
        NoSuchFileException e = assertThrows(NoSuchFileException.class,
                () -> ExportFiles.write(target, ReportWriter.csv(), Samples.event()));
        assertTrue(e.getMessage().contains("no-such-folder"), e.getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.rookery.cli.tests.HostileEvents.assertOwnWords;
import static org.rookery.cli.tests.HostileEvents.readOnly;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.journal.SequenceConflictException;
import org.rookery.format.api.FormatTool;

/**
 * Events on a full disk, a read-only medium and an immutable journal, for real: a small tmpfs is
 * mounted for the test (the tests run as root, as CI does) and the journal is made immutable with
 * chattr; where the machine does not allow it, the test is skipped and says why. Also readers
 * and an idle writer next to a writer.
 */
class FullAndReadOnlyDisksTest {

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }

    /** Mounts a tmpfs of {@code size} at {@code dir}, or skips the test saying why it cannot. */
    private static void mount(Path dir, String size) throws Exception {
        Files.createDirectories(dir);
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a small file system needs root");
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString()) == 0,
                "this machine does not allow mounting a tmpfs");
    }

    private static void unmount(Path dir) throws Exception {
        assertEquals(0, run("umount", dir.toString()), "could not unmount " + dir);
    }

    @Test
    void aFullDiskKeepsNothingOfTheBatchAndSaysWhichFile(@TempDir Path dir) throws Exception {
        Path disk = dir.resolve("disk");
        mount(disk, "96k");
        try {
            Path event = HostileEvents.example("guardian-club", disk);
            Path journal = event.resolve("journal.jsonl");
            // fill the disk to the last byte
            try (OutputStream out = Files.newOutputStream(disk.resolve("filler"))) {
                byte[] block = new byte[1024];
                while (true) {
                    out.write(block);
                    out.flush();
                }
            } catch (IOException full) {
                // the disk is full
            }
            byte[] before = Files.readAllBytes(journal);
            List<String> facts = new ArrayList<>();
            for (int i = 7; i < 80; i++) {
                facts.add("{\"type\":\"register\",\"player\":\"P" + i + "\",\"name\":\"Player number " + i + " of the batch\"}");
            }
            CliRun add = CliRun.addFacts(event, dir, facts);
            assertEquals(Command.FAILED, add.exitCode, add.out());
            assertEquals("", add.out(), "no fact is acknowledged");
            assertTrue(add.err().startsWith("rookery event add: " + journal + ": the 73 facts could not be written"
                    + " (No space left on device); nothing of them was kept: the journal ends with fact 26 as before"), add.err());
            assertOwnWords(add);
            assertArrayEquals(before, Files.readAllBytes(journal), "no partial line is left behind");
            try (var list = Files.list(event)) {
                assertEquals(List.of("README.md", "format", "journal.jsonl"), list.map(p -> p.getFileName().toString()).sorted().toList());
            }
            // once there is room again the same batch is recorded whole
            Files.delete(disk.resolve("filler"));
            CliRun again = CliRun.addFacts(event, dir, facts);
            assertEquals(Command.OK, again.exitCode, again.err());
            assertEquals(73, again.lines().size());
            assertEquals(Command.OK, CliRun.of("replay", event.toString()).exitCode);
        } finally {
            unmount(disk);
        }
    }

    @Test
    void anEventOnAReadOnlyMediumIsReadButNotWritten(@TempDir Path dir) throws Exception {
        Path disk = dir.resolve("disk");
        mount(disk, "1m");
        try {
            Path event = HostileEvents.example("guardian-club", disk);
            String standings = CliRun.of("score", event.toString()).out();
            assertEquals(0, run("mount", "-o", "remount,ro", disk.toString()), "could not make the tmpfs read-only");
            CliRun score = readOnly(event, "score", event.toString());
            assertEquals(Command.OK, score.exitCode, score.err());
            assertEquals(standings, score.out());
            assertEquals(Command.OK, readOnly(event, "replay", event.toString()).exitCode);
            CliRun export = readOnly(event, "export", event.toString(), "--html", dir.resolve("ro.html").toString());
            assertEquals(Command.OK, export.exitCode, export.err());
            CliRun add = CliRun.addFacts(event, dir, List.of("{\"type\":\"register\",\"player\":\"P7\"}"));
            assertEquals(Command.FAILED, add.exitCode);
            assertEquals("rookery event add: " + event.resolve("journal.jsonl") + ": the journal cannot be written"
                    + " (Read-only file system): it is on a read-only medium, immutable or not yours; it can still be read",
                    add.err().strip());
        } finally {
            unmount(disk);
        }
    }

    @Test
    void anImmutableJournalIsReadButNotWritten(@TempDir Path dir) throws Exception {
        Path event = HostileEvents.example("guardian-club", dir.resolve("immutable"));
        Path journal = event.resolve("journal.jsonl");
        String standings = CliRun.of("score", event.toString()).out();
        assumeTrue(run("chattr", "+i", journal.toString()) == 0, "chattr +i is not available here (needs root and ext4, xfs or tmpfs)");
        try {
            CliRun score = readOnly(event, "score", event.toString());
            assertEquals(Command.OK, score.exitCode, score.err());
            assertEquals(standings, score.out());
            CliRun replay = readOnly(event, "replay", event.toString());
            assertEquals("replay: ok", replay.lastLine(), replay.err());
            CliRun add = CliRun.addFacts(event, dir, List.of("{\"type\":\"register\",\"player\":\"P7\"}"));
            assertEquals(Command.FAILED, add.exitCode);
            assertEquals("rookery event add: " + journal + ": the journal cannot be written (Operation not permitted):"
                    + " it is on a read-only medium, immutable or not yours; it can still be read", add.err().strip());
        } finally {
            run("chattr", "-i", journal.toString());
        }
    }

    @Test
    void readersAndAnIdleWriterNeverBlockAWriter(@TempDir Path dir) throws Exception {
        Path event = HostileEvents.example("guardian-club", dir.resolve("shared"));
        FormatTool tool = new FormatTool();
        try (EventFolder reader = EventFolder.read(event, tool.loader(), Variants.registry(), InstantSource.system());
                EventFolder workbench = EventFolder.open(event, tool.loader(), Variants.registry(), InstantSource.system())) {
            CliRun add = CliRun.addFacts(event, dir, List.of("{\"type\":\"register\",\"player\":\"P7\",\"name\":\"Gus\"}"));
            assertEquals(Command.OK, add.exitCode, add.err());
            assertEquals("fact 27 by Maria: player P7 (Gus) registered", add.out().strip());
            assertEquals(Command.OK, CliRun.of("score", event.toString()).exitCode, "a reader next to readers");
            // the idle writer's view is stale now: its append is refused, not interleaved
            SequenceConflictException e = assertThrows(SequenceConflictException.class,
                    () -> workbench.record(new FactBody.Register("P8", "Hal", java.util.Optional.empty(), 0,
                            java.util.Optional.empty()), "Ruth"));
            assertTrue(e.getMessage().contains("another program added to the journal since it was opened"), e.getMessage());
            assertEquals(26, reader.facts().size());
        }
        assertEquals(28, Files.readAllLines(event.resolve("journal.jsonl")).size());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code rookery simulate} never runs without end: a size beyond the language's bounds is refused
 * before anything is played, a field too large for a dry run is named at once, and a format at
 * the bounds plays to its end.
 */
class SimulateBoundsTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private static Path g20(Path dir, String from, String to) throws IOException {
        Files.createDirectories(dir.resolve("shared"));
        Files.copy(FORMATS.resolve("shared/giraffe-capture.tfl"), dir.resolve("shared/giraffe-capture.tfl"));
        String text = Files.readString(FORMATS.resolve("g20.tfl"));
        assertTrue(text.contains(from), from);
        Path file = dir.resolve("g20-big.tfl");
        Files.writeString(file, text.replace(from, to));
        return file;
    }

    @Test
    void anAbsurdSizeIsRefusedBeforeAnythingIsPlayed(@TempDir Path dir) throws IOException {
        Path file = g20(dir, "games per innings 10", "games per innings 2147483647");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> CliRun.of("simulate", file.toString()));
        assertEquals(Command.FAILED, r.exitCode, r.out());
        assertTrue(r.err().contains("at most 100"), r.err());
        assertTrue(!r.err().contains("Exception"), r.err());
    }

    @Test
    void aFieldTooLargeForADryRunIsNamedAtOnce() {
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> CliRun.of("simulate", "--players", "100000",
                FORMATS.resolve("fide-open.tfl").toString()));
        assertEquals(Command.FAILED, r.exitCode, r.out() + r.err());
        assertTrue(r.lastLine().startsWith("simulate: did not complete: ") && r.lastLine().contains("more than the 50000"
                + " a dry run plays") && r.lastLine().contains("--players"), r.out());
    }

    @Test
    void aMatchAtTheBoundsPlaysToItsEnd(@TempDir Path dir) throws IOException {
        Path file = g20(dir, "innings per side 2", "innings per side 10");
        String text = Files.readString(file).replace("games per innings 10", "games per innings 100")
                .replace("stopping player max 2 games per innings", "stopping player max 20 games per innings");
        Files.writeString(file, text);
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> CliRun.of("simulate", file.toString()));
        assertEquals(Command.OK, r.exitCode, r.out() + r.err());
        assertTrue(r.lastLine().startsWith("simulate: completed: "), r.lastLine());
    }
}

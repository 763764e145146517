// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/** {@code replay}, {@code score} and {@code simulate} on the shipped example events and formats. */
class ExampleEventsCommandTest {

    private static final Path EVENTS = Path.of("../../examples/events").toAbsolutePath().normalize();
    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    /** A copy, so that nothing a command does can change the shipped example. */
    private static Path copy(String example, Path dir) throws IOException {
        Path source = EVENTS.resolve(example);
        Path target = dir.resolve(example);
        HostileEvents.copyTree(source, target);
        return target;
    }

    @Test
    void theG20MatchReplaysCleanAndScoresAsItsReadmeSays(@TempDir Path dir) throws IOException {
        Path event = copy("g20-match", dir);
        CliRun replay = CliRun.of("replay", event.toString());
        assertEquals(Command.OK, replay.exitCode, replay.out() + replay.err());
        assertTrue(replay.out().contains(": 85 facts ("), replay.out());
        assertEquals("replay: ok", replay.lastLine());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.out().contains("Innings 3 (follow-on): Zebras batting, Camels stopping"), score.out());
        assertTrue(score.out().contains("Totals: Camels 281, Zebras 73"), score.out());
        assertTrue(score.out().contains("Result: Camels win by 208 points (281 to 73)"), score.out());
    }

    @Test
    void theGuardianAllPlayAllScoresAsItsReadmeSays(@TempDir Path dir) throws IOException {
        Path event = copy("guardian-club", dir);
        CliRun replay = CliRun.of("replay", event.toString());
        assertEquals(Command.OK, replay.exitCode, replay.out() + replay.err());
        assertEquals("replay: ok", replay.lastLine());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.out().contains("Standings after round 5"), score.out());
        java.util.List<String> rows = score.lines().stream().filter(l -> l.matches("^\\d.*")).toList();
        assertEquals(6, rows.size(), score.out());
        assertTrue(rows.get(0).matches("1\\s+Asha Rao\\s+3.5\\s+8.5\\s+3"), rows.get(0));
        assertTrue(rows.get(2).matches("3\\s+Chen Li\\s+2.5\\s+5.75\\s+2"), rows.get(2));
        assertTrue(rows.get(5).matches("6\\s+Emil Berg\\s+1.5\\s+4.5\\s+1"), rows.get(5));
    }

    @Test
    void theFesaSwissReplaysWithItsSennichiteAndDeclarationAndScoresAsItsReadmeSays(@TempDir Path dir)
            throws IOException {
        Path event = copy("fesa-swiss", dir);
        CliRun replay = CliRun.of("replay", event.toString());
        assertEquals(Command.OK, replay.exitCode, replay.out() + replay.err());
        assertTrue(replay.out().contains("1 declaration") && replay.out().contains("1 sennichite"), replay.out());
        assertEquals("replay: ok", replay.lastLine());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        java.util.List<String> rows = score.lines().stream().filter(l -> l.matches("^\\d.*")).toList();
        assertEquals(16, rows.size(), score.out());
        assertTrue(rows.get(0).matches("1\\s+Pavel Horak\\s+4\\s+8\\s.*"), rows.get(0));
        assertTrue(rows.get(1).matches("2\\s+Eva Szabo\\s+3\\s+11\\s.*"), rows.get(1));
        assertTrue(rows.get(15).matches("16\\s+Ole Hansen\\s+0\\s+9\\s.*"), rows.get(15));
    }

    @Test
    void theNewportEveningScoresAsItsReadmeSays(@TempDir Path dir) throws IOException {
        Path event = copy("newport-evening", dir);
        CliRun replay = CliRun.of("replay", event.toString());
        assertEquals(Command.OK, replay.exitCode, replay.out() + replay.err());
        assertEquals("replay: ok", replay.lastLine());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        java.util.List<String> rows = score.lines().stream().filter(l -> l.matches("^\\d.*")).toList();
        assertEquals(6, rows.size(), score.out());
        assertTrue(rows.get(0).matches("1\\s+Alice & Lev\\s+4.5"), rows.get(0));
        assertTrue(rows.get(5).matches("6\\s+Faye & Gus\\s+1.5"), rows.get(5));
    }

    @Test
    void simulateFindsTheG20MatchCompletes() {
        CliRun r = CliRun.of("simulate", "--seed", "3", FORMATS.resolve("g20.tfl").toString());
        assertEquals(Command.OK, r.exitCode, r.out() + r.err());
        assertTrue(r.out().startsWith("simulating G20 with seed 3"), r.out());
        assertTrue(r.out().contains("innings 1: "), r.out());
        assertTrue(r.lastLine().startsWith("simulate: completed: "), r.lastLine());
    }

    @Test
    void simulateNamesAFormatThatDoesNotCompile(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("broken.tfl");
        Files.writeString(broken, "format Broken {\n  game { variant nosuchgame }\n}\n");
        CliRun r = CliRun.of("simulate", broken.toString());
        assertEquals(Command.FAILED, r.exitCode);
        assertTrue(r.err().startsWith("rookery simulate: "), r.err());
    }
}

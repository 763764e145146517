// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code rookery pair --explain --round N}: the engine's reasons for a round paired in an earlier
 * run, the same as it gave when it paired the round, and for every round of the FESA example.
 */
class PastReasonsCommandTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    @Test
    void theReasonsOfARoundAreTheOnesGivenWhenItWasPaired(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FORMATS.resolve("fide-open.tfl"));
        List<String> facts = new ArrayList<>();
        for (int i = 1; i <= 11; i++) {
            facts.add("{\"type\":\"register\",\"player\":\"P" + i + "\",\"name\":\"Player " + i + "\",\"rating\":" + (2300 - 20 * i) + "}");
        }
        assertEquals(Command.OK, CliRun.addFacts(event, dir, facts).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", "--explain", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        List<String> given = pair.lines().stream().filter(l -> l.startsWith("  ")).toList();
        assertFalse(given.isEmpty(), pair.out());
        // round 1's results, then round 2 paired: round 1's reasons are still those it was paired with
        List<String[]> boards = RoundPrintoutsCommandTest.boards(event, 1);
        StringBuilder results = new StringBuilder();
        for (int b = 1; b <= boards.size(); b++) {
            results.append(b).append(b % 2 == 0 ? " =" : " 1-0").append('\n');
        }
        Path file = dir.resolve("r1.txt");
        Files.writeString(file, results, StandardCharsets.UTF_8);
        assertEquals(Command.OK, CliRun.of("event", "results", event.toString(), "1", file.toString()).exitCode);
        assertEquals(Command.OK, CliRun.of("pair", "--by", "Maria", event.toString()).exitCode);
        CliRun past = CliRun.of("pair", "--explain", "--round", "1", event.toString());
        assertEquals(Command.OK, past.exitCode, past.err());
        assertEquals("round 1: 5 games, 1 byes", past.lines().get(0));
        assertEquals(given, past.lines().stream().filter(l -> l.startsWith("  ")).toList());
        assertEquals(Command.OK, CliRun.of("pair", "--explain", "--round", "2", event.toString()).exitCode);
        CliRun none = CliRun.of("pair", "--explain", "--round", "3", event.toString());
        assertEquals(Command.FAILED, none.exitCode);
        assertTrue(none.err().contains("round 3 is not paired; the paired rounds are 1 to 2"), none.err());
    }

    @Test
    void everyRoundOfTheFesaExampleHasItsReasons(@TempDir Path dir) throws Exception {
        Path event = RoundPrintoutsCommandTest.copy("fesa-swiss", dir);
        for (int round = 1; round <= 4; round++) {
            CliRun r = CliRun.of("pair", "--explain", "--round", Integer.toString(round), event.toString());
            assertEquals(Command.OK, r.exitCode, r.err());
            assertEquals("round " + round + ": 8 games, 0 byes", r.lines().get(0), r.out());
            assertTrue(r.lines().size() > 8, r.out());
        }
    }
}

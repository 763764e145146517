// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code rookery event add} of a sennichite without a replay id: the application layer gives the
 * replay its id when the format's policy replays the game, as the workbench does, so that a user
 * of the command line never invents one.
 */
class SennichiteReplayIdCommandTest {

    private static final Path FESA = Path.of("../../examples/formats/fesa-shogi.tfl").toAbsolutePath().normalize();

    @Test
    void theReplayOfASennichiteGetsItsIdFromTheEvent(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FESA);
        CliRun round = CliRun.addFacts(event, dir, List.of(
                "{\"type\":\"register\",\"player\":\"S01\",\"name\":\"Hana Ito\"}",
                "{\"type\":\"register\",\"player\":\"S02\",\"name\":\"Lukas Weber\"}",
                "{\"type\":\"pairing\",\"round\":1,\"boards\":[{\"game\":\"1.1\",\"white\":\"S01\",\"black\":\"S02\"}]}"));
        assertEquals(Command.OK, round.exitCode, round.err());

        CliRun first = CliRun.addFacts(event, dir, List.of("{\"type\":\"sennichite\",\"game\":\"1.1\",\"whiteMs\":312000,\"blackMs\":0}"));
        assertEquals(Command.OK, first.exitCode, first.err());
        String journal = Files.readString(event.resolve("journal.jsonl"));
        assertTrue(journal.contains("\"type\":\"sennichite\",\"game\":\"1.1\",\"replay\":\"1.1r\""), journal);

        // the replay ends in sennichite too: its own replay (if the policy gives one) is named from it, never invented
        CliRun second = CliRun.addFacts(event, dir, List.of("{\"type\":\"sennichite\",\"game\":\"1.1r\",\"whiteMs\":0,\"blackMs\":200000}"));
        assertEquals(Command.OK, second.exitCode, second.err() + second.out());
    }

    @Test
    void aSennichiteInAnUnknownGameIsRefusedByTheEngineWithItsRule(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FESA);
        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        CliRun r = CliRun.addFacts(event, dir, List.of("{\"type\":\"sennichite\",\"game\":\"9.9\"}"));
        assertEquals(Command.FAILED, r.exitCode, r.out());
        assertTrue(r.err().contains("refused") && r.err().contains("nothing was written"), r.err());
        assertEquals(new String(before), Files.readString(event.resolve("journal.jsonl")));
    }
}

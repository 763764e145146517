// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * {@code rookery event results DIR ROUND [FILE]}: a round's results typed by board, each line
 * checked, all recorded as result facts or none, on a ten-player open paired by the command line.
 */
class ResultsEntryCommandTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private static Path pairedOpen(Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FORMATS.resolve("fide-open.tfl"));
        List<String> facts = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            facts.add("{\"type\":\"register\",\"player\":\"P" + i + "\",\"name\":\"Player " + i + "\",\"rating\":" + (2300 - 20 * i) + "}");
        }
        assertEquals(Command.OK, CliRun.addFacts(event, dir, facts).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err() + pair.out());
        return event;
    }

    private static CliRun results(Path event, Path dir, String lines) throws Exception {
        Path file = dir.resolve("results.txt");
        Files.writeString(file, lines, StandardCharsets.UTF_8);
        return CliRun.of("event", "results", "--by", "Maria", event.toString(), "1", file.toString());
    }

    @Test
    void aRoundTypedByBoardIsRecordedAsResultFacts(@TempDir Path dir) throws Exception {
        Path event = pairedOpen(dir);
        List<String[]> boards = RoundPrintoutsCommandTest.boards(event, 1);
        CliRun r = results(event, dir, "1 1-0\n2 =\n\n# board 3 from the slip\n3 0-1 time forfeit\n4 1-0 checkmate\n5 ½-½ repetition\n");
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        assertEquals(5, r.lines().size(), r.out());
        String journal = Files.readString(event.resolve("journal.jsonl"), StandardCharsets.UTF_8);
        String game1 = gameOf(journal, boards.get(0));
        assertTrue(journal.contains("\"type\":\"result\",\"game\":\"" + game1 + "\",\"outcome\":\"white-wins\",\"ending\":\"resignation\""),
                journal);
        assertTrue(journal.contains("\"outcome\":\"draw\",\"ending\":\"agreement\""), journal);
        assertTrue(journal.contains("\"outcome\":\"black-wins\",\"ending\":\"time-forfeit\""), journal);
        assertTrue(journal.contains("\"outcome\":\"white-wins\",\"ending\":\"checkmate\""), journal);
        assertTrue(journal.contains("\"outcome\":\"draw\",\"ending\":\"repetition\""), journal);
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
    }

    @Test
    void everyWrongLineIsNamedAndNothingIsRecorded(@TempDir Path dir) throws Exception {
        Path event = pairedOpen(dir);
        String before = Files.readString(event.resolve("journal.jsonl"), StandardCharsets.UTF_8);
        CliRun r = results(event, dir, "1 1-0\n6 1-0\n2 x\n3 1-1f\n4 0-1 crowning\n1 0-1\n5 =\n");
        assertEquals(Command.FAILED, r.exitCode, r.out());
        String err = r.err();
        assertTrue(err.contains("results.txt:2: '6 1-0': round 1 has boards 1 to 5, not board 6"), err);
        assertTrue(err.contains("results.txt:3: '2 x': 'x' is not a result; write 1-0, 0-1 or = (a draw)"), err);
        assertTrue(err.contains("results.txt:4: '3 1-1f': '1-1f' is not a forfeit"), err);
        assertTrue(err.contains("results.txt:5: '4 0-1 crowning': "), err);
        assertTrue(err.contains("has no win by crowning"), err);
        assertTrue(err.contains("results.txt:6: '1 0-1': "), err);
        assertTrue(err.contains("has already ended"), err);
        assertTrue(err.contains("5 lines refused; nothing was recorded"), err);
        assertEquals(before, Files.readString(event.resolve("journal.jsonl"), StandardCharsets.UTF_8));
        CliRun unpaired = CliRun.of("event", "results", event.toString(), "2", dir.resolve("results.txt").toString());
        assertEquals(Command.FAILED, unpaired.exitCode);
        assertTrue(unpaired.err().contains("round 2 of " + event + " is not paired"), unpaired.err());
    }

    private static String gameOf(String journal, String[] board) {
        var m = java.util.regex.Pattern.compile("\\{\"game\":\"([^\"]+)\",\"white\":\"" + board[0] + "\",\"black\":\"" + board[1] + "\"")
                .matcher(journal);
        assertTrue(m.find(), journal);
        return m.group(1);
    }
}

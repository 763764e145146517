// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.cli.tests.HostileEvents.DATA;
import static org.rookery.cli.tests.HostileEvents.assertOwnWords;
import static org.rookery.cli.tests.HostileEvents.readOnly;
import static org.rookery.cli.tests.HostileEvents.snapshot;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * Damaged and hostile journals (the files in {@code data/hostile}) through the real commands:
 * every one is either read to the facts it holds, or named by file and line in Rookery's words,
 * and a command that only reads never changes the event folder.
 */
class HostileJournalsTest {

    private static void cut(Path file, int bytes) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(f.length() - bytes);
        }
    }

    @Test
    void aCompleteLastFactWithoutItsNewlineIsAFact(@TempDir Path dir) throws Exception {
        Path intact = HostileEvents.example("guardian-club", dir.resolve("intact"));
        Path event = HostileEvents.example("guardian-club", dir.resolve("cut"));
        cut(event.resolve("journal.jsonl"), 1); // truncate -s -1: only the last newline goes
        String standings = CliRun.of("score", intact.toString()).out();
        assertTrue(standings.contains("1  Asha Rao") || standings.contains("Asha Rao"), standings);

        CliRun score = readOnly(event, "score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertEquals(standings, score.out(), "the last fact (Asha's flag fall) still counts");
        assertEquals("", score.err());
        CliRun replay = readOnly(event, "replay", event.toString());
        assertEquals("replay: ok", replay.lastLine(), replay.out());
        assertTrue(replay.out().contains(": 26 facts"), replay.out());
        CliRun export = readOnly(event, "export", event.toString(), "--csv", dir.resolve("cut.csv").toString());
        assertEquals(Command.OK, export.exitCode, export.err());

        // A writer completes the line and appends after it.
        CliRun add = CliRun.addFacts(event, dir, List.of("{\"type\":\"register\",\"player\":\"P7\",\"name\":\"Gus\"}"));
        assertEquals(Command.OK, add.exitCode, add.err());
        assertEquals("fact 27 by Maria: player P7 (Gus) registered", add.out().strip());
        List<String> lines = Files.readAllLines(event.resolve("journal.jsonl"));
        assertEquals(Files.readAllLines(intact.resolve("journal.jsonl")), lines.subList(0, 27));
        assertEquals(28, lines.size());
    }

    @Test
    void aTornLastLineIsReportedByEveryCommandAndMovedAsideOnlyByAWriter(@TempDir Path dir) throws Exception {
        Path event = HostileEvents.example("guardian-club", dir.resolve("torn"));
        cut(event.resolve("journal.jsonl"), 12);
        for (List<String> command : List.of(List.of("score"), List.of("replay"),
                List.of("export", "--html", dir.resolve("torn.html").toString()))) {
            String[] args = new java.util.ArrayList<String>() {
                private static final long serialVersionUID = 1L;
                {
                    add(command.get(0));
                    add(event.toString());
                    addAll(command.subList(1, command.size()));
                }
            }.toArray(String[]::new);
            CliRun r = readOnly(event, args);
            assertEquals(Command.OK, r.exitCode, r.err());
            assertTrue((r.out() + r.err()).contains(event.resolve("journal.jsonl") + ":27: torn last line ("),
                    command + " did not report the torn line:\n" + r.out() + r.err());
            assertTrue((r.out() + r.err()).contains("is not counted; the file is left as it is"), r.out() + r.err());
        }
        CliRun add = CliRun.addFacts(event, dir, List.of("{\"type\":\"register\",\"player\":\"P7\",\"name\":\"Gus\"}"));
        assertEquals(Command.OK, add.exitCode, add.err());
        assertTrue(add.err().startsWith("rookery event add: " + event.resolve("journal.jsonl") + ":27: torn last line ("),
                add.err());
        assertTrue(add.err().contains("moved to " + event.resolve("journal.jsonl.torn-line-27-")), add.err());
        assertEquals("fact 26 by Maria: player P7 (Gus) registered", add.out().strip());
    }

    @Test
    void factsTheRulesRefuseStopScoreExportAndPair(@TempDir Path dir) throws Exception {
        for (String journal : List.of("unknown-game.jsonl", "unknown-player.jsonl")) {
            Path event = HostileEvents.withJournal(journal, dir);
            String line = event.resolve("journal.jsonl") + ":28: fact 27: ";
            CliRun score = readOnly(event, "score", event.toString());
            assertEquals(Command.FAILED, score.exitCode, journal);
            assertEquals("", score.out(), "no standings that leave a fact out");
            assertTrue(score.err().startsWith("rookery score: " + line), score.err());
            assertTrue(score.err().contains("1 fact in the journal break the rules, so the standings would leave it out"
                    + " and cannot be right"), score.err());

            Path html = dir.resolve(journal + ".html");
            CliRun export = readOnly(event, "export", event.toString(), "--html", html.toString());
            assertEquals(Command.FAILED, export.exitCode, journal);
            assertTrue(export.err().startsWith("rookery export: " + line), export.err());
            assertTrue(export.err().contains("nothing was written to " + html), export.err());
            assertFalse(Files.exists(html), "no page of standings without the refused fact");

            CliRun pair = readOnly(event, "pair", event.toString());
            assertEquals(Command.FAILED, pair.exitCode, journal);
            assertTrue(pair.err().startsWith("rookery pair: " + line), pair.err());

            CliRun replay = readOnly(event, "replay", event.toString());
            assertEquals(Command.FAILED, replay.exitCode);
            assertEquals("replay: 1 problem", replay.lastLine());
        }
    }

    @Test
    void damagedJournalsAreNamedByFileLineAndColumn(@TempDir Path dir) throws Exception {
        Map<String, String> cases = Map.of(
                "duplicate-key.jsonl", ":26: not valid JSON at column 103: the key 'outcome' is given twice in one object",
                "garbage-line.jsonl", ":11: not valid JSON at column 20: expected , or } after a value, found '-'",
                "invalid-utf8.jsonl", ":3: not UTF-8 text at byte 100 of the line (0xC3 is not part of a UTF-8 character)",
                "crlf-in-name.jsonl", ":2: 'name' holds a line break (U+000D) at character 9; names, ids and texts are plain text on one line",
                "escape-in-name.jsonl", ":3: 'name' holds an escape character (U+001B) at character 6",
                "format-outside.jsonl", ":1: the header names the format file '../../../../etc/passwd', outside the event's format folder",
                "format-absolute.jsonl", ":1: the header names the format file '/etc/passwd', outside the event's format folder");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Path event = HostileEvents.withJournal(c.getKey(), dir);
            String expected = event.resolve("journal.jsonl") + c.getValue();
            for (String command : List.of("score", "replay", "pair")) {
                CliRun r = readOnly(event, command, event.toString());
                assertEquals(Command.FAILED, r.exitCode, c.getKey() + " " + command);
                assertTrue(r.err().startsWith("rookery " + command + ": " + expected), command + " " + c.getKey()
                        + ":\n" + r.err());
            }
            CliRun export = readOnly(event, "export", event.toString(), "--trf", dir.resolve("x.trf").toString());
            assertEquals(Command.FAILED, export.exitCode);
            assertTrue(export.err().startsWith("rookery export: " + expected), export.err());
            assertFalse(Files.exists(dir.resolve("x.trf")));
        }
    }

    @Test
    void aFormatFileThatLinksOutOfTheEventIsNotRead(@TempDir Path dir) throws Exception {
        Path event = HostileEvents.example("guardian-club", dir.resolve("linked"));
        Path outside = dir.resolve("elsewhere.tfl");
        Files.move(event.resolve("format/guardian-club.tfl"), outside);
        Files.createSymbolicLink(event.resolve("format/guardian-club.tfl"), outside);
        CliRun score = readOnly(event, "score", event.toString());
        assertEquals(Command.FAILED, score.exitCode, score.out());
        assertTrue(score.err().startsWith("rookery score: " + event.resolve("journal.jsonl")
                + ":1: the format file 'guardian-club.tfl' is a link to " + outside.toRealPath()), score.err());
    }

    @Test
    void anInterruptedBatchIsNotCountedAndRunsAgainSafely(@TempDir Path dir) throws Exception {
        Path intact = HostileEvents.example("guardian-club", dir.resolve("intact"));
        Path event = HostileEvents.withJournal("unfinished-batch.jsonl", dir);
        CliRun score = readOnly(event, "score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.err().contains(event.resolve("journal.jsonl") + ":22: unfinished batch (facts 21-23 of 21-26)"),
                score.err());
        // fact 20 is round 4's only result before the batch: the round is in progress, round 5 not paired
        assertTrue(score.out().contains("Standings after round 3, round 4 in progress: 1 of 3 games played"),
                "the batch's results are not counted:\n" + score.out());

        CliRun again = CliRun.of("event", "add", "--by", "Ruth", event.toString(),
                DATA.resolve("batch-21-26.facts.jsonl").toString());
        assertEquals(Command.OK, again.exitCode, again.err());
        assertTrue(again.err().contains(":22: unfinished batch (facts 21-23 of 21-26)"), again.err());
        assertTrue(again.err().contains(" moved to "), again.err());
        assertEquals(6, again.lines().size(), again.out());
        assertTrue(again.lines().get(0).startsWith("fact 21 by Ruth: "), again.out());
        assertEquals(CliRun.of("score", intact.toString()).out(), CliRun.of("score", event.toString()).out(),
                "the batch run again gives the example's final standings");
        List<String> lines = Files.readAllLines(event.resolve("journal.jsonl"));
        for (String l : lines.subList(21, 27)) {
            assertTrue(l.contains("\"batchEnd\":26"), "each fact of the batch names its last: " + l);
        }
        assertFalse(lines.get(20).contains("batchEnd"));

        // the same file once more, as after a run cut off once its batch was on disk: refused, nothing written
        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        CliRun third = CliRun.of("event", "add", "--by", "Ruth", event.toString(),
                DATA.resolve("batch-21-26.facts.jsonl").toString());
        assertEquals(Command.FAILED, third.exitCode);
        assertEquals("rookery event add: refused: these 6 facts are already recorded, as facts 21-26 (a run of the same"
                + " facts ended before it could say so) (rule: a batch is recorded once); nothing was written", third.err().strip());
        assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")));
    }

    @Test
    void badFactsGivenToEventAddAreNamedInRookerysWords(@TempDir Path dir) throws Exception {
        Map<String, String> cases = Map.of(
                "input-invalid-utf8.facts.jsonl", ":2:43: not UTF-8 text at byte 43 of the line (0xE9 is not part of a UTF-8 character)",
                "input-duplicate-key.facts.jsonl", ":2:47: not valid JSON: the key 'player' is given twice in one object",
                "input-garbage.facts.jsonl", ":2:20: not valid JSON: expected a key in quotes, found 'p'",
                "input-crlf-name.facts.jsonl", ":1: 'name' holds a line break (U+000D) at character 4",
                "input-escape-name.facts.jsonl", ":1: 'name' holds an escape character (U+001B) at character 5",
                "input-c1-control.facts.jsonl", ":1: 'name' holds a control character (U+009B) at character 4",
                "input-long-name.facts.jsonl", ":1: 'name' is 300 characters long; at most 200 are allowed",
                "input-long-id.facts.jsonl", ":1: 'player' is 100 characters long; at most 64 are allowed");
        Path event = HostileEvents.example("guardian-club", dir.resolve("add"));
        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Path input = DATA.resolve(c.getKey());
            CliRun r = CliRun.of("event", "add", event.toString(), input.toString());
            assertEquals(Command.FAILED, r.exitCode, c.getKey());
            assertTrue(r.err().startsWith("rookery event add: " + input + c.getValue()), c.getKey() + ":\n" + r.err());
            assertOwnWords(r);
            assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")), "nothing was written");
        }
        CliRun by = CliRun.of("event", "add", "--by", "Ruth\u001b[2J", event.toString(),
                DATA.resolve("batch-21-26.facts.jsonl").toString());
        assertEquals(Command.FAILED, by.exitCode);
        assertTrue(by.err().startsWith("rookery event add: refused: fact 1 of 6: 'by' holds an escape character (U+001B)"),
                by.err());
        assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")), "nothing was written");
        assertTrue(new String(before, StandardCharsets.UTF_8).endsWith("\n"));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.cli.internal.event.EventCommand;

/** {@code rookery event new / add}, {@code score}, {@code pair} and {@code replay} on fresh event folders. */
class EventCommandsTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private static Path newEvent(Path dir, String format) {
        Path event = dir.resolve("event");
        CliRun r = CliRun.of("event", "new", "--format", FORMATS.resolve(format).toString(), event.toString());
        assertEquals(Command.OK, r.exitCode, r.err());
        assertTrue(r.out().startsWith("created event " + event), r.out());
        return event;
    }

    private static CliRun add(Path event, Path dir, String... lines) throws Exception {
        Path facts = Files.createTempFile(dir, "facts", ".jsonl");
        Files.writeString(facts, String.join("\n", lines) + "\n");
        return CliRun.of("event", "add", "--by", "Maria", event.toString(), facts.toString());
    }

    @Test
    void newCopiesTheFormatWithItsImportsAndCreatesTheJournal(@TempDir Path dir) {
        Path event = newEvent(dir, "g20.tfl");
        assertTrue(Files.isRegularFile(event.resolve("format/g20.tfl")));
        assertTrue(Files.isRegularFile(event.resolve("format/shared/giraffe-capture.tfl")));
        assertTrue(Files.isRegularFile(event.resolve("journal.jsonl")));
        CliRun again = CliRun.of("event", "new", "--format", FORMATS.resolve("g20.tfl").toString(), event.toString());
        assertEquals(Command.FAILED, again.exitCode);
        assertTrue(again.err().startsWith("rookery event new: "), again.err());
    }

    @Test
    void addRecordsFactsAndRefusesWithTheRuleWritingNothing(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "g20.tfl");
        CliRun ok = add(event, dir, "{\"type\":\"register-team\",\"team\":\"A\"}",
                "{\"type\":\"register\",\"player\":\"A1\",\"team\":\"A\",\"by\":\"Jo\"}");
        assertEquals(Command.OK, ok.exitCode, ok.err());
        assertEquals(List.of("fact 1 by Maria: team A (A) registered", "fact 2 by Jo: player A1 (A1) registered for team A"),
                ok.lines());

        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        CliRun refused = add(event, dir, "{\"type\":\"register\",\"player\":\"A2\",\"team\":\"A\"}",
                "{\"type\":\"line-up\",\"team\":\"A\",\"players\":[\"A1\",\"A9\"]}");
        assertEquals(Command.FAILED, refused.exitCode);
        assertTrue(refused.err().startsWith("rookery event add: refused: fact 2 of 2: "), refused.err());
        assertTrue(refused.err().contains("(rule: line-up of registered players); nothing was written"), refused.err());
        assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")));

        CliRun bad = add(event, dir, "{\"type\":\"resign\",\"game\":\"1\"}");
        assertEquals(Command.FAILED, bad.exitCode);
        assertTrue(bad.err().contains(".jsonl:1: unknown fact type 'resign'"), bad.err());
    }

    @Test
    void addReadsStandardInput(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "g20.tfl");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new EventCommand(new ByteArrayInputStream("[{\"type\":\"register-team\",\"team\":\"A\"}]"
                .getBytes(StandardCharsets.UTF_8))).run(List.of("add", "--by", "Maria", event.toString()),
                        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Command.OK, code, err.toString(StandardCharsets.UTF_8));
        assertEquals("fact 1 by Maria: team A (A) registered\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aSwissIsPairedScoredAndReplayed(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "guardian-open.tfl");
        assertEquals(Command.OK, add(event, dir, "{\"type\":\"register\",\"player\":\"P1\",\"name\":\"Ann\",\"rating\":2000}",
                "{\"type\":\"register\",\"player\":\"P2\",\"name\":\"Bob\",\"rating\":1900}",
                "{\"type\":\"register\",\"player\":\"P3\",\"name\":\"Cy\",\"rating\":1800}",
                "{\"type\":\"register\",\"player\":\"P4\",\"name\":\"Di\",\"rating\":1700}").exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        assertTrue(pair.lines().get(0).startsWith("fact 5 by Maria: round 1 paired: 2 games, 0 byes"), pair.out());
        CliRun early = CliRun.of("pair", event.toString());
        assertEquals(Command.FAILED, early.exitCode);
        assertTrue(early.err().startsWith("rookery pair: round 1 is still being played"), early.err());

        String g1 = pair.lines().get(1).split("\\s+")[0];
        String g2 = pair.lines().get(2).split("\\s+")[0];
        assertEquals(Command.OK, add(event, dir,
                "{\"type\":\"result\",\"game\":\"" + g1 + "\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}",
                "{\"type\":\"result\",\"game\":\"" + g2 + "\",\"outcome\":\"draw\",\"ending\":\"stalemate\"}").exitCode);
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.out().contains("Standings after round 1"), score.out());

        CliRun replay = CliRun.of("replay", event.toString());
        assertEquals(Command.OK, replay.exitCode, replay.err());
        assertTrue(replay.out().contains(": 7 facts (1 pairing, 4 register, 2 result)"), replay.out());
        assertEquals("replay: ok", replay.lastLine());
    }

    @Test
    void aStageThatNamesTheDutchSystemIsPairedByTheDutchEngine(@TempDir Path dir) throws Exception {
        Path format = dir.resolve("dutch-open.tfl");
        Files.writeString(format, """
                format DutchOpen {
                  game {
                    variant chess
                  }
                  time {
                    main 90 min
                    increment 30 s
                  }
                  event individual {
                    stage open dutch {
                      rounds 5
                    }
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """);
        Path event = dir.resolve("event");
        CliRun created = CliRun.of("event", "new", "--format", format.toString(), event.toString());
        assertEquals(Command.OK, created.exitCode, created.err());
        String[] names = { "Ann", "Bob", "Cy", "Di", "Ed", "Flo" };
        String[] facts = new String[names.length];
        for (int i = 0; i < names.length; i++) {
            facts[i] = "{\"type\":\"register\",\"player\":\"P" + (i + 1) + "\",\"name\":\"" + names[i]
                    + "\",\"rating\":" + (2400 - 100 * i) + "}";
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", "--explain", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        // C.04.3 round 1: the top half meets the bottom half in order, the top seed White, colours alternating
        List<String> boards = pair.lines().subList(1, 4).stream().map(l -> l.substring(7)).toList();
        assertEquals(List.of("P1 Ann - P4 Di", "P5 Ed - P2 Bob", "P3 Cy - P6 Flo"), boards, pair.out());
        assertTrue(pair.out().contains("C.04"), "the Dutch engine's explanations name its rules: " + pair.out());
    }

    @Test
    void aNamedSystemWithoutAnEngineIsRefusedByName(@TempDir Path dir) throws Exception {
        Path format = dir.resolve("burstein.tfl");
        Files.writeString(format, """
                format BursteinOpen {
                  game {
                    variant chess
                  }
                  time {
                    main 90 min
                  }
                  event individual {
                    stage open burstein {
                      rounds 5
                    }
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """);
        Path event = dir.resolve("event");
        assertEquals(Command.OK, CliRun.of("event", "new", "--format", format.toString(), event.toString()).exitCode);
        assertEquals(Command.OK, add(event, dir, "{\"type\":\"register\",\"player\":\"P1\",\"name\":\"Ann\",\"rating\":2000}",
                "{\"type\":\"register\",\"player\":\"P2\",\"name\":\"Bob\",\"rating\":1900}").exitCode);
        CliRun pair = CliRun.of("pair", event.toString());
        assertEquals(Command.FAILED, pair.exitCode, pair.out());
        assertTrue(pair.err().startsWith("rookery pair: stage open is paired by the burstein system, and no installed pairing engine implements it"),
                pair.err());
    }

    @Test
    void replayNamesAChangedFormat(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "g20.tfl");
        Path copy = event.resolve("format/g20.tfl");
        Files.writeString(copy, Files.readString(copy).replace("games per innings 10", "games per innings 12"));
        CliRun r = CliRun.of("replay", event.toString());
        assertEquals(Command.FAILED, r.exitCode);
        assertTrue(r.err().startsWith("rookery replay: " + copy + " has changed since the journal was recorded"), r.err());
    }

    @Test
    void eachCommandExplainsItsArguments() {
        for (String c : List.of("event", "score", "pair", "replay", "simulate")) {
            CliRun r = CliRun.of(c);
            assertEquals(Command.USAGE, r.exitCode, c);
            assertTrue(r.err().startsWith("rookery " + c), r.err());
            assertTrue(r.err().contains("usage: rookery " + c), r.err());
        }
    }
}

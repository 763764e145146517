// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * Issue 17 through the command line, on the shipped G20 format: a result Giraffe chess cannot
 * produce and a clock-scored timeout without its readings are refused by {@code event add}, and
 * {@code score} names the stopping choice that would dead-end the rotation before it is made.
 */
class RulesCommandsTest {

    private static final Path G20 = Path.of("../../examples/formats/g20.tfl").toAbsolutePath().normalize();

    /** Two G20 teams, their squads, the toss (A bats) and A's batting order: the facts as JSON lines. */
    private static List<String> g20Start() {
        List<String> facts = new ArrayList<>();
        for (String t : List.of("A", "B")) {
            facts.add("{\"type\":\"register-team\",\"team\":\"" + t + "\"}");
            for (int i = 1; i <= 7; i++) {
                facts.add("{\"type\":\"register\",\"player\":\"" + t + i + "\",\"team\":\"" + t + "\"}");
            }
        }
        for (String t : List.of("A", "B")) {
            facts.add("{\"type\":\"line-up\",\"team\":\"" + t + "\",\"players\":[\"" + t + "1\",\"" + t + "2\",\"" + t
                    + "3\",\"" + t + "4\",\"" + t + "5\"],\"captain\":\"" + t + "1\"}");
        }
        facts.add("{\"type\":\"toss\",\"winner\":\"A\",\"choice\":\"scoring\"}");
        facts.add("{\"type\":\"line-up\",\"team\":\"A\",\"innings\":1,\"players\":[\"A1\",\"A2\",\"A3\",\"A4\",\"A5\"]}");
        return facts;
    }

    private static String start(int game, String black) {
        return "{\"type\":\"game-start\",\"game\":\"i1." + game + "\",\"white\":\"A1\",\"black\":\"" + black
                + "\",\"innings\":1}";
    }

    private static String mate(int game) {
        return "{\"type\":\"result\",\"game\":\"i1." + game + "\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}";
    }

    private static CliRun refusedAndNothingWritten(Path event, Path dir, String fact) throws Exception {
        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        CliRun r = CliRun.addFacts(event, dir, List.of(fact));
        assertEquals(Command.FAILED, r.exitCode, r.out());
        assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")), "nothing is written");
        assertTrue(!r.err().contains("Exception"), r.err());
        return r;
    }

    @Test
    void aDrawnGiraffeGameAndATimeoutWithoutItsClocksAreRefused(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, G20);
        List<String> facts = g20Start();
        facts.add(start(1, "B1"));
        assertEquals(Command.OK, CliRun.addFacts(event, dir, facts).exitCode);

        CliRun draw = refusedAndNothingWritten(event, dir,
                "{\"type\":\"result\",\"game\":\"i1.1\",\"outcome\":\"draw\",\"ending\":\"repetition\"}");
        assertTrue(draw.err().contains("game i1.1: Giraffe chess has no draws")
                && draw.err().contains("(rule: results the variant can produce)"), draw.err());
        CliRun flag = refusedAndNothingWritten(event, dir,
                "{\"type\":\"flag-fall\",\"game\":\"i1.1\",\"side\":\"black\",\"whiteMs\":20000,\"blackMs\":0,\"outcome\":\"draw\"}");
        assertTrue(flag.err().contains("Giraffe chess has no draws"), flag.err());
        CliRun clocks = refusedAndNothingWritten(event, dir,
                "{\"type\":\"result\",\"game\":\"i1.1\",\"outcome\":\"white-wins\",\"ending\":\"time-forfeit\"}");
        assertTrue(clocks.err().contains("give both readings at the flag fall, whiteMs and blackMs in milliseconds"
                + " (missing: whiteMs, blackMs)") && clocks.err().contains("(rule: timeout margin needs both clocks)"),
                clocks.err());

        CliRun ok = CliRun.addFacts(event, dir, List.of("{\"type\":\"result\",\"game\":\"i1.1\",\"outcome\":\"white-wins\","
                + "\"ending\":\"time-forfeit\",\"whiteMs\":20001,\"blackMs\":0}"));
        assertEquals(Command.OK, ok.exitCode, ok.err());
        CliRun score = CliRun.of("score", event.toString());
        assertTrue(score.out().contains("penalty timeout: clock margin 20.001 s is over 15.000 s, 42"), score.out());
    }

    @Test
    void scoreNamesTheStoppingChoiceThatWouldDeadEndTheRotationAndAddRefusesItWithoutAnOverride(@TempDir Path dir)
            throws Exception {
        Path event = CliRun.newEvent(dir, G20);
        List<String> facts = g20Start();
        List<String> stoppers = List.of("B1", "B2", "B1", "B2", "B3", "B4", "B3");
        for (int g = 1; g <= stoppers.size(); g++) {
            facts.add(start(g, stoppers.get(g - 1)));
            facts.add(mate(g));
        }
        CliRun played = CliRun.addFacts(event, dir, facts);
        assertEquals(Command.OK, played.exitCode, played.err());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.out().contains("The stopping side may choose: B5\n"), score.out());
        assertTrue(score.out().contains("Refused without an override: choosing B4 for game 8 of innings 1 leaves B unable"
                + " to stop the 2 games after it within the rotation limits (games left after him: B5 2); B5 keeps the"
                + " innings complete"), score.out());

        CliRun refused = refusedAndNothingWritten(event, dir, start(8, "B4"));
        assertTrue(refused.err().contains("(rule: stopping rotation can complete the innings)"), refused.err());
        CliRun overridden = CliRun.addFacts(event, dir, List.of("{\"type\":\"game-start\",\"game\":\"i1.8\",\"white\":\"A1\","
                + "\"black\":\"B4\",\"innings\":1,\"override\":\"B5 is late\"}"));
        assertEquals(Command.OK, overridden.exitCode, overridden.err());
        assertTrue(CliRun.of("score", event.toString()).out().contains("Warning: innings 1: if the innings runs its full"
                + " 10 games, B cannot fill the 2 left"), "the warning follows the override");
    }
}

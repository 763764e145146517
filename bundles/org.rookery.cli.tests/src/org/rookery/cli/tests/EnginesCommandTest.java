// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code rookery engines} with the real engines of Debian's packages: a match with its score and
 * Elo, a six-engine Swiss engine tournament recorded in an event journal and read by {@code score},
 * and the Fairy-Stockfish definition or its refusal. Every search is bounded by depth.
 */
class EnginesCommandTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private static final String ENGINES = """
            # six configurations of the Debian engines for chess, two for shogi
            [sf-0]
            command = stockfish
            protocol = uci
            option Skill Level = 0

            [sf-10]
            command = stockfish
            protocol = uci
            option Skill Level = 10

            [fsf-0]
            command = fairy-stockfish
            protocol = uci
            option Skill Level = 0

            [fsf-10]
            command = fairy-stockfish
            protocol = uci
            option Skill Level = 10

            [fsf-xboard]
            command = fairy-stockfish
            protocol = xboard

            [fairymax]
            command = fairymax
            protocol = xboard

            # shogi is played over USI
            [fsf-usi]
            command = fairy-stockfish
            protocol = usi

            [fsf-usi-0]
            command = fairy-stockfish
            protocol = usi
            option Skill Level = 0
            """;

    @TempDir
    Path dir;

    @Test
    void aMatchPrintsEachGameTheScoreAndTheEloDifferenceAndSavesTheGames() throws IOException {
        Path conf = engines();
        Path out = dir.resolve("games");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> CliRun.of("engines", "match", "--variant", "capablanca",
                "--engine", "fsf-10", "--engine", "fsf-0", "--games", "2", "--depth", "2", "--tc", "60+1", "--engines", conf.toString(),
                "--out", out.toString()));
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        assertTrue(r.out().startsWith("match fsf-10 - fsf-0: 2 games of Capablanca chess\n"), r.out());
        assertTrue(r.out().contains("\ngame 1: fsf-10 - fsf-0 "), r.out());
        assertTrue(r.out().contains("\ngame 2: fsf-0 - fsf-10 "), r.out());
        assertTrue(r.out().contains("score of fsf-10 against fsf-0: +"), r.out());
        assertTrue(r.out().contains("/2), Elo difference "), r.out());
        Path pgn = out.resolve("fsf-10-fsf-0.pgn");
        assertTrue(Files.readString(pgn).contains("[Variant \"Capablanca\"]"));
        CliRun read = CliRun.of("game", pgn.toString());
        assertEquals(Command.OK, read.exitCode, read.err());
    }

    @Test
    void aSixEngineSwissRunsToItsStandingsThroughTheJournal() throws IOException {
        Path conf = engines();
        Path event = CliRun.newEvent(dir, FORMATS.resolve("../engines/engine-swiss.tfl").normalize());
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(240), () -> CliRun.of("engines", "tournament", "--engine", "sf-0",
                "--engine", "sf-10", "--engine", "fsf-0", "--engine", "fsf-10", "--engine", "fsf-xboard", "--engine", "fairymax",
                "--depth", "2", "--tc", "60+1", "--concurrency", "2", "--engines", conf.toString(), event.toString()));
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        for (int round = 1; round <= 3; round++) {
            assertTrue(r.out().contains("round " + round + " of 3 recorded: 3 games"), r.out());
            assertTrue(Files.exists(event.resolve("games/round-" + round + ".pgn")), "games of round " + round);
        }
        List<String> journal = Files.readAllLines(event.resolve("journal.jsonl"));
        assertEquals(9, journal.stream().filter(l -> l.contains("\"type\":\"result\"")).count(), String.join("\n", journal));
        assertEquals(6, journal.stream().filter(l -> l.contains("\"type\":\"register\"")).count());
        // the standings come from the journal, as for any event
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(r.out().endsWith(score.out()), "the tournament ends with the standings 'score' prints:\n" + r.out());
        for (String engine : List.of("sf-0", "sf-10", "fsf-0", "fsf-10", "fsf-xboard", "fairymax")) {
            assertTrue(score.out().contains(engine), score.out());
        }
    }

    @Test
    void aRoundRobinEventIsMadeFromTheSettingsAsTheWorkbenchMakesItAndPlayed() throws IOException {
        Path conf = engines();
        Path event = dir.resolve("rr");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(240), () -> CliRun.of("engines", "tournament", "--variant", "chess",
                "--system", "double-round-robin", "--engine", "sf-0", "--engine", "fsf-0", "--engine", "fairymax", "--depth", "1",
                "--max-plies", "60", "--engines", conf.toString(), event.toString()));
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        assertTrue(r.out().startsWith("created " + event + ": a double round robin, colours reversed in the second cycle, of Chess, 3 engines\n"),
                r.out());
        String format = Files.readString(event.resolve("format/Rr.tfl"));
        assertTrue(format.contains("    variant chess\n") && format.contains("stage main double round robin\n"), format);
        assertTrue(format.contains("each move bounded by depth 1"), format);
        List<String> journal = Files.readAllLines(event.resolve("journal.jsonl"));
        assertEquals(6, journal.stream().filter(l -> l.contains("\"type\":\"result\"")).count(), String.join("\n", journal));
        assertTrue(r.out().contains("round 6 of 6 recorded: 1 games"), r.out());

        // a Swiss needs its rounds; an existing folder is not overwritten
        CliRun swiss = CliRun.of("engines", "tournament", "--variant", "chess", "--system", "swiss", "--engine", "sf-0", "--engine",
                "fsf-0", "--depth", "1", "--engines", conf.toString(), dir.resolve("swiss").toString());
        assertEquals(Command.USAGE, swiss.exitCode);
        assertTrue(swiss.err().contains("a Swiss needs its rounds: --rounds N"), swiss.err());
        assertFalse(Files.exists(dir.resolve("swiss")));
        CliRun again = CliRun.of("engines", "tournament", "--variant", "chess", "--engine", "sf-0", "--engine", "fsf-0", "--depth", "1",
                "--engines", conf.toString(), event.toString());
        assertEquals(Command.USAGE, again.exitCode);
        assertTrue(again.err().contains(event + " exists"), again.err());
    }

    @Test
    void aGauntletEventPlaysTheFirstEngineAgainstEachOfTheOthersOnly() throws IOException {
        Path conf = engines();
        Path event = dir.resolve("gauntlet");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(240), () -> CliRun.of("engines", "tournament", "--variant", "chess",
                "--system", "gauntlet", "--engine", "fairymax", "--engine", "sf-0", "--engine", "fsf-0", "--engine", "sf-10",
                "--depth", "1", "--max-plies", "60", "--engines", conf.toString(), event.toString()));
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        assertTrue(r.out().startsWith("created " + event + ": a gauntlet, the first engine against each of the others, of Chess, 4 engines\n"),
                r.out());
        String format = Files.readString(event.resolve("format/Gauntlet.tfl"));
        assertTrue(format.contains("stage main gauntlet\n"), format);
        for (int round = 1; round <= 3; round++) {
            assertTrue(r.out().contains("round " + round + " of 3 recorded: 1 games"), r.out());
        }
        // each game in the journal has fairymax on one side: the others never meet
        List<String> journal = Files.readAllLines(event.resolve("journal.jsonl"));
        List<String> pairings = journal.stream().filter(l -> l.contains("\"type\":\"pairing\"")).toList();
        assertEquals(3, pairings.size(), String.join("\n", journal));
        for (int i = 0; i < 3; i++) {
            String opponent = List.of("sf-0", "fsf-0", "sf-10").get(i);
            assertTrue(pairings.get(i).contains("\"fairymax\"") && pairings.get(i).contains("\"" + opponent + "\""), pairings.get(i));
        }
        assertEquals(3, journal.stream().filter(l -> l.contains("\"type\":\"result\"")).count(), String.join("\n", journal));
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(r.out().endsWith(score.out()), "the tournament ends with the standings 'score' prints:\n" + r.out());
    }

    @Test
    void aShogiEventWithByoyomiIsMadeWithTheClockInItsFormat() throws IOException {
        Path conf = engines();
        Path event = dir.resolve("shogi-byoyomi");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> CliRun.of("engines", "tournament", "--variant", "shogi",
                "--engine", "fsf-usi", "--engine", "fsf-usi-0", "--tc", "10+1byo", "--depth", "1", "--max-plies", "400",
                "--engines", conf.toString(), event.toString()));
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        String format = Files.readString(event.resolve("format/ShogiByoyomi.tfl"));
        assertTrue(format.contains("    variant shogi\n") && format.contains("    main 10 s\n    byoyomi 1 s periods 1\n"), format);
        assertTrue(format.contains("each move is also bounded by depth 1"), format);
        assertTrue(r.out().contains("round 1 of 1 recorded: 1 games"), r.out());
    }

    @Test
    void aGameIsAnnotatedByAnEngineIntoItsOwnFormat() throws IOException {
        Path conf = engines();
        Path game = dir.resolve("game.pgn");
        Files.writeString(game, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        Path notes = dir.resolve("notes.pgn");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of("engines", "annotate", "--engine", "sf-10",
                "--depth", "6", "--engines", conf.toString(), game.toString(), "--output", notes.toString()));
        assertEquals(Command.OK, r.exitCode, r.err());
        assertTrue(r.out().contains("annotated game 1 of 1: 7 moves"), r.out());
        String text = Files.readString(notes);
        assertTrue(text.contains("{sf-10 "), text);
        assertTrue(text.contains("("), "the engine's line as a variation: " + text);
    }

    @Test
    void theDefinitionOfGuardianCarriesTheOptionsAndGiraffeIsRefused() {
        CliRun g = CliRun.of("engines", "definition", "--variant", "guardian", "--option", "fiftyMoveRule=75");
        assertEquals(Command.OK, g.exitCode, g.err());
        assertTrue(g.out().contains("[guardian:chess]\n") && g.out().contains("nMoveRule = 75\n"), g.out());
        CliRun giraffe = CliRun.of("engines", "definition", "--variant", "giraffe");
        assertEquals(Command.FAILED, giraffe.exitCode);
        assertTrue(giraffe.err().startsWith("rookery engines definition: Fairy-Stockfish cannot play Giraffe chess as Rookery decides it"),
                giraffe.err());
    }

    @Test
    void aMissingEngineIsNamedAndTheRunFails() throws IOException {
        Path conf = dir.resolve("engines.conf");
        Files.writeString(conf, "[ghost]\ncommand = rookery-no-such-engine\nprotocol = uci\n");
        CliRun r = CliRun.of("engines", "list", "--engines", conf.toString());
        assertEquals(Command.FAILED, r.exitCode);
        assertTrue(r.err().contains("engine 'ghost' could not be started: no program 'rookery-no-such-engine'"), r.err());
        CliRun m = CliRun.of("engines", "match", "--variant", "chess", "--engine", "ghost", "--engine", "nobody", "--depth", "1",
                "--engines", conf.toString());
        assertEquals(Command.USAGE, m.exitCode);
        assertTrue(m.err().contains("no engine 'nobody' in the engines file; configured: ghost"), m.err());
    }

    private Path engines() throws IOException {
        Path conf = dir.resolve("engines.conf");
        Files.writeString(conf, ENGINES);
        return conf;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code check}, {@code explain}, {@code simulate} and an event played through {@code event add},
 * {@code pair} and {@code score} on examples/formats/big-b.tfl, a match of sets whose games are
 * scored by the capture table and whose sets go to the player with more points.
 */
class BigBCommandsTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();
    private static final Path BIG_B = FORMATS.resolve("big-b.tfl");

    @Test
    void everyExampleFormatChecksCleanBigBAmongThem() throws IOException {
        List<String> args = new ArrayList<>(List.of("check"));
        try (var files = Files.list(FORMATS)) {
            files.filter(p -> p.getFileName().toString().endsWith(".tfl")).sorted().forEach(p -> args.add(p.toString()));
        }
        assertTrue(args.contains(BIG_B.toString()), args.toString());
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(Command.OK, r.exitCode, r.out() + r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains((args.size() - 1) + " files checked: 0 errors, 0 warnings"), r.err());
    }

    @Test
    void explainSaysEachGameIsScoredForEachPlayerAndTheSetGoesOnPoints() {
        CliRun r = CliRun.of("explain", BIG_B.toString());
        assertEquals(Command.OK, r.exitCode, r.err());
        String text = r.out();
        assertTrue(text.contains("best of 3 sets of 2 games"), text);
        assertTrue(text.contains("Scoring (each game of a match, for each player): each captured man is worth pawn 1,"),
                text);
        assertTrue(text.contains("Capturing all 17 men is worth 42 points."), text);
        assertTrue(text.contains("A win with fewer than 10 men captured is an early win and scores 150 points."), text);
        assertTrue(text.contains("Each illegal move by a player's opponent adds +1 to the player's score"), text);
        assertTrue(text.contains("Each set goes to the player with more points over its games"), text);
    }

    @Test
    void theDryRunCompletesForSeedsOneToTwenty() {
        for (int seed = 1; seed <= 20; seed++) {
            for (String players : List.of("2", "16")) {
                CliRun r = CliRun.of("simulate", "--seed", Integer.toString(seed), "--players", players, BIG_B.toString());
                String all = r.out() + r.err();
                assertFalse(all.contains("Exception") || all.contains("\tat "), all);
                assertEquals(Command.OK, r.exitCode, "seed " + seed + ", " + players + " players:\n" + all);
                assertTrue(r.lastLine().startsWith("simulate: completed: "), all);
            }
        }
    }

    private static String won(String game, String outcome, String byWhite, String byBlack) {
        return "{\"type\":\"result\",\"game\":\"" + game + "\",\"outcome\":\"" + outcome + "\",\"ending\":\"checkmate\","
                + "\"capturedByWhite\":" + letters(byWhite) + ",\"capturedByBlack\":" + letters(byBlack) + "}";
    }

    private static String letters(String men) {
        List<String> quoted = new ArrayList<>();
        men.chars().forEach(c -> quoted.add("\"" + (char) c + "\""));
        return "[" + String.join(",", quoted) + "]";
    }

    private static String illegal(String game, String side) {
        return "{\"type\":\"illegal-move\",\"game\":\"" + game + "\",\"side\":\"" + side + "\"}";
    }

    @Test
    void aMatchPlayedThroughTheCommandsIsWonOnPointsAndScoresTheHandWorkedTotals(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, BIG_B);
        assertEquals(Command.OK, CliRun.addFacts(event, dir, List.of(
                "{\"type\":\"register\",\"player\":\"Ann\",\"rating\":2100}",
                "{\"type\":\"register\",\"player\":\"Bob\",\"rating\":2000}")).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        // The round robin gives the higher rated Ann White in game 1 or not: read it from the pairing.
        String first = pair.lines().get(1);
        boolean annFirst = first.substring(first.indexOf(' ')).trim().startsWith("Ann");
        String x = annFirst ? "Ann" : "Bob";
        String y = annFirst ? "Bob" : "Ann";
        // X has White in games 1, 3, 5. The same match as the engine's PointsSetMatchTest:
        // game 1 X mates with PPPPPPRRNNGB (25) + Y's illegal move 1 = 26, Y 0;
        // game 2 Y mates early with PNB: 150, X 0 (set 1: 26-150, Y's);
        // game 3 X mates with PPPPPPPPRQ, 10 men, not early: 16, Y 0;
        // game 4 X (Black) mates with NNBBGGQRRPP: 36, X's illegal move gives Y 1 (set 2: 52-1, X's);
        // game 5 Y (Black) mates early with 9 men: 150, X 0;
        // game 6 X (Black) mates with PPPPPPPPRRNN (18) + Y's two illegal moves = 20 (set 3: 20-150, Y's).
        // Y wins 2 sets to 1; X 98 points, Y 301.
        CliRun add = CliRun.addFacts(event, dir, List.of(illegal("1.1.1", "black"),
                won("1.1.1", "white-wins", "PPPPPPRRNNGB", "Q"), won("1.1.2", "white-wins", "PNB", "PPPP"),
                won("1.1.3", "white-wins", "PPPPPPPPRQ", ""), illegal("1.1.4", "black"),
                won("1.1.4", "black-wins", "", "NNBBGGQRRPP"), won("1.1.5", "black-wins", "PPPPPPPPR", "PPPPPPPP"),
                illegal("1.1.6", "white"), illegal("1.1.6", "white"), won("1.1.6", "black-wins", "QB", "PPPPPPPPRRNN")));
        assertEquals(Command.OK, add.exitCode, add.out() + add.err());
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        List<String> rows = score.lines().stream().filter(l -> l.matches("\\s*\\d+\\s+(Ann|Bob)\\b.*")).toList();
        assertEquals(2, rows.size(), score.out());
        assertTrue(rows.get(0).matches("\\s*1\\s+" + y + "\\s+1\\s+301\\b.*"), score.out());
        assertTrue(rows.get(1).matches("\\s*2\\s+" + x + "\\s+0\\s+98\\b.*"), score.out());

        // a captured king is refused in Rookery's words, and nothing is written
        Path other = CliRun.newEvent(dir.resolve("second"), BIG_B);
        CliRun.addFacts(other, dir, List.of("{\"type\":\"register\",\"player\":\"Ann\",\"rating\":2100}",
                "{\"type\":\"register\",\"player\":\"Bob\",\"rating\":2000}"));
        assertEquals(Command.OK, CliRun.of("pair", "--by", "Maria", other.toString()).exitCode);
        byte[] before = Files.readAllBytes(other.resolve("journal.jsonl"));
        CliRun king = CliRun.addFacts(other, dir, List.of(won("1.1.1", "white-wins", "PK", "")));
        assertEquals(Command.FAILED, king.exitCode, king.out() + king.err());
        String said = king.out() + king.err();
        assertTrue(said.contains("a result the format can score") && said.contains("the king (K) is never captured"), said);
        assertFalse(said.contains("Exception"), said);
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(other.resolve("journal.jsonl"))), said);
    }
}

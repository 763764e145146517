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
 * A chase within the same moves from the command line: {@code event add} prints the moves of each
 * result and flag fall, refuses a result without them under the chase's rule (writing nothing),
 * and {@code score} prints each game's moves and the chasing innings' moves used and left.
 */
class ChaseMovesCommandTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    /** G20 cut to one innings a side of three games, chased within the same moves. */
    private static Path chaseFormat(Path dir) throws Exception {
        Files.createDirectories(dir.resolve("shared"));
        Files.copy(FORMATS.resolve("shared/giraffe-capture.tfl"), dir.resolve("shared/giraffe-capture.tfl"));
        String t = Files.readString(FORMATS.resolve("g20.tfl"));
        String[] replacements = { "innings per side 2", "innings per side 1", "games per innings 10", "games per innings 3",
            "follow on when behind by more than 200 compulsory", "",
            "skip decided innings off", "skip decided innings off\n    second side chases target within same moves" };
        for (int i = 0; i < replacements.length; i += 2) {
            assertTrue(t.contains(replacements[i]), "g20.tfl says " + replacements[i]);
            t = t.replace(replacements[i], replacements[i + 1]);
        }
        Path f = dir.resolve("g20-chase.tfl");
        Files.writeString(f, t);
        return f;
    }

    private static CliRun add(Path event, Path dir, List<String> lines) throws Exception {
        return CliRun.addFacts(event, dir, lines);
    }

    private static String start(String game, String white, String black, int innings) {
        return "{\"type\":\"game-start\",\"game\":\"" + game + "\",\"white\":\"" + white + "\",\"black\":\"" + black
                + "\",\"innings\":" + innings + "}";
    }

    private static String win(String game, int moves) {
        return "{\"type\":\"result\",\"game\":\"" + game + "\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\","
                + "\"capturedByWhite\":[\"P\"]" + (moves < 0 ? "" : ",\"moves\":" + moves) + "}";
    }

    @Test
    void resultsAndFlagFallsShowTheirMovesAndTheScoreShowsTheMovesUsedAndLeft(@TempDir Path dir) throws Exception {
        Path format = chaseFormat(dir.resolve("formats"));
        Path event = dir.resolve("event");
        CliRun created = CliRun.of("event", "new", "--format", format.toString(), event.toString());
        assertEquals(Command.OK, created.exitCode, created.err());
        List<String> setUp = new ArrayList<>();
        for (String team : List.of("Camels", "Zebras")) {
            setUp.add("{\"type\":\"register-team\",\"team\":\"" + team + "\"}");
            for (int i = 1; i <= 5; i++) {
                setUp.add("{\"type\":\"register\",\"player\":\"" + team.charAt(0) + i + "\",\"team\":\"" + team + "\"}");
            }
        }
        for (String team : List.of("Camels", "Zebras")) {
            String p = team.charAt(0) + "";
            setUp.add("{\"type\":\"line-up\",\"team\":\"" + team + "\",\"players\":[\"" + p + "1\",\"" + p + "2\",\"" + p
                    + "3\",\"" + p + "4\",\"" + p + "5\"],\"captain\":\"" + p + "1\"}");
        }
        setUp.add("{\"type\":\"toss\",\"winner\":\"Camels\",\"choice\":\"scoring\"}");
        setUp.add("{\"type\":\"line-up\",\"team\":\"Camels\",\"innings\":1,\"players\":[\"C1\",\"C2\",\"C3\",\"C4\",\"C5\"]}");
        setUp.add(start("i1.1", "C1", "Z1", 1));
        CliRun set = add(event, dir, setUp);
        assertEquals(Command.OK, set.exitCode, set.err());

        // A result without its moves is refused with the chase's rule, and nothing is written.
        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        CliRun refused = add(event, dir, List.of(win("i1.1", -1)));
        assertEquals(Command.FAILED, refused.exitCode);
        assertTrue(refused.err().startsWith("rookery event add: refused: "), refused.err());
        assertTrue(refused.err().contains("has no move count"), refused.err());
        assertTrue(refused.err().contains("(rule: second side chases target within same moves); nothing was written"),
                refused.err());
        assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")));

        // The Camels: 42 + 42 in 30 + 25 moves, then C1's flag falls after 20 moves: 84 in 75 moves.
        CliRun first = add(event, dir, List.of(win("i1.1", 30), start("i1.2", "C1", "Z2", 1), win("i1.2", 25),
                start("i1.3", "C1", "Z1", 1), "{\"type\":\"flag-fall\",\"game\":\"i1.3\",\"side\":\"white\",\"whiteMs\":0,"
                        + "\"blackMs\":90000,\"moves\":20}",
                "{\"type\":\"line-up\",\"team\":\"Zebras\",\"innings\":2,\"players\":[\"Z1\",\"Z2\",\"Z3\",\"Z4\",\"Z5\"]}",
                start("i2.1", "Z1", "C1", 2), win("i2.1", 50)));
        assertEquals(Command.OK, first.exitCode, first.err());
        assertTrue(first.lines().contains("fact 18 by Maria: game i1.1: white wins by checkmate, 30 moves"), first.out());
        assertTrue(first.lines().contains("fact 22 by Maria: game i1.3: white's flag falls (white 0 ms, black 90000 ms),"
                + " 20 moves"), first.out());

        CliRun mid = CliRun.of("score", event.toString());
        assertEquals(Command.OK, mid.exitCode, mid.err());
        assertTrue(mid.out().contains("  total 42, moves 50 of 75 used, 25 left (in play)"), mid.out());
        assertTrue(mid.out().lines().anyMatch(l -> l.contains("Z1") && l.endsWith("(50 moves)")), mid.out());

        // Z1 is mated in 30 moves: 50 + 30 = 80 moves reach the Camels' 75, and the chase has failed at 42.
        CliRun second = add(event, dir, List.of(start("i2.2", "Z1", "C2", 2),
                "{\"type\":\"result\",\"game\":\"i2.2\",\"outcome\":\"black-wins\",\"ending\":\"checkmate\",\"moves\":30}"));
        assertEquals(Command.OK, second.exitCode, second.err());
        CliRun end = CliRun.of("score", event.toString());
        assertEquals(Command.OK, end.exitCode, end.err());
        assertTrue(end.out().contains("  total 42, moves 80 of 75 used, 0 left (the chase's moves are used up: Zebras used"
                + " 80 of 75 moves without passing Camels' total)"), end.out());
        assertTrue(end.out().contains("Result: "), end.out());
        assertTrue(end.out().lines().filter(l -> l.startsWith("Result: ")).allMatch(l -> l.contains("Camels")), end.out());
    }
}

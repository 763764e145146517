// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

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
 * Matches of sets in a round robin (blitz-match-league.tfl) and a team's requested bye, run
 * through {@code rookery event add}, {@code pair} and {@code score}.
 */
class MatchesAndTeamByesCommandsTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private static Path newEvent(Path dir, Path format) {
        return CliRun.newEvent(dir, format);
    }

    private static CliRun add(Path event, Path dir, List<String> lines) throws Exception {
        return CliRun.addFacts(event, dir, lines);
    }

    private static String result(String game, String outcome) {
        return "{\"type\":\"result\",\"game\":\"" + game + "\",\"outcome\":\"" + outcome + "\",\"ending\":\"checkmate\"}";
    }

    @Test
    void aRoundRobinOfMatchesOfSetsIsPairedGameByGameAndScoredByMatch(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, FORMATS.resolve("blitz-match-league.tfl"));
        List<String> facts = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            facts.add("{\"type\":\"register\",\"player\":\"P" + i + "\",\"rating\":" + (2300 - 20 * i) + "}");
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        assertTrue(pair.lines().get(0).contains("round 1 paired: 12 games"), pair.out());
        List<String> games = pair.lines().stream().filter(l -> l.matches("^1\\.\\d\\.\\d .*"))
                .map(l -> l.substring(0, l.indexOf(' '))).toList();
        assertEquals(12, games.size(), pair.out());
        // in each match the first player wins games 1 to 4 (White in 1 and 3, Black in 2 and 4): 2-0 in sets
        List<String> results = new ArrayList<>();
        for (String g : games) {
            int n = Integer.parseInt(g.substring(g.lastIndexOf('.') + 1));
            if (n <= 4) {
                results.add(result(g, n % 2 == 1 ? "white-wins" : "black-wins"));
            }
        }
        CliRun played = add(event, dir, results);
        assertEquals(Command.OK, played.exitCode, played.err());
        CliRun onAfterDecision = add(event, dir, List.of(result("1.1.5", "white-wins")));
        assertEquals(Command.FAILED, onAfterDecision.exitCode);
        assertTrue(onAfterDecision.err().contains("(rule: a decided match is not played on); nothing was written"),
                onAfterDecision.err());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        long winners = score.lines().stream().filter(l -> l.matches("\\S+\\s+P\\d\\s+1\\s+4\\b.*")).count();
        assertEquals(2, winners, "two matches won, 1 point each and 4 game points:\n" + score.out());
        CliRun next = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, next.exitCode, "the round is complete without the games not played: " + next.err());
        assertTrue(next.lines().get(0).contains("round 2 paired"), next.out());
    }

    @Test
    void aTeamAsksForAByeAndThePairingLeavesItOut(@TempDir Path dir) throws Exception {
        Path format = dir.resolve("team-league.tfl");
        Files.writeString(format, """
                // SPDX-License-Identifier: EPL-2.0
                // Source: this test's own team Swiss.
                format TeamLeague "Team Swiss with requested byes" {
                  game {
                    variant chess
                  }
                  time {
                    main 15 min
                    increment 10 s
                  }
                  teams {
                    size 2
                    players per match 2
                  }
                  event team {
                    stage main swiss {
                      rounds 3
                      requested byes 1 in rounds 1 to 2 worth 1
                    }
                    teams formed by entry
                    board order by grade
                    first named team plays white on board 1
                    match points win 2 draw 1 loss 0
                    game points win 1 draw 0.5 loss 0
                    tie breaks game-points
                  }
                }
                """);
        Path event = newEvent(dir, format);
        List<String> facts = new ArrayList<>();
        for (String t : List.of("A", "B", "C", "D")) {
            facts.add("{\"type\":\"register-team\",\"team\":\"" + t + "\"}");
            for (int i = 1; i <= 2; i++) {
                facts.add("{\"type\":\"register\",\"player\":\"" + t + i + "\",\"team\":\"" + t + "\",\"rating\":"
                        + (2000 - 10 * i) + "}");
            }
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        CliRun player = add(event, dir, List.of("{\"type\":\"bye-request\",\"player\":\"C1\",\"round\":1}"));
        assertEquals(Command.FAILED, player.exitCode);
        assertTrue(player.err().contains("(rule: bye request of a registered team)"), player.err());
        CliRun team = add(event, dir, List.of("{\"type\":\"bye-request\",\"player\":\"C\",\"round\":1}"));
        assertEquals(Command.OK, team.exitCode, team.err());
        assertTrue(team.out().contains("C asks for a bye in round 1"), team.out());

        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        assertTrue(pair.lines().stream().anyMatch(l -> l.matches("bye\\s+.*\\bC\\b.*\\(requested\\)")), pair.out());
        assertTrue(pair.lines().stream().noneMatch(l -> l.matches("^1\\.\\d+\\.\\d+ .*\\bC\\d\\b.*")),
                "no board of team C: " + pair.out());
        List<String> results = new ArrayList<>();
        for (String line : pair.lines()) {
            if (line.matches("^\\d+\\.\\d+(\\.\\d+)? .*")) {
                results.add(result(line.substring(0, line.indexOf(' ')), "white-wins"));
            }
        }
        assertEquals(Command.OK, add(event, dir, results).exitCode);
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.lines().stream().anyMatch(l -> l.matches("\\S+\\s+.*\\bC\\b.*\\s1\\s+1\\s*$")),
                "C's bye: 1 match point and 1 game point (a drawn match):\n" + score.out());
    }
}

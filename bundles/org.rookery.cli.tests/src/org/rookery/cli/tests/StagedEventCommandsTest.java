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
 * An event of two stages through {@code pair}, {@code event add}, {@code score} and
 * {@code replay}: a round-robin group, then a knockout final between the group's top two, with a
 * drawn final replayed colours swapped.
 */
class StagedEventCommandsTest {

    private static final String FORMAT = """
            format GroupAndFinal {
              game {
                variant chess
              }
              time {
                main 30 min
              }
              event individual {
                stage group single round robin
                stage final knockout {
                  qualifiers 2
                }
                game points win 1 draw 0.5 loss 0
              }
            }
            """;

    private static CliRun add(Path event, Path dir, List<String> lines) throws Exception {
        return CliRun.addFacts(event, dir, lines);
    }

    private static String result(String game, String outcome) {
        return "{\"type\":\"result\",\"game\":\"" + game + "\",\"outcome\":\"" + outcome + "\",\"ending\":\""
                + (outcome.equals("draw") ? "stalemate" : "checkmate") + "\"}";
    }

    /** Pairs the next round; returns its boards as {GAME, WHITE, BLACK}. */
    private static List<String[]> pair(Path event, String expectedFirstLine) {
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.out() + pair.err());
        assertTrue(pair.lines().get(0).contains(expectedFirstLine), pair.out());
        List<String[]> boards = new ArrayList<>();
        for (String l : pair.lines().subList(1, pair.lines().size())) {
            String[] w = l.trim().split("\\s+");
            if (!w[0].equals("bye")) {
                boards.add(new String[] { w[0], w[1], w[w.length - 2] });
            }
        }
        return boards;
    }

    @Test
    void theFinalFollowsTheGroupWithItsTopTwoAndADrawnFinalIsReplayed(@TempDir Path dir) throws Exception {
        Path format = dir.resolve("group-and-final.tfl");
        Files.writeString(format, FORMAT);
        Path event = dir.resolve("event");
        assertEquals(Command.OK, CliRun.of("event", "new", "--format", format.toString(), event.toString()).exitCode);
        String[] names = { "Ann", "Bob", "Cy", "Di" };
        List<String> players = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            players.add("{\"type\":\"register\",\"player\":\"P" + (i + 1) + "\",\"name\":\"" + names[i]
                    + "\",\"rating\":" + (2000 - 100 * i) + "}");
        }
        assertEquals(Command.OK, add(event, dir, players).exitCode);

        // the group: three rounds; P3 (Cy) wins every game, P4 (Di) draws every other game, P1 beats P2
        for (int round = 1; round <= 3; round++) {
            List<String> results = new ArrayList<>();
            for (String[] b : pair(event, "round " + round + " paired: 2 games")) {
                String outcome;
                if (b[1].equals("P3") || b[2].equals("P3")) {
                    outcome = b[1].equals("P3") ? "white-wins" : "black-wins";
                } else if (b[1].equals("P4") || b[2].equals("P4")) {
                    outcome = "draw";
                } else {
                    outcome = b[1].equals("P1") ? "white-wins" : "black-wins";
                }
                results.add(result(b[0], outcome));
            }
            assertEquals(Command.OK, add(event, dir, results).exitCode);
        }
        // Cy 3, Ann 1.5, Di 1, Bob 0.5: the final is Cy against Ann, seeded by the group's order
        List<String[]> fin = pair(event, "round 4 (stage final) paired: 1 games, 0 byes");
        assertEquals(1, fin.size());
        assertEquals(List.of("P1", "P3"), List.of(fin.get(0)[1], fin.get(0)[2]).stream().sorted().toList());
        assertEquals(Command.OK, add(event, dir, List.of(result(fin.get(0)[0], "draw"))).exitCode);

        // drawn: the knockout pairs the two again, colours swapped
        List<String[]> replay = pair(event, "round 5 (stage final) paired: 1 games, 0 byes");
        assertEquals(fin.get(0)[1], replay.get(0)[2]);
        assertEquals(fin.get(0)[2], replay.get(0)[1]);
        String cyWins = replay.get(0)[1].equals("P3") ? "white-wins" : "black-wins";
        assertEquals(Command.OK, add(event, dir, List.of(result(replay.get(0)[0], cyWins))).exitCode);

        CliRun done = CliRun.of("pair", event.toString());
        assertEquals(Command.FAILED, done.exitCode, done.out());
        assertTrue(done.err().contains("rounds of stage final are paired; it is the format's last stage"), done.err());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.out().contains("Stage group (round robin), rounds 1-3:"), score.out());
        assertTrue(score.out().contains("Stage final (knockout), rounds 4-5:"), score.out());
        List<String> lines = score.lines();
        int finalAt = lines.indexOf("Stage final (knockout), rounds 4-5:");
        List<String> finalRows = lines.subList(finalAt + 1, lines.size()).stream().filter(l -> l.matches("^\\d.*")).toList();
        assertEquals(2, finalRows.size(), score.out());
        assertTrue(finalRows.get(0).matches("1\\s+Cy\\s+1.5.*"), score.out());
        // the group's table counts the group's three rounds only, not Cy and Ann's final
        int groupAt = lines.indexOf("Stage group (round robin), rounds 1-3:");
        List<String> groupRows = lines.subList(groupAt + 1, finalAt).stream().filter(l -> l.matches("^\\d.*")).toList();
        assertEquals(4, groupRows.size(), score.out());
        assertTrue(groupRows.get(0).matches("1\\s+Cy\\s+3(\\s.*)?"), score.out());
        assertTrue(groupRows.get(1).matches("2\\s+Ann\\s+1\\.5(\\s.*)?"), score.out());

        // the journal replays: the final's rounds name their stage, so the same field is found again
        CliRun replayed = CliRun.of("replay", event.toString());
        assertEquals(Command.OK, replayed.exitCode, replayed.out() + replayed.err());
        assertEquals("replay: ok", replayed.lastLine());
        assertTrue(Files.readString(event.resolve("journal.jsonl")).contains("\"stage\":\"final\""));
    }
}

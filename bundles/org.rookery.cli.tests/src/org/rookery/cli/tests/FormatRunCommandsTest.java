// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * What the example formats say, run through the journal with {@code rookery event add},
 * {@code pair} and {@code score}: requested byes (fide-open.tfl) and a Scheveningen match
 * (scheveningen-match.tfl).
 */
class FormatRunCommandsTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private static Path newEvent(Path dir, String format) {
        return CliRun.newEvent(dir, FORMATS.resolve(format));
    }

    private static CliRun add(Path event, Path dir, List<String> lines) throws Exception {
        return CliRun.addFacts(event, dir, lines);
    }

    private static List<String> whiteWinsAll(CliRun pair) {
        List<String> results = new ArrayList<>();
        for (String line : pair.lines()) {
            if (line.matches("^\\d+\\.\\d+(\\.\\d+)? .*")) {
                results.add("{\"type\":\"result\",\"game\":\"" + line.substring(0, line.indexOf(' '))
                        + "\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}");
            }
        }
        return results;
    }

    @Test
    void fideOpenHonoursARequestedByeAndRefusesOneTooMany(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "fide-open.tfl");
        List<String> facts = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            facts.add("{\"type\":\"register\",\"player\":\"P" + i + "\",\"rating\":" + (2300 - 20 * i) + "}");
        }
        facts.add("{\"type\":\"bye-request\",\"player\":\"P1\",\"round\":1}");
        facts.add("{\"type\":\"bye-request\",\"player\":\"P1\",\"round\":3}");
        CliRun ok = add(event, dir, facts);
        assertEquals(Command.OK, ok.exitCode, ok.err());
        assertTrue(ok.out().contains("P1 asks for a bye in round 1"), ok.out());

        CliRun third = add(event, dir, List.of("{\"type\":\"bye-request\",\"player\":\"P1\",\"round\":5}"));
        assertEquals(Command.FAILED, third.exitCode);
        assertTrue(third.err().contains("(rule: requested byes per player); nothing was written"), third.err());
        CliRun late = add(event, dir, List.of("{\"type\":\"bye-request\",\"player\":\"P2\",\"round\":8}"));
        assertTrue(late.err().contains("(rule: requested byes in their rounds)"), late.err());

        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        assertTrue(pair.lines().stream().anyMatch(l -> l.matches("bye\\s+P1 \\(requested\\)")), pair.out());
        assertTrue(pair.lines().stream().noneMatch(l -> l.matches("^1\\.\\d .*P1\\b.*")), "P1 is not paired: " + pair.out());
        assertEquals(Command.OK, add(event, dir, whiteWinsAll(pair)).exitCode);

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.lines().stream().anyMatch(l -> l.matches("\\S+\\s+P1\\s+0\\.5\\b.*")),
                "the requested bye is worth 0.5 as the format says:\n" + score.out());
    }

    @Test
    void aScheveningenMatchIsPairedRoundByRoundUntilEveryoneHasMetEveryone(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "scheveningen-match.tfl");
        List<String> facts = new ArrayList<>();
        for (String t : List.of("H", "V")) {
            facts.add("{\"type\":\"register-team\",\"team\":\"" + t + "\"}");
            for (int i = 1; i <= 4; i++) {
                facts.add("{\"type\":\"register\",\"player\":\"" + t + i + "\",\"team\":\"" + t + "\",\"rating\":"
                        + (2400 - 50 * i) + "}");
            }
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        Set<String> met = new HashSet<>();
        for (int round = 1; round <= 4; round++) {
            CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
            assertEquals(Command.OK, pair.exitCode, pair.err());
            assertTrue(pair.lines().get(0).contains("round " + round + " paired: 4 games"), pair.out());
            for (String line : pair.lines().subList(1, 5)) {
                String[] names = line.substring(line.indexOf(' ')).trim().split(" - ");
                String home = names[0].startsWith("H") ? names[0] : names[1];
                String away = names[0].startsWith("H") ? names[1] : names[0];
                assertTrue(met.add(home.trim() + away.trim()), "met twice: " + line);
            }
            assertEquals(Command.OK, add(event, dir, whiteWinsAll(pair)).exitCode);
        }
        assertEquals(16, met.size());
        // White won every game: 8-8 on game points, so the format's Armageddon between the top boards is due
        CliRun score = CliRun.of("score", event.toString());
        assertTrue(score.out().contains("Play-off for place 1: H v V (top boards H1 v V1); Armageddon (White 5 min, Black 4 min,"
                + " draw odds to Black): due"), score.out());
        CliRun armageddon = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, armageddon.exitCode, armageddon.err());
        assertTrue(armageddon.lines().get(1).matches("PO1\\.1\\s+H1 - V1"), armageddon.out());
        assertEquals(Command.OK, add(event, dir, List.of("{\"type\":\"result\",\"game\":\"PO1.1\",\"outcome\":\"draw\","
                + "\"ending\":\"repetition\"}")).exitCode);
        CliRun settled = CliRun.of("score", event.toString());
        assertTrue(settled.out().contains("drawn, Black's draw odds; V takes place 1"), settled.out());
        // the play-off settles the match: the format's match points go to its winner
        assertTrue(settled.out().contains("Match: V won the match by the play-off after 8 to 8 on game points:"
                + " match points V 2, H 0"), settled.out());
        CliRun fifth = CliRun.of("pair", event.toString());
        assertEquals(Command.FAILED, fifth.exitCode);
        assertTrue(fifth.err().contains("all 4 rounds of stage match are paired"), fifth.err());
    }

    /**
     * A Scheveningen match won on game points shows, in {@code score} and in the HTML, PDF and CSV
     * exports, the match's result and the match points scheveningen-match.tfl gives for it (2 for
     * the winner, 0 for the loser), not only the game points.
     */
    @Test
    void aScheveningenMatchShowsItsResultAndTheFormatsMatchPoints(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "scheveningen-match.tfl");
        List<String> facts = new ArrayList<>();
        for (String[] t : List.of(new String[] { "H", "Holland" }, new String[] { "V", "Visitors" })) {
            facts.add("{\"type\":\"register-team\",\"team\":\"" + t[0] + "\",\"name\":\"" + t[1] + "\"}");
            for (int i = 1; i <= 4; i++) {
                facts.add("{\"type\":\"register\",\"player\":\"" + t[0] + i + "\",\"team\":\"" + t[0] + "\",\"rating\":"
                        + (2400 - 50 * i) + "}");
            }
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        for (int round = 1; round <= 4; round++) {
            CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
            assertEquals(Command.OK, pair.exitCode, pair.err());
            List<String> results = new ArrayList<>();
            for (String line : pair.lines().subList(1, 5)) {
                String game = line.substring(0, line.indexOf(' '));
                boolean homeWhite = line.substring(line.indexOf(' ')).trim().startsWith("H");
                // Holland win all four games of round 1; every later game is drawn: 10 to 6
                results.add(result(game, round == 1 ? (homeWhite ? "white-wins" : "black-wins") : "draw"));
            }
            assertEquals(Command.OK, add(event, dir, results).exitCode);
            if (round == 2) {
                CliRun half = CliRun.of("score", event.toString());
                assertTrue(half.out().contains("Match: match in play, after round 2 of 4: Holland 6, Visitors 2 on game points"),
                        half.out());
            }
        }
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        assertTrue(score.out().contains("Match: Holland won the match 10 to 6 on game points: match points Holland 2, Visitors 0"),
                score.out());
        for (String kind : List.of("html", "pdf", "csv")) {
            Path out = dir.resolve("match." + kind);
            CliRun r = CliRun.of("export", event.toString(), "--" + kind, out.toString());
            assertEquals(Command.OK, r.exitCode, kind + ": " + r.err());
            String content = kind.equals("pdf") ? ExportCommandTest.pdfText(out) : java.nio.file.Files.readString(out);
            String t = kind.equals("html") ? ExportCommandTest.htmlRows(content)
                    : kind.equals("csv") ? ExportCommandTest.csvRows(content) : content;
            String sep = kind.equals("pdf") ? " " : " | ";
            for (String expected : List.of("Match: Holland won the match 10 to 6 on game points: match points Holland 2, Visitors 0",
                    "Team" + sep + "Game points" + sep + "Result" + sep + "Match points",
                    "Holland" + sep + "10" + sep + "won" + sep + "2", "Visitors" + sep + "6" + sep + "lost" + sep + "0")) {
                assertTrue(t.contains(expected), kind + ": missing '" + expected + "' in:\n" + t);
            }
        }
    }

    private static String result(String game, String outcome) {
        return "{\"type\":\"result\",\"game\":\"" + game + "\",\"outcome\":\"" + outcome + "\",\"ending\":\""
                + (outcome.equals("draw") ? "repetition" : "checkmate") + "\"}";
    }

    @Test
    void aTieForFirstIsPlayedOffAsTheRoundRobinFormatSays(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "round-robin-armageddon.tfl");
        List<String> facts = new ArrayList<>();
        String[] players = { "Ann", "Bob", "Cid", "Dan" };
        for (int i = 0; i < players.length; i++) {
            facts.add("{\"type\":\"register\",\"player\":\"" + players[i] + "\",\"rating\":" + (2100 - 100 * i) + "}");
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        Set<String> top = Set.of("Ann", "Bob");
        for (int round = 1; round <= 3; round++) {
            CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
            assertEquals(Command.OK, pair.exitCode, pair.err());
            List<String> results = new ArrayList<>();
            for (String line : pair.lines().subList(1, 3)) {
                String game = line.substring(0, line.indexOf(' '));
                String[] names = line.substring(line.indexOf(' ')).trim().split(" - ");
                // Ann and Bob beat the others and draw with each other; Cid beats Dan
                String outcome = top.contains(names[0]) && top.contains(names[1]) ? "draw"
                        : top.contains(names[0]) || (!top.contains(names[1]) && names[0].equals("Cid")) ? "white-wins"
                                : "black-wins";
                results.add(result(game, outcome));
            }
            assertEquals(Command.OK, add(event, dir, results).exitCode);
        }
        CliRun score = CliRun.of("score", event.toString());
        assertTrue(score.out().contains("Play-off for place 1: Ann v Bob; 2 rapid games: due"), score.out());

        CliRun rapid = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, rapid.exitCode, rapid.err());
        assertTrue(rapid.lines().get(0).endsWith("play-off 1 paired: 2 games"), rapid.out());
        assertTrue(rapid.lines().get(1).matches("PO1\\.1\\s+Ann - Bob"), rapid.out());
        assertTrue(rapid.lines().get(2).matches("PO1\\.2\\s+Bob - Ann"), rapid.out());
        assertEquals(Command.OK, add(event, dir, List.of(result("PO1.1", "white-wins"), result("PO1.2", "white-wins"))).exitCode);

        CliRun armageddon = CliRun.of("pair", "--by", "Maria", event.toString());
        assertTrue(armageddon.lines().get(1).matches("PO2\\.1\\s+Ann - Bob"), armageddon.out());
        assertEquals(Command.OK, add(event, dir, List.of(result("PO2.1", "draw"))).exitCode);

        CliRun after = CliRun.of("score", event.toString());
        assertTrue(after.out().contains("drawn, Black's draw odds; Bob takes place 1"), after.out());
        String ranking = after.out().substring(after.out().indexOf("Final ranking after the play-offs"));
        assertTrue(ranking.lines().skip(2).findFirst().orElseThrow().matches("1\\s+Bob\\s+2\\.5.*"), ranking);
        CliRun done = CliRun.of("pair", event.toString());
        assertEquals(Command.FAILED, done.exitCode, done.out());
        // the exported standings are the final ranking too
        Path csv = dir.resolve("standings.csv");
        assertEquals(Command.OK, CliRun.of("export", event.toString(), "--csv", csv.toString()).exitCode);
        String text = Files.readString(csv);
        assertTrue(text.indexOf("Bob") < text.indexOf("Ann"), text);
    }

    @Test
    void theMcMahonStandingsShowTheMcMahonScore(@TempDir Path dir) throws Exception {
        Path event = newEvent(dir, "mcmahon-shogi.tfl");
        // bar 1 dan, floor 10 kyu on the FESA grades: 1 dan starts on 10, 2 kyu on 8, 5 kyu on 5, 12 kyu on 0
        String[][] players = { { "Dan", "1 dan" }, { "Kei", "2 kyu" }, { "Go", "5 kyu" }, { "Ju", "12 kyu" } };
        List<String> facts = new ArrayList<>();
        for (String[] p : players) {
            facts.add("{\"type\":\"register\",\"player\":\"" + p[0] + "\",\"grade\":\"" + p[1] + "\"}");
        }
        assertEquals(Command.OK, add(event, dir, facts).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err());
        assertEquals(Command.OK, add(event, dir, whiteWinsAll(pair)).exitCode);
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        java.util.Map<String, Double> points = new java.util.HashMap<>();
        for (String line : score.lines()) {
            String[] cells = line.trim().split("\\s+");
            if (cells.length >= 3 && List.of("Dan", "Kei", "Go", "Ju").contains(cells[1])) {
                points.put(cells[1], Double.parseDouble(cells[2]));
            }
        }
        assertEquals(4, points.size(), score.out());
        // the McMahon score is the start score plus the round's point
        assertTrue(points.get("Dan") >= 10 && points.get("Dan") <= 11, score.out());
        assertTrue(points.get("Ju") <= 1, score.out());
        assertTrue(points.get("Kei") >= 8 && points.get("Go") >= 5, score.out());
    }
}

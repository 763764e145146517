// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * Forfeits typed as results ({@code 1 1-0f}, {@code 0-0f}) by {@code rookery event results}: recorded
 * as result facts with {@code forfeit}, scored as a win for the player present, left out of the
 * tie-breaks as FIDE's tie-break regulations leave out unplayed games (the virtual opponent, and a
 * draw in the opponents' tie-breaks), and shown as {@code +}/{@code -} in the TRF file, the
 * wall chart and the crosstable.
 */
class ForfeitEntryCommandTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    /** Four players of the FIDE open (P1 Ann 2200 ... P4 Dan 1900), with round {@code 1} paired 1.1 P1-P2, 1.2 P3-P4. */
    private static Path open(Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FORMATS.resolve("fide-open.tfl"));
        List<String> facts = List.of(
                "{\"type\":\"register\",\"player\":\"P1\",\"name\":\"Ann Ames\",\"rating\":2200}",
                "{\"type\":\"register\",\"player\":\"P2\",\"name\":\"Ben Bell\",\"rating\":2100}",
                "{\"type\":\"register\",\"player\":\"P3\",\"name\":\"Cy Cole\",\"rating\":2000}",
                "{\"type\":\"register\",\"player\":\"P4\",\"name\":\"Dan Dunn\",\"rating\":1900}",
                "{\"type\":\"pairing\",\"round\":1,\"boards\":[{\"game\":\"1.1\",\"white\":\"P1\",\"black\":\"P2\"},"
                        + "{\"game\":\"1.2\",\"white\":\"P3\",\"black\":\"P4\"}]}");
        CliRun added = CliRun.addFacts(event, dir, facts);
        assertEquals(Command.OK, added.exitCode, added.err() + added.out());
        return event;
    }

    private static CliRun results(Path event, Path dir, int round, String lines) throws Exception {
        Path file = dir.resolve("results" + round + ".txt");
        Files.writeString(file, lines, StandardCharsets.UTF_8);
        return CliRun.of("event", "results", "--by", "Maria", event.toString(), String.valueOf(round), file.toString());
    }

    /** The Buchholz of the player {@code name} (two words) in {@code score}'s standings (Place Name Points Cut-1 Buch SB). */
    private static BigDecimal buchholz(String score, String name) {
        for (String line : score.lines().toList()) {
            if (line.contains(name)) {
                return new BigDecimal(line.strip().split("\\s+")[5]);
            }
        }
        throw new AssertionError(name + " is not in the standings:\n" + score);
    }

    private static BigDecimal points(String score, String name) {
        for (String line : score.lines().toList()) {
            if (line.contains(name)) {
                return new BigDecimal(line.strip().split("\\s+")[3]);
            }
        }
        throw new AssertionError(name + " is not in the standings:\n" + score);
    }

    @Test
    void aForfeitScoresForThePlayerPresentAndIsUnplayedForTheTieBreaks(@TempDir Path dir) throws Exception {
        Path event = open(dir);
        CliRun r1 = results(event, dir, 1, "1 1-0f\n2 1-0\n");
        assertEquals(Command.OK, r1.exitCode, r1.err() + r1.out());
        String journal = Files.readString(event.resolve("journal.jsonl"), StandardCharsets.UTF_8);
        assertTrue(journal.contains("\"game\":\"1.1\",\"outcome\":\"white-wins\",\"ending\":\"arbiter-decision\",\"forfeit\":true"),
                journal);
        CliRun pair2 = CliRun.addFacts(event, dir, List.of("{\"type\":\"pairing\",\"round\":2,\"boards\":["
                + "{\"game\":\"2.1\",\"white\":\"P1\",\"black\":\"P3\"},{\"game\":\"2.2\",\"white\":\"P2\",\"black\":\"P4\"}]}"));
        assertEquals(Command.OK, pair2.exitCode, pair2.err() + pair2.out());
        CliRun r2 = results(event, dir, 2, "1 1-0\n2 =\n");
        assertEquals(Command.OK, r2.exitCode, r2.err() + r2.out());

        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        String s = score.out();
        // the forfeit win is a point: Ann 2, Cy 1, Ben and Dan ½
        assertEquals(0, points(s, "Ann Ames").compareTo(new BigDecimal("2")), s);
        assertEquals(0, points(s, "Ben Bell").compareTo(new BigDecimal("0.5")), s);
        // FIDE's rule for unplayed games (virtual opponent, a draw in the opponents' tie-breaks):
        // Ann: virtual opponent 0 + 0 + ½ = ½, plus Cy 1 = 1.5
        assertEquals(0, buchholz(s, "Ann Ames").compareTo(new BigDecimal("1.5")), s);
        // Ben: virtual opponent 0 + 1 + ½ = 1.5, plus Dan ½ = 2 (counted as played it would be 2.5)
        assertEquals(0, buchholz(s, "Ben Bell").compareTo(new BigDecimal("2")), s);
        // Cy: Dan ½, plus Ann with her forfeit win counted as a draw: 1.5, = 2 (played: 2.5)
        assertEquals(0, buchholz(s, "Cy Cole").compareTo(new BigDecimal("2")), s);
        // Dan: Cy 1, plus Ben with his forfeit loss counted as a draw: 1, = 2 (played: 1.5)
        assertEquals(0, buchholz(s, "Dan Dunn").compareTo(new BigDecimal("2")), s);

        Path trf = dir.resolve("open.trf");
        CliRun t = CliRun.of("export", event.toString(), "--trf", trf.toString());
        assertEquals(Command.OK, t.exitCode, t.err());
        String text = Files.readString(trf, StandardCharsets.UTF_8);
        // Ann (1) won by forfeit against Ben (2) with White; Ben lost it with Black
        assertTrue(Pattern.compile("(?m)^001    1 .* 2 w \\+(\\s|$)").matcher(text).find(), text);
        assertTrue(Pattern.compile("(?m)^001    2 .* 1 b -(\\s|$)").matcher(text).find(), text);

        Path chart = dir.resolve("chart.html");
        CliRun w = CliRun.of("export", event.toString(), "--wallchart", "--html", chart.toString());
        assertEquals(Command.OK, w.exitCode, w.err());
        String html = Files.readString(chart, StandardCharsets.UTF_8);
        assertTrue(html.contains("2w+"), html);
        assertTrue(html.contains("1b-"), html);

        Path cross = dir.resolve("cross.csv");
        CliRun c = CliRun.of("export", event.toString(), "--csv", cross.toString());
        assertEquals(Command.OK, c.exitCode, c.err());
        String csv = Files.readString(cross, StandardCharsets.UTF_8);
        // the crosstable numbers opponents by line: Ann, first, won by forfeit with White; Ben lost it to line 1
        assertTrue(Pattern.compile("[2-4]w\\+").matcher(csv).find(), csv);
        assertTrue(csv.contains("1b-"), csv);
    }

    @Test
    void aForfeitByBothIsALossForBothAndAForfeitTakesNoEnding(@TempDir Path dir) throws Exception {
        Path event = open(dir);
        CliRun bad = results(event, dir, 1, "1 0-1f checkmate\n2 =f\n");
        assertEquals(Command.FAILED, bad.exitCode, bad.out());
        assertTrue(bad.err().contains("'1 0-1f checkmate': '0-1f' is a forfeit, a game not played: it has no ending"), bad.err());
        assertTrue(bad.err().contains("'2 =f': '=f' is not a forfeit; write 1-0f"), bad.err());
        CliRun r = results(event, dir, 1, "1 0-0f\n2 =\n");
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        CliRun score = CliRun.of("score", event.toString());
        assertEquals(Command.OK, score.exitCode, score.err());
        String s = score.out();
        assertTrue(s.contains("Standings after round 1"), s);
        assertEquals(0, points(s, "Ann Ames").signum(), s);
        assertEquals(0, points(s, "Ben Bell").signum(), s);
        // each lost to a virtual opponent who scored the point: Buchholz 1
        assertEquals(0, buchholz(s, "Ann Ames").compareTo(BigDecimal.ONE), s);
        assertEquals(0, buchholz(s, "Ben Bell").compareTo(BigDecimal.ONE), s);
        Path trf = dir.resolve("open.trf");
        assertEquals(Command.OK, CliRun.of("export", event.toString(), "--trf", trf.toString()).exitCode);
        String text = Files.readString(trf, StandardCharsets.UTF_8);
        assertTrue(Pattern.compile("(?m)^001    1 .* 2 w -(\\s|$)").matcher(text).find(), text);
        assertTrue(Pattern.compile("(?m)^001    2 .* 1 b -(\\s|$)").matcher(text).find(), text);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/** {@code rookery export} on a FESA Swiss recorded through the CLI and on the G20 example match. */
class ExportCommandTest {

    private static final Path EXAMPLES = Path.of("../../examples").toAbsolutePath().normalize();

    /** A four-player FESA Swiss with one round played: Jørgensen beat Smith, Nowak and Tanaka drew. */
    private static Path fesaSwiss(Path dir) throws Exception {
        Path event = dir.resolve("shogi");
        CliRun created = CliRun.of("event", "new", "--format", EXAMPLES.resolve("formats/fesa-shogi.tfl").toString(),
                event.toString());
        assertEquals(Command.OK, created.exitCode, created.err());
        Path facts = dir.resolve("facts.jsonl");
        Files.writeString(facts, String.join("\n",
                "{\"type\":\"register\",\"player\":\"P1\",\"name\":\"Søren Jørgensen\",\"rating\":2000}",
                "{\"type\":\"register\",\"player\":\"P2\",\"name\":\"Anna Nowak\",\"rating\":1900}",
                "{\"type\":\"register\",\"player\":\"P3\",\"name\":\"John Smith\",\"rating\":1800}",
                "{\"type\":\"register\",\"player\":\"P4\",\"name\":\"Kenji Tanaka\"}",
                "{\"type\":\"pairing\",\"round\":1,\"boards\":[{\"game\":\"1.1\",\"white\":\"P1\",\"black\":\"P3\"},"
                        + "{\"game\":\"1.2\",\"white\":\"P2\",\"black\":\"P4\"}]}",
                "{\"type\":\"result\",\"game\":\"1.1\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}",
                "{\"type\":\"result\",\"game\":\"1.2\",\"outcome\":\"draw\",\"ending\":\"repetition\"}") + "\n",
                StandardCharsets.UTF_8);
        CliRun added = CliRun.of("event", "add", "--by", "Maria", event.toString(), facts.toString());
        assertEquals(Command.OK, added.exitCode, added.err() + added.out());
        return event;
    }

    @Test
    void theFesaFileOfASwiss(@TempDir Path dir) throws Exception {
        Path event = fesaSwiss(dir);
        Path out = dir.resolve("turnering.txt");
        CliRun r = CliRun.of("export", event.toString(), "--fesa", out.toString(), "--city", "Ludwigshafen", "--country",
                "Germany", "--last-day", "2026-12-01");
        assertEquals(Command.OK, r.exitCode, r.err());
        assertEquals("wrote the FESA results file of " + event + " to " + out, r.lastLine());
        List<String> lines = Files.readAllLines(out, StandardCharsets.ISO_8859_1);
        assertTrue(lines.get(0).startsWith("["), lines.get(0));
        assertTrue(lines.get(0).endsWith(", Ludwigshafen, Germany, 2026-12-01]"), lines.get(0));
        assertEquals("[2026-12-01]", lines.get(1));
        assertEquals("[Time control: 20min + 40sec]", lines.get(2));
        assertEquals("1 [Jørgensen][Søren][4+] 1", lines.get(4));
        assertTrue(lines.contains("4 [Smith][John][1-] 0"), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.matches("[23] N \\[Tanaka\\]\\[Kenji\\]\\[[23]=\\] 0\\.5")), lines.toString());
    }

    @Test
    void htmlCsvPdfAndTrfOfASwiss(@TempDir Path dir) throws Exception {
        Path event = fesaSwiss(dir);
        for (String kind : List.of("html", "csv", "pdf", "trf")) {
            Path out = dir.resolve("standings." + kind);
            CliRun r = CliRun.of("export", event.toString(), "--" + kind, out.toString());
            assertEquals(Command.OK, r.exitCode, kind + ": " + r.err());
        }
        String html = Files.readString(dir.resolve("standings.html"));
        assertTrue(html.contains("<h2>Standings</h2>"), html);
        assertTrue(html.contains("<td class=\"left\">Søren Jørgensen</td>"), html);
        assertTrue(html.contains("<td class=\"center\">4w1</td>"), "crosstable cell: beat line 4 with White");
        List<String> csv = Files.readAllLines(dir.resolve("standings.csv"));
        assertEquals("Standings", csv.get(0));
        assertEquals("Place,Name,Rating,Points", csv.get(1).substring(0, "Place,Name,Rating,Points".length()));
        assertTrue(csv.get(2).startsWith("1,Søren Jørgensen,2000,1"), csv.get(2));
        byte[] pdf = Files.readAllBytes(dir.resolve("standings.pdf"));
        assertEquals("%PDF-", new String(pdf, 0, 5, StandardCharsets.US_ASCII));
        String trf = Files.readString(dir.resolve("standings.trf"));
        assertTrue(trf.contains("Søren Jørgensen"), trf);
        assertTrue(trf.contains("XXR 1") || trf.lines().anyMatch(l -> l.startsWith("XXR")), trf);
    }

    @Test
    void theG20ExampleAsAScorecard(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("g20.html");
        CliRun r = CliRun.of("export", EXAMPLES.resolve("events/g20-match").toString(), "--html", out.toString());
        assertEquals(Command.OK, r.exitCode, r.err());
        String html = Files.readString(out);
        assertTrue(html.contains("Innings 1: "), html);
        assertTrue(html.contains("<h2>Innings 1: Carlton Camels score against Zennor Zebras - total 239 (10 games played)</h2>"),
                "the Camels' first innings, as the example's README works it out");
        assertTrue(html.contains("(follow-on)"), html);
        assertTrue(html.contains("281 to 73)</p>"), "the match result as the subtitle");
        assertTrue(html.contains("<td class=\"left\">Carlton Camels</td><td class=\"right\">281</td>"), html);
        assertTrue(html.contains("<td class=\"left\">Zennor Zebras</td><td class=\"right\">73</td>"), html);
    }

    @Test
    void wrongRequestsAreRefusedAndWriteNothing(@TempDir Path dir) throws Exception {
        Path event = fesaSwiss(dir);
        CliRun none = CliRun.of("export", event.toString());
        assertEquals(Command.USAGE, none.exitCode);
        assertTrue(none.err().startsWith("rookery export: choose exactly one of --html"), none.err());
        CliRun noCity = CliRun.of("export", event.toString(), "--fesa", dir.resolve("t.txt").toString());
        assertEquals(Command.USAGE, noCity.exitCode);
        assertTrue(noCity.err().contains("--fesa needs --city and --country"), noCity.err());
        Path out = dir.resolve("g20.txt");
        CliRun innings = CliRun.of("export", EXAMPLES.resolve("events/g20-match").toString(), "--fesa", out.toString(),
                "--city", "X", "--country", "Y");
        assertEquals(Command.FAILED, innings.exitCode);
        assertTrue(innings.err().startsWith("rookery export: the FESA results file is for individual"), innings.err());
        assertFalse(Files.exists(out), "nothing written");
        CliRun missing = CliRun.of("export", dir.resolve("nope").toString(), "--html", dir.resolve("x.html").toString());
        assertEquals(Command.FAILED, missing.exitCode);
        assertTrue(missing.err().startsWith("rookery export: "), missing.err());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/** {@code rookery export} on a FESA Swiss recorded through the CLI and on the G20 example match. */
class ExportCommandTest {

    private static final Path EXAMPLES = Path.of("../../examples").toAbsolutePath().normalize();

    /** A four-player FESA Swiss with one round played: Jørgensen beat Smith, Tanaka beat Nowak. */
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
                "{\"type\":\"result\",\"game\":\"1.2\",\"outcome\":\"black-wins\",\"ending\":\"resignation\"}") + "\n",
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
        List<String> players = lines.subList(4, lines.size());
        assertEquals(4, players.size(), lines.toString());
        // the two winners share first place; each line names its opponent by that player's line number
        String soeren = line(players, "[Jørgensen][Søren][");
        String smith = line(players, "[Smith][John][");
        String kenji = line(players, "N [Tanaka][Kenji][");
        String anna = line(players, "[Nowak][Anna][");
        assertTrue(soeren.matches("[12] \\[Jørgensen\\]\\[Søren\\]\\[" + number(smith) + "\\+\\] 1"), soeren);
        assertTrue(smith.matches("[34] \\[Smith\\]\\[John\\]\\[" + number(soeren) + "-\\] 0"), smith);
        assertTrue(kenji.matches("[12] N \\[Tanaka\\]\\[Kenji\\]\\[" + number(anna) + "\\+\\] 1"), kenji);
        assertTrue(anna.matches("[34] \\[Nowak\\]\\[Anna\\]\\[" + number(kenji) + "-\\] 0"), anna);
    }

    private static String line(List<String> lines, String part) {
        return lines.stream().filter(l -> l.contains(part)).findFirst().orElseThrow(() -> new AssertionError(part + " in " + lines));
    }

    private static String number(String line) {
        return line.substring(0, line.indexOf(' '));
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
        assertTrue(html.matches("(?s).*<td class=\"center\">[34]w1</td>.*"), "crosstable cell: beat line 3 or 4 with White");
        List<String> csv = Files.readAllLines(dir.resolve("standings.csv"));
        assertEquals("Standings", csv.get(0));
        assertEquals("Place,Name,Rating,Points", csv.get(1).substring(0, "Place,Name,Rating,Points".length()));
        assertTrue(csv.stream().anyMatch(l -> l.matches("1(-2)?,Søren Jørgensen,2000,1(,.*)?")), csv.toString());
        byte[] pdf = Files.readAllBytes(dir.resolve("standings.pdf"));
        assertEquals("%PDF-", new String(pdf, 0, 5, StandardCharsets.US_ASCII));
        String trf = Files.readString(dir.resolve("standings.trf"));
        assertTrue(trf.contains("Søren Jørgensen"), trf);
        assertTrue(trf.contains("XXR 1") || trf.lines().anyMatch(l -> l.startsWith("XXR")), trf);
    }

    /**
     * What an arbiter files after the G20 example match, in the HTML page, the PDF's text and the
     * CSV alike, each item as examples/events/g20-match/README.md works it out: the toss and its
     * choice, the squads and captains, each innings' batting order, the men captured in each game
     * by letter, whether a timeout was normal or a penalty and by what margin, why the follow-on
     * applied, the match totals and the result in the teams' names.
     */
    @Test
    void theG20ExampleAsTheScorecardAnArbiterFiles(@TempDir Path dir) throws Exception {
        Path event = EXAMPLES.resolve("events/g20-match");
        Map<String, String> texts = new LinkedHashMap<>();
        for (String kind : List.of("html", "pdf", "csv")) {
            Path out = dir.resolve("g20." + kind);
            CliRun r = CliRun.of("export", event.toString(), "--" + kind, out.toString());
            assertEquals(Command.OK, r.exitCode, kind + ": " + r.err());
            texts.put(kind, kind.equals("pdf") ? pdfText(out) : Files.readString(out, StandardCharsets.UTF_8));
        }
        String html = texts.get("html");
        // the headline names the teams by name and says who won in plain English
        assertTrue(html.contains("<p class=\"subtitle\">Carlton Camels v Zennor Zebras: Carlton Camels won by 208 points"
                + " (281 to 73)</p>"), html);
        assertFalse(html.matches("(?s).*\\bCamels win\\b.*"), "no team id in the headline");
        assertTrue(html.contains("<h2>Innings 1: Carlton Camels score against Zennor Zebras - total 239 (10 games played)</h2>"),
                "the Camels' first innings, as the example's README works it out");
        for (var e : texts.entrySet()) {
            String kind = e.getKey();
            // a table row a line, its cells between " | " (the PDF's text has the cells between spaces)
            String t = kind.equals("html") ? htmlRows(e.getValue()) : kind.equals("csv") ? csvRows(e.getValue()) : e.getValue();
            String sep = kind.equals("pdf") ? " " : " | ";
            for (String expected : List.of(
                    // set-up: "The Camels win the toss and choose to score (bat, play White) first"
                    "Toss" + sep + "won by Carlton Camels, who chose to score (play White) first",
                    // "the squads are C1 to C5 (captain C1) and Z1 to Z5 (captain Z1)"; 7 registered, 2 reserves
                    "Carlton Camels" + sep + "C1" + sep + "C1, C2, C3, C4, C5" + sep + "C6, C7",
                    "Zennor Zebras" + sep + "Z1" + sep + "Z1, Z2, Z3, Z4, Z5" + sep + "Z6, Z7",
                    // "they follow on at once (rule 19, compulsory)"
                    "Follow-on" + sep + "Zennor Zebras followed on: 226 behind after both first innings (239 to 13),"
                            + " more than the format's 200; the follow-on is compulsory",
                    "Result" + sep + "Carlton Camels won by 208 points (281 to 73)",
                    // innings 1, game 1: all the men taken; game 2: P, P, N; game 4: 8 P, R, N
                    "8P 2R 2N 2G 2B Q (17)", "2P N (3)", "8P R N (10)", "8P 2R 2N (12)",
                    // game 3: White has 20 s, a penalty timeout; game 6: corrected to 12 s, a normal timeout
                    "won, penalty timeout: clock margin 20 s, over 15 s" + sep + "2P (2)",
                    "won, normal timeout: clock margin 12 s, not over 15 s" + sep + "8P 2B (10)",
                    "8P Q 2G (11)",
                    // innings 2, game 5: White's flag falls
                    "lost on time",
                    // innings 3 is the follow-on; innings 4's order is C4, C5, C1, C2, C3
                    "Innings 3: Zennor Zebras score against Carlton Camels (follow-on) - total 60",
                    "Innings 4: batting order of Carlton Camels")) {
                assertTrue(t.contains(expected), kind + ": missing '" + expected + "' in:\n" + t);
            }
            // the batting orders, innings by innings
            List<List<String>> orders = List.of(List.of("C1", "C2", "C3", "C4", "C5"), List.of("Z1", "Z2", "Z3", "Z4", "Z5"),
                    List.of("Z1", "Z2", "Z3", "Z4", "Z5"), List.of("C4", "C5", "C1", "C2", "C3"));
            for (int i = 0; i < 4; i++) {
                String section = t.substring(t.indexOf("Innings " + (i + 1) + ": batting order of"));
                for (int k = 0; k < 5; k++) {
                    String row = (k + 1) + sep + orders.get(i).get(k) + sep;
                    assertTrue(section.contains(row), kind + ": innings " + (i + 1) + " bats " + orders.get(i) + "; no '"
                            + row + "' in:\n" + section.substring(0, Math.min(section.length(), 400)));
                }
            }
            // the match totals with each team's innings
            assertTrue(t.contains("Carlton Camels" + sep + "innings 1: 239, innings 4: 42" + sep + "281"), kind + ":\n" + t);
            assertTrue(t.contains("Zennor Zebras" + sep + "innings 2: 13, innings 3 (follow-on): 60" + sep + "73"),
                    kind + ":\n" + t);
        }
        assertTrue(texts.get("pdf").contains("Carlton Camels v Zennor Zebras: Carlton Camels won by 208 points (281 to 73)"),
                texts.get("pdf"));
    }

    /**
     * A G20 match level after the four innings (every scoring player out at once, 0 to 0) that the
     * Zebras win in golden round 1, 13 to 0: the exports show the golden round's toss, its scores
     * beside the match totals and the result in the teams' names.
     */
    @Test
    void goldenRoundScoresShowInTheMatchTotals(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, EXAMPLES.resolve("formats/g20.tfl"));
        List<String> facts = new java.util.ArrayList<>();
        for (String[] t : List.of(new String[] { "Camels", "Carlton Camels", "C" }, new String[] { "Zebras", "Zennor Zebras", "Z" })) {
            facts.add("{\"type\":\"register-team\",\"team\":\"" + t[0] + "\",\"name\":\"" + t[1] + "\"}");
            for (int i = 1; i <= 7; i++) {
                facts.add("{\"type\":\"register\",\"player\":\"" + t[2] + i + "\",\"team\":\"" + t[0] + "\"}");
            }
        }
        for (String[] t : List.of(new String[] { "Camels", "C" }, new String[] { "Zebras", "Z" })) {
            facts.add("{\"type\":\"line-up\",\"team\":\"" + t[0] + "\",\"players\":[\"" + t[1] + "1\",\"" + t[1] + "2\",\""
                    + t[1] + "3\",\"" + t[1] + "4\",\"" + t[1] + "5\"],\"captain\":\"" + t[1] + "1\"}");
        }
        facts.add("{\"type\":\"toss\",\"winner\":\"Camels\",\"choice\":\"scoring\"}");
        for (int innings = 1; innings <= 4; innings++) {
            String bat = innings % 2 == 1 ? "C" : "Z";
            String stop = innings % 2 == 1 ? "Z" : "C";
            facts.add("{\"type\":\"line-up\",\"team\":\"" + (bat.equals("C") ? "Camels" : "Zebras") + "\",\"innings\":"
                    + innings + ",\"players\":[\"" + bat + "1\",\"" + bat + "2\",\"" + bat + "3\",\"" + bat + "4\",\"" + bat + "5\"]}");
            for (int g = 1; g <= 5; g++) {
                String game = "i" + innings + "." + g;
                facts.add("{\"type\":\"game-start\",\"game\":\"" + game + "\",\"white\":\"" + bat + g + "\",\"black\":\""
                        + stop + g + "\",\"innings\":" + innings + "}");
                facts.add("{\"type\":\"result\",\"game\":\"" + game + "\",\"outcome\":\"black-wins\",\"ending\":\"checkmate\"}");
            }
        }
        // golden round 1: the Zebras win its toss and score 13 (8 P, R, N); the Camels' player is mated
        facts.add("{\"type\":\"toss\",\"winner\":\"Zebras\",\"choice\":\"scoring\"}");
        facts.add("{\"type\":\"line-up\",\"team\":\"Zebras\",\"innings\":5,\"players\":[\"Z3\"]}");
        facts.add("{\"type\":\"game-start\",\"game\":\"i5.1\",\"white\":\"Z3\",\"black\":\"C2\",\"innings\":5}");
        facts.add("{\"type\":\"result\",\"game\":\"i5.1\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\","
                + "\"capturedByWhite\":[\"P\",\"P\",\"P\",\"P\",\"P\",\"P\",\"P\",\"P\",\"R\",\"N\"]}");
        facts.add("{\"type\":\"line-up\",\"team\":\"Camels\",\"innings\":6,\"players\":[\"C4\"]}");
        facts.add("{\"type\":\"game-start\",\"game\":\"i6.1\",\"white\":\"C4\",\"black\":\"Z1\",\"innings\":6}");
        facts.add("{\"type\":\"result\",\"game\":\"i6.1\",\"outcome\":\"black-wins\",\"ending\":\"checkmate\"}");
        CliRun added = CliRun.addFacts(event, dir, facts);
        assertEquals(Command.OK, added.exitCode, added.err() + added.out());
        for (String kind : List.of("html", "pdf", "csv")) {
            Path out = dir.resolve("golden." + kind);
            CliRun r = CliRun.of("export", event.toString(), "--" + kind, out.toString());
            assertEquals(Command.OK, r.exitCode, kind + ": " + r.err());
            String content = kind.equals("pdf") ? pdfText(out) : Files.readString(out, StandardCharsets.UTF_8);
            String t = kind.equals("html") ? htmlRows(content) : kind.equals("csv") ? csvRows(content) : content;
            String sep = kind.equals("pdf") ? " " : " | ";
            for (String expected : List.of("Team" + sep + "Innings" + sep + "Total" + sep + "Golden round 1",
                    "Carlton Camels" + sep + "innings 1: 0, innings 3: 0" + sep + "0" + sep + "0",
                    "Zennor Zebras" + sep + "innings 2: 0, innings 4: 0" + sep + "0" + sep + "13",
                    "Toss of golden round 1" + sep + "won by Zennor Zebras, who chose to score (play White) first",
                    "Result" + sep + "Zennor Zebras won golden round 1, 13 to 0, after level totals of 0")) {
                assertTrue(t.contains(expected), kind + ": missing '" + expected + "' in:\n" + t);
            }
        }
    }

    /** The headings and table rows of an HTML page in order, a line each, the cells between " | ", the text unescaped. */
    static String htmlRows(String html) {
        StringBuilder out = new StringBuilder();
        java.util.regex.Matcher part = java.util.regex.Pattern.compile("(?s)<h2>(.*?)</h2>|<tr>(.*?)</tr>").matcher(html);
        while (part.find()) {
            if (part.group(1) != null) {
                out.append(unescape(part.group(1))).append('\n');
                continue;
            }
            List<String> cells = new java.util.ArrayList<>();
            java.util.regex.Matcher cell = java.util.regex.Pattern.compile("(?s)<t[dh][^>]*>(.*?)</t[dh]>").matcher(part.group(2));
            while (cell.find()) {
                cells.add(unescape(cell.group(1)));
            }
            out.append(String.join(" | ", cells)).append('\n');
        }
        return out.toString();
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&");
    }

    /** The records of an RFC 4180 file, a line each, the fields between " | ". */
    static String csvRows(String csv) {
        StringBuilder out = new StringBuilder();
        StringBuilder field = new StringBuilder();
        List<String> record = new java.util.ArrayList<>();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
            } else if (c == '\n') {
                record.add(field.toString().replace("\r", ""));
                field.setLength(0);
                out.append(String.join(" | ", record)).append('\n');
                record.clear();
            } else {
                field.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The text of every page of a PDF, as PDFBox's text stripper reads it, every run of white
     * space made one space (a long heading is broken into lines on the page).
     */
    static String pdfText(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d).replaceAll("\\s+", " ");
        }
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

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code rookery export DIR --pairings|--slips|--wallchart|--innings-sheet}: the printouts of an
 * arbiter's round for the four example events, a shogi event with kanji names, and a round of a
 * 30-player Swiss paired by the command line, each checked in the PDF's text as printed.
 */
class RoundPrintoutsCommandTest {

    private static final Path EVENTS = Path.of("../../examples/events").toAbsolutePath().normalize();
    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    /** A copy of an example event, so that nothing a command does can change the shipped one. */
    static Path copy(String example, Path dir) throws Exception {
        Path source = EVENTS.resolve(example);
        Path target = dir.resolve(example);
        HostileEvents.copyTree(source, target);
        return target;
    }

    /** Runs the export, which must succeed, and returns the PDF's text with runs of white space as one space. */
    private static String pdf(Path event, Path out, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("export", event.toString()));
        args.addAll(List.of(options));
        args.addAll(List.of("--pdf", out.toString()));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(Command.OK, r.exitCode, r.err() + r.out());
        assertTrue(r.lastLine().startsWith("wrote the "), r.out());
        return ExportCommandTest.pdfText(out);
    }

    @Test
    void theFesaSwissRoundTwoWithItsSennichiteReplayUnderItsBoard(@TempDir Path dir) throws Exception {
        Path event = copy("fesa-swiss", dir);
        String list = pdf(event, dir.resolve("r2.pdf"), "--pairings", "--round", "2");
        assertTrue(list.contains("Round 2 pairings"), list);
        // the sides as shogi names them; board 3 is 2.3, its replay 2.3r right under it with the colours swapped
        assertTrue(list.contains("Board Sente Points Gote Points Result Note"), list);
        assertTrue(list.contains("3 Luca Bianchi (S14) 1 Pavel Horak (S10) 1 game 2.3, sennichite: replayed below"
                + " 3 Pavel Horak (S10) 1 Luca Bianchi (S14) 1 1-0 sennichite replay of 2.3"), list);
        // the alphabetical list: Hana Ito plays board 5 as gote against Sofia Rossi
        assertTrue(list.contains("Alphabetical list"), list);
        assertTrue(list.contains("Hana Ito (S01) 5 Gote Sofia Rossi (S06)"), list);
        assertTrue(list.indexOf("Elena Garcia (S08) 8") < list.indexOf("Hana Ito (S01) 5"), list);

        String slips = pdf(event, dir.resolve("slips.pdf"), "--slips", "--round", "3");
        // eight boards, eight slips, each with the declaration and sennichite boxes of the format
        for (int b = 1; b <= 8; b++) {
            assertTrue(slips.contains("Round 3, board " + b + " (game 3." + b + ")"), slips);
        }
        assertEquals(8, count(slips, "Impasse declaration (sente 28, gote 27 points)"), slips);
        assertEquals(8, count(slips, "Sennichite (fourfold repetition)"), slips);
        assertTrue(slips.contains("Round 3, board 1 (game 3.1) Sente Gote Player Tomas Novak (S07) Nora Byrne (S13)"), slips);
        assertTrue(slips.contains("[ ] declaration"), slips);
    }

    @Test
    void theGuardianWallChartGivesOpponentColourResultAndRunningScore(@TempDir Path dir) throws Exception {
        Path event = copy("guardian-club", dir);
        String chart = pdf(event, dir.resolve("chart.pdf"), "--wallchart");
        assertTrue(chart.contains("wall chart after round 5"), chart);
        // Asha Rao, number 1 by rating: beat Femi (6) as White, drew Bram (2), beat Chen (3) as Black, beat Dora, lost to Emil
        assertTrue(chart.contains("1 Asha Rao (P1) 2150 6w1 1 2w½ 1½ 3b1 2½ 4w1 3½ 5b0 3½"), chart);
        String slips = pdf(event, dir.resolve("slips.pdf"), "--slips");
        // a game that can be drawn has the draw box; the Guardian format scores no captures and no clocks
        assertTrue(slips.contains("Drawn [ ] draw"), slips);
        assertFalse(slips.contains("Men captured"), slips);
        assertFalse(slips.contains("Impasse"), slips);
    }

    @Test
    void theNewportExchangeMatchesHaveBoardsAAndBPartnersAndOneSlipPerMatch(@TempDir Path dir) throws Exception {
        Path event = copy("newport-evening", dir);
        String list = pdf(event, dir.resolve("r1.pdf"), "--pairings", "--round", "1");
        assertTrue(list.contains("Match 1: Alice & Lev - "), list);
        assertTrue(list.contains("partners Alice (A) & Lev (B) against "), list);
        assertTrue(list.contains("A Alice Alice & Lev Faye"), list);
        assertTrue(list.contains("B Gus "), list);
        String slips = pdf(event, dir.resolve("slips.pdf"), "--slips", "--round", "1");
        assertEquals(3, count(slips, "(both boards; the match ends as the format says)"), slips);
        assertTrue(slips.contains("Board A White Board A Black Board B White Board B Black"), slips);
    }

    @Test
    void theG20MatchGameSheetNextGameSlipAndBlankInningsSheet(@TempDir Path dir) throws Exception {
        Path event = copy("g20-match", dir);
        // the match as it stood when the second innings began: 44 facts
        Path journal = event.resolve("journal.jsonl");
        List<String> lines = Files.readAllLines(journal, StandardCharsets.UTF_8);
        Files.write(journal, lines.subList(0, 45), StandardCharsets.UTF_8);
        String sheet = pdf(event, dir.resolve("game.pdf"), "--pairings");
        assertTrue(sheet.contains("Innings order (White scores, Black stops)"), sheet);
        assertTrue(sheet.contains("innings 1 Carlton Camels Zennor Zebras"), sheet);
        assertTrue(sheet.contains("innings 2 Zennor Zebras Carlton Camels"), sheet);
        assertTrue(sheet.contains("Scoring player (White) Z1"), sheet);
        String slip = pdf(event, dir.resolve("slip.pdf"), "--slips");
        assertTrue(slip.contains("Innings match, innings 2, game 1"), slip);
        // G20 scores the men captured and splits a timeout by the clocks; Giraffe chess has no draws
        assertTrue(slip.contains("Men captured (count each) P ___"), slip);
        assertTrue(slip.contains("Clock at the end (m:ss)"), slip);
        assertTrue(slip.contains("Illegal moves"), slip);
        assertFalse(slip.contains("Drawn"), slip);
        String blank = pdf(event, dir.resolve("blank.pdf"), "--innings-sheet");
        assertTrue(blank.contains("Innings score sheet: 2 innings a side, 10 games an innings"), blank);
        assertTrue(blank.contains("Toss won by [ ] Carlton Camels [ ] Zennor Zebras"), blank);
        assertEquals(4, count(blank, "- batting order Order Player Games Out 1 2"), blank);
        assertEquals(4, count(blank, "- games Game Scoring (White) Stopping (Black) Result Men captured (P R N G B Q)"
                + " Clocks White / Black Illegal moves Score Running total 1 2"), blank);

        // the match played to the end has no next game, and an innings match no wall chart
        Path whole = copy("g20-match", dir.resolve("whole"));
        CliRun done = CliRun.of("export", whole.toString(), "--slips", "--pdf", dir.resolve("none.pdf").toString());
        assertEquals(Command.FAILED, done.exitCode);
        assertTrue(done.err().contains("the match has a result; there is no next game"), done.err());
        CliRun chart = CliRun.of("export", whole.toString(), "--wallchart", "--pdf", dir.resolve("none.pdf").toString());
        assertEquals(Command.FAILED, chart.exitCode);
        assertTrue(chart.err().contains("an innings match has no wall chart"), chart.err());
        assertFalse(Files.exists(dir.resolve("none.pdf")));
    }

    @Test
    void kanjiNamesPrintWithAFontOfTheMachineEmbedded(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FORMATS.resolve("fesa-shogi.tfl"));
        CliRun added = CliRun.addFacts(event, dir, List.of(
                "{\"type\":\"register\",\"player\":\"J1\",\"name\":\"羽生善治\",\"grade\":\"3 dan\"}",
                "{\"type\":\"register\",\"player\":\"J2\",\"name\":\"藤井聡太\",\"grade\":\"2 dan\"}",
                "{\"type\":\"register\",\"player\":\"J3\",\"name\":\"Hana Ito\",\"grade\":\"1 dan\"}",
                "{\"type\":\"register\",\"player\":\"J4\",\"name\":\"Søren Jørgensen\",\"grade\":\"1 kyu\"}",
                "{\"type\":\"pairing\",\"round\":1,\"boards\":[{\"game\":\"1.1\",\"white\":\"J1\",\"black\":\"J3\"},"
                        + "{\"game\":\"1.2\",\"white\":\"J4\",\"black\":\"J2\"}]}"));
        assertEquals(Command.OK, added.exitCode, added.err());
        Path out = dir.resolve("r1.pdf");
        String text = pdf(event, out, "--pairings");
        assertTrue(text.contains("1 羽生善治 (J1) 0 Hana Ito (J3) 0"), text);
        assertTrue(text.contains("2 Søren Jørgensen (J4) 0 藤井聡太 (J2) 0"), text);
        try (PDDocument d = Loader.loadPDF(out.toFile())) {
            PDPage page = d.getPage(0);
            for (var name : page.getResources().getFontNames()) {
                PDFont f = page.getResources().getFont(name);
                assertTrue(f.isEmbedded(), f.getName() + " is not embedded");
            }
        }
        String html = Files.readString(exportHtml(event, dir.resolve("slips.html"), "--slips"), StandardCharsets.UTF_8);
        assertTrue(html.contains("羽生善治"), html);
    }

    private static Path exportHtml(Path event, Path out, String... options) {
        List<String> args = new ArrayList<>(List.of("export", event.toString()));
        args.addAll(List.of(options));
        args.addAll(List.of("--html", out.toString()));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(Command.OK, r.exitCode, r.err());
        return out;
    }

    @Test
    void aRoundOfAThirtyPlayerSwissPairedByTheCommandLine(@TempDir Path dir) throws Exception {
        Path event = CliRun.newEvent(dir, FORMATS.resolve("fide-open.tfl"));
        List<String> facts = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            facts.add("{\"type\":\"register\",\"player\":\"P" + i + "\",\"name\":\"" + name("P" + i) + "\",\"rating\":"
                    + (2400 - 10 * i) + "}");
        }
        assertEquals(Command.OK, CliRun.addFacts(event, dir, facts).exitCode);
        CliRun pair = CliRun.of("pair", "--by", "Maria", event.toString());
        assertEquals(Command.OK, pair.exitCode, pair.err() + pair.out());
        String list = pdf(event, dir.resolve("r1.pdf"), "--pairings");
        // every board of the pairing the engine recorded, in its order, with both names
        List<String[]> boards = boards(event, 1);
        assertEquals(15, boards.size());
        int at = 0;
        for (int b = 0; b < boards.size(); b++) {
            String line = (b + 1) + " " + name(boards.get(b)[0]) + " (" + boards.get(b)[0] + ") 0 " + name(boards.get(b)[1]) + " ("
                    + boards.get(b)[1] + ") 0";
            int i = list.indexOf(line, at);
            assertTrue(i >= at, line + " after position " + at + " in " + list);
            at = i;
        }
        // each player once with his board, and once as an opponent
        assertEquals(60, count(list.substring(list.indexOf("Alphabetical list")), " (P"), list);
        assertTrue(list.contains("Player A2 (P27) 12 White Player T (P20) Player B (P2) 2 Black Player J (P10)"), list);
        String slips = pdf(event, dir.resolve("slips.pdf"), "--slips");
        assertEquals(15, count(slips, "Round 1, board "), slips);

        // a round not paired is refused with the rounds that are, and nothing is written
        CliRun none = CliRun.of("export", event.toString(), "--pairings", "--round", "2", "--pdf", dir.resolve("r2.pdf").toString());
        assertEquals(Command.FAILED, none.exitCode);
        assertTrue(none.err().contains("round 2 is not paired; the paired rounds are 1 to 1"), none.err());
        assertFalse(Files.exists(dir.resolve("r2.pdf")));
        CliRun csv = CliRun.of("export", event.toString(), "--slips", "--csv", dir.resolve("s.csv").toString());
        assertEquals(Command.USAGE, csv.exitCode);
        assertTrue(csv.err().contains("written as --pdf OUT or --html OUT"), csv.err());
    }

    /** The players' names of the 30-player Swiss: P1 "Player A" to P26 "Player Z", then P27 "Player A2" to P30 "Player D2". */
    static String name(String id) {
        int i = Integer.parseInt(id.substring(1));
        return "Player " + (char) ('A' + (i - 1) % 26) + (i > 26 ? "2" : "");
    }

    /** The boards (White's id, Black's id) of {@code round} as the journal's pairing fact has them. */
    static List<String[]> boards(Path event, int round) throws Exception {
        for (String line : Files.readAllLines(event.resolve("journal.jsonl"), StandardCharsets.UTF_8)) {
            if (line.contains("\"type\":\"pairing\"") && line.contains("\"round\":" + round + ",")) {
                List<String[]> boards = new ArrayList<>();
                var m = java.util.regex.Pattern.compile("\"white\":\"(P[0-9]+)\",\"black\":\"(P[0-9]+)\"").matcher(line);
                while (m.find()) {
                    boards.add(new String[] {m.group(1), m.group(2)});
                }
                return boards;
            }
        }
        throw new AssertionError("round " + round + " is not paired in " + event);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}

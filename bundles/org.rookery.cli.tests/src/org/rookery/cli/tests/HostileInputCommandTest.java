// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.cli.Command;

/**
 * The damaged and hostile files kept beside the pairing and game tests, through the commands a
 * user runs: each damaged TRF file is refused by {@code trf pair} and {@code trf check} with its
 * line and column and exit code 1, never paired; whatever a file holds, no control character
 * reaches the terminal; exports guard what a spreadsheet would run.
 */
class HostileInputCommandTest {

    private static final Path TRF = Path.of("../org.rookery.pairing.dutch.tests/data/hostile").toAbsolutePath().normalize();
    private static final Path GAMES = Path.of("../org.rookery.games.tests/data/hostile").toAbsolutePath().normalize();
    private static final Path EXAMPLES = Path.of("../../examples").toAbsolutePath().normalize();

    static List<String[]> damagedTrfFiles() throws Exception {
        try (Stream<String> lines = Files.lines(TRF.resolve("expected.tsv"))) {
            return lines.filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t")).toList();
        }
    }

    /** No Java exception text and no control character in what a command printed. */
    static void clean(String text) {
        for (String java : new String[] {"Exception", "java.", "at org.", "\tat "}) {
            assertFalse(text.contains(java), "Java text '" + java + "' in: " + text);
        }
        assertFalse(text.chars().anyMatch(c -> Character.isISOControl(c) && c != '\n' && c != '\t'),
                "a control character reached the terminal: " + text);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("damagedTrfFiles")
    void trfPairAndCheckRefuseADamagedFileWithItsLineAndColumn(String file, String line, String column, String says) {
        for (String action : new String[] {"pair", "check"}) {
            Path in = TRF.resolve(file);
            CliRun run = CliRun.of("trf", action, in.toString(), "--system", "dutch");
            assertEquals(Command.FAILED, run.exitCode, action + " " + file + ": " + run.out() + run.err());
            assertEquals("", run.out(), action + " " + file + " printed a pairing or a verdict");
            assertTrue(run.err().startsWith("rookery trf: " + in + ": line " + line + ", column " + column + ": expected "),
                    run.err());
            assertTrue(run.err().contains(says), run.err());
            clean(run.err());
        }
    }

    @Test
    void anAstralNameInATrfFilePairsLikeTheSameFileWithoutIt() {
        CliRun base = CliRun.of("trf", "pair", TRF.resolve("base.trf").toString(), "--system", "dutch");
        CliRun astral = CliRun.of("trf", "pair", TRF.resolve("astral-name.trf").toString(), "--system", "dutch");
        assertEquals(Command.OK, base.exitCode, base.err());
        assertEquals(Command.OK, astral.exitCode, astral.err());
        assertEquals("3", base.lines().get(0));
        assertEquals(base.out(), astral.out());
    }

    @Test
    void checkingAFileWithNoRoundPlayedIsNoSuccess(@TempDir Path dir) throws Exception {
        List<String> lines = Files.readAllLines(TRF.resolve("base.trf"));
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            b.append(l.startsWith("001") ? l.substring(0, 80) + " 0.0" : l).append('\n');
        }
        Path fresh = dir.resolve("fresh.trf");
        Files.writeString(fresh, b);
        CliRun run = CliRun.of("trf", "check", fresh.toString(), "--system", "dutch");
        assertEquals(Command.FAILED, run.exitCode, run.out() + run.err());
        assertTrue(run.err().contains("no round has a result yet"), run.err());
        assertFalse(run.out().contains("match"), run.out());
    }

    @Test
    void aFolderOrAMissingFileIsSaidInWords(@TempDir Path dir) {
        CliRun folder = CliRun.of("trf", "pair", dir.toString(), "--system", "dutch");
        assertEquals(Command.FAILED, folder.exitCode);
        assertTrue(folder.err().contains("it is a folder"), folder.err());
        clean(folder.err());
        CliRun missing = CliRun.of("trf", "check", dir.resolve("none.trf").toString(), "--system", "dutch");
        assertEquals(Command.FAILED, missing.exitCode);
        assertTrue(missing.err().contains("no such file"), missing.err());
    }

    @Test
    void escapesInAGameFileAreShownNotObeyed() {
        CliRun run = CliRun.of("game", GAMES.resolve("escapes-in-headers.pgn").toString());
        assertEquals(Command.OK, run.exitCode, run.err());
        clean(run.out());
        assertTrue(run.out().contains("  Event: Club\u241B]0;pwned\u2407 night"), run.out());
        assertTrue(run.out().contains("  White: \u241B[2JMallory\uFFFD"), run.out());
        assertTrue(run.out().contains("  Black: Гарри Каспаров"), run.out());
        assertTrue(run.out().contains("Result: 1-0"), run.out());
    }

    @Test
    void convertingAGameWithEscapesWritesNoControlCharacters(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("clean.pgn");
        CliRun run = CliRun.of("game", GAMES.resolve("escapes-in-headers.pgn").toString(), "--output", out.toString());
        assertEquals(Command.OK, run.exitCode, run.err());
        String text = Files.readString(out, StandardCharsets.UTF_8);
        assertFalse(text.chars().anyMatch(c -> Character.isISOControl(c) && c != '\n'), text);
        assertTrue(text.contains("[Black \"Гарри Каспаров\"]"), text);
        CliRun again = CliRun.of("game", out.toString());
        assertEquals(Command.OK, again.exitCode, again.err());
        assertTrue(again.out().contains("4.Qxf7#"), again.out());
    }

    @Test
    void theCsvExportGuardsAFormulaNameAndKeepsKanjiAndCyrillic(@TempDir Path dir) throws Exception {
        Path event = dir.resolve("open");
        CliRun created = CliRun.of("event", "new", "--format", EXAMPLES.resolve("formats/fesa-shogi.tfl").toString(),
                event.toString());
        assertEquals(Command.OK, created.exitCode, created.err());
        CliRun added = CliRun.addFacts(event, dir, List.of(
                "{\"type\":\"register\",\"player\":\"P1\",\"name\":\"=cmd|' /C calc'!A0\",\"rating\":2000}",
                "{\"type\":\"register\",\"player\":\"P2\",\"name\":\"羽生 善治\",\"rating\":1900}",
                "{\"type\":\"register\",\"player\":\"P3\",\"name\":\"Гарри Каспаров\",\"rating\":1800}",
                "{\"type\":\"register\",\"player\":\"P4\",\"name\":\"@SUM(1+1)\"}"));
        assertEquals(Command.OK, added.exitCode, added.err() + added.out());
        Path csv = dir.resolve("standings.csv");
        CliRun export = CliRun.of("export", event.toString(), "--csv", csv.toString());
        assertEquals(Command.OK, export.exitCode, export.err());
        String text = Files.readString(csv, StandardCharsets.UTF_8);
        assertTrue(text.contains("'=cmd|' /C calc'!A0"), text);
        assertTrue(text.contains("'@SUM(1+1)"), text);
        assertFalse(text.contains(",=cmd") || text.contains("\"=cmd") || text.contains(",@SUM"), text);
        assertTrue(text.contains("羽生 善治") && text.contains("Гарри Каспаров"), text);
        Path trf = dir.resolve("open.trf");
        CliRun trfExport = CliRun.of("export", event.toString(), "--trf", trf.toString());
        assertEquals(Command.OK, trfExport.exitCode, trfExport.err());
        List<String> players = Files.readAllLines(trf, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("001")).toList();
        assertEquals(4, players.size(), players.toString());
        assertTrue(players.stream().anyMatch(l -> l.substring(14).startsWith("羽生 善治")), players.toString());
        // the TRF export reads back: the rating of Kasparov's line is in columns 49-52 of its characters
        String kasparov = players.stream().filter(l -> l.contains("Гарри")).findFirst().orElseThrow();
        int[] columns = kasparov.codePoints().toArray();
        assertEquals("1800", new String(columns, 48, 4));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.rookery.export.Column;
import org.rookery.export.FesaResults;
import org.rookery.export.FesaResults.Game;
import org.rookery.export.FesaResults.Outcome;
import org.rookery.export.FesaResults.Player;
import org.rookery.export.FesaText;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.Section;

/** Hostile names through every report writer: nothing runs, nothing breaks a line, kanji and Cyrillic stay. */
class HostileExportTest {

    private static final String FORMULA = "=cmd|' /C calc'!A0";

    private static Section hostile() {
        return new Section("Standings", List.of(Column.right("#"), Column.left("Name"), Column.right("Pts"),
                Column.right("Diff")),
                List.of(List.of("1", FORMULA, "3", "+2"), List.of("2", "+SUM(A1:A9)", "2.5", "-1.5"),
                        List.of("3", "-2+3", "2", "0"), List.of("4", "@HYPERLINK(\"http://x\")", "1", "-"),
                        List.of("5", "\tTab =1", "1", "-0,5"), List.of("6", "\r=1", "0", "+"),
                        List.of("7", "羽生 善治", "0", "-3"), List.of("8", "Гарри Каспаров", "0", "=1+1"),
                        List.of("9", "-1.5", "0", "0")));
    }

    private static List<CSVRecord> csv(Report r) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ReportWriter.csv().write(r, out);
        try (CSVParser p = CSVParser.parse(new StringReader(out.toString(StandardCharsets.UTF_8)), CSVFormat.RFC4180)) {
            return p.getRecords();
        }
    }

    @Test
    void csvCellsThatASpreadsheetWouldRunAreWrittenAsText() throws Exception {
        List<CSVRecord> rows = csv(new Report("Open", "", List.of(hostile())));
        assertEquals("'" + FORMULA, rows.get(1).get(1));
        assertEquals("'+SUM(A1:A9)", rows.get(2).get(1));
        assertEquals("'-2+3", rows.get(3).get(1));
        assertEquals("'@HYPERLINK(\"http://x\")", rows.get(4).get(1));
        assertEquals("'\tTab =1", rows.get(5).get(1));
        assertEquals("'\r=1", rows.get(6).get(1));
        // a formula in a numeric column is no number: guarded too
        assertEquals("'=1+1", rows.get(8).get(3));
        // a name that looks like a number is text and guarded; in a numeric column a number stays one
        assertEquals("'-1.5", rows.get(9).get(1));
        assertEquals("+2", rows.get(1).get(3));
        assertEquals("-1.5", rows.get(2).get(3));
        assertEquals("-0,5", rows.get(5).get(3));
        assertEquals("-3", rows.get(7).get(3));
        // a lone sign computes nothing
        assertEquals("-", rows.get(4).get(3));
        assertEquals("+", rows.get(6).get(3));
        assertEquals("羽生 善治", rows.get(7).get(1));
        assertEquals("Гарри Каспаров", rows.get(8).get(1));
        for (CSVRecord r : rows) {
            for (String cell : r) {
                assertFalse(!cell.isEmpty() && "=@".indexOf(cell.charAt(0)) >= 0, cell);
            }
        }
    }

    @Test
    void csvHeadingsAndHeadersAreGuardedToo() throws Exception {
        Section a = new Section("=HEADING()", List.of(Column.left("@header")), List.of(List.of("x")));
        Section b = new Section("Second", List.of(Column.left("Name")), List.of(List.of("y")));
        List<CSVRecord> rows = csv(new Report("Open", "", List.of(a, b)));
        assertEquals("'=HEADING()", rows.get(0).get(0));
        assertEquals("'@header", rows.get(1).get(0));
    }

    @Test
    void htmlEscapesMarkupAndControlCharacters() throws Exception {
        Section s = new Section("<script>alert(1)</script>", List.of(Column.left("Name")),
                List.of(List.of("<img src=x onerror=alert(1)>"), List.of("Esc\u001b[2J Del\u007f C1\u009b"),
                        List.of("羽生 善治"), List.of("Гарри Каспаров")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ReportWriter.html().write(new Report("T\" onload=\"x", "", List.of(s)), out);
        String html = out.toString(StandardCharsets.UTF_8);
        assertFalse(html.contains("<script>alert"), html);
        assertFalse(html.contains("<img"), html);
        assertFalse(html.contains("\" onload=\""), html);
        assertTrue(html.contains("&lt;img src=x onerror=alert(1)&gt;"), html);
        assertFalse(html.chars().anyMatch(c -> Character.isISOControl(c) && c != '\n' && c != '\t'), html);
        assertTrue(html.contains("羽生 善治") && html.contains("Гарри Каспаров"), html);
    }

    @Test
    void pdfTextHasNoLineBreaksOrControlsFromANameAndKeepsCyrillic() throws Exception {
        Section s = new Section("Standings", List.of(Column.left("Name")),
                List.of(List.of("Ann\r\nFake row\u001b[2J"), List.of("Ivan Petrov")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ReportWriter.pdf().write(new Report("Open", "", List.of(s)), out);
        try (PDDocument d = Loader.loadPDF(out.toByteArray())) {
            String text = new PDFTextStripper().getText(d);
            assertTrue(text.lines().anyMatch(l -> l.matches(".*Ann\\s+Fake row\\s+\\[2J.*")), text);
            assertFalse(text.chars().anyMatch(c -> c == 0x1b), text);
        }
    }

    @Test
    void fesaRefusesNamesThatWouldAddFieldsOrLinesAndKeepsLatinLetters() {
        List<Game> win = List.of(new Game(2, Outcome.WIN));
        List<Game> loss = List.of(new Game(1, Outcome.LOSS));
        Player soren = new Player("Jørgensen", "Søren", true, "DK", loss, Optional.empty(), BigDecimal.ZERO);
        for (String[] name : new String[][] {{"Smith][X", "John"}, {"Smith", "John\r\n2 [Fake][Line][1+] 1"},
                {"Smith", "Jo\u001b[2Jhn"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new Player(name[0], name[1], false, "GB", win, Optional.empty(), BigDecimal.ONE));
            assertTrue(e.getMessage().contains("cannot be written to the FESA file"), e.getMessage());
        }
        Player smith = new Player("Smith", "John", false, "GB", win, Optional.empty(), BigDecimal.ONE);
        for (String title : new String[] {"Open]\n[Fake", "Open\r[Fake]", "Open\u0085Fake"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new FesaResults(title,
                    "Ludwigshafen", "Germany", "2026-12-01", LocalDate.of(2026, 12, 1), Optional.empty(), 1,
                    List.of(smith, soren)));
            assertTrue(e.getMessage().contains("tournament name"), e.getMessage());
        }
        String text = FesaText.render(new FesaResults("Open", "Ludwigshafen", "Germany", "2026-12-01",
                LocalDate.of(2026, 12, 1), Optional.empty(), 1, List.of(smith, soren)));
        assertEquals(5, text.lines().count(), text);
        assertTrue(text.contains("2 N [Jørgensen][Søren] DK [1-] 0\n"), text);
    }
}

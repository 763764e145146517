// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.rookery.export.Column;
import org.rookery.export.PdfReport;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.Section;

/** The PDF export, opened again with PDFBox and its text read back. */
class PdfReportTest {

    private static byte[] pdf(ReportWriter w, Report r) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(r, out);
        return out.toByteArray();
    }

    private static String text(PDDocument d, int from, int to) throws Exception {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(from);
        s.setEndPage(to);
        return s.getText(d);
    }

    @Test
    void theTextOfEverySectionIsInThePdf() throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf(ReportWriter.pdf(), Samples.event()))) {
            assertEquals("Rookery Open 2026", d.getDocumentInformation().getTitle());
            String t = text(d, 1, d.getNumberOfPages());
            for (String expected : List.of("Rookery Open 2026", "Round 3, 1 December 2026", "Standings after round 3",
                    "Ada Østergaard", "Bo <Brown> & \"Sons\"", "Cleo O'Neil", "Crosstable", "Buchholz", "4½",
                    "Innings 1: Lions bat (White)", "1-0 (penalty timeout)", "0:15.001", "White's clock")) {
                assertTrue(t.contains(expected), "missing '" + expected + "' in:\n" + t);
            }
        }
    }

    @Test
    void aLargeTableRunsOverPagesWithTheHeaderOnEach() throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf(ReportWriter.pdf(), Samples.large(300)))) {
            int pages = d.getNumberOfPages();
            assertTrue(pages >= 4, pages + " pages for 300 rows");
            List<String> names = new ArrayList<>();
            for (int p = 1; p <= pages; p++) {
                String page = text(d, p, p);
                assertTrue(page.contains("Name"), "header row on page " + p);
                assertTrue(page.contains("page " + p + " of " + pages), "footer on page " + p);
                if (p > 1) {
                    assertTrue(page.contains("Standings (continued)"), "continued heading on page " + p);
                }
                for (String line : page.split("\\R")) {
                    if (line.matches("\\d+ Player \\d+ .*")) {
                        names.add(line.split(" ")[2]);
                    }
                }
            }
            assertEquals(300, names.size(), "every row once, none lost at a page break");
            assertEquals("1", names.get(0));
            assertEquals("300", names.get(299));
        }
    }

    /**
     * Whatever the number of rows, no page holds a lone row of a table: a table that runs over
     * carries at least two rows (under its repeated header) onto each page, and a table is not
     * begun at the foot of a page with a single row.
     */
    @Test
    void noPageHoldsALoneRowOfATable() throws Exception {
        // 40 to 130 rows: each page break falls after every possible row at least once
        for (int players = 40; players <= 130; players++) {
            try (PDDocument d = Loader.loadPDF(pdf(ReportWriter.pdf(), Samples.large(players)))) {
                int total = 0;
                for (int p = 1; p <= d.getNumberOfPages(); p++) {
                    String page = text(d, p, p);
                    long rows = page.lines().filter(l -> l.matches("\\d+ Player \\d+ .*")).count();
                    assertTrue(rows >= 2, players + " rows: page " + p + " holds " + rows + " row(s) of the table:\n" + page);
                    assertTrue(page.contains("Name"), players + " rows: the header row on page " + p);
                    total += rows;
                }
                assertEquals(players, total, "every row once");
            }
        }
        // a table that follows another is begun on a new page rather than with one row at the foot
        for (int first = 40; first <= 60; first++) {
            Report two = new Report("Two tables", "", List.of(Samples.large(first).sections().get(0),
                    new Section("Second", List.of(Column.left("Name"), Column.right("Pts")),
                            List.of(List.of("Second A", "1"), List.of("Second B", "2"), List.of("Second C", "3")))));
            try (PDDocument d = Loader.loadPDF(pdf(ReportWriter.pdf(), two))) {
                for (int p = 1; p <= d.getNumberOfPages(); p++) {
                    long rows = text(d, p, p).lines().filter(l -> l.matches("Second [ABC] \\d+")).count();
                    assertTrue(rows == 0 || rows >= 2, first + " rows before: page " + p + " holds " + rows
                            + " row(s) of the second table");
                }
            }
        }
    }

    /**
     * A title, subtitle or heading longer than the page is wide (a match's result with long team
     * names) is broken into lines within the margins, not run off the page's edge.
     */
    @Test
    void longTitlesAndHeadingsWrapWithinThePage() throws Exception {
        String words = "Royal Borough of Kensington and Chelsea Chess Club Veterans won the match 10 to 6 on game points:"
                + " match points Royal Borough of Kensington and Chelsea Chess Club Veterans 2, Visitors 0";
        Report r = new Report("Title " + words, "Subtitle " + words, List.of(new Section("Heading " + words,
                List.of(Column.left("Team"), Column.right("Points")), List.of(List.of("Visitors", "6"), List.of("Hosts", "10")))));
        try (PDDocument d = Loader.loadPDF(pdf(ReportWriter.pdf(), r))) {
            float width = d.getPage(0).getMediaBox().getWidth();
            float[] right = { 0 };
            PDFTextStripper edges = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<org.apache.pdfbox.text.TextPosition> positions)
                        throws java.io.IOException {
                    for (var p : positions) {
                        right[0] = Math.max(right[0], p.getXDirAdj() + p.getWidthDirAdj());
                    }
                    super.writeString(text, positions);
                }
            };
            String t = edges.getText(d);
            assertTrue(right[0] <= width - 30, "text reaches x = " + right[0] + " on a page " + width + " wide:\n" + t);
            String flat = t.replaceAll("\\s+", " ");
            for (String part : List.of("Title ", "Subtitle ", "Heading ")) {
                assertTrue(flat.contains(part + words), "the whole " + part.trim().toLowerCase() + " is there:\n" + t);
            }
        }
    }

    @Test
    void aWideCrosstableTurnsTheLandscapeWay() throws Exception {
        List<Column> columns = new ArrayList<>(List.of(Column.right("#"), Column.left("Name")));
        for (int i = 1; i <= 30; i++) {
            columns.add(Column.center(Integer.toString(i)));
        }
        List<String> row = new ArrayList<>(List.of("1", "Somebody With A Long Name"));
        for (int i = 1; i <= 30; i++) {
            row.add("½");
        }
        Report r = new Report("Wide", "", List.of(new Section("Crosstable", columns, List.of(row))));
        try (PDDocument d = Loader.loadPDF(pdf(ReportWriter.pdf(), r))) {
            assertTrue(d.getPage(0).getMediaBox().getWidth() > d.getPage(0).getMediaBox().getHeight(), "landscape");
            assertTrue(text(d, 1, 1).contains("Somebody With A Long Name"));
        }
    }

    @Test
    void textTheBuiltInFontCannotShowIsRefusedNamingTheCell() {
        Report r = new Report("Shogi", "", List.of(new Section("Standings", List.of(Column.left("Name")),
                List.of(List.of("Tanaka"), List.of("羽生善治")))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> pdf(ReportWriter.pdf(), r));
        assertTrue(e.getMessage().contains("section 'Standings', row 2, column 1"), e.getMessage());
    }

    @Test
    void aGivenTrueTypeFontShowsOtherScripts() throws Exception {
        Path font = Path.of("/usr/share/fonts/truetype/fonts-japanese-gothic.ttf");
        assumeTrue(Files.isRegularFile(font), "a Japanese TrueType font is installed");
        Report r = new Report("Shogi", "", List.of(new Section("Standings", List.of(Column.left("Name")),
                List.of(List.of("Tanaka"), List.of("羽生善治")))));
        try (PDDocument d = Loader.loadPDF(pdf(PdfReport.withFont(font), r))) {
            assertTrue(text(d, 1, 1).contains("羽生善治"));
        }
    }
}

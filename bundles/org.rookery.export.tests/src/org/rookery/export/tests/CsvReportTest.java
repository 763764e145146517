// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.Section;

/** The CSV export, read back with Commons CSV. */
class CsvReportTest {

    private static List<CSVRecord> readBack(Report r) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ReportWriter.csv().write(r, out);
        try (CSVParser p = CSVParser.parse(new StringReader(out.toString(StandardCharsets.UTF_8)), CSVFormat.RFC4180)) {
            return p.getRecords();
        }
    }

    @Test
    void oneSectionIsAPlainTableThatReadsBackCellForCell() throws Exception {
        Report r = new Report("Standings", "", List.of(Samples.standings()));
        List<CSVRecord> records = readBack(r);
        assertEquals(5, records.size());
        assertEquals(List.of("#", "Name", "Pts", "Buchholz"), records.get(0).toList());
        for (int i = 0; i < 4; i++) {
            assertEquals(Samples.standings().rows().get(i), records.get(i + 1).toList());
        }
        assertEquals("Dev, Kumar", records.get(4).get(1));
        assertEquals("Bo <Brown> & \"Sons\"", records.get(2).get(1));
    }

    @Test
    void aCellWithALineBreakStaysOneCell() throws Exception {
        Section s = new Section("Notes", List.of(Column.left("Note")), List.of(List.of("first line\nsecond, \"line\"")));
        List<CSVRecord> records = readBack(new Report("Notes", "", List.of(s)));
        assertEquals("first line\nsecond, \"line\"", records.get(1).get(0));
    }

    @Test
    void severalSectionsAreBlocksWithTheirHeadings() throws Exception {
        List<CSVRecord> records = readBack(Samples.event());
        assertEquals(List.of("Standings after round 3"), records.get(0).toList());
        assertEquals("#", records.get(1).get(0));
        // heading + header + 4 rows, then an empty record
        assertEquals(List.of(""), records.get(6).toList());
        assertEquals(List.of("Crosstable"), records.get(7).toList());
        assertEquals(7, records.get(8).size());
        CSVRecord last = records.get(records.size() - 1);
        assertEquals(List.of("3", "Sita", "Meera", "1-0 (penalty timeout)", "5", "B1", "0:15.001", "43", "84"), last.toList());
    }
}

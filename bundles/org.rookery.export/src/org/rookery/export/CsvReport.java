// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A report as CSV (RFC 4180, UTF-8, CRLF line ends). A report of one section is a plain table:
 * the header record, then the rows, which is what a spreadsheet expects. A report of several
 * sections writes, for each, a record holding only the section's heading, the header record and
 * the rows, with an empty record between sections. The title and subtitle are not written: a CSV
 * file has no place for them that every reader understands.
 */
final class CsvReport implements ReportWriter {

    @Override
    public String extension() {
        return "csv";
    }

    @Override
    public void write(Report report, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        CSVPrinter printer = new CSVPrinter(w, CSVFormat.RFC4180);
        boolean several = report.sections().size() > 1;
        boolean first = true;
        for (Section section : report.sections()) {
            if (several) {
                if (!first) {
                    printer.println();
                }
                printer.printRecord(section.heading());
            }
            printer.printRecord(section.headers());
            for (var row : section.rows()) {
                printer.printRecord(row);
            }
            first = false;
        }
        printer.flush();
    }
}

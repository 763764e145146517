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
 * <p>
 * A spreadsheet runs a cell that starts with {@code =}, {@code +}, {@code -} or {@code @} as a
 * formula (and a tab or CR before one as well), so a player named {@code =cmd|' /C calc'!A0}
 * would run a program on the reader's machine. Such a cell is written with an apostrophe
 * before it, which spreadsheets read as "this is text". The one exception is a number in a
 * right-aligned (numeric) column, such as {@code -1.5} or {@code +3}: it stays a number, and a
 * number cannot run anything. Every other cell, a name that happens to look like a number
 * included, is text and is guarded. A cell holding only a sign ({@code -}, {@code +}) has
 * nothing after it to compute and is written as it is.
 */
final class CsvReport implements ReportWriter {

    /** A plain number with an optional sign and decimals: what a numeric column may hold as it is. */
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("[+-]?\\d+([.,]\\d+)?");

    /** A text cell, with an apostrophe before it when a spreadsheet would run it as a formula. */
    static String text(String cell) {
        boolean sign = cell.equals("+") || cell.equals("-");
        if (!cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 && !sign) {
            return "'" + cell;
        }
        return cell;
    }

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
                printer.printRecord(text(section.heading()));
            }
            printer.printRecord(section.headers().stream().map(CsvReport::text).toList());
            for (var row : section.rows()) {
                java.util.List<String> cells = new java.util.ArrayList<>(row.size());
                for (int c = 0; c < row.size(); c++) {
                    String cell = row.get(c);
                    boolean number = section.columns().get(c).align() == Align.RIGHT && NUMBER.matcher(cell).matches();
                    cells.add(number ? cell : text(cell));
                }
                printer.printRecord(cells);
            }
            first = false;
        }
        printer.flush();
    }
}

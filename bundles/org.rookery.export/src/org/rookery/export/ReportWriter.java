// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.io.IOException;
import java.io.OutputStream;

/** Renders a {@link Report} in one file format; {@link ExportFiles} puts the result on disk. */
public interface ReportWriter {

    /** The file name extension, without the dot ("html", "pdf", "csv"). */
    String extension();

    /** Writes {@code report} to {@code out} (which the caller closes). */
    void write(Report report, OutputStream out) throws IOException;

    /** Self-contained printable HTML. */
    static ReportWriter html() {
        return new HtmlReport();
    }

    /** PDF, A4, with the header row repeated on every page. */
    static ReportWriter pdf() {
        return new PdfReport();
    }

    /** CSV (RFC 4180), one block per section. */
    static ReportWriter csv() {
        return new CsvReport();
    }
}

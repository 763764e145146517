// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.rookery.engine.event.EventState;
import org.rookery.export.ExportFiles;
import org.rookery.export.FesaText;
import org.rookery.export.ReportWriter;

/**
 * The exports of {@code rookery export} for callers other than the command line (the
 * workbench's export action): the same reports and files, written the same way (complete or
 * not at all).
 */
public final class EventExports {

    private static final Logger PDFBOX_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font");

    /** What can be exported. */
    public enum Kind {
        HTML, PDF, CSV, TRF, FESA;

        /** The usual file extension. */
        public String extension() {
            return this == FESA ? "txt" : name().toLowerCase(Locale.ROOT);
        }
    }

    /** Where a FESA event was held and when, which its results file needs beyond the facts. */
    public record Venue(String city, String country, String dates, LocalDate lastDay) {
    }

    private EventExports() {
    }

    /** The report the HTML, PDF and CSV exports print (standings, crosstable, rounds), for views that show its tables. */
    public static org.rookery.export.Report report(EventState state) {
        return EventReports.of(state);
    }

    /**
     * Writes the {@code kind} export of {@code state} to {@code target}.
     *
     * @param venue needed for {@link Kind#FESA} only
     * @throws IllegalArgumentException when the event cannot be exported so (e.g. TRF of an innings match)
     */
    public static void write(Kind kind, EventState state, Path target, Venue venue) throws IOException {
        switch (kind) {
            case HTML -> ExportFiles.write(target, ReportWriter.html(), EventReports.of(state));
            case CSV -> ExportFiles.write(target, ReportWriter.csv(), EventReports.of(state));
            case PDF -> {
                PDFBOX_FONTS.setLevel(Level.SEVERE);
                ExportFiles.write(target, ReportWriter.pdf(), EventReports.of(state));
            }
            case TRF -> {
                String trf = TrfExport.of(state);
                ExportFiles.write(target, o -> o.write(trf.getBytes(StandardCharsets.UTF_8)));
            }
            case FESA -> {
                if (venue == null) {
                    throw new IllegalArgumentException("the FESA results file needs the city, country and dates of the event");
                }
                var results = FesaExport.of(state, new FesaExport.Venue(venue.city(), venue.country(), venue.dates(), venue.lastDay()));
                ExportFiles.write(target, o -> FesaText.write(results, o));
            }
        }
    }
}

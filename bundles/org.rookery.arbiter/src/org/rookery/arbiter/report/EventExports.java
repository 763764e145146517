// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.export.ExportFiles;
import org.rookery.export.FesaText;
import org.rookery.export.PdfReport;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;

/**
 * An event's results as a file, for every shell (the command line's {@code rookery export}, the
 * workbench's export action): the standings, crosstable or innings scorecard as HTML, PDF or
 * CSV, the TRF-2026 file, the FESA results file. Each file is written whole or not at all, and an
 * event that cannot be exported so is refused before anything is written.
 */
public final class EventExports {

    /**
     * PDFBox reports through java.util.logging that it draws the standard Helvetica with a system
     * font on screen; that is no concern of a PDF file's reader, so the export keeps it quiet.
     * Held here because java.util.logging keeps loggers only weakly.
     */
    private static final Logger PDFBOX_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font");

    /** What can be exported. */
    public enum Kind {
        HTML("HTML report"), PDF("PDF report"), CSV("CSV report"), TRF("TRF file"), FESA("FESA results file");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        /** The usual file extension. */
        public String extension() {
            return this == FESA ? "txt" : name().toLowerCase(Locale.ROOT);
        }

        /** What the file is, in words: "HTML report", "TRF file", "FESA results file". */
        public String description() {
            return description;
        }
    }

    /**
     * Where a FESA event was held and when, which its results file needs beyond the facts.
     *
     * @param city where it was held
     * @param country the country of the city
     * @param dates the dates as printed in the header, e.g. {@code 2026-11-30/12-01}
     * @param lastDay the last day of play
     */
    public record Venue(String city, String country, String dates, LocalDate lastDay) {
        public Venue {
            Objects.requireNonNull(city, "city");
            Objects.requireNonNull(country, "country");
            Objects.requireNonNull(dates, "dates");
            Objects.requireNonNull(lastDay, "last day");
        }
    }

    private EventExports() {
    }

    /** The report the HTML, PDF and CSV exports print (standings, crosstable, rounds), for views that show its tables. */
    public static Report report(EventState state) {
        return EventReports.of(state);
    }

    /**
     * The TRF-2026 file of an individual event as text, as {@link Kind#TRF} writes it: for a
     * shell that sends it rather than saving it (the results server's download).
     *
     * @throws IllegalArgumentException when the event is not one TRF describes (an innings match)
     */
    public static String trf(EventState state) {
        return TrfExport.of(state);
    }

    /**
     * The last day of play when the arbiter does not say: the day (in {@code zone}) of the last
     * recorded fact; empty for an event with no facts.
     */
    public static Optional<LocalDate> lastDayOfPlay(List<Fact> facts, ZoneId zone) {
        return facts.isEmpty() ? Optional.empty() : Optional.of(LocalDate.ofInstant(facts.get(facts.size() - 1).at(), zone));
    }

    /**
     * Writes the {@code kind} export of {@code state} to {@code target}; a PDF in the standard
     * Helvetica.
     *
     * @param venue needed for {@link Kind#FESA} only
     * @throws IllegalArgumentException when the event cannot be exported so (e.g. TRF of an innings
     *         match, FESA without a venue); nothing is written then
     */
    public static void write(Kind kind, EventState state, Path target, Venue venue) throws IOException {
        write(kind, state, target, venue, Optional.empty());
    }

    /**
     * As {@link #write(Kind, EventState, Path, Venue)}, a PDF drawn in the TrueType font
     * {@code font} when given (for names in other scripts than Latin).
     */
    public static void write(Kind kind, EventState state, Path target, Venue venue, Optional<Path> font) throws IOException {
        switch (kind) {
            case HTML -> ExportFiles.write(target, ReportWriter.html(), EventReports.of(state));
            case CSV -> ExportFiles.write(target, ReportWriter.csv(), EventReports.of(state));
            case PDF -> {
                Report report = EventReports.of(state);
                PDFBOX_FONTS.setLevel(Level.SEVERE);
                ExportFiles.write(target, font.isPresent() ? PdfReport.withFont(font.get()) : ReportWriter.pdf(), report);
            }
            case TRF -> {
                String trf = TrfExport.of(state);
                ExportFiles.write(target, o -> o.write(trf.getBytes(StandardCharsets.UTF_8)));
            }
            case FESA -> {
                if (venue == null) {
                    throw new IllegalArgumentException("the FESA results file needs the city, country and dates of the event");
                }
                var results = FesaExport.of(state, venue);
                ExportFiles.write(target, o -> FesaText.write(results, o));
            }
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.export;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.event.JournalChecks;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.Fact;
import org.rookery.export.ExportFiles;
import org.rookery.export.FesaText;
import org.rookery.export.PdfReport;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;

/** {@code rookery export DIR --html|--pdf|--csv|--trf|--fesa OUT}: an event's results as a file. */
public final class ExportCommand implements Command {

    private static final List<String> FORMATS = List.of("html", "pdf", "csv", "trf", "fesa");

    /**
     * PDFBox reports through java.util.logging that it draws the standard Helvetica with a system
     * font on screen; that is no concern of a PDF file's reader, so the command keeps it quiet.
     * Held here because java.util.logging keeps loggers only weakly.
     */
    private static final Logger PDFBOX_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font");

    @Override
    public String name() {
        return "export";
    }

    @Override
    public String summary() {
        return "write an event's standings, crosstable or scorecard as HTML, PDF, CSV, TRF or FESA text";
    }

    @Override
    public String usage() {
        return """
                usage: rookery export DIR --html|--pdf|--csv|--trf|--fesa OUT [options]
                  Reads the event folder DIR (its format and journal), works out the results, and
                  writes them to the file OUT. The file is written whole or not at all.
                  --html OUT   a printable web page: standings and crosstable, or the innings scorecards
                  --pdf OUT    the same as a PDF (A4)
                  --csv OUT    the same as CSV, one block per table
                  --trf OUT    the TRF-2026 file of an individual event
                  --fesa OUT   the FESA results file (turnering.txt) of a shogi event; needs:
                    --city CITY --country COUNTRY   where the event was held
                    --dates DATES                   as printed, e.g. 2026-11-30/12-01 (default: the last day)
                    --last-day YYYY-MM-DD           the last day of play (default: the day of the last fact)
                  --font TTF   for --pdf: draw the text in this TrueType font (names in other scripts)""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args,
                Set.of("html", "pdf", "csv", "trf", "fesa", "city", "country", "dates", "last-day", "font"), Set.of());
        if (a.positional().size() != 1) {
            throw new UsageException("export: name one event folder, e.g. rookery export events/open --html open.html");
        }
        List<String> chosen = FORMATS.stream().filter(f -> a.option(f) != null).toList();
        if (chosen.size() != 1) {
            throw new UsageException("export: choose exactly one of --html, --pdf, --csv, --trf or --fesa, each followed by the file to write");
        }
        String kind = chosen.get(0);
        Path target = Path.of(a.option(kind));
        String dir = a.positional().get(0);
        if (!EventOpener.isServer(dir) && !Files.isDirectory(Path.of(dir))) {
            err.println("rookery export: " + dir + " is not an event folder");
            return FAILED;
        }
        try (EventFolder event = EventOpener.open(dir)) {
            JournalChecks.reportTornTail(event, name(), err);
            if (JournalChecks.refusedFacts(event, name(), "the " + kind.toUpperCase() + " file", err)) {
                err.println("rookery export: nothing was written to " + target);
                return FAILED;
            }
            EventState state = event.state();
            String what = switch (kind) {
                case "html", "pdf", "csv" -> report(kind, state, target, a);
                case "trf" -> {
                    String trf = TrfExport.of(state);
                    ExportFiles.write(target, o -> o.write(trf.getBytes(StandardCharsets.UTF_8)));
                    yield "TRF file";
                }
                default -> {
                    FesaExport.Venue venue = venue(a, event.facts());
                    var results = FesaExport.of(state, venue);
                    ExportFiles.write(target, o -> FesaText.write(results, o));
                    yield "FESA results file";
                }
            };
            out.println("wrote the " + what + " of " + dir + " to " + target);
            return OK;
        } catch (IllegalArgumentException | java.io.IOException e) {
            err.println("rookery export: " + e.getMessage());
            return FAILED;
        }
    }

    private static String report(String kind, EventState state, Path target, Arguments a) throws Exception {
        Report report = EventReports.of(state);
        PDFBOX_FONTS.setLevel(Level.SEVERE);
        ReportWriter writer = switch (kind) {
            case "html" -> ReportWriter.html();
            case "csv" -> ReportWriter.csv();
            default -> a.option("font") == null ? ReportWriter.pdf() : PdfReport.withFont(Path.of(a.option("font")));
        };
        ExportFiles.write(target, writer, report);
        return kind.toUpperCase() + " report";
    }

    private static FesaExport.Venue venue(Arguments a, List<Fact> facts) throws UsageException {
        String city = a.option("city");
        String country = a.option("country");
        if (city == null || country == null) {
            throw new UsageException("export: --fesa needs --city and --country (where the event was held)");
        }
        LocalDate last;
        if (a.option("last-day") != null) {
            try {
                last = LocalDate.parse(a.option("last-day"));
            } catch (DateTimeParseException e) {
                throw new UsageException("export: --last-day must be a date like 2026-12-01, not '" + a.option("last-day") + "'");
            }
        } else if (!facts.isEmpty()) {
            last = LocalDate.ofInstant(facts.get(facts.size() - 1).at(), ZoneId.systemDefault());
        } else {
            throw new UsageException("export: the event has no facts; give --last-day");
        }
        String dates = a.option("dates") == null ? last.toString() : a.option("dates");
        return new FesaExport.Venue(city, country, dates, last);
    }
}

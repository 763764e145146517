// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.export;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.rookery.arbiter.report.EventExports;
import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.cli.internal.event.JournalChecks;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.Fact;
import org.rookery.export.ExportFiles;
import org.rookery.export.PdfReport;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.round.PrintFonts;
import org.rookery.export.round.Printout;

/**
 * {@code rookery export DIR --html|--pdf|--csv|--trf|--fesa OUT}: an event's results as a file.
 * The command reads its options and the event; the exports themselves are the arbiter layer's
 * ({@link EventExports}), the same the workbench writes.
 */
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
                       rookery export DIR --pairings|--slips|--wallchart|--innings-sheet --pdf|--html OUT [--round N]
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
                  --font TTF   for --pdf: draw the text in this TrueType font (names in other scripts)
                Round printouts, with --pdf OUT or --html OUT (names in any script print: without --font,
                the PDF embeds a font of this machine that has their letters):
                  --pairings [--round N]  the pairing list by board and the alphabetical list (default: the
                                          last paired round); an innings match: its innings order and next game
                  --slips [--round N]     a result slip for every board, with the boxes the format scores
                  --wallchart             the wall chart: opponent, colour, result and running score per round
                  --innings-sheet         the blank score sheet of an innings format (toss, batting order, games)""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Arguments a = Arguments.parse(name(), args,
                Set.of("html", "pdf", "csv", "trf", "fesa", "city", "country", "dates", "last-day", "font", "round"),
                Set.of("pairings", "slips", "wallchart", "innings-sheet"));
        if (a.positional().size() != 1) {
            throw new UsageException("export: name one event folder, e.g. rookery export events/open --html open.html");
        }
        List<String> chosen = FORMATS.stream().filter(f -> a.option(f) != null).toList();
        if (chosen.size() != 1) {
            throw new UsageException("export: choose exactly one of --html, --pdf, --csv, --trf or --fesa, each followed by the file to write");
        }
        Path target = Path.of(a.option(chosen.get(0)));
        String dir = a.positional().get(0);
        if (!EventOpener.isServer(dir) && !Files.isDirectory(Path.of(dir))) {
            err.println("rookery export: " + dir + " is not an event folder");
            return FAILED;
        }
        EventExports.Kind kind = EventExports.Kind.valueOf(chosen.get(0).toUpperCase(Locale.ROOT));
        try (EventFolder event = EventOpener.open(dir)) {
            JournalChecks.reportTornTail(event, name(), err);
            if (JournalChecks.refusedFacts(event, name(), "the " + kind.name() + " file", err)) {
                err.println("rookery export: nothing was written to " + target);
                return FAILED;
            }
            Optional<Printout> printout = printout(a, chosen.get(0));
            if (printout.isPresent()) {
                String what = print(printout.get(), chosen.get(0), event.state(), target, a);
                out.println("wrote the " + what + " of " + dir + " to " + target);
                return OK;
            }
            EventExports.Venue venue = kind == EventExports.Kind.FESA ? venue(a, event.facts()) : null;
            Optional<Path> font = Optional.ofNullable(a.option("font")).map(Path::of);
            EventExports.write(kind, event.state(), target, venue, font);
            out.println("wrote the " + kind.description() + " of " + dir + " to " + target);
            return OK;
        } catch (IllegalArgumentException | java.io.IOException e) {
            err.println("rookery export: " + e.getMessage());
            return FAILED;
        }
    }

    /** The round printout asked for, if one is; only one at a time, and only as PDF or HTML. */
    private static Optional<Printout> printout(Arguments a, String kind) throws UsageException {
        List<Printout> asked = new ArrayList<>();
        for (Printout p : Printout.values()) {
            if (a.flag(switch (p) {
                case PAIRINGS -> "pairings";
                case SLIPS -> "slips";
                case WALL_CHART -> "wallchart";
                case INNINGS_SHEET -> "innings-sheet";
            })) {
                asked.add(p);
            }
        }
        if (asked.size() > 1) {
            throw new UsageException("export: choose one of --pairings, --slips, --wallchart or --innings-sheet at a time");
        }
        if (asked.isEmpty()) {
            if (a.option("round") != null) {
                throw new UsageException("export: --round goes with --pairings or --slips");
            }
            return Optional.empty();
        }
        if (!kind.equals("pdf") && !kind.equals("html")) {
            throw new UsageException("export: the round printouts are written as --pdf OUT or --html OUT, not --" + kind);
        }
        return Optional.of(asked.get(0));
    }

    private static String print(Printout p, String kind, EventState state, Path target, Arguments a) throws Exception {
        if (a.option("round") != null && p != Printout.PAIRINGS && p != Printout.SLIPS) {
            throw new UsageException("export: --round goes with --pairings or --slips");
        }
        OptionalInt round = a.option("round") == null ? OptionalInt.empty() : OptionalInt.of(a.intOption("round", 1, 10_000, null));
        Report report = p.of(state, round);
        PDFBOX_FONTS.setLevel(Level.SEVERE);
        ReportWriter writer = kind.equals("html") ? ReportWriter.html()
                : a.option("font") != null ? PdfReport.withFont(Path.of(a.option("font"))) : PrintFonts.pdfFor(report);
        ExportFiles.write(target, writer, report);
        return switch (p) {
            case PAIRINGS -> "pairings";
            case SLIPS -> "result slips";
            case WALL_CHART -> "wall chart";
            case INNINGS_SHEET -> "blank innings score sheet";
        } + " (" + kind.toUpperCase() + ")";
    }

    private static EventExports.Venue venue(Arguments a, List<Fact> facts) throws UsageException {
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
        } else {
            last = EventExports.lastDayOfPlay(facts, ZoneId.systemDefault())
                    .orElseThrow(() -> new UsageException("export: the event has no facts; give --last-day"));
        }
        String dates = a.option("dates") == null ? last.toString() : a.option("dates");
        return new EventExports.Venue(city, country, dates, last);
    }
}

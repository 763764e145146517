// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.report.EventExports;
import org.rookery.arbiter.report.EventReports;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.export.Report;
import org.rookery.export.Section;
import org.rookery.rules.Termination;

/**
 * The reports and export files an arbiter files, through the arbiter layer's API as every shell
 * calls it: a FESA Swiss recorded here (Jørgensen beat Smith, Tanaka beat Nowak) and the G20
 * example match read from its folder. An event that cannot be exported so is refused with the
 * reason and nothing is written.
 */
class EventReportsTest {

    /** A four-player FESA Swiss with one round played. */
    private static EventFolder fesaSwiss(Path dir) throws Exception {
        EventFolder event = EventFolder.create(dir.resolve("shogi"), Events.FORMATS.resolve("fesa-shogi.tfl"), Events.loader(),
                Events.registry(), InstantSource.fixed(Instant.parse("2026-12-01T15:00:00Z")));
        event.record(List.of(register("P1", "Søren Jørgensen", 2000), register("P2", "Anna Nowak", 1900),
                register("P3", "John Smith", 1800), register("P4", "Kenji Tanaka", 0),
                new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P3"),
                        new FactBody.Board("1.2", "P2", "P4")), List.of()), "Maria"),
                result("1.1", FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE),
                result("1.2", FactBody.Outcome.BLACK_WINS, Termination.RESIGNATION)));
        return event;
    }

    private static EventFolder.Draft register(String id, String name, int rating) {
        return new EventFolder.Draft(new FactBody.Register(id, name, Optional.empty(), rating, Optional.empty()), "Maria");
    }

    private static EventFolder.Draft result(String game, FactBody.Outcome outcome, Termination ending) {
        return new EventFolder.Draft(new FactBody.Result(game, outcome, ending, List.of(), List.of(), OptionalLong.empty(),
                OptionalLong.empty()), "Maria");
    }

    private static Section section(Report r, String headingStart) {
        return r.sections().stream().filter(s -> s.heading().startsWith(headingStart)).findFirst()
                .orElseThrow(() -> new AssertionError("no section '" + headingStart + "' in " + r));
    }

    private static List<String> row(Section s, String name) {
        return s.rows().stream().filter(r -> r.contains(name)).findFirst()
                .orElseThrow(() -> new AssertionError(name + " in " + s.rows()));
    }

    @Test
    void aSwissGivesItsStandingsAndACrosstableByPlace(@TempDir Path dir) throws Exception {
        try (EventFolder event = fesaSwiss(dir)) {
            Report report = EventReports.of(event.state());
            assertEquals("after round 1", report.subtitle());
            Section standings = section(report, "Standings");
            assertEquals(List.of("Place", "Name", "Rating", "Points"), standings.headers().subList(0, 4));
            // the two winners ahead of the two losers (the format's tie-breaks may part them)
            List<String> soerenRow = row(standings, "Søren Jørgensen");
            assertEquals(List.of("Søren Jørgensen", "2000", "1"), soerenRow.subList(1, 4));
            assertTrue(soerenRow.get(0).matches("1(-2)?|2"), soerenRow.toString());
            List<String> kenjiRow = row(standings, "Kenji Tanaka");
            // registered with no rating: he stands at the format's lowest grade (15 kyu, 440)
            assertEquals(List.of("Kenji Tanaka", "440", "1"), kenjiRow.subList(1, 4));
            assertTrue(kenjiRow.get(0).matches("1(-2)?|2"), kenjiRow.toString());
            assertTrue(row(standings, "John Smith").get(0).matches("3(-4)?|4"), row(standings, "John Smith").toString());
            assertEquals("0", row(standings, "Anna Nowak").get(3));
            Section cross = section(report, "Crosstable");
            List<String> soeren = row(cross, "Søren Jørgensen");
            String smithLine = row(cross, "John Smith").get(0);
            assertEquals(smithLine + "w1", soeren.get(2), "beat John Smith's line with White");
            assertEquals(row(cross, "Søren Jørgensen").get(0) + "b0", row(cross, "John Smith").get(2));
            assertEquals(report, EventExports.report(event.state()), "the workbench's view shows the exports' report");
        }
    }

    @Test
    void theExportFilesAreWrittenWholeOrNotAtAll(@TempDir Path dir) throws Exception {
        try (EventFolder event = fesaSwiss(dir)) {
            Path csv = dir.resolve("standings.csv");
            EventExports.write(EventExports.Kind.CSV, event.state(), csv, null);
            List<String> lines = Files.readAllLines(csv);
            assertEquals("Standings", lines.get(0));
            assertTrue(lines.stream().anyMatch(l -> l.matches("(1(-2)?|2),Søren Jørgensen,2000,1(,.*)?")), lines.toString());

            Path trf = dir.resolve("open.trf");
            EventExports.write(EventExports.Kind.TRF, event.state(), trf, null);
            String text = Files.readString(trf);
            assertTrue(text.contains("Søren Jørgensen") && text.contains("Kenji Tanaka"), text);
            assertTrue(text.lines().anyMatch(l -> l.startsWith("XXR")), text);

            Path fesa = dir.resolve("turnering.txt");
            IllegalArgumentException noVenue = assertThrows(IllegalArgumentException.class,
                    () -> EventExports.write(EventExports.Kind.FESA, event.state(), fesa, null));
            assertTrue(noVenue.getMessage().contains("needs the city, country and dates"), noVenue.getMessage());
            assertFalse(Files.exists(fesa), "nothing written without the venue");
            LocalDate last = EventExports.lastDayOfPlay(event.facts(), ZoneOffset.UTC).orElseThrow();
            assertEquals(LocalDate.parse("2026-12-01"), last, "the day of the last fact");
            EventExports.write(EventExports.Kind.FESA, event.state(), fesa,
                    new EventExports.Venue("Ludwigshafen", "Germany", last.toString(), last));
            List<String> results = Files.readAllLines(fesa, StandardCharsets.ISO_8859_1);
            assertTrue(results.get(0).endsWith(", Ludwigshafen, Germany, 2026-12-01]"), results.get(0));
            assertEquals("[Time control: 20min + 40sec]", results.get(2));
            assertEquals(4, results.size() - 4, results.toString());
            assertTrue(results.stream().anyMatch(l -> l.contains(" N [Tanaka][Kenji][")), "reported to FESA as new: " + results);
        }
        assertEquals(Optional.empty(), EventExports.lastDayOfPlay(List.of(), ZoneOffset.UTC), "no facts, no day of play");
    }

    @Test
    void anInningsMatchGivesItsScorecardAndNoSwissFiles(@TempDir Path dir) throws Exception {
        try (EventFolder event = EventFolder.read(Events.EXAMPLES.resolve("events/g20-match"), Events.loader(),
                Events.registry(), InstantSource.system())) {
            Report report = EventReports.of(event.state());
            assertEquals("Carlton Camels v Zennor Zebras: Carlton Camels won by 208 points (281 to 73)", report.subtitle());
            Section record = section(report, "Match record");
            assertEquals(List.of("Toss", "won by Carlton Camels, who chose to score (play White) first"), record.rows().get(0));
            assertEquals(List.of("Result", "Carlton Camels won by 208 points (281 to 73)"), row(record, "Result"));
            assertTrue(report.sections().stream().anyMatch(s -> s.heading().startsWith("Innings 4: batting order of Carlton Camels")),
                    report.sections().stream().map(Section::heading).toList().toString());

            Path trf = dir.resolve("g20.trf");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> EventExports.write(EventExports.Kind.TRF, event.state(), trf, null));
            assertEquals("TRF describes individual events, not innings matches", e.getMessage());
            Path fesa = dir.resolve("g20.txt");
            e = assertThrows(IllegalArgumentException.class, () -> EventExports.write(EventExports.Kind.FESA, event.state(),
                    fesa, new EventExports.Venue("X", "Y", "2026-12-01", LocalDate.parse("2026-12-01"))));
            assertTrue(e.getMessage().startsWith("the FESA results file is for individual"), e.getMessage());
            assertFalse(Files.exists(trf) || Files.exists(fesa), "nothing written");
        }
    }
}

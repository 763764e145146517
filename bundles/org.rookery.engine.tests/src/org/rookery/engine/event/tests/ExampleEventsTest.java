// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;

/**
 * The example events in {@code examples/events} replay to the final scores their READMEs work out
 * by hand. The format is the compiled equivalent of the example's {@code .tfl} (the format
 * language sits above the engine; the CLI tests replay the same folders with the real compiler).
 */
class ExampleEventsTest {

    static Path examples() {
        for (Path p : List.of(Path.of("examples/events"), Path.of("../../examples/events"))) {
            if (Files.isDirectory(p)) {
                return p.toAbsolutePath().normalize();
            }
        }
        throw new IllegalStateException("examples/events not found from " + Path.of("").toAbsolutePath());
    }

    /** A copy of an example, so that opening it (which may recover a torn tail) never touches the original. */
    static Path copy(String example, Path dir) throws IOException {
        Path source = examples().resolve(example);
        Path target = dir.resolve(example);
        try (var files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path t = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        return target;
    }

    private static Map<Integer, Integer> inningsTotals(InningsMatch m) {
        return m.innings().stream().collect(Collectors.toMap(InningsCard::number, c -> c.total().intValueExact()));
    }

    @Test
    void theG20MatchEndsAsTheReadmeWorksOut(@TempDir Path dir) throws IOException {
        FormatLoader g20 = file -> TestFormats.g20();
        try (EventFolder event = EventFolder.open(copy("g20-match", dir), g20, TestFormats.REGISTRY, InstantSource.system())) {
            assertTrue(event.state().problems().isEmpty(), event.state().problems().toString());
            InningsMatch m = event.state().innings().orElseThrow();
            assertEquals(Map.of(1, 239, 2, 13, 3, 60, 4, 42), inningsTotals(m));
            assertEquals("Zebras", m.innings().get(2).battingTeam(), "innings 3 is the Zebras' follow-on");
            assertTrue(m.innings().get(2).followOn());
            assertEquals(0, new BigDecimal("281").compareTo(m.totals().get("Camels")));
            assertEquals(0, new BigDecimal("73").compareTo(m.totals().get("Zebras")));
            assertEquals("Camels", m.result().orElseThrow().winner().orElseThrow());
        }
    }

    @Test
    void theGuardianAllPlayAllEndsAsTheReadmeWorksOut(@TempDir Path dir) throws IOException {
        CompiledFormat format = ExampleFormats.guardianClub();
        try (EventFolder event = EventFolder.open(copy("guardian-club", dir), file -> format, TestFormats.REGISTRY,
                InstantSource.system())) {
            assertTrue(event.state().problems().isEmpty(), event.state().problems().toString());
            Standings s = EventField.of(event.state()).standings(event.state());
            List<String> names = s.rows().stream().map(r -> r.participant().name()).toList();
            assertEquals(List.of("Asha Rao", "Bram de Vries", "Chen Li", "Dora Nagy", "Femi Ade", "Emil Berg"), names);
            List<String> points = s.rows().stream().map(r -> r.points().stripTrailingZeros().toPlainString()).toList();
            assertEquals(List.of("3.5", "3", "2.5", "2.5", "2", "1.5"), points);
            List<String> sb = s.rows().stream()
                    .map(r -> r.values().get(TieBreak.SONNEBORN_BERGER).stripTrailingZeros().toPlainString()).toList();
            assertEquals(List.of("8.5", "6.75", "5.75", "4.75", "4.75", "4.5"), sb);
        }
    }

    @Test
    void theFesaSwissEndsAsTheReadmeWorksOut(@TempDir Path dir) throws IOException {
        CompiledFormat format = ExampleFormats.fesaShogi();
        try (EventFolder event = EventFolder.open(copy("fesa-swiss", dir), file -> format, TestFormats.REGISTRY,
                InstantSource.system())) {
            assertTrue(event.state().problems().isEmpty(), event.state().problems().toString());
            assertEquals("2.3r", event.state().game("2.3").orElseThrow().replayedBy().orElseThrow());
            assertEquals("S10", event.state().game("2.3r").orElseThrow().white(), "the replay swaps sente and gote");
            Standings s = EventField.of(event.state()).standings(event.state());
            List<String> names = s.rows().stream().map(r -> r.participant().name()).toList();
            assertEquals(List.of("Pavel Horak", "Eva Szabo", "Tomas Novak", "Nora Byrne", "Aaro Virtanen", "Elena Garcia",
                    "Pierre Martin", "Karin Lind", "Sofia Rossi", "Ines Costa", "Jonas Berg", "Lukas Weber", "Luca Bianchi",
                    "Marta Kowalska", "Hana Ito", "Ole Hansen"), names);
            assertEquals(List.of(4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0),
                    s.rows().stream().map(r -> r.points().intValueExact()).toList());
            assertEquals(List.of(8, 11, 9, 8, 7, 6, 8, 8, 6, 3, 10, 10, 10, 10, 5, 9),
                    s.rows().stream().map(r -> r.values().get(TieBreak.BUCHHOLZ).intValueExact()).toList());
        }
    }

    @Test
    void theNewportEveningEndsAsTheReadmeWorksOut(@TempDir Path dir) throws IOException {
        CompiledFormat format = ExampleFormats.newport();
        try (EventFolder event = EventFolder.open(copy("newport-evening", dir), file -> format, TestFormats.REGISTRY,
                InstantSource.system())) {
            assertTrue(event.state().problems().isEmpty(), event.state().problems().toString());
            Standings s = EventField.of(event.state()).standings(event.state());
            assertEquals(List.of("Alice & Lev", "Cara & Jon", "Dev & Ivy", "Eli & Hal", "Ben & Kim", "Faye & Gus"),
                    s.rows().stream().map(r -> r.participant().name()).toList());
            assertEquals(List.of("4.5", "4", "3.5", "2.5", "2", "1.5"),
                    s.rows().stream().map(r -> r.points().stripTrailingZeros().toPlainString()).toList());
            // Board 1 of round 1's first match stopped when Lev won board 2: it takes no result.
            Refusal r = assertThrows(Refusal.class, () -> event.record(new FactBody.Result("1.1.1",
                    FactBody.Outcome.WHITE_WINS, Termination.CHECKMATE, List.of(), List.of(), OptionalLong.empty(),
                    OptionalLong.empty()), "Sam"));
            assertEquals("match ends when first board is won", r.rule());
        }
    }
}

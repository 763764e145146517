// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.standings.Standings;

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

    /** guardian-club.tfl as it compiles (the event section is what the standings read). */
    static CompiledFormat guardianClub() {
        Stage all = new Stage("all", PairingSystem.ROUND_ROBIN, Optional.empty(), OptionalInt.empty(), false, false, false,
                false, OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(all), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(TieBreak.SONNEBORN_BERGER, TieBreak.WINS), Optional.empty());
        return new CompiledFormat("GuardianClub", "Guardian chess club all-play-all", TestFormats.spec("guardian", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(60)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                new ConductRules(Optional.of(true), Optional.of(true), Optional.empty(), false, true, true));
    }

    @Test
    void theGuardianAllPlayAllEndsAsTheReadmeWorksOut(@TempDir Path dir) throws IOException {
        CompiledFormat format = guardianClub();
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
}

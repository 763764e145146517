// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;

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
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.FormatLoader;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * Replaying the journal of a 1000-player, 11-round Swiss: opening the event folder (reading and
 * checking every line, checking the format's hash), decoding and folding every fact with the
 * refusal checks, and ranking the field with the format's tie-breaks: what {@code rookery replay}
 * and {@code rookery score} do, and what the workbench does when it opens an event. The journal
 * (about 6,500 facts) is built once by the event itself: registrations, each round paired by
 * the built-in Swiss engine and recorded, seeded random results. The target is at most 1 s.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@State(Scope.Benchmark)
public class JournalReplayBenchmark {

    private static final int PLAYERS = 1000;
    private static final int ROUNDS = 11;

    private Path dir;
    private final CompiledFormat format = swiss();
    private final FormatLoader loader = file -> format;
    private final VariantRegistry registry = VariantRegistry.of();
    private final InstantSource clock = InstantSource.fixed(Instant.parse("2026-05-01T09:00:00Z"));

    /** A chess Swiss of 11 rounds with 1 / ½ / 0 and three tie-breaks, as a format compiles. */
    private static CompiledFormat swiss() {
        Stage main = new Stage("main", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(ROUNDS), true, false, true,
                false, OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(main), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(),
                List.of(TieBreak.BUCHHOLZ_CUT_1, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER), Optional.empty());
        return new CompiledFormat("BigSwiss", "", new GameSpec("chess", Map.of(), Set.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(90)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Path work = Files.createTempDirectory("rookery-replay-bench");
        Files.writeString(work.resolve("swiss.tfl"), "// the format is compiled in the benchmark\n");
        dir = work.resolve("event");
        Random random = new Random(11);
        try (EventFolder event = EventFolder.create(dir, work.resolve("swiss.tfl"), loader, registry, clock)) {
            List<EventFolder.Draft> players = new ArrayList<>();
            for (int i = 1; i <= PLAYERS; i++) {
                players.add(new EventFolder.Draft(new FactBody.Register("P" + i, "Player " + i, Optional.empty(),
                        2600 - i, Optional.empty()), "arbiter"));
            }
            event.record(players);
            for (int r = 1; r <= ROUNDS; r++) {
                FactBody.Pairing pairing = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty())
                        .pairing();
                event.record(pairing, "arbiter");
                List<EventFolder.Draft> results = new ArrayList<>();
                for (FactBody.Board b : pairing.boards()) {
                    int x = random.nextInt(10);
                    FactBody.Outcome o = x < 4 ? FactBody.Outcome.WHITE_WINS : x < 7 ? FactBody.Outcome.DRAW
                            : FactBody.Outcome.BLACK_WINS;
                    results.add(new EventFolder.Draft(new FactBody.Result(b.game(), o,
                            o == FactBody.Outcome.DRAW ? Termination.AGREEMENT : Termination.CHECKMATE, List.of(),
                            List.of(), OptionalLong.of(random.nextInt(600_000)), OptionalLong.of(random.nextInt(600_000))),
                            "arbiter"));
                }
                event.record(results);
            }
        }
        if (replay().rows().size() != PLAYERS) {
            throw new IllegalStateException("the replay lost players");
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (var files = Files.walk(dir.getParent())) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Opens the event, folds every fact and ranks the field. */
    @Benchmark
    public Standings replay() throws IOException {
        try (EventFolder event = EventFolder.open(dir, loader, registry, clock)) {
            if (!event.state().problems().isEmpty()) {
                throw new IllegalStateException(event.state().problems().get(0).toString());
            }
            return EventField.of(event.state()).standings(event.state());
        }
    }
}

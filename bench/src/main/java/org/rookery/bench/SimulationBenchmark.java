// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.GradeTable;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TentativeRatings;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;

/**
 * The organiser's dry run of a 200-player FESA event (a Swiss group stage of 8 rounds and a
 * final), as {@code rookery simulate} runs it, measured cold (single shot, a fresh JVM each
 * fork) and warm. The event section mirrors examples/formats/fesa-shogi.tfl. The target for
 * the whole CLI process is at most 5 s.
 */
@State(Scope.Benchmark)
public class SimulationBenchmark {

    private static final CompiledFormat FESA = fesa();

    /** A fresh JVM, one run: what one CLI call pays for the simulation itself. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 0)
    @Measurement(iterations = 1)
    @Fork(5)
    public SimulationReport fesa200Cold() {
        return check(Simulation.run(FESA, 200, 42, null));
    }

    /** A warm JVM. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    @Fork(1)
    public SimulationReport fesa200Warm() {
        return check(Simulation.run(FESA, 200, 42, null));
    }

    private static SimulationReport check(SimulationReport r) {
        if (!r.completed()) {
            throw new IllegalStateException("the simulated event did not complete: " + r.outcome());
        }
        return r;
    }

    private static CompiledFormat fesa() {
        String[] names = {"6 dan", "5 dan", "4 dan", "3 dan", "2 dan", "1 dan", "1 kyu", "2 kyu", "3 kyu", "4 kyu", "5 kyu",
            "6 kyu", "7 kyu", "8 kyu", "9 kyu", "10 kyu", "11 kyu", "12 kyu", "13 kyu", "14 kyu", "15 kyu"};
        int[] ratings = {2540, 2340, 2160, 2000, 1860, 1740, 1620, 1510, 1410, 1320, 1240, 1160, 1080, 1000, 920, 840, 760, 680,
            600, 520, 440};
        List<GradeTable.Grade> grades = new java.util.ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            grades.add(new GradeTable.Grade(names[i], ratings[i]));
        }
        GradeTable table = new GradeTable("FESA", grades);
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(
                new Stage("group", PairingSystem.SWISS, Optional.empty(), OptionalInt.empty(), true, false, true, false, OptionalInt.empty()),
                new Stage("final", PairingSystem.KNOCKOUT, Optional.empty(), OptionalInt.empty(), false, false, false, false, OptionalInt.of(2))),
                Optional.of(PointScale.STANDARD), Optional.empty(),
                Optional.of(new TentativeRatings(table, table.grade("15 kyu").orElseThrow())),
                List.of(TieBreak.BUCHHOLZ, TieBreak.SUM_OF_BUCHHOLZ, TieBreak.DIRECT_ENCOUNTER), Optional.empty());
        return new CompiledFormat("FesaShogi", "", new GameSpec("shogi", Map.of(), Set.of()),
                new TimeRules(new TimeControl(Duration.ofMinutes(20), Duration.ZERO, Duration.ZERO, Duration.ofSeconds(40), 1), Breaks.NONE),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }
}

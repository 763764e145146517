// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.TournamentGenerator;

/**
 * Time to pair one round with the FIDE Dutch engine. The tournament is either a TRF file
 * ({@code -p trf=PATH}, e.g. one written by {@code rookery trf generate --played R-1}) or
 * generated here from {@code players} and {@code round} (the round to pair; the generator
 * plays the rounds before it with the engine itself, seed 1). The targets are
 * {@code -p players=1000 -p round=12} and {@code -p players=5000 -p round=9}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
@State(Scope.Benchmark)
public class DutchPairingBenchmark {

    /** A TRF file to pair the next round of; empty to generate one. */
    @Param({""})
    public String trf;

    /** Players of the generated tournament. */
    @Param({"150"})
    public int players;

    /** The round to pair in the generated tournament. */
    @Param({"9"})
    public int round;

    private PairingRequest request;

    /** Reads or generates the tournament. */
    @Setup
    public void setUp() throws Exception {
        TrfDocument doc = trf.isEmpty()
                ? TournamentGenerator.generate(players, round + 2, round - 1, 1)
                : TrfReader.read(Files.readString(Path.of(trf)));
        request = TrfRequests.nextRound(doc);
    }

    /** Pairs the round. */
    @Benchmark
    public RoundPairing pair() throws Exception {
        return new DutchPairingEngine().pair(request);
    }
}

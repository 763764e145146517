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
import org.rookery.engine.trf.TrfReader;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.DutchPairingEngine;

/**
 * Time to pair the next round of a large tournament kept in a TRF file, in a fork whose heap is
 * capped at 1 GB (the memory bound: a run that needs more fails with
 * {@code OutOfMemoryError}). The target is round 9 of a 5000-player tournament,
 * written beforehand by {@code rookery trf generate --players 5000 --rounds 11 --played 8
 * --seed 1 --output t5000.trf} and passed as {@code -p trf=PATH}; each pairing takes seconds,
 * so there are fewer iterations than in {@link DutchPairingBenchmark}. Add {@code -prof gc} for
 * the allocation per pairing.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g"})
@Threads(1)
@State(Scope.Benchmark)
public class DutchPairingLargeBenchmark {

    /** The TRF file whose next round is paired. */
    @Param({"t5000.trf"})
    public String trf;

    private PairingRequest request;

    /** Reads the tournament. */
    @Setup
    public void setUp() throws Exception {
        request = TrfRequests.nextRound(TrfReader.read(Files.readString(Path.of(trf))));
    }

    /** Pairs the round. */
    @Benchmark
    public RoundPairing pair() throws Exception {
        return new DutchPairingEngine().pair(request);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
import org.rookery.engine.trf.TrfWriter;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.TournamentGenerator;

/**
 * Time to pair the next round of a large tournament kept in a TRF file, in a fork whose heap is
 * capped at 1 GB (the memory bound: a run that needs more fails with
 * {@code OutOfMemoryError}). The target is round 9 of a 5000-player tournament: the
 * file of {@code rookery trf generate --players 5000 --rounds 11 --played 8 --seed 1 --output
 * t5000.trf}, passed as {@code -p trf=PATH}. When that file does not exist yet, the setup writes
 * it (the same generator and seed, a few minutes; the fork's 1 GB is enough for that too), so
 * later runs only read it. Each pairing takes seconds, so there are fewer iterations than in
 * {@link DutchPairingBenchmark}. Add {@code -prof gc} for the allocation per pairing.
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

    /** Reads the tournament, writing it first when the file is missing. */
    @Setup
    public void setUp() throws Exception {
        Path file = Path.of(trf);
        if (!Files.exists(file)) {
            TrfDocument doc = TournamentGenerator.generate(PLAYERS, ROUNDS, PLAYED, SEED);
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            Files.writeString(tmp, TrfWriter.write(doc));
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
        }
        request = TrfRequests.nextRound(TrfReader.read(Files.readString(file)));
    }

    /** The tournament the setup writes when the file is missing (the target). */
    private static final int PLAYERS = 5000;
    private static final int ROUNDS = 11;
    private static final int PLAYED = 8;
    private static final long SEED = 1;

    /** Pairs the round. */
    @Benchmark
    public RoundPairing pair() throws Exception {
        return new DutchPairingEngine().pair(request);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.rules.Perft;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.guardian.GuardianVariant;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Perft leaf nodes per second, one thread, the last ply counted in bulk. The {@code nodes}
 * counter is the figure to read (JMH reports it as ops/s); each invocation is one full perft.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 4)
@Measurement(iterations = 5, time = 4)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
@State(Scope.Thread)
public class PerftBenchmark {

    /** Which position: start positions of each variant, Kiwipete for chess, Matsuri for shogi. */
    @Param({"chess-start", "chess-kiwipete", "giraffe-start", "guardian-start", "crazyhouse-start", "exchange-reserves", "shogi-start", "shogi-matsuri"})
    public String position;

    private Position root;
    private int depth;

    /** Leaf nodes counted, reported by JMH as a rate. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        /** Perft leaf nodes. */
        public long nodes;

        /** Clears the counter before each iteration. */
        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    /** Builds the root position. */
    @Setup(Level.Trial)
    public void setUp() {
        ExchangeVariant exchange = new ExchangeVariant();
        switch (position) {
            case "chess-start" -> init(new ChessVariant().rules(), null, 5);
            case "chess-kiwipete" -> init(new ChessVariant().rules(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4);
            case "giraffe-start" -> init(new GiraffeVariant().rules(), null, 5);
            case "guardian-start" -> init(new GuardianVariant().rules(), null, 4);
            case "crazyhouse-start" -> init(exchange.rules(exchange.crazyhouseOptions()), null, 5);
            case "exchange-reserves" -> init(exchange.rules(), "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[NPbp] w KQkq - 2 3", 3);
            case "shogi-start" -> init(new ShogiVariant().rules(), null, 5);
            case "shogi-matsuri" -> init(new ShogiVariant().rules(), "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 3);
            default -> throw new IllegalArgumentException("unknown position " + position);
        }
    }

    private void init(Rules rules, String fen, int d) {
        root = fen == null ? rules.startPosition() : rules.position(fen);
        depth = d;
    }

    /** One perft of the configured depth. */
    @Benchmark
    public long perft(Nodes counter) {
        long n = Perft.perft(root, depth);
        counter.nodes += n;
        return n;
    }
}

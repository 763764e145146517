// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
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
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;

/**
 * Standings after one new result in a 1000-player, 11-round Swiss: the arbiter enters a result
 * and the workbench shows the new ranking with every tie-break the language names. The event is
 * paired round by round by the built-in Swiss engine with seeded random results; each
 * measured call records one more result (alternating between two, so the table really changes)
 * and ranks the field. The target is at most 10 ms.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@State(Scope.Thread)
public class StandingsBenchmark {

    private static final int PLAYERS = 1000;
    private static final int ROUNDS = 11;

    private Crosstable table;
    private RoundPairing.Board lastBoard;
    private boolean flip;
    private final List<TieBreak> tieBreaks = List.of(TieBreak.values());

    /** Pairs and plays the event once; the last round's first board is the one that changes. */
    @Setup(Level.Trial)
    public void setUp() throws Exception {
        List<Participant> players = new ArrayList<>();
        Random random = new Random(11);
        for (int i = 1; i <= PLAYERS; i++) {
            players.add(new Participant(i, "Player " + i, 2600 - i));
        }
        table = new Crosstable(players, PointRules.STANDARD);
        PairingEngine swiss = PairingEngines.builtIn().get("swiss");
        for (int r = 1; r <= ROUNDS; r++) {
            RoundPairing p = swiss.pair(new PairingRequest(r, ROUNDS, table.entrants(r, Map.of()), PairingRequest.Options.STANDARD));
            for (RoundPairing.Board b : p.boards()) {
                int x = random.nextInt(10);
                table.recordGame(r, b.white(), b.black(), x < 4 ? RoundResult.WIN : x < 7 ? RoundResult.DRAW : RoundResult.LOSS);
            }
            for (RoundPairing.Bye b : p.byes()) {
                table.recordBye(r, b.entrant(), RoundResult.PAIRING_BYE);
            }
            lastBoard = p.boards().get(0);
        }
        if (table.standings(tieBreaks).rows().size() != PLAYERS) {
            throw new IllegalStateException("the standings lost players");
        }
    }

    /** One new (corrected) result in round 11, then the full standings. */
    @Benchmark
    public Standings oneNewResult() {
        flip = !flip;
        table.recordGame(ROUNDS, lastBoard.white(), lastBoard.black(), flip ? RoundResult.WIN : RoundResult.DRAW);
        return table.standings(tieBreaks);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.engines.Engine;
import org.rookery.engines.EngineException;
import org.rookery.engines.EngineFault;
import org.rookery.engines.EngineGame;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Engines;
import org.rookery.engines.GameResult;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchLimits;
import org.rookery.engines.TimeControl;
import org.rookery.rules.Color;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;

/**
 * An engine that hangs, crashes, floods, sends malformed lines or lies is reported with what it did,
 * and never hangs Rookery: each case runs the scripted engine as a real process under a hard time
 * bound.
 */
class MisbehavingEngineTest {

    private static final Rules CHESS = TestEngines.VARIANTS.get("chess").rules();

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} over {1}")
    @CsvSource({
            "hang, uci, TIMEOUT, no 'bestmove' within",
            "crash, uci, CRASHED, exit code 3",
            "lie, uci, ILLEGAL_MOVE, 'e2e5'",
            "flood, uci, FLOODED, lines in one second",
            "longline, uci, FLOODED, a line longer than 16384 characters",
            "malformed, uci, MALFORMED, info depth x",
            "garbage, uci, MALFORMED, control character 27",
            "hang, usi, TIMEOUT, no 'bestmove' within",
            "lie, xboard, ILLEGAL_MOVE, 'e2e5'",
            "crash, xboard, CRASHED, exit code 3",
            "flood, xboard, FLOODED, lines in one second" })
    void aSearchThatGoesWrongIsReportedInTime(String mode, String protocol, EngineFault fault, String detail) throws Exception {
        Rules rules = protocol.equals("usi") ? TestEngines.VARIANTS.get("shogi").rules() : CHESS;
        EngineSpec spec = TestEngines.scripted(dir, mode, Protocol.of(protocol));
        EngineException e = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            try (Engine engine = Engines.start(spec, dir)) {
                engine.newGame(rules);
                engine.position(rules.startPosition(), List.of());
                return assertThrows(EngineException.class, () -> engine.search(SearchLimits.depth(1), 1500, i -> { }));
            }
        });
        assertEquals(fault, e.fault(), e.getMessage());
        assertTrue(e.getMessage().startsWith("engine '" + mode + "' " + fault.words() + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(detail), e.getMessage());
    }

    @Test
    void anEngineThatNeverFinishesItsHandshakeIsReported() {
        EngineException e = assertTimeoutPreemptively(Duration.ofSeconds(15),
                () -> assertThrows(EngineException.class, () -> Engines.start(TestEngines.scripted(dir, "hang-handshake", Protocol.UCI), dir)));
        assertEquals(EngineFault.TIMEOUT, e.fault());
        assertTrue(e.getMessage().contains("no 'uciok'"), e.getMessage());
    }

    @Test
    void theStartUpTimeOfTheEnginesFileBoundsTheFirstHandshake() throws Exception {
        // two seconds instead of the default ten: the refusal comes well before the default would
        EngineSpec spec = TestEngines.scripted(dir, "hang-handshake", Protocol.UCI).withStartSeconds(2);
        long t0 = System.nanoTime();
        EngineException e = assertTimeoutPreemptively(Duration.ofSeconds(7), () -> assertThrows(EngineException.class, () -> Engines.start(spec, dir)));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(EngineFault.TIMEOUT, e.fault());
        assertTrue(e.getMessage().contains("no 'uciok'"), e.getMessage());
        assertTrue(millis >= 2000, "waited its start-up time: " + millis + " ms");
    }

    @Test
    void aMissingProgramIsReportedByName() {
        EngineSpec spec = EngineSpec.of("ghost", Protocol.UCI, "rookery-no-such-engine");
        EngineException e = assertThrows(EngineException.class, () -> Engines.start(spec, dir));
        assertEquals(EngineFault.START_FAILED, e.fault());
        assertTrue(e.getMessage().contains("no program 'rookery-no-such-engine'"), e.getMessage());
    }

    @Test
    void anOptionTheEngineLacksIsAConfigurationError() throws Exception {
        EngineSpec spec = TestEngines.scripted(dir, "hang", Protocol.UCI).withOption("Threads", "2");
        EngineException e = assertThrows(EngineException.class, () -> Engines.start(spec, dir));
        assertEquals(EngineFault.CONFIGURATION, e.fault());
        assertTrue(e.getMessage().contains("no option 'Threads'; it has: Hash"), e.getMessage());
    }

    @Test
    void aVariantTheEngineDidNotDeclareIsRefusedBeforeTheGame() throws Exception {
        try (Engine engine = Engines.start(TestEngines.scripted(dir, "hang", Protocol.UCI), dir)) {
            Rules guardian = TestEngines.VARIANTS.get("guardian").rules();
            EngineException e = assertThrows(EngineException.class, () -> engine.newGame(guardian));
            assertEquals(EngineFault.UNSUPPORTED_VARIANT, e.fault());
            assertTrue(e.getMessage().contains("Guardian chess (as 'guardian') is not among the variants it declares: chess"), e.getMessage());
        }
    }

    @Test
    void aVariantItsProtocolCannotCarryIsRefusedBeforeTheGameThoughTheEngineDeclaresIt() throws Exception {
        // Debian's Fairy-Stockfish lists shogi among its UCI variants, but over UCI it reads and
        // writes shogi moves in its own coordinates, not USI's
        try (Engine engine = Engines.start(TestEngines.real("fsf-uci", Protocol.UCI, "fairy-stockfish"), dir)) {
            Rules shogi = TestEngines.VARIANTS.get("shogi").rules();
            assertTrue(engine.info().variants().contains("shogi"), "the engine declares shogi over UCI");
            EngineException e = assertThrows(EngineException.class, () -> engine.newGame(shogi));
            assertEquals(EngineFault.UNSUPPORTED_VARIANT, e.fault());
            assertTrue(e.getMessage().contains("Shogi is spoken to engines in USI notation only, and this engine's protocol is uci:"
                    + " configure it with protocol usi"), e.getMessage());
        }
        // and the other way round: over USI it would take a chess game's coordinates for USI squares
        try (Engine engine = Engines.start(TestEngines.real("fsf-usi", Protocol.USI, "fairy-stockfish"), dir)) {
            EngineException e = assertThrows(EngineException.class, () -> engine.newGame(CHESS));
            assertEquals(EngineFault.UNSUPPORTED_VARIANT, e.fault());
            assertTrue(e.getMessage().contains("is spoken to engines in coordinate notation only, and this engine's protocol is usi"),
                    e.getMessage());
        }
    }

    @Test
    void aLiarLosesItsGameByTheIllegalMoveAndTheGameSaysSo() throws Exception {
        GameResult r = play("lie", "hang", TimeControl.NONE, SearchLimits.depth(1));
        assertEquals(Termination.ILLEGAL_MOVES, r.outcome().termination());
        assertEquals(Color.BLACK, r.outcome().winner());
        assertEquals(EngineFault.ILLEGAL_MOVE, r.fault());
        assertTrue(r.reason().contains("'e2e5' in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), r.reason());
        assertTrue(r.record().mainLine().isEmpty());
    }

    @Test
    void aCrashLosesByTheArbitersDecisionWithTheReason() throws Exception {
        GameResult r = play("crash", "hang", TimeControl.NONE, SearchLimits.depth(1));
        assertEquals(Termination.ARBITER_DECISION, r.outcome().termination());
        assertEquals(Color.BLACK, r.outcome().winner());
        assertTrue(r.record().header("Termination").orElseThrow().contains("engine 'crash' crashed"), r.reason());
    }

    @Test
    void anEngineThatOverstepsItsClockLosesOnTime() throws Exception {
        // one second for the game: the slow engine answers after three, and the flag has fallen
        GameResult r = play("slow", "hang", TimeControl.parse("1+0"), SearchLimits.INFINITE);
        assertEquals(Termination.TIME_FORFEIT, r.outcome().termination());
        assertEquals(Color.BLACK, r.outcome().winner());
        assertTrue(r.reason().startsWith("slow lost on time"), r.reason());
    }

    private GameResult play(String whiteMode, String blackMode, TimeControl tc, SearchLimits limits) throws Exception {
        return assertTimeoutPreemptively(Duration.ofSeconds(15), () -> {
            try (Engine white = Engines.start(TestEngines.scripted(dir, whiteMode, Protocol.UCI), dir);
                    Engine black = Engines.start(TestEngines.scripted(dir, blackMode, Protocol.UCI), dir)) {
                EngineGame game = new EngineGame(CHESS, CHESS.startPosition(), List.of(), tc, limits, 500, 100);
                return game.play(white, black, Map.of("Event", "misbehaving"), m -> { });
            }
        });
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engines.BestMove;
import org.rookery.engines.Engine;
import org.rookery.engines.EngineGame;
import org.rookery.engines.Engines;
import org.rookery.engines.GameResult;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchInfo;
import org.rookery.engines.SearchLimits;
import org.rookery.engines.TimeControl;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;

/**
 * Infinite analysis with streamed information and stop, multi-PV, and a shogi game on a byoyomi
 * clock, with the real engines.
 */
class AnalysisTest {

    @TempDir
    Path dir;

    @Test
    void infiniteAnalysisOfAShogiPositionStreamsScoresAndStopsWithALegalMove() throws Exception {
        Rules shogi = TestEngines.VARIANTS.get("shogi").rules();
        Position p = shogi.position("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        try (Engine fsf = Engines.start(TestEngines.real("fsf-usi", Protocol.USI, "fairy-stockfish"), dir)) {
            fsf.newGame(shogi);
            fsf.setMultiPv(3);
            fsf.position(p, List.of());
            Map<Integer, SearchInfo> lines = new ConcurrentHashMap<>();
            Engine.Analysis analysis = fsf.analyse(i -> {
                if (i.hasScore()) {
                    lines.put(i.multiPv(), i);
                }
            });
            Thread.sleep(1500);
            BestMove best = assertTimeoutPreemptively(Duration.ofSeconds(8), analysis::stop);
            assertNotNull(best.move());
            assertTrue(p.isLegal(best.move()), best.text());
            assertEquals(3, lines.size(), "three principal variations: " + lines);
            SearchInfo top = lines.get(1);
            assertTrue(top.depth() >= 5, "depth after 1.5 s: " + top);
            assertFalse(top.pv().isEmpty());
            assertTrue(top.nodes() > 0 && top.nodesPerSecond() > 0, top.toString());
        }
    }

    @Test
    void xboardAnalysisStopsWithTheFirstMoveOfItsLine() throws Exception {
        Rules chess = TestEngines.VARIANTS.get("chess").rules();
        try (Engine fm = Engines.start(TestEngines.real("fairymax", Protocol.XBOARD, "fairymax"), dir)) {
            fm.newGame(chess);
            fm.position(chess.startPosition(), List.of());
            List<SearchInfo> infos = new CopyOnWriteArrayList<>();
            Engine.Analysis analysis = fm.analyse(infos::add);
            Thread.sleep(1000);
            BestMove best = assertTimeoutPreemptively(Duration.ofSeconds(8), analysis::stop);
            assertFalse(infos.isEmpty());
            assertTrue(chess.startPosition().isLegal(best.move()), best.text());
            assertEquals(infos.get(infos.size() - 1).pv().get(0), best.text());
        }
    }

    @Test
    void aGameIsAnnotatedWithScoresAndTheEnginesLinesAndSavedInItsOwnFormat() throws Exception {
        org.rookery.games.GameFiles files = new org.rookery.games.GameFiles(TestEngines.VARIANTS);
        Path pgn = dir.resolve("scholar.pgn");
        java.nio.file.Files.writeString(pgn, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        org.rookery.games.GameRecord game = files.read(pgn).get(0);
        org.rookery.games.GameRecord annotated;
        try (Engine sf = Engines.start(TestEngines.real("stockfish", Protocol.UCI, "stockfish"), dir)) {
            annotated = assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> new org.rookery.engines.GameAnnotator(sf, SearchLimits.depth(8), 5000).annotate(game, TestEngines.VARIANTS.get("chess").rules()));
        }
        assertEquals(7, annotated.mainLine().size());
        for (org.rookery.games.GameNode n : annotated.mainLine()) {
            assertTrue(n.commentAfter() != null && n.commentAfter().startsWith("stockfish "), String.valueOf(n.commentAfter()));
        }
        // 3... Nf6?? allows mate: the engine prefers another move and its line is a variation
        org.rookery.games.GameNode blunder = annotated.mainLine().get(5);
        assertEquals(1, blunder.variations().size(), annotated.toString());
        assertFalse(blunder.variations().get(0).get(0).move().equals(blunder.move()));
        Path out = dir.resolve("annotated.pgn");
        files.write(out, List.of(annotated));
        org.rookery.games.GameRecord back = files.read(out).get(0);
        assertEquals(1, back.mainLine().get(5).variations().size(), java.nio.file.Files.readString(out));
        assertEquals(annotated.mainLine().get(0).commentAfter(), back.mainLine().get(0).commentAfter());
    }

    @Test
    void aShogiGameOnAByoyomiClockIsPlayedAndRefereed() throws Exception {
        Rules shogi = TestEngines.VARIANTS.get("shogi").rules();
        GameResult r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (Engine a = Engines.start(TestEngines.real("fsf-a", Protocol.USI, "fairy-stockfish"), dir);
                    Engine b = Engines.start(TestEngines.real("fsf-b", Protocol.USI, "fairy-stockfish"), dir)) {
                // no main time: every move within its one-second period (and depth 3, so a loaded machine keeps up)
                EngineGame game = new EngineGame(shogi, shogi.startPosition(), List.of(), TimeControl.parse("0+1byo"),
                        SearchLimits.depth(3), 1000, 40);
                return game.play(a, b, Map.of("Event", "byoyomi"), m -> { });
            }
        });
        assertEquals(null, r.fault(), r.reason());
        assertTrue(r.record().mainLine().size() >= 10, r.reason() + " after " + r.record().mainLine().size() + " plies");
        assertEquals("0+1byo", r.record().header("TimeControl").orElseThrow());
    }
}

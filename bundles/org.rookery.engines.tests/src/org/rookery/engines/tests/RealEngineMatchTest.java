// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engines.EngineFault;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.FairyStockfishDefinition;
import org.rookery.engines.GameResult;
import org.rookery.engines.Match;
import org.rookery.engines.Opening;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchLimits;
import org.rookery.engines.TimeControl;
import org.rookery.games.GameFiles;
import org.rookery.games.GameNode;
import org.rookery.games.GameRecord;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.Variant;

/**
 * Short real matches in each protocol with the engines of Debian's packages, bounded by depth so
 * that each takes a few seconds: every game is refereed by the rules, saved through the game
 * files bundle and read back, and its result is what the rules say of its last position.
 */
class RealEngineMatchTest {

    private static final GameFiles FILES = new GameFiles(TestEngines.VARIANTS);

    @TempDir
    Path dir;

    @Test
    void aCapablancaMatchBetweenTwoFairyStockfishConfigurationsOverUci() throws Exception {
        Rules rules = TestEngines.VARIANTS.get("capablanca").rules();
        EngineSpec strong = TestEngines.real("fsf-strong", Protocol.UCI, "fairy-stockfish").withOption("Skill Level", "20");
        EngineSpec weak = TestEngines.real("fsf-weak", Protocol.UCI, "fairy-stockfish").withOption("Skill Level", "0");
        List<GameResult> games = play(rules, strong, weak, SearchLimits.depth(3), "games.pgn");
        assertEquals(2, games.size());
    }

    @Test
    void aShogiMatchOverUsi() throws Exception {
        Rules rules = TestEngines.VARIANTS.get("shogi").rules();
        EngineSpec a = TestEngines.real("fsf-usi-a", Protocol.USI, "fairy-stockfish");
        EngineSpec b = TestEngines.real("fsf-usi-b", Protocol.USI, "fairy-stockfish").withOption("Skill Level", "5");
        play(rules, a, b, SearchLimits.depth(2), "game.kif");
    }

    @Test
    void aShogiMatchBetweenGnuShogiOverItsXshogiDialectAndFairyStockfishOverUsi() throws Exception {
        Rules rules = TestEngines.VARIANTS.get("shogi").rules();
        EngineSpec gnuShogi = TestEngines.real("gnushogi", Protocol.XSHOGI, "gnushogi");
        EngineSpec fsf = TestEngines.real("fsf-usi", Protocol.USI, "fairy-stockfish").withOption("Skill Level", "5");
        play(rules, gnuShogi, fsf, SearchLimits.depth(2), "game.kif");
    }

    @Test
    void aChessMatchBetweenStockfishAndFairyMaxOverXboard() throws Exception {
        Rules rules = TestEngines.VARIANTS.get("chess").rules();
        EngineSpec stockfish = TestEngines.real("stockfish", Protocol.UCI, "stockfish");
        EngineSpec fairyMax = TestEngines.real("fairymax", Protocol.XBOARD, "fairymax");
        play(rules, stockfish, fairyMax, SearchLimits.depth(3), "games.pgn");
    }

    @Test
    void aGuardianMatchBetweenTwoFairyStockfishConfigurationsThroughTheDefinitionFile() throws Exception {
        Variant guardian = TestEngines.VARIANTS.get("guardian");
        Rules rules = guardian.rules();
        Path ini = guardianDefinition(guardian);
        // the definition is given as a path relative to the engines' folder, as an engines file gives it
        EngineSpec a = TestEngines.fairyStockfishWasm("fsf-guardian-20").withVariantOption("guardian", "VariantPath", ini.getFileName().toString());
        EngineSpec b = a.named("fsf-guardian-0").withOption("Skill Level", "0");
        Match match = new Match(new Match.Settings(rules, TimeControl.parse("120+1"), SearchLimits.depth(2), 10_000, 100, 1, dir));
        List<GameResult> games = assertTimeoutPreemptively(Duration.ofSeconds(300),
                () -> match.play(Match.twoEngines(a, b, 2, List.of(Opening.start(rules)), "guardian match"), done -> false, r -> { }));
        assertEquals(2, games.size());
        for (int i = 0; i < games.size(); i++) {
            GameResult g = games.get(i);
            assertNull(g.fault(), g.reason());
            assertEquals(i == 0 ? a.name() : b.name(), g.white());
            assertTrue(g.record().mainLine().size() >= 2, "the engines played: " + g.record().mainLine().size() + " plies");
            Path saved = dir.resolve((i + 1) + "-guardian.pgn");
            FILES.write(saved, List.of(g.record()));
            GameRecord back = FILES.read(saved).get(0);
            assertEquals(g.record().mainLine().size(), back.mainLine().size(), "moves read back from " + saved);
            assertEquals(g.outcome().result(), back.outcome().result());
            assertRefereed(rules, back);
        }
    }

    @Test
    void debiansFairyStockfishWithoutCustomPiecesCrashesOnGuardianChessAndIsReported() throws Exception {
        Variant guardian = TestEngines.VARIANTS.get("guardian");
        Rules rules = guardian.rules();
        Path ini = guardianDefinition(guardian);
        EngineSpec a = TestEngines.real("fsf-guardian-a", Protocol.UCI, "fairy-stockfish").withVariantOption("guardian", "VariantPath", ini.toString());
        EngineSpec b = a.named("fsf-guardian-b").withOption("Skill Level", "3");
        Match match = new Match(new Match.Settings(rules, TimeControl.parse("60+1"), SearchLimits.depth(2), 5000, 200, 1, dir));
        GameResult r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> match.playOne(Match.twoEngines(a, b, 1, List.of(Opening.start(rules)), "guardian").get(0)));
        // Debian's Fairy-Stockfish 11.1 has no custom pieces and dies on the guardian (Q2): reported, not hung
        assertEquals(EngineFault.CRASHED, r.fault(), r.reason());
        assertEquals(Termination.ARBITER_DECISION, r.outcome().termination());
        assertTrue(r.reason().contains("crashed"), r.reason());
        assertTrue(r.reason().contains("killed by signal 11"), r.reason());
    }

    private Path guardianDefinition(Variant guardian) throws java.io.IOException {
        Path ini = dir.resolve("rookery-variants.ini");
        Files.writeString(ini, FairyStockfishDefinition.write(List.of(new FairyStockfishDefinition.Entry(guardian, guardian.defaultOptions()))));
        return ini;
    }

    private List<GameResult> play(Rules rules, EngineSpec a, EngineSpec b, SearchLimits limits, String file) throws Exception {
        Match match = new Match(new Match.Settings(rules, TimeControl.parse("60+1"), limits, 5000, 300, 2, dir));
        List<GameResult> games = assertTimeoutPreemptively(Duration.ofSeconds(90),
                () -> match.play(Match.twoEngines(a, b, 2, List.of(Opening.start(rules)), "test match"), done -> false, r -> { }));
        assertEquals(2, games.size());
        for (int i = 0; i < games.size(); i++) {
            GameResult g = games.get(i);
            assertNull(g.fault(), g.reason());
            assertNotNull(g.outcome(), g.reason());
            assertEquals(i == 0 ? a.name() : b.name(), g.white());
            Path saved = dir.resolve((i + 1) + "-" + file);
            FILES.write(saved, List.of(g.record()));
            GameRecord back = FILES.read(saved).get(0);
            assertEquals(g.record().mainLine().size(), back.mainLine().size(), "moves read back from " + saved);
            assertEquals(g.outcome().result(), back.outcome().result());
            assertRefereed(rules, back);
        }
        return games;
    }

    /** The saved game's moves are legal (read back by the rules) and a result by rule is the rules' verdict on its last position. */
    private static void assertRefereed(Rules rules, GameRecord g) {
        Position p = g.startPosition() == null ? rules.startPosition() : rules.position(g.startPosition());
        for (GameNode n : g.mainLine()) {
            p.doMove(n.move());
        }
        Outcome o = g.outcome();
        if (o.termination() != Termination.TIME_FORFEIT && o.termination() != Termination.RESIGNATION
                && o.termination() != Termination.ARBITER_DECISION) {
            assertEquals(o, p.outcome().orElseThrow(), "the rules' verdict on the last position");
        }
    }
}

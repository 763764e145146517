// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.event.InningsSimulation;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.game.tests.TestFormats;

/** The dry run of an innings match plays G20 to a result and finds a rotation that cannot be completed. */
class InningsSimulationTest {

    private static InningsSimulation.Report run(CompiledFormat f, long seed, List<String> progress) {
        GameScorer scorer = GameScorer.of(f, GameBridge.bind(f, TestFormats.REGISTRY));
        return InningsSimulation.run(f, scorer, seed, progress::add);
    }

    @Test
    void g20PlaysToAResultAndTheSameSeedPlaysTheSameMatch() {
        List<String> progress = new ArrayList<>();
        InningsSimulation.Report r = run(TestFormats.g20(), 42, progress);
        assertTrue(r.completed(), r.outcome());
        assertTrue(r.match().result().isPresent());
        assertTrue(r.match().innings().size() >= 4, "at least four innings: " + r.progress());
        assertEquals(progress, r.progress(), "the callback sees every line");
        assertTrue(r.outcome().contains("Team A") && r.outcome().contains("Team B"), r.outcome());
        assertEquals(r.progress(), run(TestFormats.g20(), 42, new ArrayList<>()).progress());
    }

    @Test
    void theCaptainsNeverDeadEndTheRotationSoEverySeedCompletes() {
        // Seed 7 used to choose a stopping player at game 8 of innings 4 after whom only one player had games
        // left, and stopped at game 10 with "rotation impossible".
        for (long seed = 1; seed <= 20; seed++) {
            InningsSimulation.Report r = run(TestFormats.g20(), seed, new ArrayList<>());
            assertTrue(r.completed(), "seed " + seed + ": " + r.outcome());
            assertTrue(r.progress().stream().noneMatch(l -> l.startsWith("warning")), "seed " + seed + ": " + r.progress());
        }
    }

    @Test
    void aChaseWithinTheSameMovesIsSimulatedWithTheMovesOfEveryGame() {
        InningsRules g = TestFormats.g20().innings().orElseThrow();
        InningsRules chase = new InningsRules(g.inningsPerSide(), g.gamesPerInnings(), g.order(), g.scoringColour(),
                g.winnerStays(), g.lossesForOut(), g.stoppingSideChoosesEachGame(), g.stoppingMaxGamesPerInnings(),
                g.stoppingNoConsecutiveGames(), g.scoringMaxConsecutiveGames(), g.goodGameException(), g.followOn(),
                g.golden(), g.skipDecidedInnings(), java.util.Optional.of(new InningsRules.Chase(true)));
        int limited = 0;
        for (long seed = 1; seed <= 20; seed++) {
            InningsSimulation.Report r = run(TestFormats.g20(chase), seed, new ArrayList<>());
            // The captains never choose a stopping player who dead-ends the rotation; never a missing move count.
            assertTrue(r.completed(), "seed " + seed + ": " + r.outcome());
            assertTrue(r.match().innings().stream().filter(c -> !c.golden()).flatMap(c -> c.games().stream())
                    .filter(l -> l.finished() && !l.unplayed()).allMatch(l -> l.report().orElseThrow().movesPlayed().isPresent()),
                    "every game played has its moves");
            if (r.match().innings().stream().anyMatch(c -> c.moveLimit().isPresent())) {
                limited++;
            }
        }
        assertTrue(limited > 10, "most matches reach a chasing innings with a move limit: " + limited + " of 20");
    }

    @Test
    void aRotationThatCannotCoverTheInningsIsReported() {
        InningsRules g = TestFormats.g20().innings().orElseThrow();
        // One game per stopping player and innings: five players cannot stop ten games.
        InningsRules tight = new InningsRules(g.inningsPerSide(), g.gamesPerInnings(), g.order(), g.scoringColour(),
                g.winnerStays(), g.lossesForOut(), g.stoppingSideChoosesEachGame(), 1, g.stoppingNoConsecutiveGames(),
                g.scoringMaxConsecutiveGames(), g.goodGameException(), g.followOn(), g.golden(), g.skipDecidedInnings());
        InningsSimulation.Report r = run(TestFormats.g20(tight), 1, new ArrayList<>());
        assertFalse(r.completed());
        assertTrue(r.outcome().startsWith("rotation impossible in innings "), r.outcome());
        assertTrue(r.outcome().contains("game 6: no stopping player"), r.outcome());
    }
}

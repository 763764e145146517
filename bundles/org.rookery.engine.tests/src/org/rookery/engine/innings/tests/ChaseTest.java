// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.innings.tests.Play.game;
import static org.rookery.engine.innings.tests.Play.loss;
import static org.rookery.engine.innings.tests.Play.win;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Color;

/**
 * {@code second side chases target}: the side batting second wins as soon as it passes the
 * first side's total, and its innings ends there, even where the format does not skip decided
 * innings.
 */
class ChaseTest {

    private static CompiledFormat sixes(Optional<InningsRules.Chase> chase) {
        return TestFormats.g20(new InningsRules(1, 6, InningsRules.InningsOrder.ALTERNATE, Color.WHITE, false, 2, true, 0,
                false, OptionalInt.empty(), false, Optional.empty(), Optional.empty(), false, chase),
                new TeamRules(4, 3, 1, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.BEFORE_EACH_MATCH));
    }

    /** Lions bat first and make 84 (two early wins of 42 in six games). */
    private static InningsMatch lionsBatted(CompiledFormat f) {
        return lionsBatted(f, -1);
    }

    /** As above, each of the six games {@code moves} long (no move count when negative). */
    private static InningsMatch lionsBatted(CompiledFormat f, int moves) {
        InningsMatch m = InningsMatch.start(f, TestFormats.REGISTRY)
                .apply(new InningsAction.TeamRegistered("Lions", List.of("L1", "L2", "L3", "L4")))
                .apply(new InningsAction.TeamRegistered("Tigers", List.of("T1", "T2", "T3")))
                .apply(new InningsAction.SquadNamed("Lions", List.of("L1", "L2", "L3"), ""))
                .apply(new InningsAction.SquadNamed("Tigers", List.of("T1", "T2", "T3"), ""));
        m = game(m, "T1", moves(win(0), moves));
        m = game(m, "T1", moves(win(0), moves));
        for (int i = 0; i < 4; i++) {
            m = game(m, "T1", moves(loss(), moves));
        }
        assertEquals(new BigDecimal("84"), m.innings().get(0).total());
        return m;
    }

    @Test
    void theChasingSideStopsAsSoonAsItPassesTheTarget() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(false))));
        m = game(m, "L1", win(0));
        m = game(m, "L1", win(0));
        assertTrue(m.result().isEmpty(), "level at 84 is not past the target");
        m = game(m, "L1", win(0));
        InningsCard chase = m.innings().get(1);
        assertTrue(chase.complete());
        assertEquals(3, chase.games().stream().filter(g -> !g.unplayed()).count(), "three games, not six");
        assertTrue(chase.endReason().contains("Tigers passed Lions' total"), chase.endReason());
        assertEquals("Tigers", m.result().orElseThrow().winner().orElseThrow());
    }

    @Test
    void withoutAChaseTheSecondSideBatsItsWholeInnings() {
        InningsMatch m = lionsBatted(sixes(Optional.empty()));
        for (int i = 0; i < 3; i++) {
            m = game(m, "L1", win(0));
        }
        assertTrue(m.result().isEmpty(), "the innings goes on after passing 84");
        assertTrue(!m.innings().get(1).complete());
    }

    private static GameReport moves(GameReport r, int moves) {
        return moves < 0 ? r : r.withMoves(moves);
    }

    @Test
    void aChaseWithinTheSameMovesIsWonByPassingTheTotalWithinTheFirstSidesMoves() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(true))), 30); // 180 moves
        for (int i = 0; i < 3; i++) {
            m = game(m, "L1", win(0).withMoves(40));
        }
        InningsCard chase = m.innings().get(1);
        assertTrue(chase.complete());
        assertEquals("match decided: Tigers passed Lions' total within the moves: 120 of 180 used, 60 left",
                chase.endReason());
        assertEquals("Tigers", m.result().orElseThrow().winner().orElseThrow());
    }

    @Test
    void aChaseThatUsesUpTheFirstSidesMovesEndsEvenWithGamesLeft() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(true))), 30); // 180 moves, 84 points
        m = game(m, "L1", win(0).withMoves(100));
        assertTrue(m.result().isEmpty(), "100 of 180 moves used, 42 of 85 scored: the chase goes on");
        assertEquals(100, m.innings().get(1).moves());
        assertEquals(OptionalInt.of(180), m.innings().get(1).moveLimit());
        assertEquals(OptionalInt.of(80), m.innings().get(1).movesLeft(), "the scorecard shows the moves left");
        assertEquals(OptionalInt.empty(), m.innings().get(0).moveLimit(), "the first side has no limit");
        m = game(m, "L1", loss().withMoves(80));
        InningsCard chase = m.innings().get(1);
        assertTrue(chase.complete(), "180 moves used: no third game may start");
        assertEquals(2, chase.games().stream().filter(g -> !g.unplayed()).count(), "two games of six played");
        assertEquals("the chase's moves are used up: Tigers used 180 of 180 moves without passing Lions' total",
                chase.endReason());
        assertEquals("Lions", m.result().orElseThrow().winner().orElseThrow());
    }

    @Test
    void theGameThatReachesTheMoveLimitCountsInFull() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(true))), 30); // 180 moves, 84 points
        m = game(m, "L1", win(0).withMoves(90));
        m = game(m, "L1", win(0).withMoves(80));
        m = game(m, "L1", win(0).withMoves(25)); // 195 moves: over the limit in this game, and past 84
        assertEquals("Tigers", m.result().orElseThrow().winner().orElseThrow());
    }

    @Test
    void withinTheSameMovesEveryInningsGameNeedsAMoveCount() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(true))), 30);
        InningsMatch chosen = m.apply(new InningsAction.StoppingPlayerChosen("L1"));
        Refusal r = assertThrows(Refusal.class,
                () -> chosen.apply(new InningsAction.GameResult(2, 1, win(0))));
        assertEquals("second side chases target within same moves", r.rule());
        assertTrue(r.getMessage().contains("innings 2 game 1 has no move count"), r.getMessage());
        assertTrue(chosen.innings().get(1).games().stream().noneMatch(g -> g.finished()), "nothing recorded");
        Refusal first = assertThrows(Refusal.class,
                () -> lionsBatted(sixes(Optional.of(new InningsRules.Chase(true)))));
        assertEquals("second side chases target within same moves", first.rule());
    }

    @Test
    void aChaseWithoutTheMoveLimitTakesResultsWithoutMoveCounts() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(false))));
        m = game(m, "L1", win(0).withMoves(500));
        assertTrue(m.result().isEmpty(), "moves do not limit a plain chase");
    }
}

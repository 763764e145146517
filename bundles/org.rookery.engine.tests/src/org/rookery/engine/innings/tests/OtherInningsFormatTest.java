// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.rules.Color;

/**
 * Nothing in the innings machine is G20's: another federation's format (no toss, the squad order
 * bats, one innings each of 6 games, out after 2 losses, players taking turns instead of the winner
 * staying, no limit on the stopping side) runs from its records alone.
 */
class OtherInningsFormatTest {

    private static final CompiledFormat SIXES = TestFormats.g20(
            new InningsRules(1, 6, InningsRules.InningsOrder.ALTERNATE, Color.WHITE, false, 2, true, 0, false,
                    OptionalInt.empty(), false, Optional.empty(), Optional.empty(), false),
            new TeamRules(4, 3, 1, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.BEFORE_EACH_MATCH));

    @Test
    void theRecordsAloneDecideTheFlow() {
        InningsMatch m = InningsMatch.start(SIXES, TestFormats.REGISTRY)
                .apply(new InningsAction.TeamRegistered("Lions", List.of("L1", "L2", "L3", "L4")))
                .apply(new InningsAction.TeamRegistered("Tigers", List.of("T1", "T2", "T3")))
                .apply(new InningsAction.SquadNamed("Lions", List.of("L3", "L1", "L2"), ""))
                .apply(new InningsAction.SquadNamed("Tigers", List.of("T1", "T2", "T3"), ""));
        // No toss and no batting order: the first registered team bats in its squad order.
        assertEquals(Phase.STOPPING_PLAYER, m.phase());
        assertEquals("L3", m.scoringPlayer().orElseThrow());
        // Players take turns; the same stopping player may play every game.
        m = game(m, "T1", win(0));
        assertEquals("L1", m.scoringPlayer().orElseThrow());
        m = game(m, "T1", loss());
        m = game(m, "T1", loss());
        assertEquals("L3", m.scoringPlayer().orElseThrow());
        m = game(m, "T1", loss());
        m = game(m, "T1", loss());                  // L1's second loss: out
        m = game(m, "T1", win(0));                  // L2 again
        InningsCard c = m.innings().get(0);
        assertTrue(c.complete());
        assertEquals("6 games played", c.endReason());
        assertEquals(List.of("L3", "L1", "L2", "L3", "L1", "L2"),
                c.games().stream().map(g -> g.scoringPlayer()).toList());
        assertEquals(List.of("L1"), c.outs());
        assertEquals(BatterLine.Status.NOT_OUT, c.batters().get(0).status());
        assertEquals(new BigDecimal("84"), c.total());
        assertEquals("Tigers", m.currentInnings().orElseThrow().battingTeam());
        for (int i = 0; i < 6; i++) {
            m = game(m, List.of("L3", "L1", "L2").get(i % 3), loss());
        }
        // Six losses in turn: T1, T2, T3 each lose twice and are out as the sixth game ends.
        assertEquals(List.of("T1", "T2", "T3"), m.innings().get(1).outs());
        assertEquals(BigDecimal.ZERO, m.innings().get(1).total());
        assertEquals("Lions", m.result().orElseThrow().winner().orElseThrow());
        assertEquals(2, m.innings().size());
    }
}

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
import org.rookery.engine.format.Colour;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;

/**
 * {@code second side chases target}: the side batting second wins as soon as it passes the
 * first side's total, and its innings ends there, even where the format does not skip decided
 * innings.
 */
class ChaseTest {

    private static CompiledFormat sixes(Optional<InningsRules.Chase> chase) {
        return TestFormats.g20(new InningsRules(1, 6, InningsRules.InningsOrder.ALTERNATE, Colour.WHITE, false, 2, true, 0,
                false, OptionalInt.empty(), false, Optional.empty(), Optional.empty(), false, chase),
                new TeamRules(4, 3, 1, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.BEFORE_EACH_MATCH));
    }

    /** Lions bat first and make 84 (two early wins of 42 in six games). */
    private static InningsMatch lionsBatted(CompiledFormat f) {
        InningsMatch m = InningsMatch.start(f, TestFormats.REGISTRY)
                .apply(new InningsAction.TeamRegistered("Lions", List.of("L1", "L2", "L3", "L4")))
                .apply(new InningsAction.TeamRegistered("Tigers", List.of("T1", "T2", "T3")))
                .apply(new InningsAction.SquadNamed("Lions", List.of("L1", "L2", "L3"), ""))
                .apply(new InningsAction.SquadNamed("Tigers", List.of("T1", "T2", "T3"), ""));
        m = game(m, "T1", win(0));
        m = game(m, "T1", win(0));
        for (int i = 0; i < 4; i++) {
            m = game(m, "T1", loss());
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
        assertTrue(chase.endReason().contains("Tigers passed Lions's total"), chase.endReason());
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

    @Test
    void aChaseWithinTheSameMovesSaysItsMoveLimitIsNotChecked() {
        InningsMatch m = lionsBatted(sixes(Optional.of(new InningsRules.Chase(true))));
        for (int i = 0; i < 3; i++) {
            m = game(m, "L1", win(0));
        }
        assertTrue(m.innings().get(1).endReason().endsWith("(the chase's move limit is not checked: games record no move"
                + " counts)"), m.innings().get(1).endReason());
    }
}

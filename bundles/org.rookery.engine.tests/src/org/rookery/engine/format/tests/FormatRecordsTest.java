// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.FormatExplainer;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.SennichitePolicy;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.format.VariantCatalog;

/** The compiled-format records keep their invariants and answer the engine's questions. */
class FormatRecordsTest {

    @Test
    void teamRulesRefuseMorePlayersThanTheTeamHas() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TeamRules(4, 5, 0, false,
                TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE));
        assertTrue(e.getMessage().contains("5 players per match do not fit a team of 4"), e.getMessage());
    }

    @Test
    void clocksNeedTimeAndConsistentByoyomi() {
        assertThrows(IllegalArgumentException.class, () -> TimeControl.suddenDeath(Duration.ZERO));
        assertThrows(IllegalArgumentException.class,
                () -> new TimeControl(Duration.ofMinutes(1), Duration.ZERO, Duration.ZERO, Duration.ofSeconds(30), 0));
        assertTrue(TimeControl.suddenDeath(Duration.ofMinutes(5)).isSuddenDeath());
        assertFalse(new TimeControl(Duration.ZERO, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(30), 1)
                .isSuddenDeath());
    }

    @Test
    void penaltyTimeoutBoundaryIsInclusiveOfTheMargin() {
        ScoringRules.PenaltyTimeout p = new ScoringRules.PenaltyTimeout(Duration.ofSeconds(15), BigDecimal.TEN);
        assertFalse(p.isPenalty(Duration.ofSeconds(15)));
        assertTrue(p.isPenalty(Duration.ofMillis(15_001)));
    }

    @Test
    void scoringCapturedPointsNeedsATable() {
        assertThrows(IllegalArgumentException.class, () -> new ScoringRules(Optional.empty(),
                Map.of(ScoringRules.GameOutcome.WIN, new ScoringRules.Score.Captured()), Optional.empty(),
                Optional.empty(), Map.of(), true, Optional.empty()));
    }

    @Test
    void stageSwitchesSystemAboveTheLimit() {
        Stage s = new Stage("main", PairingSystem.ROUND_ROBIN,
                Optional.of(new Stage.SystemSwitch(7, PairingSystem.SWISS)), OptionalInt.of(6), true, false, true,
                false, OptionalInt.empty());
        assertEquals(PairingSystem.ROUND_ROBIN, s.systemFor(7));
        assertEquals(PairingSystem.SWISS, s.systemFor(8));
    }

    @Test
    void sennichiteStageRuleWinsOverGeneralAndUntilDecisiveRepeats() {
        SennichitePolicy.Replay first = new SennichitePolicy.Replay(true,
                new SennichitePolicy.RemainingTime(Optional.of(Duration.ofSeconds(20))), false);
        SennichitePolicy.Replay blitz = new SennichitePolicy.Replay(true,
                new SennichitePolicy.FreshClock(TimeControl.suddenDeath(Duration.ofMinutes(8))), true);
        SennichitePolicy.Draw draw = new SennichitePolicy.Draw(new BigDecimal("0.5"));
        SennichitePolicy p = new SennichitePolicy(true, List.of(new SennichitePolicy.Rule(1, Optional.empty(), first),
                new SennichitePolicy.Rule(2, Optional.of("group"), draw),
                new SennichitePolicy.Rule(2, Optional.of("final"), blitz)));
        assertEquals(first, p.actionFor(1, "final").orElseThrow());
        assertEquals(draw, p.actionFor(2, "group").orElseThrow());
        assertEquals(blitz, p.actionFor(2, "final").orElseThrow());
        assertEquals(blitz, p.actionFor(5, "final").orElseThrow());
        assertTrue(p.actionFor(3, "group").isEmpty());
    }

    @Test
    void gameSpecIsImmutable() {
        GameSpec g = new GameSpec("chess", Map.of("castling", new OptionValue.BoolValue(true)), Set.of("castling"));
        assertThrows(UnsupportedOperationException.class, () -> g.options().put("x", new OptionValue.IntValue(1)));
        assertThrows(IllegalArgumentException.class, () -> new GameSpec("chess", Map.of(), Set.of("castling")));
    }

    @Test
    void explainerReadsAHandBuiltFormat() {
        CompiledFormat f = new CompiledFormat("Club", "Club night",
                new GameSpec("chess", Map.of("fiftyMoveRule", new OptionValue.IntValue(50)), Set.of()),
                new TimeRules(new TimeControl(Duration.ofMinutes(10), Duration.ofSeconds(5), Duration.ZERO,
                        Duration.ZERO, 0), Breaks.NONE),
                Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(new EventRules(EventRules.Kind.INDIVIDUAL,
                        List.of(new Stage("main", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(5), true,
                                false, true, false, OptionalInt.empty())),
                        Optional.of(PointScale.STANDARD), Optional.empty(), Optional.empty(), List.of(),
                        Optional.empty())),
                Optional.empty(), Optional.empty(), ConductRules.UNSPECIFIED);
        String text = new FormatExplainer(VariantCatalogTest.CATALOG).explain(f);
        assertTrue(text.startsWith("Club: Club night\n"), text);
        assertTrue(text.contains("each player has 10 minutes, and 5 seconds is added after each of his moves"), text);
        assertTrue(text.contains("Stage main: Swiss; 5 rounds"), text);
        assertTrue(text.contains("Game points: win 1, draw 0.5, loss 0."), text);
    }
}

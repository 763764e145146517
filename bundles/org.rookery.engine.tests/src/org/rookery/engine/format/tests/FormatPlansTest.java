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

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.ClockPlan;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.rules.Color;

/**
 * The records beyond one clock and one pairing system keep their invariants, and the records
 * that gained a component still build with their old constructors (filling in "none").
 */
class FormatPlansTest {

    @Test
    void oldConstructorsFillInNone() {
        TimeRules time = new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(5)), Breaks.NONE);
        assertTrue(time.plan().isPlain());
        Stage stage = new Stage("main", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(5), true, false, true,
                false, OptionalInt.empty());
        assertEquals(StageDetails.NONE, stage.details());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(stage), Optional.empty(),
                Optional.empty(), Optional.empty(), List.of(), Optional.empty());
        assertEquals(EventPlan.NONE, event.plan());
        assertFalse(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)
                .fixedPairs());
        PointTable values = new PointTable("", Map.of(), Optional.of(BigDecimal.ONE));
        assertEquals(OptionalInt.empty(), new DeclarationRule(28, 27, 10, values, DeclarationRule.Failure.LOSS)
                .drawAtOrAbove());
    }

    @Test
    void clockPlanPeriodsAndColours() {
        TimeControl clock = new TimeControl(Duration.ofMinutes(90), Duration.ofSeconds(30), Duration.ZERO,
                Duration.ZERO, 0);
        ClockPlan plan = new ClockPlan(OptionalInt.of(40), List.of(new ClockPlan.Period(Duration.ofMinutes(30),
                OptionalInt.empty())), Optional.empty(), Optional.of(Duration.ofMinutes(4)), 1, Optional.empty(),
                Optional.empty(), Optional.empty());
        assertEquals(Duration.ofMinutes(90), plan.mainTime(Color.WHITE, clock));
        assertEquals(Duration.ofMinutes(4), plan.mainTime(Color.BLACK, clock));
        assertThrows(IllegalArgumentException.class, () -> new ClockPlan(OptionalInt.empty(),
                List.of(new ClockPlan.Period(Duration.ofMinutes(30), OptionalInt.empty())), Optional.empty(),
                Optional.empty(), 1, Optional.empty(), Optional.empty(), Optional.empty()),
                "a later period needs a first period of some moves");
        assertThrows(IllegalArgumentException.class, () -> new ClockPlan(OptionalInt.of(40),
                List.of(new ClockPlan.Period(Duration.ofMinutes(30), OptionalInt.empty()),
                        new ClockPlan.Period(Duration.ofMinutes(15), OptionalInt.empty())), Optional.empty(),
                Optional.empty(), 1, Optional.empty(), Optional.empty(), Optional.empty()),
                "only the last period is for the rest of the game");
    }

    @Test
    void namedSystemsBelongToTheirFamily() {
        StageDetails dutch = new StageDetails(Optional.of(NamedSystem.DUTCH), Optional.empty(), Optional.empty(),
                Optional.empty(), 2, Optional.empty());
        new Stage("open", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(9), true, false, true, false,
                OptionalInt.empty(), dutch);
        assertThrows(IllegalArgumentException.class, () -> new Stage("open", PairingSystem.KNOCKOUT, Optional.empty(),
                OptionalInt.empty(), true, false, true, false, OptionalInt.empty(), dutch));
        assertEquals(PairingSystem.ROUND_ROBIN, NamedSystem.SCHEVENINGEN.family());
    }

    @Test
    void requestedByesAndMatchFormats() {
        StageDetails.RequestedByes byes = new StageDetails.RequestedByes(2, 1, 7, new BigDecimal("0.5"));
        assertTrue(byes.allowedIn(7));
        assertFalse(byes.allowedIn(8));
        assertTrue(new StageDetails.RequestedByes(1, 3, 0, BigDecimal.ZERO).allowedIn(11));
        assertThrows(IllegalArgumentException.class, () -> new StageDetails.RequestedByes(1, 5, 2, BigDecimal.ONE));
        assertEquals(2, new EventPlan.MatchFormat(3, 2).setsToWin());
        assertEquals(3, new EventPlan.MatchFormat(5, 1).setsToWin());
    }

    @Test
    void drawBandMustLieBelowTheWinningPoints() {
        PointTable values = new PointTable("", Map.of(), Optional.of(BigDecimal.ONE));
        assertEquals(OptionalInt.of(24), new DeclarationRule(31, 31, 10, values, DeclarationRule.Failure.LOSS,
                OptionalInt.of(24)).drawAtOrAbove());
        assertThrows(IllegalArgumentException.class, () -> new DeclarationRule(28, 27, 10, values,
                DeclarationRule.Failure.DRAW, OptionalInt.of(30)));
    }
}

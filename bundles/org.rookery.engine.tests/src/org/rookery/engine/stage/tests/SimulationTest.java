// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;

/** The dry run plays whole events and says how they end. */
class SimulationTest {

    @Test
    void aFesaEventOfTwoHundredPlayersCompletesWithAFinal() {
        List<String> seen = new ArrayList<>();
        SimulationReport r = Simulation.run(ExampleFormats.fesa(), 200, 42, seen::add);
        assertTrue(r.completed(), r.outcome());
        assertEquals(seen, r.progress());
        assertTrue(seen.get(0).startsWith("200 players seeded (200 by tentative rating from their grade)"), seen.get(0));
        assertTrue(seen.contains("2 qualify for stage final: " + r.standings().orElseThrow().rows().get(0).participant().name() + ", "
                + r.standings().orElseThrow().rows().get(1).participant().name()), seen.toString());
        assertTrue(seen.stream().anyMatch(l -> l.startsWith("stage group, round 8/8: 100 boards")), seen.toString());
        assertTrue(r.outcome().startsWith("completed: Player "), r.outcome());
        assertEquals(2, r.standings().orElseThrow().rows().size());
    }

    @Test
    void theSameSeedGivesTheSameEvent() {
        SimulationReport a = Simulation.run(ExampleFormats.guardian(), 31, 5, null);
        SimulationReport b = Simulation.run(ExampleFormats.guardian(), 31, 5, null);
        assertEquals(a.progress(), b.progress());
        assertTrue(a.progress().stream().anyMatch(l -> l.contains("; bye: Player")), a.progress().toString());
        assertFalse(a.progress().equals(Simulation.run(ExampleFormats.guardian(), 31, 6, null).progress()));
    }

    @Test
    void aNewportEveningOfElevenPlayersRotatesTheByeAndPlaysSixRounds() {
        SimulationReport r = Simulation.run(ExampleFormats.newport(), 11, 3, null);
        assertTrue(r.completed(), r.outcome());
        assertTrue(r.progress().get(0).contains("the highest graded is teamed with the lowest"), r.progress().get(0));
        assertTrue(r.progress().stream().anyMatch(l -> l.startsWith("stage main: round robin (5 entrants, at most 7)")), r.progress().toString());
        long distinctSitters = r.progress().stream().filter(l -> l.contains("sitting out: ")).map(l -> l.substring(l.indexOf("sitting out: ")))
                .map(l -> l.substring(0, l.indexOf(';'))).distinct().count();
        assertEquals(6, distinctSitters, r.progress().toString());
        assertEquals(5, r.standings().orElseThrow().rows().size());
        assertTrue(r.outcome().endsWith("match points"), r.outcome());
    }

    @Test
    void aNewportEveningOfTwentyPlayersPairsItsTenTeamsBySwiss() {
        SimulationReport r = Simulation.run(ExampleFormats.newport(), 20, 9, null);
        assertTrue(r.completed(), r.outcome());
        assertTrue(r.progress().stream().anyMatch(l -> l.startsWith("stage main: Swiss (10 entrants, more than the 7 the round robin is for)")),
                r.progress().toString());
        assertTrue(r.progress().stream().anyMatch(l -> l.startsWith("stage main, round 6/6: 5 matches")), r.progress().toString());
        assertEquals(10, r.standings().orElseThrow().rows().size());
    }

    @Test
    void aSwissThatRunsOutOfOpponentsSaysWhichRoundCannotBePaired() {
        // four players, six Swiss rounds, rematches forbidden: round 4 has no new opponents left
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(new Stage("main", PairingSystem.SWISS, Optional.empty(),
                OptionalInt.of(6), true, false, true, false, OptionalInt.empty())), Optional.of(PointScale.STANDARD), Optional.empty(),
                Optional.empty(), List.of(), Optional.empty());
        CompiledFormat base = ExampleFormats.guardian();
        CompiledFormat f = new CompiledFormat(base.name(), "", base.game(), base.time(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(), base.conduct());
        SimulationReport r = Simulation.run(f, 4, 1, null);
        assertFalse(r.completed());
        assertTrue(r.outcome().startsWith("stage main, round 4 cannot be paired: every pairing of the 4 players repeats a game"), r.outcome());
        assertEquals(3, r.standings().orElseThrow().afterRound());
    }

    @Test
    void anInningsMatchHasNoRoundsToSimulateHere() {
        CompiledFormat base = ExampleFormats.guardian();
        CompiledFormat noEvent = new CompiledFormat("G20", "", base.game(), base.time(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), base.conduct());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Simulation.run(noEvent, 10, 1, null));
        assertTrue(e.getMessage().startsWith("format G20 has no event section"), e.getMessage());
    }
}

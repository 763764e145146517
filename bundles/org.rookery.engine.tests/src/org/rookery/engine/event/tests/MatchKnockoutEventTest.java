// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.Facts.player;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/** {@code match best of 3 sets of 2 games} in a knockout: pair plays each match game by game until it is decided. */
class MatchKnockoutEventTest {

    static CompiledFormat knockout(EventPlan.MatchFormat match) {
        Stage ko = new Stage("cup", PairingSystem.KNOCKOUT, Optional.empty(), OptionalInt.empty(), false, false, true, false,
                OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(ko), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(), Optional.empty(),
                new EventPlan(Optional.of(match), false, List.of()));
        return new CompiledFormat("Cup", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(15)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    @Test
    void aTwoPlayerMatchOfSetsIsPairedUntilDecided(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, knockout(new EventPlan.MatchFormat(3, 2)))) {
            event.record(List.of(new EventFolder.Draft(player("Ann", 2000), "Maria"),
                    new EventFolder.Draft(player("Bob", 1900), "Maria")));
            // set 1: Ann 2-0; set 2: 1-1, level; set 3: Bob 1.5-0.5; one set each after three, so they play on:
            // set 4: Ann 2-0, and the match
            Color[] winners = { Color.WHITE, Color.BLACK, Color.WHITE, Color.WHITE, null, Color.WHITE, Color.WHITE, Color.BLACK };
            String[] expectedWhite = { "Ann", "Bob", "Ann", "Bob", "Ann", "Bob", "Ann", "Bob" };
            for (int g = 0; g < winners.length; g++) {
                EventPairing.Next next = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty());
                FactBody.Board b = next.pairing().boards().get(0);
                assertEquals(expectedWhite[g], b.white(), "game " + (g + 1) + ": colours alternate");
                event.record(next.pairing(), "Maria");
                event.record(winners[g] == null ? Facts.draw(b.game(), Termination.REPETITION)
                        : Facts.win(b.game(), winners[g], Termination.CHECKMATE, List.of()), "Maria");
            }
            PairingException over = assertThrows(PairingException.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertTrue(over.getMessage().contains("all 8 rounds of stage cup are paired"), over.getMessage());
        }
    }

    @Test
    void theDryRunPlaysAKnockoutOfMatchesToItsWinner() {
        SimulationReport r = Simulation.run(knockout(new EventPlan.MatchFormat(3, 2)), 8, 4, null);
        assertTrue(r.completed(), r.outcome());
        assertTrue(r.progress().contains("stage cup: knockout of matches, best of 3 sets of 2 games"), r.progress().toString());
        assertTrue(r.outcome().matches("completed: Player \\d+ wins the knockout"), r.outcome());
        long rounds = r.progress().stream().filter(l -> l.startsWith("stage cup, round ")).count();
        assertTrue(rounds >= 3 * 4, "three matches deep, at least two sets of two games each: " + rounds);
    }

    @Test
    void matchesOfSetsInATeamEventAreRefusedNotIgnored(@TempDir Path dir) throws Exception {
        CompiledFormat f = TeamRequestedByesTest.teamSwiss(Optional.empty(), false);
        EventRules e = f.event().orElseThrow();
        CompiledFormat sets = new CompiledFormat(f.name(), "", f.game(), f.time(), f.teams(), f.innings(), f.scoring(),
                Optional.of(new EventRules(e.kind(), e.stages(), e.gamePoints(), e.matchPoints(), e.tentativeRatings(),
                        e.tieBreaks(), e.teamMatches(), new EventPlan(Optional.of(new EventPlan.MatchFormat(3, 2)), false,
                                List.of()))), f.sennichite(), f.declaration(), f.conduct());
        try (EventFolder event = TeamRequestedByesTest.fourTeams(dir, sets)) {
            PairingException refused = assertThrows(PairingException.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertTrue(refused.getMessage().contains("matches of sets are played in individual events only"),
                    refused.getMessage());
        }
        SimulationReport r = Simulation.run(sets, 8, 1, null);
        assertTrue(!r.completed() && r.outcome().contains("matches of sets are played in individual events only"),
                r.outcome());
    }
}

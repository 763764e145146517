// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.stage.Registrant;
import org.rookery.engine.stage.Seeding;
import org.rookery.engine.stage.StagePlan;
import org.rookery.engine.stage.StageRun;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;
import org.rookery.engine.standings.Standings;

/** Stage plans, the group-stage-then-final hand-over and seeding by tentative rating. */
class StageTest {

    @Test
    void newportPlaysARoundRobinUpToSevenTeamsAndASwissAbove() {
        EventRules event = ExampleFormats.newport().event().orElseThrow();
        StagePlan six = StagePlan.of(event.stages().get(0), 6);
        assertEquals(PairingSystem.ROUND_ROBIN, six.system());
        assertEquals("round-robin", six.engineId());
        assertEquals(6, six.rounds());
        assertTrue(six.reason().contains("more than a cycle"), six.reason());
        StagePlan seven = StagePlan.of(event.stages().get(0), 7);
        assertEquals("round-robin", seven.engineId());
        StagePlan eight = StagePlan.of(event.stages().get(0), 8);
        assertEquals("swiss", eight.engineId());
        assertTrue(eight.reason().contains("8 entrants, more than the 7 the round robin is for"), eight.reason());
    }

    @Test
    void aSwissWithoutRoundsPlaysEnoughToLeaveOneAheadAndTheFinalTakesTwo() {
        EventRules event = ExampleFormats.fesa().event().orElseThrow();
        List<StagePlan> plans = StagePlan.plan(event, 16);
        assertEquals(4, plans.get(0).rounds());
        assertEquals("swiss", plans.get(0).engineId());
        assertEquals(2, plans.get(1).entrants());
        assertEquals("knockout", plans.get(1).engineId());
        assertEquals(1, plans.get(1).rounds());
        assertEquals(8, StagePlan.plan(event, 200).get(0).rounds());
    }

    @Test
    void theGroupStagesTopTwoMeetInTheFinalSeededByTheirPlaces() throws Exception {
        EventRules event = ExampleFormats.fesa().event().orElseThrow();
        List<Participant> field = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            field.add(new Participant(i, "P" + i, 2000 - 50 * i));
        }
        StageRun group = new StageRun(StagePlan.of(event.stages().get(0), 8), PairingEngines.builtIn().get("swiss"), field,
                PointRules.of(event));
        for (int r = 1; r <= group.plan().rounds(); r++) {
            RoundPairing p = group.pair(r, Map.of());
            // the lower number always wins: P1 wins the group
            p.boards().forEach(b -> group.table().recordGame(p.round(), b.white(), b.black(),
                    b.white() < b.black() ? RoundResult.WIN : RoundResult.LOSS));
            group.recordByes(p);
        }
        Standings s = group.table().standings(event.tieBreaks());
        List<Participant> finalists = StagePlan.qualified(s, StagePlan.qualifiers(event.stages().get(1), 8));
        assertEquals(List.of("P1", s.rows().get(1).participant().name()), finalists.stream().map(Participant::name).toList());
        assertEquals(List.of(1, 2), finalists.stream().map(Participant::id).toList());
        StageRun fin = new StageRun(StagePlan.of(event.stages().get(1), 2), PairingEngines.builtIn().get("knockout"), finalists,
                PointRules.of(event));
        RoundPairing f = fin.pair(1, Map.of());
        assertEquals(1, f.boards().size());
        assertEquals(new RoundPairing.Board(1, 2), f.boards().get(0));
    }

    @Test
    void unratedPlayersAreSeededByTheirGradesMidpointAndTheDefaultGrade() {
        List<Seeding.Seed> seeds = Seeding.seed(List.of(
                new Registrant("Aiko", OptionalInt.empty(), Optional.of("3 kyu")),
                new Registrant("Ben", OptionalInt.of(1500), Optional.of("1 dan")),
                new Registrant("Chen", OptionalInt.empty(), Optional.empty()),
                new Registrant("Dora", OptionalInt.empty(), Optional.of("1 dan"))), Optional.of(ExampleFormats.FESA_TENTATIVE));
        assertEquals(List.of("Dora", "Ben", "Aiko", "Chen"), seeds.stream().map(s -> s.participant().name()).toList());
        assertEquals(1740, seeds.get(0).participant().rating());
        assertEquals(1410, seeds.get(2).participant().rating());
        assertEquals(440, seeds.get(3).participant().rating());
        assertTrue(seeds.get(3).source().contains("no grade declared"));
        assertFalse(seeds.get(1).tentative(), "a validated rating is used as it is");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Seeding.seed(
                List.of(new Registrant("Eve", OptionalInt.empty(), Optional.of("16 kyu"))), Optional.of(ExampleFormats.FESA_TENTATIVE)));
        assertTrue(e.getMessage().startsWith("Eve declares grade '16 kyu', which is not in FESA"), e.getMessage());
        assertEquals(List.of(TieBreak.BUCHHOLZ, TieBreak.SUM_OF_BUCHHOLZ, TieBreak.DIRECT_ENCOUNTER),
                ExampleFormats.fesa().event().orElseThrow().tieBreaks());
    }
}

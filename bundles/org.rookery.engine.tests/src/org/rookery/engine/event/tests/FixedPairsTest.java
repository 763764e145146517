// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
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
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * {@code fixed pairs} (bughouse-club-night.tfl): the partners a team was registered with stay
 * together all event, in the journal and in the dry run.
 */
class FixedPairsTest {

    static CompiledFormat bughouse(TeamMatchRules.Formation formation, Optional<TeamMatchRules.ByeRule> bye) {
        TeamMatchRules rules = new TeamMatchRules(formation, TeamMatchRules.BoardOrder.BY_GRADE,
                Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)), bye, true);
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(new Stage("main", PairingSystem.SWISS,
                Optional.empty(), OptionalInt.of(5), true, false, true, false, OptionalInt.empty())), Optional.empty(),
                Optional.of(PointScale.STANDARD), Optional.empty(), List.of(), Optional.of(rules));
        return new CompiledFormat("BughouseClubNight", "", TestFormats.spec("exchange", Map.of()),
                new TimeRules(new TimeControl(Duration.ofMinutes(5), Duration.ofSeconds(10), Duration.ZERO, Duration.ZERO, 0),
                        Breaks.NONE),
                Optional.of(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE, true)),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    private static EventFolder fourPairs(Path dir) throws Exception {
        EventFolder event = create(dir, bughouse(TeamMatchRules.Formation.BY_ENTRY, Optional.empty()));
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (String t : List.of("A", "B", "C", "D")) {
            drafts.add(new EventFolder.Draft(new FactBody.RegisterTeam(t, t), "Maria"));
            for (int i = 1; i <= 2; i++) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(t + i, t + i, Optional.of(t), 150 - i, Optional.empty()),
                        "Maria"));
            }
        }
        event.record(drafts);
        return event;
    }

    @Test
    void aPairingThatSplitsPartnersIsRefused(@TempDir Path dir) throws Exception {
        try (EventFolder event = fourPairs(dir)) {
            var split = refused(event, new FactBody.Pairing(1, List.of(new FactBody.Board("1.1.1", "A1", "B1"),
                    new FactBody.Board("1.1.2", "C2", "A2"), new FactBody.Board("1.2.1", "C1", "D1"),
                    new FactBody.Board("1.2.2", "B2", "D2")), List.of()));
            assertEquals("fixed pairs", split.rule());
            assertTrue(split.getMessage().contains("splits team A"), split.getMessage());
            assertEquals("fixed pairs", refused(event, new FactBody.Pairing(1, List.of(
                    new FactBody.Board("1.1.1", "A1", "A2")), List.of())).rule());

            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            // every partner faces the same team as his partner
            Map<String, String> faces = new HashMap<>();
            for (FactBody.Board b : p.boards()) {
                String w = b.white().substring(0, 1);
                String k = b.black().substring(0, 1);
                assertEquals(faces.getOrDefault(w, k), k, p.toString());
                faces.put(w, k);
            }
            event.record(Facts.win(p.boards().get(0).game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            assertEquals("fixed pairs", refused(event, new FactBody.Register("A3", "A3", Optional.of("A"), 100,
                    Optional.empty())).rule(), "a team that has played keeps its pair");
        }
    }

    @Test
    void theDryRunKeepsEveryPairTogetherInsteadOfRotatingTheBye() {
        CompiledFormat f = bughouse(TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST,
                Optional.of(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.MIDDLE_GRADE, true)));
        SimulationReport r = Simulation.run(f, 11, 3, null);
        assertTrue(r.completed(), r.outcome());
        assertTrue(r.progress().stream().anyMatch(l -> l.startsWith("fixed pairs: the partners stay together")),
                r.progress().toString());
        assertTrue(r.progress().stream().noneMatch(l -> l.contains("sitting out: ")), "nobody sits out: " + r.progress());
        assertEquals(6, r.standings().orElseThrow().rows().size(), "five pairs and the organiser's");
    }
}

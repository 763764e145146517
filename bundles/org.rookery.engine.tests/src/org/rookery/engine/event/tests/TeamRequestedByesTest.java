// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
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
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * Requested byes in a team event ({@code requested byes 1 in rounds 1 to 2 worth 1} in a team
 * Swiss on match points 2 / 1 / 0): the team asks, the team pairing leaves it out, and the bye
 * scores the stage's match points and the game points of a drawn match (every board drawn).
 */
class TeamRequestedByesTest {

    static final PointScale MATCH = new PointScale(new BigDecimal("2"), BigDecimal.ONE, BigDecimal.ZERO);

    static CompiledFormat teamSwiss(Optional<StageDetails.RequestedByes> byes, boolean wonOnGamePoints) {
        StageDetails details = new StageDetails(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), 0,
                byes);
        TeamMatchRules rules = new TeamMatchRules(TeamMatchRules.Formation.BY_ENTRY, TeamMatchRules.BoardOrder.BY_GRADE,
                Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)), Optional.empty(), false);
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(new Stage("main", PairingSystem.SWISS,
                Optional.empty(), OptionalInt.of(3), true, false, true, false, OptionalInt.empty(), details)),
                Optional.of(PointScale.STANDARD), Optional.of(MATCH), Optional.empty(), List.of(TieBreak.GAME_POINTS),
                Optional.of(rules), new org.rookery.engine.format.EventPlan(Optional.empty(), wonOnGamePoints, List.of()));
        return new CompiledFormat("TeamSwiss", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(30)), Breaks.NONE),
                Optional.of(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    static final Optional<StageDetails.RequestedByes> ONE_IN_ROUNDS_1_TO_2 = Optional.of(
            new StageDetails.RequestedByes(1, 1, 2, BigDecimal.ONE));

    /** Four teams of two, A to D. */
    static EventFolder fourTeams(Path dir, CompiledFormat format) throws Exception {
        EventFolder event = create(dir, format);
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (String t : List.of("A", "B", "C", "D")) {
            drafts.add(new EventFolder.Draft(new FactBody.RegisterTeam(t, t), "Maria"));
            for (int i = 1; i <= 2; i++) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(t + i, t + i, Optional.of(t), 200 - i,
                        Optional.empty()), "Maria"));
            }
        }
        event.record(drafts);
        return event;
    }

    private static BigDecimal gamePoints(Standings.Row row) {
        return row.values().get(TieBreak.GAME_POINTS);
    }

    @Test
    void aTeamThatAsksForAByeIsLeftOutAndScoresTheStagesMatchPointsAndADrawnMatchesGamePoints(@TempDir Path dir)
            throws Exception {
        try (EventFolder event = fourTeams(dir, teamSwiss(ONE_IN_ROUNDS_1_TO_2, false))) {
            event.record(new FactBody.ByeRequest("C", 1), "Maria");
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertEquals(List.of(new FactBody.Bye("C", "requested")), p.byes().stream()
                    .filter(b -> b.player().equals("C")).toList(), "C has its requested bye: " + p);
            assertTrue(p.boards().stream().noneMatch(b -> b.white().startsWith("C") || b.black().startsWith("C")),
                    "no board of team C: " + p.boards());
            assertEquals(2, p.byes().size(), "the other three: one match and the pairing bye: " + p);
            assertEquals(2, p.boards().size(), "one match of two boards: " + p.boards());
            event.record(p, "Maria");
            for (FactBody.Board b : p.boards()) {
                event.record(Facts.win(b.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            }
            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            Standings.Row c = s.row(field.number("C"));
            assertEquals(0, BigDecimal.ONE.compareTo(c.points()), "worth 1 match point: " + s.text());
            assertEquals(0, BigDecimal.ONE.compareTo(gamePoints(c)), "a drawn match's game points, 2 x 0.5: " + s.text());
            // the pairing bye of the odd field is a won match: 2 match points (and no game points)
            String pairingBye = p.byes().stream().filter(b -> !b.player().equals("C")).findFirst().map(FactBody.Bye::player)
                    .orElse(null);
            if (pairingBye != null) {
                assertEquals(0, new BigDecimal("2").compareTo(s.row(field.number(pairingBye)).points()), s.text());
            }

            // round 2: the team pairing pairs C again; a second request is beyond the stage's count
            assertEquals("requested byes per player", refused(event, new FactBody.ByeRequest("C", 2)).rule());
            FactBody.Pairing r2 = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertTrue(r2.boards().stream().anyMatch(b -> b.white().startsWith("C") || b.black().startsWith("C")), r2.toString());
        }
    }

    @Test
    void whereMatchesAreWonOnGamePointsTheByesGamePointsRank(@TempDir Path dir) throws Exception {
        try (EventFolder event = fourTeams(dir, teamSwiss(Optional.of(new StageDetails.RequestedByes(1, 1, 0,
                new BigDecimal("2"))), true))) {
            event.record(new FactBody.ByeRequest("D", 1), "Maria");
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            EventField field = EventField.of(event.state());
            Standings.Row d = field.standings(event.state()).row(field.number("D"));
            assertEquals(0, new BigDecimal("2").compareTo(d.points()), "worth a won match: both boards won, 2 game points");
        }
    }

    @Test
    void requestsTheStageDoesNotAllowOrThatNameAPlayerAreRefused(@TempDir Path dir) throws Exception {
        try (EventFolder event = fourTeams(dir.resolve("allowed"), teamSwiss(ONE_IN_ROUNDS_1_TO_2, false))) {
            var player = refused(event, new FactBody.ByeRequest("C1", 1));
            assertEquals("bye request of a registered team", player.rule());
            assertTrue(player.getMessage().contains("C1 is a player; in a team event a team asks for a bye, so name his team C"),
                    player.getMessage());
            assertEquals("bye request of a registered team", refused(event, new FactBody.ByeRequest("Z", 1)).rule());
            assertEquals("requested byes in their rounds", refused(event, new FactBody.ByeRequest("A", 3)).rule());
            event.record(new FactBody.ByeRequest("A", 2), "Maria");
            assertEquals("one bye request a round", refused(event, new FactBody.ByeRequest("A", 2)).rule());
            assertEquals("requested byes per player", refused(event, new FactBody.ByeRequest("A", 1)).rule());
        }
        try (EventFolder event = fourTeams(dir.resolve("none"), teamSwiss(Optional.empty(), false))) {
            assertEquals("requested byes", refused(event, new FactBody.ByeRequest("A", 1)).rule());
        }
    }

    @Test
    void aHandWrittenPairingBeyondTheTeamsCountIsRefused(@TempDir Path dir) throws Exception {
        try (EventFolder event = fourTeams(dir, teamSwiss(ONE_IN_ROUNDS_1_TO_2, false))) {
            event.record(new FactBody.ByeRequest("B", 1), "Maria");
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            for (FactBody.Board b : p.boards()) {
                event.record(Facts.draw(b.game(), Termination.REPETITION), "Maria");
            }
            FactBody.Pairing next = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            List<FactBody.Board> withoutB = next.boards().stream().filter(b -> !b.white().startsWith("B")
                    && !b.black().startsWith("B")).toList();
            List<FactBody.Bye> byes = new ArrayList<>(next.byes());
            byes.add(new FactBody.Bye("B", "requested"));
            assertEquals("requested byes per player", refused(event, new FactBody.Pairing(2, withoutB, byes,
                    Optional.empty())).rule());
        }
    }

    @Test
    void theDryRunGivesTeamsTheByesTheyAskForInTheRoundsAllowed() {
        CompiledFormat format = teamSwiss(ONE_IN_ROUNDS_1_TO_2, false);
        int seen = 0;
        for (long seed = 1; seed <= 30; seed++) {
            var r = org.rookery.engine.stage.Simulation.run(format, 10, seed, null);
            assertTrue(r.completed(), r.outcome() + "\n" + r.progress());
            seen += (int) r.progress().stream().filter(l -> l.contains(" (requested)")).count();
            assertTrue(r.progress().stream().filter(l -> l.startsWith("stage main, round 3/3"))
                    .noneMatch(l -> l.contains(" (requested)")), r.progress().toString());
        }
        assertTrue(seen > 0, "some team asks for a bye in 30 dry runs");
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.ScheveningenMatch;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * examples/formats/scheveningen-match.tfl in the journal: {@code rookery pair} pairs the two teams
 * every round, the second team's line-up moving a board down each round, so that over four rounds
 * each player of one team meets every player of the other once, colours alternating down the
 * boards.
 */
class ScheveningenEventTest {

    static CompiledFormat scheveningen() {
        return scheveningen(false);
    }

    /** scheveningen-match.tfl; {@code onGamePoints}: its {@code match won on game points}. */
    static CompiledFormat scheveningen(boolean onGamePoints) {
        return scheveningen(onGamePoints, List.of());
    }

    /** scheveningen-match.tfl with its play-offs. */
    static CompiledFormat scheveningen(boolean onGamePoints, List<EventPlan.PlayOff> playOffs) {
        StageDetails details = new StageDetails(Optional.of(NamedSystem.SCHEVENINGEN), Optional.empty(), Optional.empty(),
                Optional.empty(), 0, Optional.empty());
        Stage match = new Stage("match", PairingSystem.ROUND_ROBIN, Optional.empty(), OptionalInt.empty(), false, false,
                true, false, OptionalInt.empty(), details);
        TeamMatchRules rules = new TeamMatchRules(TeamMatchRules.Formation.BY_ORGANISER, TeamMatchRules.BoardOrder.BY_LINEUP,
                Optional.empty(), Optional.empty(), false);
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(match), Optional.of(PointScale.STANDARD),
                Optional.of(PointScale.STANDARD), Optional.empty(), List.of(), Optional.of(rules),
                new EventPlan(Optional.empty(), onGamePoints, playOffs));
        return new CompiledFormat("ScheveningenMatch", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(new TimeControl(Duration.ofMinutes(60), Duration.ofSeconds(30), Duration.ZERO, Duration.ZERO, 0),
                        Breaks.NONE),
                Optional.of(new TeamRules(4, 4, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    @Test
    void eachPlayerOfOneTeamMeetsEveryPlayerOfTheOtherOnce(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, scheveningen())) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            for (String t : List.of("H", "V")) {
                drafts.add(new EventFolder.Draft(new FactBody.RegisterTeam(t, t), "Maria"));
                for (int i = 1; i <= 4; i++) {
                    drafts.add(new EventFolder.Draft(new FactBody.Register(t + i, t + i, Optional.of(t), 2400 - 50 * i,
                            Optional.empty()), "Maria"));
                }
            }
            // the visitors' line-up puts their lowest rated on board 1
            drafts.add(new EventFolder.Draft(new FactBody.LineUp("V", 0, 0, List.of("V4", "V1", "V2", "V3"),
                    Optional.empty()), "Maria"));
            event.record(drafts);

            Set<String> met = new HashSet<>();
            for (int round = 1; round <= 4; round++) {
                EventPairing.Next next = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty());
                assertEquals(4, next.plannedRounds(), "one round for each board");
                FactBody.Pairing p = next.pairing();
                assertEquals(4, p.boards().size(), p.toString());
                for (int b = 0; b < 4; b++) {
                    FactBody.Board board = p.boards().get(b);
                    assertEquals(round + ".1." + (b + 1), board.game());
                    String home = board.white().startsWith("H") ? board.white() : board.black();
                    String away = board.white().startsWith("H") ? board.black() : board.white();
                    assertTrue(away.startsWith("V"), board.toString());
                    assertEquals("H" + (b + 1), home, "the home team keeps its board order");
                    assertTrue(met.add(home + "-" + away), home + " meets " + away + " a second time in round " + round);
                    // the first-named team (alternating by round) has White on board 1, colours alternate down the boards
                    boolean homeFirst = round % 2 == 1;
                    assertEquals(homeFirst == (b % 2 == 0), board.white().equals(home), board + " in round " + round);
                }
                if (round == 1) {
                    assertEquals(List.of("V4", "V1", "V2", "V3"), p.boards().stream()
                            .map(x -> x.white().startsWith("V") ? x.white() : x.black()).toList(), "the visitors' line-up");
                }
                event.record(p, "Maria");
                for (FactBody.Board board : p.boards()) {
                    event.record(Facts.win(board.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
                }
            }
            assertEquals(16, met.size(), "every home player met every visitor");
            PairingException done = assertThrows(PairingException.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertTrue(done.getMessage().contains("all 4 rounds of stage match are paired"), done.getMessage());
        }
    }

    @Test
    void aMatchWonOnGamePointsRanksTheTeamsOnTheTotalOfAllTheirGames(@TempDir Path dir) throws Exception {
        for (boolean onGamePoints : List.of(true, false)) {
            try (EventFolder event = create(dir.resolve(onGamePoints ? "game" : "match"), scheveningen(onGamePoints))) {
                List<EventFolder.Draft> drafts = new ArrayList<>();
                for (String t : List.of("H", "V")) {
                    drafts.add(new EventFolder.Draft(new FactBody.RegisterTeam(t, t), "Maria"));
                    for (int i = 1; i <= 4; i++) {
                        drafts.add(new EventFolder.Draft(new FactBody.Register(t + i, t + i, Optional.of(t), 2400 - 50 * i,
                                Optional.empty()), "Maria"));
                    }
                }
                event.record(drafts);
                for (int round = 1; round <= 4; round++) {
                    FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty())
                            .pairing();
                    event.record(p, "Maria");
                    for (FactBody.Board b : p.boards()) {
                        // the home team wins every game of round 1; every other game is drawn
                        event.record(round == 1 ? Facts.win(b.game(), b.white().startsWith("H") ? Color.WHITE : Color.BLACK,
                                Termination.CHECKMATE, List.of()) : Facts.draw(b.game(), Termination.REPETITION), "Maria");
                    }
                }
                var standings = EventField.of(event.state()).standings(event.state());
                assertEquals("H", standings.rows().get(0).participant().name());
                assertEquals(onGamePoints ? List.of("10", "6") : List.of("2.5", "1.5"),
                        standings.rows().stream().map(r -> r.points().toPlainString()).toList(),
                        onGamePoints ? "16 games: 4 won and 6 halves against 6 halves" : "a match a round: won, then three drawn");
            }
        }
    }

    /**
     * The match the games add up to: in play until the last round, then won on game points or,
     * level and without a play-off, drawn, each team taking the format's match points for a
     * draw; a format that does not win the match on game points has no such match.
     */
    @Test
    void theMatchIsInPlayThenDrawnWithTheFormatsMatchPointsForADraw(@TempDir Path dir) throws Exception {
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (String t : List.of("H", "V")) {
            drafts.add(new EventFolder.Draft(new FactBody.RegisterTeam(t, t.equals("H") ? "Holland" : "Visitors"), "Maria"));
            for (int i = 1; i <= 4; i++) {
                drafts.add(new EventFolder.Draft(new FactBody.Register(t + i, t + i, Optional.of(t), 2400 - 50 * i,
                        Optional.empty()), "Maria"));
            }
        }
        try (EventFolder event = create(dir.resolve("game"), scheveningen(true))) {
            event.record(drafts);
            assertEquals(ScheveningenMatch.State.IN_PLAY, ScheveningenMatch.of(event.state()).orElseThrow().state());
            for (int round = 1; round <= 4; round++) {
                FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
                event.record(p, "Maria");
                for (FactBody.Board b : p.boards()) {
                    event.record(Facts.win(b.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
                }
                ScheveningenMatch m = ScheveningenMatch.of(event.state()).orElseThrow();
                if (round < 4) {
                    assertEquals(ScheveningenMatch.State.IN_PLAY, m.state(), "round " + round);
                    assertEquals(Map.of(), m.matchPoints(), "no match points before the match is over");
                    assertTrue(m.text().startsWith("match in play, after round " + round + " of 4: Holland "), m.text());
                }
            }
            // White won every game: 8 to 8, and this format has no play-off
            ScheveningenMatch m = ScheveningenMatch.of(event.state()).orElseThrow();
            assertEquals(ScheveningenMatch.State.DRAWN, m.state());
            assertEquals(Optional.empty(), m.winner());
            assertEquals(Map.of("H", new java.math.BigDecimal("0.5"), "V", new java.math.BigDecimal("0.5")), m.matchPoints());
            assertEquals("match drawn, 8 to 8 on game points: 0.5 match points each", m.text());
        }
        try (EventFolder event = create(dir.resolve("match"), scheveningen(false))) {
            event.record(drafts);
            assertEquals(Optional.empty(), ScheveningenMatch.of(event.state()),
                    "each round is a match of its own where the match is not won on game points");
        }
    }

    @Test
    void aLevelMatchIsSettledByArmageddonBetweenTheTopBoards(@TempDir Path dir) throws Exception {
        EventPlan.PlayOff armageddon = new EventPlan.PlayOff(1, new EventPlan.Armageddon(Duration.ofMinutes(5),
                Duration.ofMinutes(4), true), false);
        try (EventFolder event = create(dir, scheveningen(true, List.of(armageddon)))) {
            List<EventFolder.Draft> drafts = new ArrayList<>();
            for (String t : List.of("H", "V")) {
                drafts.add(new EventFolder.Draft(new FactBody.RegisterTeam(t, t), "Maria"));
                for (int i = 1; i <= 4; i++) {
                    drafts.add(new EventFolder.Draft(new FactBody.Register(t + i, t + i, Optional.of(t), 2400 - 50 * i,
                            Optional.empty()), "Maria"));
                }
            }
            event.record(drafts);
            for (int round = 1; round <= 4; round++) {
                assertTrue(org.rookery.engine.playoff.PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty());
                FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
                event.record(p, "Maria");
                for (FactBody.Board b : p.boards()) {
                    event.record(Facts.win(b.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
                }
            }
            // White won every game: 8-8, level after the tie-breaks
            FactBody.PlayOffPairing po = org.rookery.engine.playoff.PlayOffs.next(event.state(), OptionalInt.empty())
                    .orElseThrow();
            assertEquals(List.of(new FactBody.Board("PO1.1", "H1", "V1")), po.boards(), "the top boards play");
            event.record(po, "Maria");
            event.record(Facts.draw("PO1.1", Termination.REPETITION), "Maria");
            var tie = org.rookery.engine.playoff.PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(Optional.of("V"), tie.winner(), "a drawn Armageddon goes to Black's team: " + tie.text());
            var ranking = org.rookery.engine.playoff.PlayOffs.ranking(event.state(),
                    EventField.of(event.state()).standings(event.state()), OptionalInt.empty());
            assertEquals(List.of("V", "H"), ranking.rows().stream().map(r -> r.participant().name()).toList());
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
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
import org.rookery.engine.event.TeamBoards;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * {@code match best of 3 sets of 2 games} in a Swiss and in a round robin: each pairing of a
 * round is a match of sets, laid out game by game; the games after its decision are not played;
 * a match level in sets after all its sets is drawn; the match result counts in the standings
 * and for the next round's pairing, the games' points as the game-points tie-break.
 */
class SetMatchesTest {

    static CompiledFormat format(PairingSystem system, OptionalInt rounds, EventPlan.MatchFormat match) {
        Stage stage = new Stage("open", system, Optional.empty(), rounds, true, false, true, false, OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(stage), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(TieBreak.GAME_POINTS), Optional.empty(),
                new EventPlan(Optional.of(match), false, List.of()));
        return new CompiledFormat("SetSwiss", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(15)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    static final EventPlan.MatchFormat THREE_SETS_OF_TWO = new EventPlan.MatchFormat(3, 2);

    private static EventFolder four(Path dir, CompiledFormat format) throws Exception {
        EventFolder event = create(dir, format);
        event.record(List.of(new EventFolder.Draft(player("Ann", 2100), "Maria"),
                new EventFolder.Draft(player("Bob", 2000), "Maria"), new EventFolder.Draft(player("Cid", 1900), "Maria"),
                new EventFolder.Draft(player("Dan", 1800), "Maria")));
        return event;
    }

    /** Records game {@code id}: "w" the game's White wins, "b" Black wins, "d" a draw. */
    private static void game(EventFolder event, String id, String result) throws Exception {
        event.record(switch (result) {
            case "w" -> Facts.win(id, Color.WHITE, Termination.CHECKMATE, List.of());
            case "b" -> Facts.win(id, Color.BLACK, Termination.CHECKMATE, List.of());
            default -> Facts.draw(id, Termination.REPETITION);
        }, "Maria");
    }

    @Test
    void aSwissOfMatchesCountsEachMatchAsOneResultAndPairsOnIt(@TempDir Path dir) throws Exception {
        try (EventFolder event = four(dir, format(PairingSystem.SWISS, OptionalInt.of(3), THREE_SETS_OF_TWO))) {
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertEquals(12, p.boards().size(), "two matches of up to six games: " + p.boards());
            List<FactBody.Board> m1 = p.boards().subList(0, 6);
            assertEquals("1.1.1", m1.get(0).game());
            String first = m1.get(0).white();
            String second = m1.get(0).black();
            for (int g = 0; g < 6; g++) {
                assertEquals(g % 2 == 0 ? first : second, m1.get(g).white(), "colours alternate: " + m1);
            }
            event.record(p, "Maria");

            // match 1: set 1 2-0 to the first, set 2 1.5-0.5 to the first: won 2-0 after four games
            game(event, "1.1.1", "w");
            game(event, "1.1.2", "b");
            game(event, "1.1.3", "w");
            game(event, "1.1.4", "d");
            assertTrue(TeamBoards.stopped(event.state(), "1.1.5") && TeamBoards.stopped(event.state(), "1.1.6"),
                    "the match is decided: its last two games are not played");
            var notPlayed = refused(event, Facts.win("1.1.5", Color.WHITE, Termination.CHECKMATE, List.of()));
            assertEquals("a decided match is not played on", notPlayed.rule());
            assertTrue(notPlayed.getMessage().contains("sets 2-0, " + first + " wins"), notPlayed.getMessage());

            // match 2: set 1 to its first player, set 2 to the other, set 3 level: one set each, drawn
            PairingException early = assertThrows(PairingException.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertTrue(early.getMessage().contains("still being played"), early.getMessage());
            String third = p.boards().get(6).white();
            String fourth = p.boards().get(6).black();
            for (String[] g : new String[][] { { "1", "w" }, { "2", "b" }, { "3", "b" }, { "4", "w" }, { "5", "d" },
                    { "6", "d" } }) {
                game(event, "1.2." + g[0], g[1]);
            }

            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            assertEquals(0, BigDecimal.ONE.compareTo(s.row(field.number(first)).points()), "a won match: 1 point\n" + s.text());
            assertEquals(0, BigDecimal.ZERO.compareTo(s.row(field.number(second)).points()), s.text());
            assertEquals(0, new BigDecimal("0.5").compareTo(s.row(field.number(third)).points()), "a drawn match\n" + s.text());
            assertEquals(0, new BigDecimal("0.5").compareTo(s.row(field.number(fourth)).points()), s.text());
            assertEquals(0, new BigDecimal("3.5").compareTo(s.row(field.number(first)).values().get(TieBreak.GAME_POINTS)),
                    "the points of the four games played: " + s.text());
            assertEquals(0, new BigDecimal("3").compareTo(s.row(field.number(third)).values().get(TieBreak.GAME_POINTS)),
                    s.text());

            // round 2 pairs on the match results: the winner meets one of the drawn pair
            FactBody.Pairing r2 = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertEquals(12, r2.boards().size());
            FactBody.Board top = r2.boards().stream().filter(b -> b.white().equals(first) || b.black().equals(first))
                    .findFirst().orElseThrow();
            String opponent = top.white().equals(first) ? top.black() : top.white();
            assertTrue(opponent.equals(third) || opponent.equals(fourth), "1 point meets 0.5: " + r2.boards());
        }
    }

    @Test
    void aPairingThatPutsAPlayerIntoTwoMatchesIsRefused(@TempDir Path dir) throws Exception {
        try (EventFolder event = four(dir, format(PairingSystem.SWISS, OptionalInt.of(3), THREE_SETS_OF_TWO))) {
            assertEquals("one match a round", refused(event, new FactBody.Pairing(1, List.of(
                    new FactBody.Board("1.1.1", "Ann", "Bob"), new FactBody.Board("1.1.2", "Bob", "Ann"),
                    new FactBody.Board("1.2.1", "Ann", "Cid")), List.of(), Optional.empty())).rule());
        }
    }

    @Test
    void aRoundRobinOfMatchesOfSingleGamesRunsToItsEnd(@TempDir Path dir) throws Exception {
        // match best of 3 games: every match is three games at most, two wins decide it
        try (EventFolder event = four(dir, format(PairingSystem.ROUND_ROBIN, OptionalInt.empty(),
                new EventPlan.MatchFormat(3, 1)))) {
            for (int round = 1; round <= 3; round++) {
                FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty())
                        .pairing();
                assertEquals(6, p.boards().size(), p.boards().toString());
                event.record(p, "Maria");
                // every game won by its White: game 1 and 3 by the match's first player, game 2 by the other, 2-1
                for (FactBody.Board b : p.boards()) {
                    game(event, b.game(), "w");
                }
            }
            assertThrows(PairingException.class, () -> EventPairing.next(event.state(), PairingEngines.builtIn(),
                    OptionalInt.empty()), "a round robin of four has three rounds");
            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            BigDecimal total = s.rows().stream().map(Standings.Row::points).reduce(BigDecimal.ZERO, BigDecimal::add);
            assertEquals(0, new BigDecimal("6").compareTo(total), "six matches, each won by one player: " + s.text());
        }
    }

    @Test
    void theDryRunPlaysSwissAndRoundRobinStagesOfMatches() {
        for (PairingSystem system : List.of(PairingSystem.SWISS, PairingSystem.ROUND_ROBIN)) {
            CompiledFormat f = format(system, system == PairingSystem.SWISS ? OptionalInt.of(5) : OptionalInt.empty(),
                    THREE_SETS_OF_TWO);
            SimulationReport r = Simulation.run(f, 8, 3, null);
            assertTrue(r.completed(), r.outcome() + "\n" + r.progress());
            assertTrue(r.progress().stream().anyMatch(l -> l.contains("each pairing a match, best of 3 sets of 2 games")),
                    r.progress().toString());
            Standings s = r.standings().orElseThrow();
            int rounds = system == PairingSystem.SWISS ? 5 : 7;
            BigDecimal total = s.rows().stream().map(Standings.Row::points).reduce(BigDecimal.ZERO, BigDecimal::add);
            assertEquals(0, BigDecimal.valueOf(4L * rounds).compareTo(total),
                    "one point a match, four matches a round: " + s.text());
        }
    }

    @Test
    void aGameReplayedAfterASennichiteCountsInItsMatchThroughItsReplay(@TempDir Path dir) throws Exception {
        CompiledFormat f = org.rookery.engine.game.tests.TestFormats.fesa();
        EventRules e = f.event().orElseThrow();
        CompiledFormat matches = new CompiledFormat(f.name(), f.title(), f.game(), f.time(), f.teams(), f.innings(),
                f.scoring(), Optional.of(new EventRules(e.kind(), e.stages(), e.gamePoints(), e.matchPoints(),
                        e.tentativeRatings(), e.tieBreaks(), e.teamMatches(), new EventPlan(Optional.of(
                                new EventPlan.MatchFormat(3, 1)), false, List.of()))), f.sennichite(), f.declaration(),
                f.conduct());
        try (EventFolder event = create(dir, matches)) {
            event.record(List.of(new EventFolder.Draft(player("Aiko", 1800), "Maria"),
                    new EventFolder.Draft(player("Ben", 1700), "Maria"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1.1", "Aiko", "Ben"),
                            new FactBody.Board("1.1.2", "Ben", "Aiko"), new FactBody.Board("1.1.3", "Aiko", "Ben")),
                            List.of()), "Maria")));
            event.record(new FactBody.Sennichite("1.1.1", Optional.of("1.1.1r"), java.util.OptionalLong.of(300_000),
                    java.util.OptionalLong.of(0)), "Maria");
            // the replay swaps colours: Ben has sente; Aiko wins it with gote, then wins game 2 as gote too
            game(event, "1.1.1r", "b");
            game(event, "1.1.2", "b");
            assertTrue(TeamBoards.stopped(event.state(), "1.1.3"), "Aiko has won two of three: game 3 is not played");
            assertTrue(!TeamBoards.stopped(event.state(), "1.1.1"), "the replayed game is finished, not stopped");
            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            assertEquals(0, BigDecimal.ONE.compareTo(s.row(field.number("Aiko")).points()), s.text());
            assertEquals(0, BigDecimal.ZERO.compareTo(s.row(field.number("Ben")).points()), s.text());
        }
    }
}

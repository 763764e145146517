// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.playoff.PlayOffs;
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
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * Play-offs as round-robin-armageddon.tfl says them: players level for first place play two
 * rapid games before the tie-breaks are looked at and, if still level, one Armageddon game in
 * which a draw counts as a win for Black. {@code score} says a play-off is due, {@code pair}
 * pairs its games, and the result decides the final ranking.
 */
class PlayOffsTest {

    static CompiledFormat roundRobin(List<EventPlan.PlayOff> playOffs) {
        Stage main = new Stage("main", PairingSystem.ROUND_ROBIN, Optional.empty(), OptionalInt.empty(), false, false,
                true, false, OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(main), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(TieBreak.SONNEBORN_BERGER, TieBreak.WINS), Optional.empty(),
                new EventPlan(Optional.empty(), false, playOffs));
        return new CompiledFormat("RoundRobinArmageddon", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(90)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    static final EventPlan.PlayOff RAPID = new EventPlan.PlayOff(1, new EventPlan.RapidMatch(2,
            new TimeControl(Duration.ofMinutes(15), Duration.ofSeconds(10), Duration.ZERO, Duration.ZERO, 0)), true);
    static final EventPlan.PlayOff ARMAGEDDON = new EventPlan.PlayOff(1, new EventPlan.Armageddon(Duration.ofMinutes(10),
            Duration.ofMinutes(7), true), true);

    /** Four players, a round robin in which Ann and Bob win every game but their own draw. */
    static EventFolder levelAtTheTop(Path dir, CompiledFormat format) throws Exception {
        EventFolder event = create(dir, format);
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (String[] p : new String[][] { { "Ann", "2100" }, { "Bob", "2000" }, { "Cid", "1900" }, { "Dan", "1800" } }) {
            drafts.add(new EventFolder.Draft(player(p[0], Integer.parseInt(p[1])), "Maria"));
        }
        event.record(drafts);
        Set<String> top = Set.of("Ann", "Bob");
        for (int round = 1; round <= 3; round++) {
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty(), "no play-off before the last round");
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            for (FactBody.Board b : p.boards()) {
                if (top.contains(b.white()) && top.contains(b.black())) {
                    event.record(Facts.draw(b.game(), Termination.REPETITION), "Maria");
                } else {
                    boolean whiteWins = top.contains(b.white()) || (!top.contains(b.black()) && b.white().equals("Cid"));
                    event.record(Facts.win(b.game(), whiteWins ? Color.WHITE : Color.BLACK, Termination.CHECKMATE, List.of()),
                            "Maria");
                }
            }
        }
        return event;
    }

    private static FactBody.PlayOffPairing pairPlayOff(EventFolder event) throws Exception {
        FactBody.PlayOffPairing p = PlayOffs.next(event.state(), OptionalInt.empty()).orElseThrow();
        event.record(p, "Maria");
        return p;
    }

    private static List<String> names(Standings s) {
        return s.rows().stream().map(r -> r.participant().name()).toList();
    }

    @Test
    void aLevelRapidMatchGoesToArmageddonWhereADrawIsBlacksWin(@TempDir Path dir) throws Exception {
        try (EventFolder event = levelAtTheTop(dir, roundRobin(List.of(RAPID, ARMAGEDDON)))) {
            List<PlayOffs.Tie> ties = PlayOffs.ties(event.state(), OptionalInt.empty());
            assertEquals(1, ties.size(), ties.toString());
            assertEquals(PlayOffs.State.DUE, ties.get(0).state());
            assertEquals(1, ties.get(0).playOff(), "the rapid mini-match comes first");
            assertTrue(PlayOffs.report(event.state(), OptionalInt.empty()).startsWith(
                    "Play-off for place 1: Ann v Bob; 2 rapid games: due"), PlayOffs.report(event.state(), OptionalInt.empty()));

            FactBody.PlayOffPairing rapid = pairPlayOff(event);
            assertEquals(List.of(new FactBody.Board("PO1.1", "Ann", "Bob"), new FactBody.Board("PO1.2", "Bob", "Ann")),
                    rapid.boards(), "two games, colours alternating; the higher placed has White first");
            assertEquals(PlayOffs.State.IN_PLAY, PlayOffs.ties(event.state(), OptionalInt.empty()).get(0).state());
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty(), "nothing to pair while it is played");
            event.record(Facts.win("PO1.1", Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            event.record(Facts.win("PO1.2", Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");

            FactBody.PlayOffPairing armageddon = pairPlayOff(event);
            assertEquals(List.of(new FactBody.Board("PO2.1", "Ann", "Bob")), armageddon.boards());
            event.record(Facts.draw("PO2.1", Termination.REPETITION), "Maria");

            PlayOffs.Tie decided = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(PlayOffs.State.DECIDED, decided.state());
            assertEquals(Optional.of("Bob"), decided.winner(), "a drawn Armageddon goes to Black");
            assertTrue(decided.text().contains("2 rapid games: 1-1; Armageddon (White 10 min, Black 7 min, draw odds to Black):"
                    + " drawn, Black's draw odds; Bob takes place 1"), decided.text());

            Standings before = EventStages.of(event.state()).get(0).standings(event.state());
            assertEquals("Player Ann", before.rows().get(0).participant().name(), "the tie-breaks alone put Ann first");
            Standings fin = PlayOffs.ranking(event.state(), before, OptionalInt.empty());
            assertEquals(List.of("Player Bob", "Player Ann", "Player Cid", "Player Dan"), names(fin));
            assertEquals(List.of(1, 2, 3, 4), fin.rows().stream().map(Standings.Row::place).toList());
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty(), "decided: nothing more to pair");
            // the play-off games never count in the standings
            assertEquals(0, new java.math.BigDecimal("2.5").compareTo(before.rows().get(0).points()));
        }
    }

    @Test
    void aRapidMatchWonOnPointsDecidesAndArmageddonIsNotPlayed(@TempDir Path dir) throws Exception {
        try (EventFolder event = levelAtTheTop(dir, roundRobin(List.of(RAPID, ARMAGEDDON)))) {
            pairPlayOff(event);
            event.record(Facts.draw("PO1.1", Termination.AGREEMENT), "Maria");
            event.record(Facts.win("PO1.2", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            PlayOffs.Tie t = PlayOffs.ties(event.state(), OptionalInt.empty()).get(0);
            assertEquals(Optional.of("Ann"), t.winner(), "Ann has Black in game 2 and wins the match 1.5-0.5");
            assertEquals(1, t.playOff());
            assertTrue(PlayOffs.next(event.state(), OptionalInt.empty()).isEmpty());
        }
    }

    @Test
    void aGoldenGameIsRepeatedUntilDecisiveWithColoursAlternating(@TempDir Path dir) throws Exception {
        EventPlan.PlayOff golden = new EventPlan.PlayOff(1, new EventPlan.GoldenGame(TimeControl.suddenDeath(
                Duration.ofMinutes(5))), false);
        try (EventFolder event = levelAtTheTop(dir, roundRobin(List.of(golden)))) {
            // after the tie-breaks Ann and Bob are level too? Sonneborn-Berger and wins separate them, so no tie
            // after tie-breaks unless they are equal: here both beat the same two and drew each other
            List<PlayOffs.Tie> ties = PlayOffs.ties(event.state(), OptionalInt.empty());
            assertEquals(1, ties.size(), "level on every tie-break: " + ties);
            assertEquals(List.of(new FactBody.Board("PO1.1", "Ann", "Bob")), pairPlayOff(event).boards());
            event.record(Facts.draw("PO1.1", Termination.REPETITION), "Maria");
            assertEquals(List.of(new FactBody.Board("PO1.2", "Bob", "Ann")), pairPlayOff(event).boards());
            event.record(Facts.win("PO1.2", Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            assertEquals(Optional.of("Ann"), PlayOffs.ties(event.state(), OptionalInt.empty()).get(0).winner());
        }
    }

    @Test
    void playOffGamesTheStandingsDoNotCallForAreRefused(@TempDir Path dir) throws Exception {
        try (EventFolder event = levelAtTheTop(dir, roundRobin(List.of(RAPID, ARMAGEDDON)))) {
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(1,
                    List.of(new FactBody.Board("PO1.1", "Ann", "Cid")))).rule());
            assertEquals("play-off between the players level", refused(event, new FactBody.PlayOffPairing(2,
                    List.of(new FactBody.Board("PO2.1", "Ann", "Bob")))).rule(), "Armageddon only after the rapid games");
            assertEquals("play-off of registered players", refused(event, new FactBody.PlayOffPairing(1,
                    List.of(new FactBody.Board("PO1.1", "Ann", "Zed")))).rule());
            assertEquals("play-off of the format", refused(event, new FactBody.PlayOffPairing(3,
                    List.of(new FactBody.Board("PO3.1", "Ann", "Bob")))).rule());
            // drawing lots, the arbiter may give Bob White
            event.record(new FactBody.PlayOffPairing(1, List.of(new FactBody.Board("PO1.1", "Bob", "Ann"),
                    new FactBody.Board("PO1.2", "Ann", "Bob"))), "Maria");
        }
    }

    @Test
    void withoutAPlayOffInTheFormatNothingIsDue(@TempDir Path dir) throws Exception {
        try (EventFolder event = levelAtTheTop(dir, roundRobin(List.of()))) {
            assertTrue(PlayOffs.ties(event.state(), OptionalInt.empty()).isEmpty());
            assertEquals("", PlayOffs.report(event.state(), OptionalInt.empty()));
            assertEquals("play-off of the format", refused(event, new FactBody.PlayOffPairing(1,
                    List.of(new FactBody.Board("PO1.1", "Ann", "Bob")))).rule());
        }
    }

    @Test
    void theDryRunPlaysOffATieForFirstAndRanksTheWinnerFirst() {
        CompiledFormat format = roundRobin(List.of(RAPID, ARMAGEDDON));
        int seen = 0;
        for (long seed = 1; seed <= 40; seed++) {
            org.rookery.engine.stage.SimulationReport r = org.rookery.engine.stage.Simulation.run(format, 4, seed, null);
            assertTrue(r.completed(), r.outcome());
            java.util.Optional<String> line = r.progress().stream().filter(l -> l.startsWith("play-off for place 1: "))
                    .findFirst();
            Standings s = r.standings().orElseThrow();
            if (line.isEmpty()) {
                assertTrue(s.rows().get(0).points().compareTo(s.rows().get(1).points()) > 0,
                        "no play-off only when first place is not level on points: " + r.progress());
                continue;
            }
            seen++;
            assertTrue(line.get().contains("; 2 rapid games"), line.get());
            String winner = line.get().substring(line.get().lastIndexOf("; ") + 2, line.get().indexOf(" takes place 1"));
            assertEquals(winner, s.rows().get(0).participant().name(), "the play-off's winner ranks first: " + r.progress());
            assertEquals(1, s.rows().get(0).place());
            assertEquals(2, s.rows().get(1).place());
            assertTrue(r.outcome().startsWith("completed: " + winner + " wins"), r.outcome());
        }
        assertTrue(seen > 0, "some of 40 dry runs end level at the top");
    }
}

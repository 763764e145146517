// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.standings.Standings;

/**
 * A dry run recorded as an event folder, as the format editor opens it in the event views: every
 * round paired as {@code rookery pair} pairs it and every game given a result, the folder marked
 * as a dry run, the end found by the engine ({@code EventPairing.allPaired}), the outcome reported
 * the recorded event's own (the same final standings), and formats it cannot record refused with
 * the reason.
 */
class DryRunEventTest {

    @Test
    void aThirtyPlayerOpenIsRecordedRoundByRoundToItsEnd(@TempDir Path temp) throws Exception {
        Path dir = temp.resolve("open");
        List<String> told = new ArrayList<>();
        DryRunOutcome outcome = DryRunEvent.record(Events.FORMATS.resolve("fide-open.tfl"), dir, 30, 5,
                Events.loader(), Events.registry(), Events.service(PairingEngines.class), told::add, () -> false);
        assertTrue(outcome.completed(), outcome.summary());
        assertEquals(Optional.empty(), outcome.deadEnd());
        assertTrue(outcome.summary().matches("completed: Player \\d{3} wins.* with [0-9.]+ points?"), outcome.summary());
        assertEquals(told, outcome.progress(), "the progress lines are the ones told as they happened");
        assertTrue(DryRunEvent.isDryRun(dir));
        assertTrue(Files.readString(dir.resolve(DryRunEvent.MARK)).contains("opened only to read"));
        try (EventFolder event = EventFolder.read(dir, Events.loader(), Events.registry(), InstantSource.system())) {
            EventState state = event.state();
            assertEquals(30, state.players().size());
            int rounds = state.pairings().size();
            assertTrue(rounds >= 5, "rounds paired: " + rounds);
            // every player paired or given a bye (the format lets players ask for one in rounds 1 to 7)
            state.pairings().values().forEach(p -> assertEquals(30, 2 * p.boards().size() + p.byes().size(), p::toString));
            assertTrue(state.games().values().stream().allMatch(GameRecord::finished), "every game has its result");
            assertEquals(state.pairings().values().stream().mapToLong(p -> p.boards().size()).sum(), state.games().size());
            // how the stage is paired, then a line a round, each naming the round of the format's rounds
            assertTrue(outcome.progress().get(1).startsWith("stage open: "), outcome.progress().get(1));
            List<String> roundLines = outcome.progress().stream().filter(l -> l.startsWith("stage open, round ")).toList();
            assertEquals(rounds, roundLines.size());
            assertTrue(roundLines.get(rounds - 1).startsWith("stage open, round " + rounds + "/" + rounds
                    + ": 15 boards; leader "), roundLines.get(rounds - 1));

            // the engine says the event is paired to its end, and pairs no more
            assertTrue(EventPairing.allPaired(state, OptionalInt.empty()));
            assertThrows(PairingException.class, () -> EventPairing.next(state, Events.service(PairingEngines.class),
                    OptionalInt.empty()));

            // the reported outcome is the recorded event: the same final standings, row for row
            Standings reported = outcome.standings().orElseThrow();
            Standings recorded = PlayOffs.finalStandings(state, EventField.of(state));
            assertEquals(rows(recorded), rows(reported));
            assertTrue(outcome.summary().contains(recorded.rows().get(0).participant().name() + " wins"), outcome.summary());
        }
    }

    @Test
    void anEventIsNotAllPairedBeforeItsLastRound(@TempDir Path temp) throws Exception {
        Path dir = temp.resolve("four");
        // four players cannot play six Swiss rounds without a rematch: the run stops at round 4, not at its end
        Path format = temp.resolve("tiny.tfl");
        Files.writeString(format, """
                format Tiny "Four friends" {
                  game {
                    variant chess
                  }
                  time {
                    main 5 min
                  }
                  event individual {
                    stage main swiss {
                      rounds 6
                    }
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """);
        DryRunOutcome outcome = DryRunEvent.record(format, dir, 4, 1, Events.loader(), Events.registry(),
                Events.service(PairingEngines.class), null, () -> false);
        assertFalse(outcome.completed());
        assertTrue(outcome.summary().startsWith("did not complete: stage main, round 4 cannot be paired"), outcome.summary());
        assertEquals(Optional.of("main"), outcome.deadEnd().orElseThrow().stage());
        try (EventFolder event = EventFolder.read(dir, Events.loader(), Events.registry(), InstantSource.system())) {
            assertEquals(3, event.state().pairings().size());
            assertFalse(EventPairing.allPaired(event.state(), OptionalInt.empty()), "rounds 4 to 6 are still to pair");
            assertEquals(rows(PlayOffs.finalStandings(event.state(), EventField.of(event.state()))),
                    rows(outcome.standings().orElseThrow()));
        }
    }

    /**
     * A team format's dry run is recorded as a team event too: its teams entered or formed as the
     * format says, each round's matches paired and every board played until its match ends, and
     * the outcome reported is the recorded event's own.
     */
    @Test
    void newportExchangeIsRecordedAsATeamEvent(@TempDir Path temp) throws Exception {
        teamEvent("newport-exchange.tfl", 12, temp);
    }

    @Test
    void aBughouseClubNightIsRecordedAsATeamEvent(@TempDir Path temp) throws Exception {
        teamEvent("bughouse-club-night.tfl", 16, temp);
    }

    @Test
    void anOlympiadIsRecordedAsATeamEvent(@TempDir Path temp) throws Exception {
        teamEvent("olympiad-teams.tfl", 60, temp);
    }

    @Test
    void aScheveningenMatchIsRecordedAsATeamEvent(@TempDir Path temp) throws Exception {
        teamEvent("scheveningen-match.tfl", 8, temp);
    }

    private static void teamEvent(String file, int players, Path temp) throws Exception {
        Path dir = temp.resolve("teams");
        DryRunOutcome outcome = DryRunEvent.record(Events.FORMATS.resolve(file), dir, players, 3, Events.loader(),
                Events.registry(), Events.service(PairingEngines.class), null, () -> false);
        assertTrue(outcome.completed(), file + ": " + outcome.summary() + "\n" + String.join("\n", outcome.progress()));
        try (EventFolder event = EventFolder.read(dir, Events.loader(), Events.registry(), InstantSource.system())) {
            EventState state = event.state();
            assertTrue(state.teams().size() >= 2, file + ": teams " + state.teams().keySet());
            assertFalse(state.pairings().isEmpty(), file);
            assertTrue(state.games().values().stream().noneMatch(g -> EventPairing.awaitsResult(state, g)),
                    file + ": no game waits for a result");
            assertTrue(EventPairing.allPaired(state, OptionalInt.empty()), file);
            assertEquals(rows(PlayOffs.finalStandings(state, EventField.of(state))), rows(outcome.standings().orElseThrow()),
                    file);
        }
    }

    /** Each row of {@code s} as "place name points tie-breaks". */
    private static List<String> rows(Standings s) {
        return s.rows().stream().map(r -> r.place() + " " + r.participant().name() + " " + r.points().toPlainString()
                + " " + r.values().values().stream().map(java.math.BigDecimal::toPlainString).toList()).toList();
    }

    @Test
    void anInningsMatchIsRecordedFactByFactToItsResult(@TempDir Path temp) throws Exception {
        Path dir = temp.resolve("g20");
        DryRunOutcome outcome = DryRunEvent.record(Events.FORMATS.resolve("g20.tfl"), dir, 16, 1, Events.loader(),
                Events.registry(), Events.service(PairingEngines.class), null, () -> false);
        assertTrue(outcome.completed(), outcome.summary() + "\n" + String.join("\n", outcome.progress()));
        assertTrue(outcome.progress().get(0).startsWith("teams: Team A and Team B"), outcome.progress().get(0));
        assertTrue(outcome.progress().stream().anyMatch(l -> l.startsWith("innings 1: ")), outcome.progress()::toString);
        try (EventFolder event = EventFolder.read(dir, Events.loader(), Events.registry(), InstantSource.system())) {
            var match = event.state().innings().orElseThrow();
            var result = match.result().orElseThrow();
            assertEquals(List.of("Team A", "Team B"), match.teams());
            assertTrue(match.innings().size() >= 2, "both sides batted: " + match.innings().size());
            assertTrue(match.innings().stream().allMatch(c -> c.complete()), "every innings ended");
            // the outcome reported is the recorded match's: its result and totals
            assertTrue(outcome.summary().startsWith("completed: " + result.winner().map(w -> w + " wins")
                    .orElse("the match is drawn")), outcome.summary());
            result.totals().forEach((team, total) -> assertTrue(outcome.summary().contains(team + " "
                    + total.stripTrailingZeros().toPlainString()), outcome.summary()));
            assertTrue(event.state().games().values().stream().allMatch(GameRecord::finished), "every game has its result");
        }
    }

    @Test
    void aFormatThatScoresGamesByPointsIsRecordedWithTheMenEachGameTook(@TempDir Path temp) throws Exception {
        Path dir = temp.resolve("big-b");
        DryRunOutcome outcome = DryRunEvent.record(Events.FORMATS.resolve("big-b.tfl"), dir, 2, 1, Events.loader(),
                Events.registry(), Events.service(PairingEngines.class), null, () -> false);
        assertTrue(outcome.completed(), outcome.summary() + "\n" + String.join("\n", outcome.progress()));
        try (EventFolder event = EventFolder.read(dir, Events.loader(), Events.registry(), InstantSource.system())) {
            EventState state = event.state();
            assertTrue(state.games().values().stream().noneMatch(g -> EventPairing.awaitsResult(state, g)));
            assertTrue(EventPairing.allPaired(state, OptionalInt.empty()));
            // the games are scored by the men taken, as the format's capture table says
            assertTrue(event.facts().stream().map(f -> f.body()).filter(b -> b instanceof org.rookery.engine.fact.FactBody.Result)
                    .map(b -> (org.rookery.engine.fact.FactBody.Result) b)
                    .anyMatch(r -> !r.capturedByWhite().isEmpty() || !r.capturedByBlack().isEmpty()), "captures recorded");
            assertEquals(rows(PlayOffs.finalStandings(state, EventField.of(state))), rows(outcome.standings().orElseThrow()));
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.points;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.io.IOException;
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
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * Requested byes as the format's stage says (fide-open.tfl: {@code requested byes 2 in rounds 1
 * to 7 worth 0.5}): asked for by a fact, honoured by {@code pair}, scored at the stage's worth,
 * and refused beyond what the stage allows with the rule's name, nothing written.
 */
class RequestedByesTest {

    /** A five-round Swiss allowing each player 2 requested byes in rounds 1 to 3, worth 0.5. */
    static CompiledFormat swiss(Optional<StageDetails.RequestedByes> byes) {
        StageDetails details = new StageDetails(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), 0,
                byes);
        Stage open = new Stage("open", PairingSystem.SWISS, Optional.empty(), OptionalInt.of(5), true, false, true, false,
                OptionalInt.empty(), details);
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(open), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(TieBreak.BUCHHOLZ), Optional.empty());
        return new CompiledFormat("ByeOpen", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(60)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    static final StageDetails.RequestedByes TWO_IN_1_TO_3 = new StageDetails.RequestedByes(2, 1, 3, new BigDecimal("0.5"));

    private static EventFolder sixPlayers(Path dir, CompiledFormat format) throws IOException {
        EventFolder event = create(dir, format);
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            drafts.add(new EventFolder.Draft(player("P" + i, 2000 - 10 * i), "Maria"));
        }
        event.record(drafts);
        return event;
    }

    private static FactBody.Pairing pair(EventFolder event) throws Exception {
        EventPairing.Next next = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty());
        event.record(next.pairing(), "Maria");
        return next.pairing();
    }

    /** White wins every game of the pairing. */
    private static void whiteWins(EventFolder event, FactBody.Pairing p) throws IOException {
        for (FactBody.Board b : p.boards()) {
            event.record(Facts.win(b.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
        }
    }

    private static boolean plays(FactBody.Pairing p, String player) {
        return p.boards().stream().anyMatch(b -> b.white().equals(player) || b.black().equals(player));
    }

    @Test
    void aRequestedByeLeavesThePlayerOutAndScoresWhatTheStageSays(@TempDir Path dir) throws Exception {
        try (EventFolder event = sixPlayers(dir, swiss(Optional.of(TWO_IN_1_TO_3)))) {
            event.record(new FactBody.ByeRequest("P1", 1), "Maria");
            FactBody.Pairing r1 = pair(event);
            assertFalse(plays(r1, "P1"), "the player who asked is not paired");
            assertEquals(List.of(new FactBody.Bye("P1", "requested"), new FactBody.Bye(r1.byes().get(1).player(), "pairing")),
                    r1.byes(), "five left to pair: one more gets the pairing bye");
            whiteWins(event, r1);
            assertEquals(0, new BigDecimal("0.5").compareTo(points(event, "P1")), "worth 0.5 as the format says");
            String paired = r1.byes().get(1).player();
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, paired)), "the pairing bye is still worth a win");
            EventField field = EventField.of(event.state());
            assertEquals(RoundResult.HALF_POINT_BYE, field.crosstable().record(1, field.number("P1")).result(),
                    "a half-point bye in the crosstable (TRF code H)");
            // the journal replays to the same scores
            var replayed = org.rookery.engine.event.EventState.fold(event.format(), Optional.empty(), event.facts());
            EventField again = EventField.of(replayed);
            assertEquals(0, new BigDecimal("0.5").compareTo(again.crosstable().score(again.number("P1"))));
        }
    }

    @Test
    void requestsBeyondTheStagesLimitAreRefusedWithTheRulesName(@TempDir Path dir) throws Exception {
        try (EventFolder event = sixPlayers(dir, swiss(Optional.of(TWO_IN_1_TO_3)))) {
            assertEquals("requested byes in their rounds", refused(event, new FactBody.ByeRequest("P2", 4)).rule());
            assertEquals("bye request of a registered player", refused(event, new FactBody.ByeRequest("Q9", 1)).rule());
            event.record(new FactBody.ByeRequest("P2", 2), "Maria");
            assertEquals("one bye request a round", refused(event, new FactBody.ByeRequest("P2", 2)).rule());
            var round3 = event.record(new FactBody.ByeRequest("P2", 3), "Maria");
            var third = refused(event, new FactBody.ByeRequest("P2", 1));
            assertEquals("requested byes per player", third.rule());
            assertTrue(third.getMessage().contains("(rounds 2, 3); stage open allows 2 a player"), third.getMessage());

            FactBody.Pairing r1 = pair(event);
            assertTrue(plays(r1, "P2"), "a request for round 2 does not take the player out of round 1");
            whiteWins(event, r1);
            assertEquals("a bye is requested before its round is paired",
                    refused(event, new FactBody.ByeRequest("P3", 1)).rule());
            FactBody.Pairing r2 = pair(event);
            assertFalse(plays(r2, "P2"));
            assertTrue(r2.byes().contains(new FactBody.Bye("P2", "requested")), r2.byes().toString());
            // after round 2 is paired its request became a bye, which still counts: with the round 3
            // request taken back, P2 may ask for one bye more, and it is honoured
            whiteWins(event, r2);
            event.record(new FactBody.Undo(round3.seq(), "plays after all"), "Maria");
            assertTrue(plays(EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing(), "P2"));
            event.record(new FactBody.ByeRequest("P2", 3), "Maria");
            assertFalse(plays(pair(event), "P2"));
        }
    }

    @Test
    void anUndoneRequestNoLongerCountsAndThePlayerIsPaired(@TempDir Path dir) throws Exception {
        try (EventFolder event = sixPlayers(dir, swiss(Optional.of(TWO_IN_1_TO_3)))) {
            var asked = event.record(new FactBody.ByeRequest("P4", 1), "Maria");
            event.record(new FactBody.Undo(asked.seq(), "changed his mind"), "Maria");
            FactBody.Pairing r1 = pair(event);
            assertTrue(plays(r1, "P4"), r1.toString());
            assertTrue(r1.byes().isEmpty(), "six players, no bye");
        }
    }

    @Test
    void aFormatWithoutRequestedByesRefusesThem(@TempDir Path dir) throws Exception {
        try (EventFolder event = sixPlayers(dir, swiss(Optional.empty()))) {
            var r = refused(event, new FactBody.ByeRequest("P1", 1));
            assertEquals("requested byes", r.rule());
            assertTrue(r.getMessage().contains("allows no requested byes"), r.getMessage());
            assertEquals("requested byes", refused(event, new FactBody.Pairing(1,
                    List.of(new FactBody.Board("1.1", "P2", "P3"), new FactBody.Board("1.2", "P4", "P5")),
                    List.of(new FactBody.Bye("P1", "requested"), new FactBody.Bye("P6", "pairing")))).rule());
        }
    }

    @Test
    void aPairingWrittenByHandCountsItsFullAndHalfByesAgainstTheLimit(@TempDir Path dir) throws Exception {
        var one = new StageDetails.RequestedByes(1, 1, 0, BigDecimal.ONE);
        try (EventFolder event = sixPlayers(dir, swiss(Optional.of(one)))) {
            event.record(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P2", "P3"),
                    new FactBody.Board("1.2", "P4", "P5")), List.of(new FactBody.Bye("P1", "half"),
                            new FactBody.Bye("P6", "requested"))), "Maria");
            whiteWins(event, event.state().pairings().get(1));
            assertEquals(0, BigDecimal.ONE.compareTo(points(event, "P6")), "a requested bye worth 1 here");
            assertEquals(0, new BigDecimal("0.5").compareTo(points(event, "P1")), "a half bye keeps its half point");
            assertEquals("requested byes per player", refused(event, new FactBody.ByeRequest("P1", 2)).rule());
            assertEquals("requested byes per player", refused(event, new FactBody.Pairing(2,
                    List.of(new FactBody.Board("2.1", "P1", "P2"), new FactBody.Board("2.2", "P3", "P4")),
                    List.of(new FactBody.Bye("P6", "full"), new FactBody.Bye("P5", "pairing")))).rule());
        }
    }

    @Test
    void theDryRunAsksForByesAsTheStageAllowsAndScoresThemAtTheirWorth() {
        SimulationReport r = Simulation.run(swiss(Optional.of(TWO_IN_1_TO_3)), 40, 7, null);
        assertTrue(r.completed(), r.outcome());
        Map<String, Integer> asked = new java.util.HashMap<>();
        BigDecimal expected = BigDecimal.ZERO;
        for (String line : r.progress()) {
            if (!line.startsWith("stage open, round ")) {
                continue;
            }
            int round = Integer.parseInt(line.substring("stage open, round ".length(), line.indexOf('/')));
            int boards = Integer.parseInt(line.substring(line.indexOf(": ") + 2, line.indexOf(" boards")));
            expected = expected.add(BigDecimal.valueOf(boards));
            String byes = line.contains("; bye: ") ? line.substring(line.indexOf("; bye: "), line.indexOf("; leader")) : "";
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(Player \\d+)( \\(requested\\))?").matcher(byes);
            while (m.find()) {
                if (m.group(2) != null) {
                    assertTrue(round <= 3, "a requested bye only in rounds 1 to 3: " + line);
                    asked.merge(m.group(1), 1, Integer::sum);
                    expected = expected.add(new BigDecimal("0.5"));
                } else {
                    expected = expected.add(BigDecimal.ONE);
                }
            }
        }
        assertFalse(asked.isEmpty(), "some players asked for byes: " + r.progress());
        assertTrue(asked.values().stream().allMatch(n -> n <= 2), "at most 2 a player: " + asked);
        BigDecimal total = r.standings().orElseThrow().rows().stream().map(x -> x.points()).reduce(BigDecimal.ZERO,
                BigDecimal::add);
        assertEquals(0, expected.compareTo(total), "every game 1 point, a pairing bye 1, a requested bye 0.5");
    }
}

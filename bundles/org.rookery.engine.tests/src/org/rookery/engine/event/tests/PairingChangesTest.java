// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.PairingChanges;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * An arbiter's manual changes to a published round (Guardian club round robin, no rematches):
 * each is a correction of the pairing fact with the reason, refused once a board concerned has
 * begun, warned about when it repeats a pairing, undone like any fact, and replayed on reopening.
 */
class PairingChangesTest {

    private static EventFolder club(Path dir, int players) throws Exception {
        EventFolder event = TeamFormationFactTest.create(dir, ExampleFormats.guardianClub());
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            drafts.add(new EventFolder.Draft(Facts.player("P" + i, 2200 - 10 * i), "Ann"));
        }
        event.record(drafts);
        event.record(EventPairing.next(event.state(), PairingEngines.fromServiceLoader(), OptionalInt.empty()).pairing(), "Ann");
        return event;
    }

    private static long pairingSeq(EventFolder event, int round) {
        return event.facts().stream().filter(f -> f.body() instanceof FactBody.Pairing p && p.round() == round)
                .findFirst().orElseThrow().seq();
    }

    private static List<String> boards(EventFolder event, int round) {
        return event.state().pairings().get(round).boards().stream().map(b -> b.game() + " " + b.white() + "-" + b.black()).toList();
    }

    @Test
    void coloursSwappedPlayersExchangedAndAByeGivenAreCorrectionsWithTheReason(@TempDir Path dir) throws Exception {
        try (EventFolder event = club(dir, 6)) {
            List<String> paired = boards(event, 1);
            FactBody.Board first = event.state().pairings().get(1).boards().get(0);
            FactBody.Board second = event.state().pairings().get(1).boards().get(1);

            PairingChanges.Change swap = PairingChanges.swapColours(event.state(), first.game(), "board 1's White has a bad back");
            assertTrue(swap.warnings().isEmpty());
            Fact written = event.record(swap.correction(), "Ann");
            assertEquals(first.game() + " " + first.black() + "-" + first.white(), boards(event, 1).get(0));
            FactBody.Correction c = (FactBody.Correction) written.body();
            assertTrue(c.reason().startsWith("board 1's White has a bad back (colours of game " + first.game() + " swapped)"),
                    c.reason());
            assertEquals(first.black(), event.state().game(first.game()).orElseThrow().white(), "the game follows the pairing");

            event.record(PairingChanges.exchange(event.state(), 1, first.white(), second.black(), "family seated apart")
                    .correction(), "Ann");
            List<String> now = boards(event, 1);
            assertEquals(first.game() + " " + first.black() + "-" + second.black(), now.get(0), "the two changes add up");
            assertEquals(second.game() + " " + second.white() + "-" + first.white(), now.get(1));

            FactBody.Board third = event.state().pairings().get(1).boards().get(2);
            event.record(PairingChanges.bye(event.state(), 1, third.white(), "zero", "full", "did not arrive").correction(), "Ann");
            assertEquals(2, event.state().pairings().get(1).boards().size());
            assertEquals(List.of(third.white() + " zero", third.black() + " full"),
                    event.state().pairings().get(1).byes().stream().map(y -> y.player() + " " + y.kind()).toList());
            assertFalse(event.state().games().containsKey(third.game()), "the board given up is no game");

            // The last change is undone: the round is back as the first two changes left it.
            event.record(new FactBody.Undo(event.state().factCount(), "he arrived after all"), "Ann");
            assertEquals(now, boards(event, 1));
            assertTrue(event.state().problems().isEmpty(), event.state().problems().toString());
            assertFalse(paired.equals(boards(event, 1)));
        }
        try (EventFolder again = EventFolder.open(dir.resolve("event"), file -> ExampleFormats.guardianClub(),
                TestFormats.REGISTRY, InstantSource.system())) {
            assertTrue(again.state().problems().isEmpty(), again.state().problems().toString());
            assertEquals(3, again.state().pairings().get(1).boards().size(), "the changes are replayed on reopening");
        }
    }

    @Test
    void aChangeIsRefusedOnceItsBoardHasAResultOrWithoutAReason(@TempDir Path dir) throws Exception {
        try (EventFolder event = club(dir, 4)) {
            FactBody.Board first = event.state().pairings().get(1).boards().get(0);
            FactBody.Board second = event.state().pairings().get(1).boards().get(1);
            Refusal none = assertThrows(Refusal.class, () -> PairingChanges.swapColours(event.state(), first.game(), " "));
            assertEquals(PairingChanges.REASON_RULE, none.rule());
            event.record(Facts.win(first.game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Ann");
            Path journal = dir.resolve("event").resolve(EventFolder.JOURNAL);
            byte[] before = Files.readAllBytes(journal);
            Refusal played = assertThrows(Refusal.class, () -> PairingChanges.swapColours(event.state(), first.game(), "late"));
            assertEquals("pairings change before their games begin", played.rule());
            Refusal exchange = assertThrows(Refusal.class, () -> PairingChanges.exchange(event.state(), 1, first.white(),
                    second.white(), "late"));
            assertEquals("pairings change before their games begin", exchange.rule());
            Refusal self = assertThrows(Refusal.class, () -> PairingChanges.exchange(event.state(), 1, second.white(),
                    second.white(), "why not"));
            assertEquals("one game a round", self.rule());
            Refusal unpaired = assertThrows(Refusal.class, () -> PairingChanges.swapColours(event.state(), "9.9", "typo"));
            assertEquals("pairing change of a paired round", unpaired.rule());
            assertArrayEquals(before, Files.readAllBytes(journal), "nothing was written");

            // A correction by hand that pairs a player twice is refused by the pairing's own rule.
            FactBody.Pairing p = event.state().pairings().get(1);
            FactBody.Pairing twice = new FactBody.Pairing(1, List.of(p.boards().get(0), new FactBody.Board(second.game(),
                    first.white(), second.black())), p.byes());
            Refusal r = assertThrows(Refusal.class, () -> event.record(new FactBody.Correction(pairingSeq(event, 1), twice, "test"), "Ann"));
            assertEquals("one game a round", r.rule(), r.getMessage());
        }
    }

    @Test
    void pairingTwoWhoAlreadyMetIsWarnedAndTheWarningIsRecordedWithTheReason(@TempDir Path dir) throws Exception {
        try (EventFolder event = club(dir, 4)) {
            List<FactBody.Board> round1 = event.state().pairings().get(1).boards();
            for (FactBody.Board b : round1) {
                event.record(Facts.draw(b.game(), Termination.REPETITION), "Ann");
            }
            event.record(EventPairing.next(event.state(), PairingEngines.fromServiceLoader(), OptionalInt.empty()).pairing(), "Ann");
            FactBody.Board met = round1.get(0);
            FactBody.Board a = event.state().pairings().get(2).boards().stream()
                    .filter(b -> b.white().equals(met.white()) || b.black().equals(met.white())).findFirst().orElseThrow();
            String opponentOfWhite = a.white().equals(met.white()) ? a.black() : a.white();
            // Exchanging the round-1 opponent into the white player's game repeats round 1's pairing.
            PairingChanges.Change change = PairingChanges.exchange(event.state(), 2, opponentOfWhite, met.black(), "arbiter's choice");
            // With four players the exchange brings back both of round 1's pairs.
            assertEquals(2, change.warnings().size(), change.warnings().toString());
            assertTrue(change.warnings().stream().allMatch(w -> w.contains("already met in round 1 [no rematches]")),
                    change.warnings().toString());
            assertTrue(change.correction().reason().contains("warning: ") && change.correction().reason()
                    .contains("paired so by the arbiter's decision"), change.correction().reason());
            event.record(change.correction(), "Ann");
            assertTrue(event.state().problems().isEmpty());
        }
    }
}

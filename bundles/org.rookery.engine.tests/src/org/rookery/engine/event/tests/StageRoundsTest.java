// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.RoundsNeeded;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * The FESA format's group stage is a Swiss with no number of rounds: the arbiter records how many
 * ({@code stage-rounds}), pairing goes by it and then moves on to the final, and a number for a
 * stage that fixes its own rounds, or below the rounds paired, is refused.
 */
class StageRoundsTest {

    private static EventFolder eightPlayers(Path dir) throws Exception {
        EventFolder event = create(dir, ExampleFormats.fesaShogi());
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            drafts.add(new EventFolder.Draft(new FactBody.Register("S" + i, "S" + i, Optional.empty(), 2000 - 40 * i,
                    Optional.empty()), "Maria"));
        }
        event.record(drafts);
        return event;
    }

    @Test
    void theArbitersNumberOfRoundsIsWhatPairingGoesBy(@TempDir Path dir) throws Exception {
        try (EventFolder event = eightPlayers(dir)) {
            RoundsNeeded needed = assertThrows(RoundsNeeded.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertEquals("group", needed.stage());
            assertTrue(needed.getMessage().contains("stage-rounds"), needed.getMessage());

            event.record(new FactBody.StageRounds("group", 2), "Maria");
            for (int round = 1; round <= 2; round++) {
                FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
                assertEquals(Optional.empty(), p.stage(), "round " + round + " is in the group stage");
                event.record(p, "Maria");
                for (FactBody.Board b : p.boards()) {
                    event.record(Facts.win(b.game(), Color.WHITE, Termination.RESIGNATION, List.of()), "Maria");
                }
            }
            assertEquals("rounds of a stage of the format", refused(event, new FactBody.StageRounds("group", 1)).rule(),
                    "two rounds are paired already");
            assertEquals("rounds of a stage of the format", refused(event, new FactBody.StageRounds("final", 3)).rule(),
                    "a knockout's rounds follow from its field");
            assertEquals("rounds of a stage of the format", refused(event, new FactBody.StageRounds("semis", 3)).rule());

            FactBody.Pairing third = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertEquals(Optional.of("final"), third.stage(), "after the group's two rounds the final is paired");
        }
        List<String> journal = Files.readAllLines(dir.resolve("event").resolve(EventFolder.JOURNAL));
        assertTrue(journal.stream().anyMatch(l -> l.contains("\"type\":\"stage-rounds\"") && l.contains("\"rounds\":2")),
                String.join("\n", journal));
    }
}

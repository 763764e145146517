// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.pairing.PairingEngines;

/**
 * A dry run recorded as an event folder, as the format editor opens it in the event views: every
 * round paired as {@code rookery pair} pairs it and every game given a result, the folder marked
 * as a dry run, and formats it cannot record refused with the reason.
 */
class DryRunEventTest {

    @Test
    void aThirtyPlayerOpenIsRecordedRoundByRoundToItsEnd(@TempDir Path temp) throws Exception {
        Path dir = temp.resolve("open");
        Optional<String> stopped = DryRunEvent.record(Events.FORMATS.resolve("fide-open.tfl"), dir, 30, 5,
                Events.loader(), Events.registry(), Events.service(PairingEngines.class), () -> false);
        assertEquals(Optional.empty(), stopped);
        assertTrue(DryRunEvent.isDryRun(dir));
        assertTrue(Files.readString(dir.resolve(DryRunEvent.MARK)).contains("opened only to read"));
        try (EventFolder event = EventFolder.read(dir, Events.loader(), Events.registry(), InstantSource.system())) {
            assertEquals(30, event.state().players().size());
            int rounds = event.state().pairings().size();
            assertTrue(rounds >= 5, "rounds paired: " + rounds);
            assertEquals(15, event.state().pairings().get(1).boards().size());
            assertTrue(event.state().games().values().stream().allMatch(GameRecord::finished), "every game has its result");
            assertEquals(rounds * 15L, event.state().games().size());
        }
    }

    @Test
    void anInningsMatchIsNotRecordedAndSaysWhy(@TempDir Path temp) throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DryRunEvent.record(
                Events.FORMATS.resolve("g20.tfl"), temp.resolve("g20"), 16, 1, Events.loader(), Events.registry(),
                Events.service(PairingEngines.class), () -> false));
        assertTrue(e.getMessage().startsWith("an innings match's dry run is played, not recorded"), e.getMessage());
        assertTrue(Files.notExists(temp.resolve("g20")), "nothing was written");
    }
}

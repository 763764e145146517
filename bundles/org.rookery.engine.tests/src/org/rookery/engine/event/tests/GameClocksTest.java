// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.Facts.player;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.clock.Byoyomi;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameClocks;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.game.tests.TestFormats;

/** The clock of a game of an event, as its format says, for the workbench's clock to bind to. */
class GameClocksTest {

    @Test
    void aRoundGameHasTheFormatsClockAndAnArmageddonGameItsOwnTimes(@TempDir Path dir) throws Exception {
        var format = PlayOffsTest.roundRobin(List.of(PlayOffsTest.ARMAGEDDON));
        try (EventFolder event = PlayOffsTest.levelAtTheTop(dir, format)) {
            GameClocks.GameClock round = GameClocks.of(event.state(), "1.1");
            assertEquals(FormatClocks.clockSpec(format.time()), round.spec());
            assertEquals(90 * 60_000L, round.spec().first().initialMainMillis());

            event.record(PlayOffs.next(event.state(), OptionalInt.empty()).orElseThrow(), "Maria");
            GameClocks.GameClock armageddon = GameClocks.of(event.state(), "PO1.1");
            assertEquals(10 * 60_000L, armageddon.spec().first().initialMainMillis(), "White 10 min");
            assertEquals(7 * 60_000L, armageddon.spec().second().initialMainMillis(), "Black 7 min");
            assertTrue(armageddon.description().startsWith("Armageddon: White 10 min, Black 7 min"), armageddon.description());
            assertThrows(IllegalArgumentException.class, () -> GameClocks.of(event.state(), "9.9"));
        }
    }

    @Test
    void aSennichiteReplayKeepsEachPlayersOwnTimeWithThePolicysByoyomi(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, TestFormats.fesa())) {
            event.record(List.of(new EventFolder.Draft(player("Aiko", 1800), "Maria"),
                    new EventFolder.Draft(player("Ben", 1700), "Maria"),
                    new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "Aiko", "Ben")),
                            List.of()), "Maria")));
            assertEquals(20 * 60_000L, GameClocks.of(event.state(), "1.1").spec().first().initialMainMillis());
            // Aiko (sente) had 5 minutes left, Ben was in byoyomi
            event.record(new FactBody.Sennichite("1.1", Optional.of("1.1r"), OptionalLong.of(300_000), OptionalLong.of(0)),
                    "Maria");
            GameClocks.GameClock replay = GameClocks.of(event.state(), "1.1r");
            assertEquals(0, replay.spec().first().initialMainMillis(), "Ben has sente now, with no main time left");
            assertEquals(300_000, replay.spec().second().initialMainMillis(), "Aiko keeps her 5 minutes");
            assertEquals(Optional.of(new Byoyomi(20_000, 1)), replay.spec().first().byoyomi(), "the policy's 20 s byoyomi");
        }
    }
}

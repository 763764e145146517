// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ClockReading;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.Delay;
import org.rookery.clock.Increment;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.clock.SideControl;
import org.rookery.clock.Stage;
import org.rookery.rules.Color;

/**
 * The clocks saved in an event folder: a running clock comes back paused with exactly the time it
 * had at the save (moves, byoyomi periods and the time control kept), on a time source that starts
 * anywhere (a new process), and goes on from there when resumed. A damaged file is an error naming
 * the file.
 */
class ClockSnapshotTest {

    @Test
    void aRunningByoyomiClockComesBackPausedWithTheTimeItHadAtTheSave(@TempDir Path dir) throws IOException {
        ManualTimeSource before = new ManualTimeSource(5_000_000);
        BoardClock board = new BoardClock("Board 2", "1 min + byoyomi 1 x 40 s",
                ClockSpec.same(SideControl.byoyomi(Duration.ofMinutes(1), Duration.ofSeconds(40), 1)), before);
        board.pressRunning();
        before.advance(20_000);
        board.press(Color.WHITE);
        before.advance(61_000);
        board.press(Color.BLACK);
        before.advance(3_000);
        board.adjust(Color.BLACK, ClockEvent.Adjustment.Kind.ADD_MAIN, 10_000, "the arbiter's correction");
        before.advance(7_000);
        ClockReading atSave = board.reading();
        ClockSnapshot.write(dir, List.of(ClockSnapshot.Board.of(board, "2.3")));
        assertTrue(Files.readString(dir.resolve(ClockSnapshot.FILE)).contains("\"game\": \"2.3\""));

        List<ClockSnapshot.Board> saved = ClockSnapshot.read(dir);
        assertEquals(1, saved.size());
        assertEquals("Board 2", saved.get(0).board());
        // A new process: its monotonic timer starts somewhere else entirely.
        ManualTimeSource after = new ManualTimeSource(42);
        BoardClock back = ClockSnapshot.restore(saved.get(0), after);
        after.advance(60_000);
        ClockReading r = back.reading();
        assertEquals(Phase.PAUSED, r.phase(), "a clock that was running comes back paused");
        assertEquals(atSave.first().mainMillis(), r.first().mainMillis());
        assertEquals(atSave.first().inByoyomi(), r.first().inByoyomi());
        assertTrue(r.second().inByoyomi() == atSave.second().inByoyomi());
        assertEquals(atSave.first().displayMillis(), r.first().displayMillis(), "the time it had at the save, though a minute passed");
        assertEquals(atSave.second().displayMillis(), r.second().displayMillis());
        assertEquals(atSave.first().movesMade(), r.first().movesMade());
        assertEquals(atSave.toMove(), r.toMove());
        assertEquals("1 min + byoyomi 1 x 40 s", back.control());

        back.resume();
        after.advance(2_000);
        assertEquals(atSave.first().displayMillis() - 2_000, back.reading().first().displayMillis(),
                "resumed, the running side's time goes on from where it was saved");
        assertEquals(saved.get(0).events().size() + 2, back.log().size(), "the log is the saved one, the pause and the resume");
    }

    @Test
    void stagesIncrementsAndDelaysAreSavedAsTheyAre(@TempDir Path dir) throws IOException {
        SideControl first = new SideControl(List.of(new Stage(90 * 60_000L, 40), new Stage(30 * 60_000L, 0)),
                java.util.Optional.of(new Increment(30_000, 1)), java.util.Optional.empty(), java.util.Optional.empty());
        SideControl second = SideControl.suddenDeath(Duration.ofMinutes(25)).withDelay(new Delay(5_000, Delay.Kind.BRONSTEIN));
        ManualTimeSource time = new ManualTimeSource(0);
        BoardClock board = new BoardClock("Board 1", "odds", new ClockSpec(first, second), time);
        ClockSnapshot.write(dir, List.of(ClockSnapshot.Board.of(board, "1.1")));
        ClockSnapshot.Board back = ClockSnapshot.read(dir).get(0);
        assertEquals(new ClockSpec(first, second), back.spec());
        assertTrue(back.events().isEmpty());
        assertEquals(Phase.READY, ClockSnapshot.restore(back, new ManualTimeSource(7)).reading().phase(),
                "a clock that had not started is ready again");

        ClockSnapshot.write(dir, List.of());
        assertFalse(Files.exists(dir.resolve(ClockSnapshot.FILE)), "no bound board: no file");
        assertTrue(ClockSnapshot.read(dir).isEmpty());
    }

    @Test
    void theFileNamesTheFacesAsVersionOneAlwaysHas(@TempDir Path dir) throws IOException {
        ManualTimeSource time = new ManualTimeSource(0);
        BoardClock board = new BoardClock("Board 3", "5 min", ClockSpec.same(SideControl.suddenDeath(Duration.ofMinutes(5))), time);
        board.pressRunning();
        time.advance(4_000);
        board.press(Color.WHITE);
        board.adjust(Color.BLACK, ClockEvent.Adjustment.Kind.ADD_MAIN, 60_000, "White's illegal move");
        ClockSnapshot.write(dir, List.of(ClockSnapshot.Board.of(board, "1.3")));
        String text = Files.readString(dir.resolve(ClockSnapshot.FILE));
        // The faces are the rules API's colours in the code; the file keeps its own words, so
        // that every save of version 1 reads alike, older ones included.
        assertTrue(text.contains("\"side\": \"FIRST\""), text);
        assertTrue(text.contains("\"side\": \"SECOND\""), text);
        assertFalse(text.contains("WHITE") || text.contains("BLACK"), text);
        BoardClock back = ClockSnapshot.restore(ClockSnapshot.read(dir).get(0), new ManualTimeSource(9));
        assertEquals(java.util.Optional.of(Color.BLACK), back.reading().toMove());
        assertEquals(board.reading().first().displayMillis(), back.reading().first().displayMillis());

        Files.writeString(dir.resolve(ClockSnapshot.FILE), text.replace("\"SECOND\"", "\"THIRD\""));
        IOException e = assertThrows(IOException.class, () -> ClockSnapshot.read(dir));
        assertTrue(e.getMessage().contains(ClockSnapshot.FILE) && e.getMessage().contains("unknown side 'THIRD'"), e.getMessage());
    }

    @Test
    void aDamagedFileIsAnErrorNamingIt(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(ClockSnapshot.FILE), "{\"clocks\":\"rookery-clocks\",\"version\":1,\"boards\":[{\"board\":");
        IOException e = assertThrows(IOException.class, () -> ClockSnapshot.read(dir));
        assertTrue(e.getMessage().contains(ClockSnapshot.FILE), e.getMessage());
        Files.writeString(dir.resolve(ClockSnapshot.FILE), "{\"clocks\":\"something else\",\"version\":1}");
        assertTrue(assertThrows(IOException.class, () -> ClockSnapshot.read(dir)).getMessage().contains("not a Rookery clocks file"));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.arbiter.clock.EventGameClocks;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.ClockEvent;
import org.rookery.clock.ManualTimeSource;
import org.rookery.clock.Phase;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;

/**
 * The clocks bound to a real event's games with no window at all, as a server or the command
 * line would drive them: a flag fall becomes the journal's flag-fall fact with both readings, a
 * fall in a game the event does not know is refused with its rule and writes nothing, an illegal
 * move is recorded and the format's clock changes are applied, and the bound clocks are kept in
 * the event folder ({@code clocks.json}) and come back from it paused.
 */
class EventClocksTest {

    private final ManualTimeSource time = new ManualTimeSource(9_000_000);

    private static EventFolder guardianOpen(Path dir, Path format) throws Exception {
        EventFolder event = EventFolder.create(dir, format, Events.loader(), Events.registry(), InstantSource.system());
        event.record(List.of(
                new EventFolder.Draft(new FactBody.Register("P1", "Asha Rao", Optional.empty(), 2150, Optional.empty()), "Ruth"),
                new EventFolder.Draft(new FactBody.Register("P2", "Bram de Vries", Optional.empty(), 2080, Optional.empty()), "Ruth"),
                new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "P1", "P2")), List.of()), "Ruth")));
        return event;
    }

    private BoardClock board(String name, String control) {
        Presets.Preset p = Presets.parse(control);
        return new BoardClock(name, p.description(), p.spec(), time);
    }

    @Test
    void aFlagFallIsRecordedAndTheBoundClockIsKeptInTheEventFolder(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("club-night");
        try (EventFolder event = guardianOpen(dir, Events.FORMATS.resolve("guardian-open.tfl"))) {
            BoardClock board = board("Board 1", "1+1");
            BoardClock stray = board("Board 9", "1+1");
            try {
                EventClockBinding binding = EventClockBinding.bind(board, event, "1.1", "Ruth");
                EventClockBinding refused = EventClockBinding.bind(stray, event, "9.9", "Ruth");
                assertEquals(Optional.of(binding), EventClockBinding.of(board));
                assertEquals(Optional.of(board), EventClocks.clockOf(dir, "1.1"));
                assertTrue(Files.isRegularFile(dir.resolve(ClockSnapshot.FILE)), "a bound clock is saved at once");

                board.pressRunning(); // White's time starts
                time.advance(20_000);
                board.pressRunning(); // White: 40 s + 1 s
                time.advance(30_000);
                board.pressRunning(); // Black: 30 s + 1 s
                time.advance(41_000);
                assertTrue(board.check(), "White's flag fell");

                EventClockBinding.Outcome o = binding.last().orElseThrow();
                assertTrue(o.recorded(), o.message());
                Fact f = event.facts().get(event.facts().size() - 1);
                assertEquals(f, o.fact().orElseThrow());
                assertEquals(new FactBody.FlagFall("1.1", Color.WHITE, 0, 31_000, List.of(), List.of(), Optional.empty()),
                        f.body());
                assertEquals("Ruth", f.by());
                assertTrue(board.status().startsWith("recorded fact " + f.seq() + ": flag-fall in game 1.1"), board.status());
                assertTrue(board.status().contains("White 0.0 (0 ms), Black 0:31 (31000 ms)"), board.status());
                String last = Files.readAllLines(dir.resolve(EventFolder.JOURNAL)).getLast();
                assertTrue(last.contains("\"type\":\"flag-fall\"") && last.contains("\"blackMs\":31000"), last);

                // the saved clock is the flagged one, and comes back from the file with the same times
                ClockSnapshot.Board saved = ClockSnapshot.read(dir).stream().filter(b -> b.game().equals("1.1")).findFirst()
                        .orElseThrow();
                assertEquals("Board 1", saved.board());
                BoardClock back = ClockSnapshot.restore(saved, new ManualTimeSource(5));
                assertEquals(0, back.reading().first().displayMillis());
                assertEquals(31_000, back.reading().second().displayMillis());
                assertTrue(back.reading().flag().isPresent(), "the flag stays fallen");

                stray.pressRunning();
                time.advance(61_000);
                assertTrue(stray.check());
                EventClockBinding.Outcome no = refused.last().orElseThrow();
                assertFalse(no.recorded());
                assertEquals(Optional.of("result for a known game"), no.rule(), no.message());
                assertTrue(stray.status().startsWith("not recorded: "), stray.status());
                assertEquals(f, event.facts().get(event.facts().size() - 1), "nothing written for the refused fall");
            } finally {
                EventClocks.untrack(board);
                EventClocks.untrack(stray);
            }
            assertFalse(Files.exists(dir.resolve(ClockSnapshot.FILE)), "no bound board left: no clocks file");
            assertEquals(Optional.empty(), EventClocks.clockOf(dir, "1.1"));
        }
    }

    @Test
    void anIllegalMoveIsRecordedAndTheFormatsClockChangesApplied(@TempDir Path tmp) throws Exception {
        String source = Files.readString(Events.FORMATS.resolve("guardian-open.tfl")).replace("break between rounds 15 min",
                "break between rounds 15 min\n    illegal move gives opponent 2 min\n    illegal move costs 30 s");
        assertTrue(source.contains("illegal move gives opponent 2 min"), "the test's format has the illegal-move rule");
        Path format = tmp.resolve("guardian-illegal.tfl");
        Files.writeString(format, source);
        Path dir = tmp.resolve("club-night");
        try (EventFolder event = guardianOpen(dir, format)) {
            BoardClock board = board("Board 1", "60");
            try {
                EventClockBinding binding = EventClockBinding.bind(board, event, "1.1", "Ruth");
                board.pressRunning();
                time.advance(20_000);
                board.pressRunning(); // White moved: Black's time runs
                time.advance(5_000);
                long white = board.reading().first().displayMillis();
                long black = board.reading().second().displayMillis();
                String changes = EventClockBinding.describe(binding.illegalMoveChanges(board, Color.WHITE));
                assertTrue(changes.contains("Black +2:00") && changes.contains("White -0:30"),
                        "the changes the format makes, in the arbiter's words: " + changes);

                EventClockBinding.Outcome o = binding.illegalMove(board, Color.WHITE);

                assertTrue(o.recorded(), o.message());
                Fact f = event.facts().get(event.facts().size() - 1);
                assertEquals(new FactBody.IllegalMove("1.1", Color.WHITE), f.body());
                assertEquals(black + 120_000, board.reading().second().displayMillis(), "the opponent's bonus");
                assertEquals(white - 30_000, board.reading().first().displayMillis(), "the offender's penalty");
                assertTrue(o.message().startsWith("recorded fact " + f.seq() + ": illegal move by white in game 1.1"), o.message());
                assertTrue(o.message().contains("white's illegal moves in this game: 1"), o.message());
                // saved with the event like any adjustment
                ClockSnapshot.Board saved = ClockSnapshot.read(dir).get(0);
                assertEquals(2, saved.events().stream().filter(e -> e instanceof ClockEvent.Adjustment).count(),
                        saved.events().toString());

                // a finished game: refused with its rule, nothing written, the clock unchanged
                event.record(new FactBody.Result("1.1", FactBody.Outcome.DRAW, Termination.AGREEMENT, List.of(), List.of(),
                        OptionalLong.empty(), OptionalLong.empty()), "Ruth");
                int facts = event.facts().size();
                int log = board.log().size();
                EventClockBinding.Outcome no = binding.illegalMove(board, Color.BLACK);
                assertFalse(no.recorded(), no.message());
                assertTrue(no.rule().isPresent(), no.message());
                assertTrue(no.message().endsWith("the clock is unchanged"), no.message());
                assertEquals(facts, event.facts().size());
                assertEquals(log, board.log().size());
            } finally {
                EventClocks.untrack(board);
            }
        }
    }

    @Test
    void aGameGetsItsFormatsClockAndSavedClocksOfGamesInPlayComeBack(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("club-night");
        try (EventFolder event = guardianOpen(dir, Events.FORMATS.resolve("guardian-open.tfl"))) {
            IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                    () -> EventGameClocks.newClock(event, "9.9", time));
            assertEquals("the event club-night has no game 9.9", unknown.getMessage());
            BoardClock clock = EventGameClocks.newClock(event, "1.1", time);
            assertEquals("Game 1.1", clock.name());
            assertEquals(60 * 60_000, clock.reading().first().displayMillis(), "the format's sudden death 60 min");
            assertEquals(Phase.READY, clock.reading().phase(), "not started until the arbiter starts it");
            try {
                EventClockBinding.bind(clock, event, "1.1", "Ruth");
                clock.pressRunning();
                time.advance(5_000);
                EventClocks.save(dir.toAbsolutePath().normalize());

                List<ClockSnapshot.Board> back = EventGameClocks.toRestore(event, name -> false);
                assertEquals(List.of("Game 1.1"), back.stream().map(ClockSnapshot.Board::board).toList());
                assertTrue(EventGameClocks.restoredStatus(back.get(0)).endsWith("bound to game 1.1"));
                assertEquals(List.of(), EventGameClocks.toRestore(event, "Game 1.1"::equals), "a board already shown stays");

                event.record(new FactBody.Result("1.1", FactBody.Outcome.DRAW, Termination.AGREEMENT, List.of(), List.of(),
                        OptionalLong.empty(), OptionalLong.empty()), "Ruth");
                assertEquals(List.of(), EventGameClocks.toRestore(event, name -> false), "a finished game's clock stays away");
                IllegalArgumentException over = assertThrows(IllegalArgumentException.class,
                        () -> EventGameClocks.requirePlayable(event, "1.1"));
                assertEquals("game 1.1 is over: its clock cannot be started", over.getMessage());
            } finally {
                EventClocks.untrack(clock);
            }
        }
    }
}

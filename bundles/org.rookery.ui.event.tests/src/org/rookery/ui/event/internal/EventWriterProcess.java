// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.TimeSource;
import org.rookery.engine.clock.FormatClocks;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.Color;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantRegistry;

/**
 * The arbiter's side of an evening as the workbench writes it, in a process of its own so that a
 * test can kill it with SIGKILL: the event folder opened with the real format compiler and the
 * installed variants, then facts recorded one at a time through the engine's checks (players, a
 * round, results) while a board's clock bound to the game in play is pressed and saved with the
 * event ({@link EventClockBinding}, {@code clocks.json}). After each fact is acknowledged
 * (durable) its sequence number is printed on a line of its own, then the clock's press count as
 * {@code clock N}.
 *
 * <p>Usage: {@code EventWriterProcess EVENT_DIR PLAYERS}.
 */
public final class EventWriterProcess {

    private EventWriterProcess() {
    }

    /** The result the writer records for board {@code b} (1-based): White wins on odd boards, Black on even. */
    static FactBody.Outcome outcome(int b) {
        return b % 2 == 1 ? FactBody.Outcome.WHITE_WINS : FactBody.Outcome.BLACK_WINS;
    }

    /** The id of player {@code i} (1-based). */
    static String player(int i) {
        return String.format("K%03d", i);
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int players = Integer.parseInt(args[1]);
        try (EventFolder event = EventFolder.open(dir, new FormatTool().loader(), VariantRegistry.fromServiceLoader(),
                InstantSource.system())) {
            for (int i = 1; i <= players; i++) {
                ack(event.record(new FactBody.Register(player(i), "Player " + i, Optional.empty(), 2400 - i, Optional.empty()),
                        "writer").seq());
            }
            List<FactBody.Board> boards = new ArrayList<>();
            for (int b = 1; b <= players / 2; b++) {
                boards.add(new FactBody.Board("1." + b, player(b), player(b + players / 2)));
            }
            ack(event.record(new FactBody.Pairing(1, boards, List.of()), "writer").seq());
            ClockSpec spec = FormatClocks.clockSpec(event.format().time());
            BoardClock clock = new BoardClock("Board 1", "the format's clock", spec, TimeSource.system());
            // The clock runs on the last board, whose game the writer never finishes.
            EventClockBinding.bind(clock, event, "1." + players / 2, "writer");
            clock.pressRunning();
            int presses = 0;
            for (int b = 1; b < players / 2; b++) {
                ack(event.record(new FactBody.Result("1." + b, outcome(b), Termination.RESIGNATION, List.of(), List.of(),
                        OptionalLong.empty(), OptionalLong.empty()), "writer").seq());
                Color running = clock.reading().toMove().orElseThrow();
                clock.press(running);
                presses++;
                System.out.println("clock " + presses);
                System.out.flush();
                Thread.sleep(15);
            }
            // Everything written: wait to be killed, as a workbench left open would.
            Thread.sleep(600_000);
        }
    }

    private static void ack(long seq) {
        System.out.println(seq);
        System.out.flush();
    }
}

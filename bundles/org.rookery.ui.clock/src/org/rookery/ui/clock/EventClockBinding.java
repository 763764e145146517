// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.rookery.clock.Side;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.Fact;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.ui.clock.internal.ClockText;

/**
 * Ties a board's clock to one game of an event: when the flag falls, the fall is recorded in the
 * event's journal as a flag-fall fact with both readings (the engine decides from them what the
 * format makes of it, e.g. G20's 15 s penalty margin). What happened, the recorded fact or the
 * refusal with its rule, is kept and written on the board's status line for the arbiter.
 */
public final class EventClockBinding implements ClockListener {

    /**
     * What became of a flag fall.
     *
     * @param fact the recorded fact, empty when it was not recorded
     * @param rule the rule that refused it, empty unless refused
     * @param message what the arbiter is told
     */
    public record Outcome(Optional<Fact> fact, Optional<String> rule, String message) {
        /** Whether the flag fall was recorded. */
        public boolean recorded() {
            return fact.isPresent();
        }
    }

    private final EventFolder folder;
    private final String game;
    private final String by;
    private Outcome last;

    /**
     * A binding that records flag falls as {@code game}'s.
     *
     * @param folder the event
     * @param game the game's id in the event
     * @param by who records (the arbiter)
     */
    public EventClockBinding(EventFolder folder, String game, String by) {
        this.folder = Objects.requireNonNull(folder, "event folder");
        if (game == null || game.isBlank()) {
            throw new IllegalArgumentException("a clock is bound to a game: give the game's id");
        }
        this.game = game;
        this.by = by == null || by.isBlank() ? "arbiter" : by;
    }

    /** Binds {@code board} to {@code game} of {@code folder}: its flag falls are recorded from now on. */
    public static EventClockBinding bind(BoardClock board, EventFolder folder, String game, String by) {
        EventClockBinding b = new EventClockBinding(folder, game, by);
        board.addListener(b);
        board.setStatus("bound to game " + game + " of " + folder.dir().getFileName());
        // The bound clock is saved in the event folder from now on, to survive a restart or a crash.
        EventClocks.track(board, folder, game);
        return b;
    }

    /** The game. */
    public String game() {
        return game;
    }

    /** The event. */
    public EventFolder folder() {
        return folder;
    }

    /** What became of the last flag fall, empty before one. */
    public Optional<Outcome> last() {
        return Optional.ofNullable(last);
    }

    @Override
    public void flagFell(BoardClock board, Side side, long firstMs, long secondMs) {
        FactBody.Side colour = side == Side.FIRST ? FactBody.Side.WHITE : FactBody.Side.BLACK;
        String readings = "White " + ClockText.time(firstMs) + " (" + firstMs + " ms), Black " + ClockText.time(secondMs)
                + " (" + secondMs + " ms)";
        try {
            Fact f = folder.record(new FactBody.FlagFall(game, colour, firstMs, secondMs, List.of(), List.of(),
                    Optional.empty()), by);
            last = new Outcome(Optional.of(f), Optional.empty(), "recorded fact " + f.seq() + ": flag-fall in game " + game
                    + ", " + colour.json() + "'s flag; " + readings);
            EventClocks.recorded(folder.dir());
        } catch (Refusal r) {
            last = new Outcome(Optional.empty(), Optional.of(r.rule()), "not recorded: " + r.getMessage() + " (rule: "
                    + r.rule() + "); " + readings);
        } catch (IOException | RuntimeException e) {
            last = new Outcome(Optional.empty(), Optional.empty(), "not recorded, the journal could not be written: "
                    + e.getMessage() + "; " + readings);
        }
        board.setStatus(last.message());
    }
}

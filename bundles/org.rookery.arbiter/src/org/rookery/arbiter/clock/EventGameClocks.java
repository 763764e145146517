// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.clock;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import org.rookery.clock.TimeSource;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.GameClocks;
import org.rookery.engine.event.GameRecord;

/**
 * Which clock a game of an event gets, and which saved clocks come back when the event is opened
 * again: the decisions behind the workbench's Start Clock of Game and the Clocks view's restore,
 * kept here so that every shell makes them the same way. A shell only shows the boards.
 */
public final class EventGameClocks {

    private EventGameClocks() {
    }

    /**
     * Checks that {@code game} of {@code folder}'s event can have its clock started: the event
     * knows the game and it is not over.
     *
     * @throws IllegalArgumentException naming the game when it cannot
     */
    public static void requirePlayable(EventFolder folder, String game) {
        Optional<GameRecord> record = folder.state().game(game);
        if (record.isEmpty()) {
            throw new IllegalArgumentException("the event " + folder.dir().getFileName() + " has no game " + game);
        }
        if (record.get().finished()) {
            throw new IllegalArgumentException("game " + game + " is over: its clock cannot be started");
        }
    }

    /**
     * A new, not started clock for {@code game} on the game's own time control as the format
     * gives it ({@link GameClocks}: a play-off's or a sennichite replay's differs from the
     * round's), named "Game {@code game}". Not bound yet: the caller shows it, then binds it
     * ({@link EventClockBinding#bind}).
     *
     * @throws IllegalArgumentException naming the game when the event has no such game or it is over
     */
    public static BoardClock newClock(EventFolder folder, String game, TimeSource time) {
        requirePlayable(folder, game);
        GameClocks.GameClock clock = GameClocks.of(folder.state(), game);
        return new BoardClock("Game " + game, clock.description(), clock.spec(), time);
    }

    /**
     * The clocks saved in {@code folder}'s event folder ({@link ClockSnapshot}) that come back:
     * not those of boards already shown ({@code shown} says so by the board's name) nor a second
     * board of the same name, nor those of games that are over or that the event does not know.
     *
     * @throws IOException when the clocks file cannot be read, naming it
     */
    public static List<ClockSnapshot.Board> toRestore(EventFolder folder, Predicate<String> shown) throws IOException {
        List<ClockSnapshot.Board> back = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (ClockSnapshot.Board b : ClockSnapshot.read(folder.dir())) {
            boolean over = folder.state().game(b.game()).map(GameRecord::finished).orElse(true);
            if (!shown.test(b.board()) && !over && names.add(b.board())) {
                back.add(b);
            }
        }
        return back;
    }

    /** What a restored board's status line says. */
    public static String restoredStatus(ClockSnapshot.Board b) {
        return "restored from " + ClockSnapshot.FILE + " (paused at the last save): resume to go on; bound to game " + b.game();
    }
}

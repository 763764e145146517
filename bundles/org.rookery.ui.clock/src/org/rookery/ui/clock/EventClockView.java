// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock;

import java.io.IOException;
import java.nio.file.Files;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.clock.ClockSpec;
import org.rookery.clock.TimeSource;
import org.rookery.engine.event.EventFolder;
import org.rookery.ui.clock.internal.BoardPanel;
import org.rookery.ui.clock.internal.ClockView;

/**
 * The Clocks view for an event opened in the workbench: when the event folder holds saved clocks
 * ({@link ClockSnapshot}), the view is shown with them restored (paused) and bound to their games.
 */
public final class EventClockView {

    private EventClockView() {
    }

    /**
     * Restores the saved clocks of {@code folder}'s event into the Clocks view of {@code page}.
     *
     * @return how many boards were restored (0 when the event has no saved clocks)
     */
    public static int restore(IWorkbenchPage page, EventFolder folder, String by) throws IOException, PartInitException {
        if (!Files.isRegularFile(folder.dir().resolve(ClockSnapshot.FILE))) {
            return 0;
        }
        ClockView view = (ClockView) page.showView(ClockView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
        return view.restore(folder, by).size();
    }

    /**
     * Starts a clock for {@code game} of {@code folder}'s event: the Clocks view is shown with a
     * board running on the format's time control, bound to the game (its flag fall is recorded, and
     * it is saved with the event), and takes the keyboard (the space bar presses it). A game that
     * already has a clock gets that one selected instead.
     *
     * @throws IllegalArgumentException naming the game when the event has no such game or it is over
     */
    public static BoardClock start(IWorkbenchPage page, EventFolder folder, String game, String by) throws PartInitException {
        return org.rookery.ui.clock.internal.GameClockStarter.start(page, folder, game, by);
    }

    /**
     * Puts a clock for {@code game} of {@code folder}'s event in the Clocks view of {@code page},
     * bound to the game (its flag fall is recorded as the game's, with both readings). The boards of
     * this event whose games have ended are taken down first, so the view shows the games in play;
     * a game that already has a board keeps it.
     *
     * @param control the time control in words, shown on the board
     * @param time where the clock reads the time (the system clock; tests use a manual one)
     * @return the game's clock
     */
    public static BoardClock bindGame(IWorkbenchPage page, EventFolder folder, String game, String by, ClockSpec spec,
            String control, TimeSource time) throws PartInitException {
        ClockView view = (ClockView) page.showView(ClockView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
        java.nio.file.Path dir = folder.dir();
        for (BoardPanel p : view.boards()) {
            java.util.Optional<String> bound = EventClocks.gameOf(dir, p.board());
            if (bound.isPresent() && bound.get().equals(game)) {
                view.select(p);
                return p.board();
            }
            if (bound.isPresent() && folder.state().game(bound.get()).map(g -> g.finished()).orElse(true)) {
                view.removeBoard(p);
            }
        }
        BoardPanel p = view.addBoard(new BoardClock("Game " + game, control, spec, time));
        EventClockBinding.bind(p.board(), folder, game, by);
        p.widget().refresh();
        return p.board();
    }

    /** The clocks the Clocks view of {@code page} shows, in order (none when it is not open). */
    public static java.util.List<BoardClock> boards(IWorkbenchPage page) {
        return page.findView(ClockView.ID) instanceof ClockView view
                ? view.boards().stream().map(p -> p.board()).toList() : java.util.List.of();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.internal;

import java.util.Optional;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClockBinding;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.arbiter.clock.EventGameClocks;
import org.rookery.engine.event.EventFolder;

/**
 * Starts the clock of one game of an open event in one step, where the Clocks view otherwise
 * needs a board added, a time control chosen and the board bound to the event's folder and game:
 * the board takes the format's time control, is bound to the game and starts running for the
 * first player.
 */
public final class GameClockStarter {

    private GameClockStarter() {
    }

    /** See {@link org.rookery.ui.clock.EventClockView#start}. */
    public static BoardClock start(IWorkbenchPage page, EventFolder folder, String game, String by) throws PartInitException {
        EventGameClocks.requirePlayable(folder, game);
        ClockView view = (ClockView) page.showView(ClockView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        Optional<BoardClock> running = EventClocks.clockOf(folder.dir().toAbsolutePath().normalize(), game);
        if (running.isPresent()) {
            view.boards().stream().filter(p -> p.board() == running.get()).findFirst().ifPresent(view::select);
            return running.get();
        }
        BoardPanel panel = view.addBoard(EventGameClocks.newClock(folder, game, view.timeSource()));
        EventClockBinding.bind(panel.board(), folder, game, by);
        panel.board().pressRunning();
        panel.widget().refresh();
        view.select(panel);
        return panel.board();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.internal;

import java.util.Optional;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.GameClocks;
import org.rookery.engine.event.GameRecord;
import org.rookery.ui.clock.BoardClock;
import org.rookery.ui.clock.EventClockBinding;
import org.rookery.ui.clock.EventClocks;

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
        Optional<GameRecord> record = folder.state().game(game);
        if (record.isEmpty()) {
            throw new IllegalArgumentException("the event " + folder.dir().getFileName() + " has no game " + game);
        }
        if (record.get().finished()) {
            throw new IllegalArgumentException("game " + game + " is over: its clock cannot be started");
        }
        ClockView view = (ClockView) page.showView(ClockView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        Optional<BoardClock> running = EventClocks.clockOf(folder.dir().toAbsolutePath().normalize(), game);
        if (running.isPresent()) {
            view.boards().stream().filter(p -> p.board() == running.get()).findFirst().ifPresent(view::select);
            return running.get();
        }
        // The game's own clock: a play-off's or a sennichite replay's differs from the round's.
        GameClocks.GameClock clock = GameClocks.of(folder.state(), game);
        BoardPanel panel = view.addBoard("Game " + game, clock.description(), clock.spec());
        EventClockBinding.bind(panel.board(), folder, game, by);
        panel.board().pressRunning();
        panel.widget().refresh();
        view.select(panel);
        return panel.board();
    }
}

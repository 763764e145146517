// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.Optional;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.EventClocks;
import org.rookery.clock.TimeSource;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.GameClocks;
import org.rookery.engine.event.GameRecord;
import org.rookery.event.model.Game;
import org.rookery.ui.clock.EventClockView;

/**
 * What the scorecard does for the innings game in play: find it, put its clock in the Clocks view
 * bound to it, open it on the board, build its result dialog with the clock's readings, and stop
 * its clock once its result is recorded.
 */
final class GameInPlay {

    private GameInPlay() {
    }

    /** The innings game started and not yet ended, if there is one. */
    static Optional<GameRecord> of(EventState state) {
        return state.games().values().stream().filter(g -> g.innings() > 0 && g.started() && !g.finished())
                .reduce((a, b) -> b);
    }

    /** Puts {@code game}'s clock, as the format gives it to that game, in the Clocks view, bound to the game. */
    static BoardClock bindClock(EventSession session, String game, TimeSource time) throws PartInitException {
        GameClocks.GameClock clock = GameClocks.of(session.state(), game);
        return EventClockView.bindGame(page(), session.folder(), game, EventSession.arbiter(), clock.spec(),
                clock.description(), time);
    }

    /** Opens {@code game} on the board editor, under the format's rules; null when it cannot open (the arbiter is told why). */
    static IEditorPart playOnBoard(EventSession session, String game) {
        return EventGames.open(page(), session, game);
    }

    /**
     * The result dialog of {@code game}, created, with both readings of the game's clock filled in
     * when one is bound (a flag fall needs them; G20's 15 s margin is decided from them), and the
     * moves its presses counted where the dialog asks for them; null for
     * a game the event model does not show.
     */
    static ResultDialog resultDialog(Shell shell, EventSession session, String game) {
        Game g = session.model().getGames().stream().filter(x -> x.getId().equals(game)).findFirst().orElse(null);
        if (g == null) {
            return null;
        }
        ResultDialog d = new ResultDialog(shell, g, session);
        d.create();
        BoundClocks.mainLeft(session, game).ifPresent(c -> d.setClocks(c[0], c[1]));
        // A chase within the same moves needs the moves played: the clock's presses count them.
        BoundClocks.moves(session, game).ifPresent(d::setMoves);
        return d;
    }

    /** The game is over: its clock stops, as it does when the result is recorded from the board. */
    static void stopClock(EventSession session, String game) {
        EventClocks.clockOf(session.folder().dir(), game).ifPresent(BoardClock::pause);
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.rookery.event.model.Game;
import org.rookery.ui.clock.EventClockView;

/**
 * "Start Clock of Game": starts a clock in the Clocks view for the game selected in the Pairings
 * view, on the format's time control and bound to the game, so that its flag fall is recorded
 * and the clock is saved with the event. It runs for White at once and takes the keyboard: the
 * space bar presses it.
 */
public final class StartClockHandler extends AbstractHandler {

    /** The command's id (toolbar of the Pairings view; Quick Access). */
    public static final String COMMAND_ID = "org.rookery.ui.event.startClock";

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        PairingsView pairings = part instanceof PairingsView v ? v
                : part == null ? null : (PairingsView) part.getSite().getPage().findView(org.rookery.ui.event.EventUi.PAIRINGS_VIEW_ID);
        Game game = pairings == null ? null : pairings.selectedGame();
        EventSession session = pairings == null ? null : pairings.sessionShown();
        if (game == null || session == null) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Start clock",
                    "Select a game in the Pairings view first: its clock is started on the format's time control.");
            return null;
        }
        try {
            EventClockView.start(pairings.getSite().getPage(), session.folder(), game.getId(), EventSession.arbiter());
        } catch (IllegalArgumentException | PartInitException e) {
            MessageDialog.openError(HandlerUtil.getActiveShell(event), "Start clock of game " + game.getId(), e.getMessage());
        }
        return null;
    }
}

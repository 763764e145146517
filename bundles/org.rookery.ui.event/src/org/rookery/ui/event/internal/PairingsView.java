// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.Round;

/**
 * The Pairings view: the {@link PairingsPanel} of the active event, the same pairings the event
 * editor's Pairings page shows, with the Start clock command on its toolbar.
 */
public final class PairingsView extends EventView {

    private PairingsPanel pairings;

    @Override
    protected void create(Composite parent) {
        pairings = new PairingsPanel(parent, this::session, getSite(), getViewSite().getActionBars().getToolBarManager());
    }

    @Override
    public void setFocus() {
        pairings.setFocus();
    }

    @Override
    protected void show(Event model) {
        pairings.show(model);
    }

    /** Redraws only the rows of the games that changed; see {@link PairingsPanel#changed}. */
    @Override
    protected void changed(Event model, List<Notification> changes) {
        pairings.changed(model, changes);
    }

    /** The pairings the view shows. */
    PairingsPanel pairings() {
        return pairings;
    }

    /** The round shown, or null. */
    Round round() {
        return pairings.round();
    }

    TableViewer boards() {
        return pairings.boards();
    }

    /** The choice of round. */
    Combo roundChoice() {
        return pairings.roundChoice();
    }

    /** The fast result entry under the boards. */
    KeyboardEntry entry() {
        return pairings.entry();
    }

    /** The engine's reasons shown for the round. */
    String reasonsText() {
        return pairings.reasonsText();
    }

    /** The game selected on the boards table, or null. */
    Game selectedGame() {
        return pairings.selectedGame();
    }

    /** The event this view shows, or null. */
    EventSession sessionShown() {
        return session();
    }

    /** Pairs the next round in a job with progress; the pairing is recorded as a fact. */
    Job pairNext() {
        return pairings.pairNext();
    }

    /** The dialog asking a stage's number of rounds last opened by "Pair next round", or null. */
    StageRoundsDialog roundsDialog() {
        return pairings.roundsDialog();
    }

    /** The result dialog of {@code game}: its OK records the result, and shows a refusal in the dialog. */
    ResultDialog resultDialog(Game game) {
        return pairings.resultDialog(game);
    }

    /** Opens the selected game in the board editor to be played there ({@link EventGames}). */
    void playOnBoard() {
        pairings.playOnBoard();
    }
}

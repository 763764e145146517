// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.rookery.event.model.Event;

/**
 * The Innings Scorecard view: the {@link ScorecardPanel} of the active innings match, the same
 * scorecard the event editor's Scorecard page shows, for an arbiter who wants it beside the
 * editor (e.g. while the board editor has the editor area).
 */
public final class ScorecardView extends EventView {

    private ScorecardPanel card;

    @Override
    protected void create(Composite parent) {
        card = new ScorecardPanel(parent, this::session);
    }

    /** The scorecard the view shows. */
    ScorecardPanel card() {
        return card;
    }

    TreeViewer tree() {
        return card.tree();
    }

    /** The choice of the next game's players. */
    NextGamePanel nextGame() {
        return card.nextGame();
    }

    /** The squad, toss, batting order, follow-on and game-in-play part. */
    InningsStepPanel step() {
        return card.step();
    }

    /** The heading: the event, its totals, the result and, in a chase within the same moves, the moves left. */
    String heading() {
        return card.heading();
    }

    /** The line saying what the match needs next. */
    String nextText() {
        return card.nextText();
    }

    @Override
    public void setFocus() {
        card.setFocus();
    }

    @Override
    protected void show(Event model) {
        card.show(model);
    }
}

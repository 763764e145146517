// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event;

/** Identifiers of the event workbench's parts, for perspectives and for opening them from other bundles, and its rule for event folder names. */
public final class EventUi {

    /** The event editor, opened on an event folder's {@code journal.jsonl}. */
    public static final String EDITOR_ID = "org.rookery.ui.event.editor";
    /** The pairings of the active event, round by round. */
    public static final String PAIRINGS_VIEW_ID = "org.rookery.ui.event.pairings";
    /** The standings of the active event with its format's tie-breaks. */
    public static final String STANDINGS_VIEW_ID = "org.rookery.ui.event.standings";
    /** The crosstable of the active event, as its exports print it. */
    public static final String CROSSTABLE_VIEW_ID = "org.rookery.ui.event.crosstable";
    /** The rulings log: every fact of the active event with who recorded it and when. */
    public static final String RULINGS_VIEW_ID = "org.rookery.ui.event.rulings";
    /** The innings scorecard of the active innings match. */
    public static final String SCORECARD_VIEW_ID = "org.rookery.ui.event.scorecard";
    /** The Board Reports view: results reported from the board, for the arbiter to confirm or reject. */
    public static final String REPORTS_VIEW_ID = "org.rookery.ui.event.reports";

    private EventUi() {
    }

    /**
     * Why {@code name} cannot be a new event folder in {@code parent} (no open project, an empty
     * name, characters a folder name may not hold, a folder already there), or null when it can:
     * the one rule for every wizard that makes an event.
     */
    public static String folderNameProblem(org.eclipse.core.resources.IContainer parent, String name) {
        return org.rookery.ui.event.internal.NewEvent.nameProblem(parent, name);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.emf.common.notify.Notification;
import org.rookery.engine.event.RoundProgress;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;
import org.rookery.event.model.EventPackage;
import org.rookery.event.model.Player;
import org.rookery.event.model.StageStandings;
import org.rookery.event.model.Standing;

/**
 * The standings of the active event as the engine ranks them: rank (shared ranks marked),
 * player, points and one column per tie-break of the format, in the format's order. An event
 * whose format has several stages also offers each stage begun, with the standings of its own
 * field over its own rounds (as {@code rookery score} prints them), beside the overall final
 * ranking, which is shown first. A Scheveningen match won on game points shows the two teams'
 * game points, the match's result in the heading and the format's match points for it. An
 * innings match shows the match instead: each team's innings totals, its total, the target and
 * moves left of the innings being played, and the result. While a round is in progress the
 * heading says so, with the games played ({@link RoundProgress}).
 */
public final class StandingsView extends EventView {

    /** The choice that shows the standings over all rounds, play-offs included. */
    static final String OVERALL = "Overall (final ranking)";

    private Composite stageRow;
    private Combo stageChoice;
    /** The stages offered, in the combo's order after {@link #OVERALL}. */
    private List<StageStandings> stages = List.of();
    /** The name of the stage chosen, or null for the overall standings; kept as facts come in. */
    private String chosen;
    private Event shown;
    private Label heading;
    private TableViewer table;
    private List<String> tieBreaks = List.of();
    /** Whether the rows are teams (a team event's standings by match points). */
    private boolean teams;
    /** Whether the rows are the two teams of a Scheveningen match won on game points. */
    private boolean match;

    @Override
    protected void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        stageRow = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).applyTo(stageRow);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(stageRow);
        new Label(stageRow, SWT.NONE).setText("Stage");
        stageChoice = new Combo(stageRow, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().hint(320, SWT.DEFAULT).applyTo(stageChoice);
        stageChoice.addListener(SWT.Selection, e -> {
            int i = stageChoice.getSelectionIndex();
            chosen = i <= 0 || i > stages.size() ? null : stages.get(i - 1).getName();
            showChosen();
        });
        stageRow(false);
        heading = new Label(parent, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(heading);
        table = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.getControl());
        table.setContentProvider(ArrayContentProvider.getInstance());
        // the rows are found by their standing when only some of them changed
        table.setUseHashlookup(true);
        columns(List.of());
        getViewSite().getActionBars().getToolBarManager().add(new org.eclipse.jface.action.Action("Export...") {
            @Override
            public void run() {
                EventSession s = session();
                if (s != null) {
                    ExportDialog d = new ExportDialog(getSite().getShell(), s);
                    if (d.open() == org.eclipse.jface.window.Window.OK) {
                        d.job().schedule();
                    }
                }
            }
        });
    }

    /** Shows or hides the stage choice; hidden, it takes no room. */
    private void stageRow(boolean visible) {
        stageRow.setVisible(visible);
        ((GridData) stageRow.getLayoutData()).exclude = !visible;
    }

    private void columns(List<String> names) {
        for (TableColumn c : table.getTable().getColumns()) {
            c.dispose();
        }
        Tables.<Standing>column(table, "Rank", 50, s -> s.getRank() + (s.isShared() ? "=" : ""));
        Tables.<Standing>column(table, teams ? "Team" : "Player", 200,
                s -> s.getPlayer() == null ? s.getEntrant() : nameAndId(s.getPlayer().getName(), s.getPlayer().getId()));
        Tables.<Standing>column(table, match ? "Game points" : "Points", match ? 90 : 60, s -> Tables.plain(s.getPoints()));
        if (match) {
            // a Scheveningen match: the format's match points for its result, blank while it is played
            Tables.<Standing>column(table, "Match points", 100,
                    s -> s.getMatchPoints() == null ? "" : Tables.plain(s.getMatchPoints()));
        }
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            Tables.<Standing>column(table, names.get(i), 140,
                    s -> index < s.getTieBreaks().size() ? Tables.plain(s.getTieBreaks().get(index)) : "");
        }
        tieBreaks = List.copyOf(names);
    }

    /** "Name (id)", or the id once where the player's name is his id. */
    static String nameAndId(String name, String id) {
        return name == null || name.isBlank() || name.equals(id) ? id : name + " (" + id + ")";
    }

    /** The columns of an innings match's standing: each team's innings, total and where the match stands. */
    private void inningsColumns() {
        for (TableColumn c : table.getTable().getColumns()) {
            c.dispose();
        }
        String[] names = { "Team", "Innings", "Total", "Now" };
        int[] widths = { 180, 260, 70, 320 };
        for (int i = 0; i < names.length; i++) {
            int index = i;
            Tables.<String[]>column(table, names[i], widths[i], row -> row[index]);
        }
        tieBreaks = null;
    }

    /**
     * An innings match has no standings of players: the view shows the match, one row per team
     * with its innings totals, its match total and, for the team batting, the target and moves
     * left; the heading says the result, or where the match stands.
     */
    private void showInnings(Event model) {
        if (tieBreaks != null) {
            inningsColumns();
        }
        List<String[]> rows = new ArrayList<>();
        for (org.rookery.event.model.InningsTeam t : model.getInningsTeams()) {
            rows.add(new String[] { t.getName(), t.getInnings(), Tables.plain(t.getTotal()), t.getNow() });
        }
        table.setInput(rows);
        heading.setText(model.getName() + ": " + model.getInningsResult());
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    TableViewer table() {
        return table;
    }

    /** The line above the table: what the table ranks. */
    String heading() {
        return heading.getText();
    }

    /** The stage choice (hidden unless the format has more than one stage). */
    Combo stageChoice() {
        return stageChoice;
    }

    /** How the stage choice names {@code stage}: its name, system and rounds so far. */
    static String label(StageStandings stage) {
        return "Stage " + stage.getName() + " (" + stage.getSystem() + "), "
                + (stage.getRoundsPaired() == 0 ? "no round paired yet"
                        : stage.getFirstRound() == stage.getLastRound() ? "round " + stage.getFirstRound()
                                : "rounds " + stage.getFirstRound() + "-" + stage.getLastRound());
    }

    @Override
    protected void show(Event model) {
        if (table.getControl().isDisposed()) {
            return;
        }
        shown = model;
        stages = model == null ? List.of() : List.copyOf(model.getStages());
        stageChoice.removeAll();
        stageChoice.add(OVERALL);
        int select = 0;
        for (int i = 0; i < stages.size(); i++) {
            stageChoice.add(label(stages.get(i)));
            if (stages.get(i).getName().equals(chosen)) {
                select = i + 1;
            }
        }
        // a stage no longer there (the facts that began it were undone): the overall standings
        chosen = select == 0 ? null : chosen;
        stageChoice.select(select);
        stageRow(!stages.isEmpty());
        showChosen();
    }

    /** Fills the table and heading with the overall standings or the chosen stage's. */
    private void showChosen() {
        Event model = shown;
        StageStandings stage = chosen == null ? null
                : stages.stream().filter(s -> s.getName().equals(chosen)).findFirst().orElse(null);
        List<String> names = model == null ? List.of()
                : new ArrayList<>(stage == null ? model.getTieBreakNames() : stage.getTieBreakNames());
        EventSession session = session();
        // an innings match whose engine runs (its variant is installed) has innings, not standings
        if (model != null && model.getInningsResult() != null) {
            showInnings(model);
            heading.getParent().layout(true, true);
            return;
        }
        boolean teamEvent = model != null && model.getKind() == org.rookery.event.model.EventKind.TEAM;
        boolean wholeMatch = stage == null && model != null && model.getMatchResult() != null;
        if (!names.equals(tieBreaks) || teamEvent != teams || wholeMatch != match) {
            teams = teamEvent;
            match = wholeMatch;
            columns(names);
        }
        String byMatchPoints = wholeMatch ? ", teams by game points; " + model.getMatchResult()
                : teamEvent ? ", teams by match points" : "";
        if (stage != null) {
            table.setInput(stage.getStandings());
            heading.setText(model.getName() + ": " + (stage.getRoundsPaired() == 0
                    ? "stage " + stage.getName() + " has no round paired yet; its field"
                    : "standings of stage " + stage.getName() + " over its own " + (stage.getRoundsPaired() == 1 ? "round"
                            : stage.getRoundsPaired() + " rounds")) + byMatchPoints);
        } else {
            table.setInput(model == null ? List.of() : model.getStandings());
            heading.setText(overallHeading(model, session, byMatchPoints));
        }
        heading.getParent().layout(true, true);
    }

    /** The heading over the overall standings: after which round, or how far the round in progress is. */
    private static String overallHeading(Event model, EventSession session, String byMatchPoints) {
        // "after round 3 of 7, round 4 in progress: 6 of 15 games played", as score and the exports say it
        java.util.Optional<String> progress = java.util.Optional.ofNullable(model == null ? null : model.getRoundProgress());
        return model == null ? "No event is open."
                : model.getStandings().isEmpty() ? model.getName() + ": no standings yet"
                        : model.getName() + ": standings " + progress
                                .orElse("after round " + EventModels.roundsPaired(model))
                                + (model.getRounds().size() > EventModels.roundsPaired(model) ? " and the play-offs" : "")
                                + byMatchPoints;
    }

    /**
     * Redraws only the overall standings' rows whose values changed, and the heading, while the
     * rows, stages and tie-breaks stay as they were; anything else is shown whole.
     */
    @Override
    protected void changed(Event model, List<Notification> changes) {
        EventPackage p = EventPackage.eINSTANCE;
        java.util.Set<Object> rows = new java.util.LinkedHashSet<>();
        boolean whole = chosen != null || model != shown || tieBreaks == null;
        for (Notification n : changes) {
            Object o = n.getNotifier();
            if (o instanceof Standing s && s.eContainer() == model) {
                rows.add(s);
            } else if (o instanceof Player || o instanceof StageStandings || o instanceof Standing
                    || o == model && (n.getFeature() == p.getEvent_Standings() || n.getFeature() == p.getEvent_Stages()
                            || n.getFeature() == p.getEvent_TieBreakNames() || n.getFeature() == p.getEvent_MatchResult()
                            || n.getFeature() == p.getEvent_Kind())) {
                whole = true;
            }
        }
        if (whole || model.getMatchResult() != null || model.getKind() == org.rookery.event.model.EventKind.TEAM) {
            show(model);
            return;
        }
        if (!rows.isEmpty()) {
            table.update(rows.toArray(), null);
        }
        String text = overallHeading(model, session(), "");
        if (!text.equals(heading.getText())) {
            heading.setText(text);
            heading.getParent().layout(true, true);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TableColumn;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;
import org.rookery.event.model.Standing;

/**
 * The standings of the active event as the engine ranks them: rank (shared ranks marked),
 * player, points and one column per tie-break of the format, in the format's order.
 */
public final class StandingsView extends EventView {

    private Label heading;
    private TableViewer table;
    private List<String> tieBreaks = List.of();
    /** Whether the rows are teams (a team event's standings by match points). */
    private boolean teams;

    @Override
    protected void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        heading = new Label(parent, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(heading);
        table = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.getControl());
        table.setContentProvider(ArrayContentProvider.getInstance());
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

    private void columns(List<String> names) {
        for (TableColumn c : table.getTable().getColumns()) {
            c.dispose();
        }
        Tables.<Standing>column(table, "Rank", 50, s -> s.getRank() + (s.isShared() ? "=" : ""));
        Tables.<Standing>column(table, teams ? "Team" : "Player", 200,
                s -> s.getPlayer() == null ? s.getEntrant() : s.getPlayer().getName() + " (" + s.getPlayer().getId() + ")");
        Tables.<Standing>column(table, "Points", 60, s -> Tables.plain(s.getPoints()));
        for (int i = 0; i < names.size(); i++) {
            int index = i;
            Tables.<Standing>column(table, names.get(i), 140,
                    s -> index < s.getTieBreaks().size() ? Tables.plain(s.getTieBreaks().get(index)) : "");
        }
        tieBreaks = List.copyOf(names);
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    TableViewer table() {
        return table;
    }

    @Override
    protected void show(Event model) {
        if (table.getControl().isDisposed()) {
            return;
        }
        List<String> names = model == null ? List.of() : new ArrayList<>(model.getTieBreakNames());
        boolean teamEvent = model != null && model.getKind() == org.rookery.event.model.EventKind.TEAM;
        if (!names.equals(tieBreaks) || teamEvent != teams) {
            teams = teamEvent;
            columns(names);
        }
        table.setInput(model == null ? List.of() : model.getStandings());
        heading.setText(model == null ? "No event is open."
                : model.getStandings().isEmpty() ? model.getName() + ": no standings yet"
                        : model.getName() + ": standings after round " + EventModels.roundsPaired(model)
                                + (model.getRounds().size() > EventModels.roundsPaired(model) ? " and the play-offs" : "")
                                + (model.getKind() == org.rookery.event.model.EventKind.TEAM ? ", teams by match points" : ""));
        heading.getParent().layout(true, true);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.rookery.event.model.Crosstable;
import org.rookery.event.model.CrosstableCell;
import org.rookery.event.model.CrosstableLine;
import org.rookery.event.model.Event;
import org.rookery.event.model.EventPackage;

/**
 * The crosstable of the active event: one line per player with, for each round, the opponent's
 * line number, colour and result, and the points. It shows the event model's crosstable, which
 * holds the very cells the exports print, so the screen and the printed report cannot differ; it
 * reads nothing else, and after a fact it sets again only the lines the model's notifications
 * name.
 */
public final class CrosstableView extends EventView {

    private Label heading;
    private Table table;

    @Override
    protected void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        heading = new Label(parent, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(heading);
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table);
    }

    Table table() {
        return table;
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }

    @Override
    protected void show(Event model) {
        if (table.isDisposed()) {
            return;
        }
        Crosstable crosstable = model == null ? null : model.getCrosstable();
        if (crosstable == null) {
            table.removeAll();
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            heading.setText(model == null ? "No event is open." : model.getName() + " has no crosstable (no individual rounds).");
            heading.getParent().layout(true, true);
            return;
        }
        heading.setText(model.getName() + ": " + crosstable.getHeading());
        table.setRedraw(false);
        try {
            List<TableColumn> added = columns(crosstable.getRounds());
            List<CrosstableLine> lines = crosstable.getLines();
            if (table.getItemCount() > lines.size()) {
                table.remove(lines.size(), table.getItemCount() - 1);
            }
            for (int i = 0; i < lines.size(); i++) {
                line(i < table.getItemCount() ? table.getItem(i) : new TableItem(table, SWT.NONE), lines.get(i), crosstable.getRounds());
            }
            // only new columns are measured: measuring every column of a 1000-line table is what costs
            added.forEach(TableColumn::pack);
        } finally {
            table.setRedraw(true);
        }
        heading.getParent().layout(true, true);
    }

    /**
     * Gives the table the columns of a crosstable of {@code rounds} rounds: "#", "Name", a column
     * per round and "Points". A round begun adds its column before "Points" and the lines keep
     * theirs (the first result of a round is not a new table); returns the columns added.
     */
    private List<TableColumn> columns(int rounds) {
        List<TableColumn> added = new java.util.ArrayList<>();
        if (table.getColumnCount() < 3) {
            table.removeAll();
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            added.add(column(SWT.RIGHT, "#", 0));
            added.add(column(SWT.LEFT, "Name", 1));
            added.add(column(SWT.RIGHT, "Points", 2));
        }
        while (table.getColumnCount() > rounds + 3) {
            table.getColumn(table.getColumnCount() - 2).dispose();
        }
        while (table.getColumnCount() < rounds + 3) {
            int round = table.getColumnCount() - 2;
            added.add(column(SWT.CENTER, Integer.toString(round), table.getColumnCount() - 1));
        }
        return added;
    }

    private TableColumn column(int style, String header, int index) {
        TableColumn c = new TableColumn(table, style, index);
        c.setText(header);
        return c;
    }

    /** Sets the cells of {@code item} that differ from {@code line}'s. */
    private static void line(TableItem item, CrosstableLine line, int rounds) {
        text(item, 0, Integer.toString(line.getLine()));
        text(item, 1, line.getEntrant());
        List<CrosstableCell> cells = line.getCells();
        for (int round = 1; round <= rounds; round++) {
            text(item, round + 1, round <= cells.size() ? cells.get(round - 1).getText() : "");
        }
        text(item, rounds + 2, Tables.plain(line.getPoints()));
    }

    private static void text(TableItem item, int column, String text) {
        String value = text == null ? "" : text;
        if (!value.equals(item.getText(column))) {
            item.setText(column, value);
        }
    }

    /**
     * A result changes some cells and the order of the lines: with the same rounds and as many
     * lines, only the cells, names and points the model announces changed are set again (the
     * columns keep their widths); a round begun, a line added or removed, or a new crosstable is
     * shown by {@link #show}, which keeps the lines and columns it can.
     */
    @Override
    protected void changed(Event model, List<Notification> changes) {
        EventPackage p = EventPackage.eINSTANCE;
        Crosstable crosstable = model.getCrosstable();
        boolean whole = crosstable == null || crosstable.getLines().size() != table.getItemCount()
                || crosstable.getRounds() + 3 != table.getColumnCount();
        Set<CrosstableLine> lines = new LinkedHashSet<>();
        for (Notification n : changes) {
            Object o = n.getNotifier();
            if (o instanceof CrosstableCell c && c.eContainer() instanceof CrosstableLine l) {
                if (n.getFeature() == p.getCrosstableCell_Text()) {
                    lines.add(l);
                }
            } else if (o instanceof CrosstableLine l) {
                whole |= n.getFeature() == p.getCrosstableLine_Cells();
                lines.add(l);
            } else if (o instanceof Crosstable || o == model && n.getFeature() == p.getEvent_Crosstable()) {
                whole = true;
            }
        }
        if (whole) {
            show(model);
            return;
        }
        for (CrosstableLine l : lines) {
            if (l.eContainer() == crosstable) {
                line(table.getItem(l.getLine() - 1), l, crosstable.getRounds());
            }
        }
    }
}

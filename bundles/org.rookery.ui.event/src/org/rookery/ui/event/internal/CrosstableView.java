// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.rookery.arbiter.report.EventExports;
import org.rookery.event.model.Event;
import org.rookery.export.Column;
import org.rookery.export.Section;

/**
 * The crosstable of the active event: one line per player with, for each round, the opponent's
 * line number, colour and result, and the points. It is the very table the exports print, so the
 * screen and the printed report cannot differ.
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
        table.removeAll();
        for (TableColumn c : table.getColumns()) {
            c.dispose();
        }
        Section crosstable = model == null || session() == null ? null
                : EventExports.report(session().state()).sections().stream()
                        .filter(s -> s.heading().startsWith("Crosstable")).findFirst().orElse(null);
        if (crosstable == null) {
            heading.setText(model == null ? "No event is open." : model.getName() + " has no crosstable (no individual rounds).");
            return;
        }
        heading.setText(model.getName() + ": " + crosstable.heading());
        for (Column col : crosstable.columns()) {
            TableColumn c = new TableColumn(table, switch (col.align()) {
                case RIGHT -> SWT.RIGHT;
                case CENTER -> SWT.CENTER;
                default -> SWT.LEFT;
            });
            c.setText(col.header());
        }
        for (List<String> row : crosstable.rows()) {
            new TableItem(table, SWT.NONE).setText(row.toArray(String[]::new));
        }
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
        heading.getParent().layout(true, true);
    }
}

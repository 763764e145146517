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
import org.eclipse.emf.common.notify.Notification;
import org.rookery.arbiter.report.EventExports;
import org.rookery.event.model.Event;
import org.rookery.event.model.Game;
import org.rookery.event.model.Standing;
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
        Section crosstable = crosstable(model);
        if (crosstable == null) {
            table.removeAll();
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
            heading.setText(model == null ? "No event is open." : model.getName() + " has no crosstable (no individual rounds).");
            return;
        }
        heading.setText(model.getName() + ": " + crosstable.heading());
        if (!fill(crosstable)) {
            table.removeAll();
            for (TableColumn c : table.getColumns()) {
                c.dispose();
            }
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
        }
        heading.getParent().layout(true, true);
    }

    /**
     * A result changes some cells and the order of the lines: with the same columns and as many
     * lines, only the cells that differ are set again (the columns keep their widths).
     */
    @Override
    protected void changed(Event model, List<Notification> changes) {
        boolean games = changes.stream().anyMatch(n -> n.getNotifier() instanceof Game || n.getNotifier() instanceof Standing);
        if (games) {
            show(model);
        }
    }

    /** The crosstable the exports print for the event shown, or null when it has none. */
    private Section crosstable(Event model) {
        return model == null || session() == null ? null
                : EventExports.report(session().state()).sections().stream()
                        .filter(s -> s.heading().startsWith("Crosstable")).findFirst().orElse(null);
    }

    /** Sets the cells of {@code crosstable} that differ from the table's; false when its columns or lines are not the table's. */
    private boolean fill(Section crosstable) {
        List<Column> columns = crosstable.columns();
        if (columns.size() != table.getColumnCount() || crosstable.rows().size() != table.getItemCount()) {
            return false;
        }
        for (int i = 0; i < columns.size(); i++) {
            if (!columns.get(i).header().equals(table.getColumn(i).getText())) {
                return false;
            }
        }
        for (int r = 0; r < crosstable.rows().size(); r++) {
            List<String> row = crosstable.rows().get(r);
            TableItem item = table.getItem(r);
            for (int c = 0; c < row.size(); c++) {
                if (!row.get(c).equals(item.getText(c))) {
                    item.setText(c, row.get(c));
                }
            }
        }
        return true;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.List;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.rookery.engine.fact.FactBody;

/**
 * Shows what a CSV import would record before anything is: the players read and every bad row
 * with its number and what is wrong. Import is offered only when every row is good, so a file
 * is never half-imported; the arbiter fixes the file and imports again.
 */
final class CsvPreviewDialog extends TitleAreaDialog {

    private final String file;
    private final PlayerCsv.Preview preview;

    CsvPreviewDialog(Shell shell, String file, PlayerCsv.Preview preview) {
        super(shell);
        this.file = file;
        this.preview = preview;
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Import players from " + file);
        if (preview.errors().isEmpty()) {
            setMessage(preview.players().size() + " players will be registered, as one action (Undo takes it back).");
        } else {
            setErrorMessage(preview.errors().size() + " rows are wrong; fix them in the file and import again. Nothing is recorded.");
        }
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        Table table = new Table(c, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).hint(600, 250).applyTo(table);
        for (String h : new String[] { "Id", "Name", "Rating", "Grade", "Team" }) {
            TableColumn col = new TableColumn(table, SWT.NONE);
            col.setText(h);
            col.setWidth(h.equals("Name") ? 200 : 90);
        }
        for (FactBody.Register r : preview.players()) {
            new TableItem(table, SWT.NONE).setText(new String[] { r.player(), r.name(),
                    r.rating() == 0 ? "" : Integer.toString(r.rating()), r.grade().orElse(""), r.team().orElse("") });
        }
        if (!preview.errors().isEmpty()) {
            new Label(c, SWT.NONE).setText("Rows that are wrong:");
            List errors = new List(c, SWT.BORDER | SWT.V_SCROLL);
            GridDataFactory.fillDefaults().grab(true, false).hint(600, 100).applyTo(errors);
            preview.errors().forEach(e -> errors.add(e.toString()));
        }
        return area;
    }

    /** Whether Import can be pressed (only when every row is good). */
    boolean importEnabled() {
        return getButton(IDialogConstants.OK_ID) != null && getButton(IDialogConstants.OK_ID).isEnabled();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Import", true)
                .setEnabled(preview.errors().isEmpty() && !preview.players().isEmpty());
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.format.internal;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * Asks for a dry run's field size and seed. An innings match always plays its two teams, so its
 * field size is not asked; a seed that is not a whole number is named and OK stays disabled.
 */
final class DryRunDialog extends TitleAreaDialog {

    /** The field size a dry run starts with, as on the command line. */
    static final int DEFAULT_PLAYERS = 16;

    private final String formatName;
    private final boolean innings;
    private final boolean saveFirst;
    private Spinner playersField;
    private Text seedField;
    private int players = DEFAULT_PLAYERS;
    private long seed = 1;

    DryRunDialog(Shell parent, String formatName, boolean innings, boolean saveFirst) {
        super(parent);
        this.formatName = formatName;
        this.innings = innings;
        this.saveFirst = saveFirst;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Dry Run");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Dry run of " + formatName);
        setMessage("Plays a whole event of this format with generated players and random results"
                + (saveFirst ? ". The format's unsaved changes are saved first." : "."));
        Composite body = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(10, 10).applyTo(body);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
        new Label(body, SWT.NONE).setText(innings ? "Players:" : "&Players:");
        playersField = new Spinner(body, SWT.BORDER);
        playersField.setData("name", "players");
        playersField.setValues(DEFAULT_PLAYERS, 2, 1000, 0, 1, 10);
        if (innings) {
            playersField.setEnabled(false);
            playersField.setToolTipText("an innings match always has two teams of the format's team size");
        }
        new Label(body, SWT.NONE).setText("&Seed:");
        seedField = new Text(body, SWT.BORDER);
        seedField.setData("name", "seed");
        seedField.setText("1");
        seedField.setToolTipText("the same seed plays the same event");
        GridDataFactory.fillDefaults().grab(true, false).hint(120, SWT.DEFAULT).applyTo(seedField);
        seedField.addModifyListener(e -> check());
        return area;
    }

    private void check() {
        String text = seedField.getText().trim();
        String error = null;
        try {
            Long.parseLong(text);
        } catch (NumberFormatException e) {
            error = "The seed must be a whole number, not '" + text + "'";
        }
        setErrorMessage(error);
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(error == null);
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "&Run", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    @Override
    protected void okPressed() {
        players = playersField.getSelection();
        seed = Long.parseLong(seedField.getText().trim());
        super.okPressed();
    }

    /** The field size chosen. */
    int players() {
        return players;
    }

    /** The seed chosen. */
    long seed() {
        return seed;
    }
}

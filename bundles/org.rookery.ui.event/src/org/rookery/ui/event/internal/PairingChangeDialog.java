// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Asks for what an arbiter's pairing change needs: the choices it offers (which player, with whom,
 * which kind of bye), each as a drop-down, and the reason, which is required (it is written into
 * the journal with the change). OK only when a reason is given.
 */
final class PairingChangeDialog extends TitleAreaDialog {

    /** One choice: its label, the values offered and the one chosen first. */
    record Choice(String label, List<String> values, int initial) {
    }

    private final String title;
    private final String message;
    private final List<Choice> choices;
    private final List<Combo> combos = new ArrayList<>();
    private Text reason;
    private List<String> chosen = List.of();
    private String reasonText = "";

    PairingChangeDialog(Shell shell, String title, String message, List<Choice> choices) {
        super(shell);
        this.title = title;
        this.message = message;
        this.choices = List.copyOf(choices);
    }

    /** The values chosen, in the order of the choices, after OK. */
    List<String> chosen() {
        return chosen;
    }

    /** The reason given, after OK. */
    String reason() {
        return reasonText;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(title);
        setMessage(message);
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        for (Choice choice : choices) {
            new Label(c, SWT.NONE).setText(choice.label());
            Combo combo = new Combo(c, SWT.READ_ONLY);
            choice.values().forEach(combo::add);
            combo.select(Math.max(0, choice.initial()));
            GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
            combos.add(combo);
        }
        new Label(c, SWT.NONE).setText("Reason");
        reason = new Text(c, SWT.BORDER);
        reason.setMessage("why (required; it goes into the journal)");
        GridDataFactory.fillDefaults().grab(true, false).hint(320, SWT.DEFAULT).applyTo(reason);
        reason.addModifyListener(e -> check());
        return area;
    }

    /** Chooses {@code value} in choice {@code index} and types the reason, as the arbiter does. */
    void fill(int index, String value, String why) {
        if (index >= 0) {
            combos.get(index).select(combos.get(index).indexOf(value));
        }
        reason.setText(why);
    }

    /** Whether OK can be pressed (only with a reason). */
    boolean okEnabled() {
        return getButton(OK) != null && getButton(OK).isEnabled();
    }

    private void check() {
        boolean ok = !reason.getText().isBlank();
        setErrorMessage(ok ? null : "Give the reason for the change.");
        if (getButton(OK) != null) {
            getButton(OK).setEnabled(ok);
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    @Override
    protected void okPressed() {
        chosen = combos.stream().map(Combo::getText).toList();
        reasonText = reason.getText().strip();
        super.okPressed();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.Optional;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.fact.FactBody;

/** Asks for a player's registration: id, name, rating, grade and team; OK only when it is complete. */
final class PlayerDialog extends TitleAreaDialog {

    private final FactBody.Register existing;
    private Text id;
    private Text name;
    private Text rating;
    private Text grade;
    private Text team;
    private FactBody.Register player;

    /** {@code existing} null: a new player; otherwise its registration to edit (the id stays). */
    PlayerDialog(Shell shell, FactBody.Register existing) {
        super(shell);
        this.existing = existing;
    }

    /** The registration entered, after OK. */
    FactBody.Register player() {
        return player;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(existing == null ? "Register a player" : "Edit player " + existing.player());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(existing == null ? "Register a player" : "Edit " + existing.player());
        setMessage("Recorded as a fact in the event's journal.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        id = field(c, "Id", existing == null ? "" : existing.player());
        id.setEditable(existing == null);
        name = field(c, "Name", existing == null ? "" : existing.name());
        rating = field(c, "Rating", existing == null || existing.rating() == 0 ? "" : Integer.toString(existing.rating()));
        grade = field(c, "Grade", existing == null ? "" : existing.grade().orElse(""));
        team = field(c, "Team", existing == null ? "" : existing.team().orElse(""));
        return area;
    }

    private Text field(Composite c, String label, String value) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, SWT.BORDER);
        t.setText(value);
        GridDataFactory.fillDefaults().grab(true, false).hint(250, SWT.DEFAULT).applyTo(t);
        t.addModifyListener(e -> check());
        return t;
    }

    private void check() {
        String problem = problem();
        setErrorMessage(problem);
        if (getButton(OK) != null) {
            getButton(OK).setEnabled(problem == null);
        }
    }

    private String problem() {
        if (id.getText().isBlank()) {
            return "Give the player an id (e.g. P17).";
        }
        if (name.getText().isBlank()) {
            return "Give the player's name.";
        }
        if (!rating.getText().isBlank()) {
            try {
                if (Integer.parseInt(rating.getText().strip()) < 0) {
                    return "The rating cannot be negative.";
                }
            } catch (NumberFormatException e) {
                return "The rating '" + rating.getText().strip() + "' is not a whole number.";
            }
        }
        return null;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    @Override
    protected void okPressed() {
        int r = rating.getText().isBlank() ? 0 : Integer.parseInt(rating.getText().strip());
        player = new FactBody.Register(id.getText().strip(), name.getText().strip(), optional(team), r, optional(grade));
        super.okPressed();
    }

    private static Optional<String> optional(Text t) {
        return t.getText().isBlank() ? Optional.empty() : Optional.of(t.getText().strip());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;

/**
 * Asks how many rounds a stage has where its format gives none (a Swiss of as many rounds as the
 * event allows) and records the arbiter's answer as a {@code stage-rounds} fact, which pairing and
 * play-offs then go by. A refused number (fewer than the rounds already paired) is shown in the
 * dialog, which stays open, and nothing is written.
 */
final class StageRoundsDialog extends InputDialog {

    private final EventSession session;
    private final String stage;
    private boolean recorded;

    StageRoundsDialog(Shell shell, EventSession session, String stage) {
        super(shell, "Rounds of stage " + stage, "The format gives stage " + stage + " no number of rounds. How many"
                + " rounds will it have? Pairing and play-offs go by this number; it is recorded in the event.", "",
                StageRoundsDialog::validRounds);
        this.session = session;
        this.stage = stage;
    }

    private static String validRounds(String text) {
        try {
            return Integer.parseInt(text.strip()) >= 1 ? null : "A stage has 1 round or more.";
        } catch (NumberFormatException e) {
            return "Write the number of rounds, e.g. 7.";
        }
    }

    /** The number field, for tests. */
    @Override
    public Text getText() {
        return super.getText();
    }

    /** Whether the number was recorded. */
    boolean recorded() {
        return recorded;
    }

    /** Records the number; a refusal is shown in the dialog, which stays open. */
    @Override
    public void okPressed() {
        String typed = getText().getText().strip();
        if (validRounds(typed) != null) {
            setErrorMessage(validRounds(typed));
            return;
        }
        int rounds = Integer.parseInt(typed);
        try {
            session.record("Stage " + stage + " has " + rounds + " rounds", List.of(new FactBody.StageRounds(stage, rounds)));
            recorded = true;
            super.okPressed();
        } catch (Refusal r) {
            setErrorMessage("Refused (" + r.rule() + "): " + r.getMessage() + ". Nothing was written.");
        } catch (IOException | RuntimeException e) {
            setErrorMessage(e.getMessage() + ". Nothing was written.");
        }
    }
}

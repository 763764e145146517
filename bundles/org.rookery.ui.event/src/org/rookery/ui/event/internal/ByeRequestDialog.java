// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.event.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Player;

/**
 * Asks for the round a player will not play and records his {@code bye-request}. The format's
 * stage says how many byes a player may ask for, in which rounds and what each is worth; a
 * request beyond that is refused with the rule's name in the dialog, which stays open, and
 * nothing is written.
 */
final class ByeRequestDialog extends InputDialog {

    private final EventSession session;
    private final Player player;

    ByeRequestDialog(Shell shell, EventSession session, Player player, int nextRound) {
        super(shell, "Request a bye for " + player.getName(), "The round " + player.getName() + " (" + player.getId()
                + ") will not play, one not yet paired. The format says how many byes a player may ask for and what each is worth.",
                Integer.toString(nextRound), ByeRequestDialog::validRound);
        this.session = session;
        this.player = player;
    }

    private static String validRound(String text) {
        try {
            return Integer.parseInt(text.strip()) >= 1 ? null : "A round is 1 or more.";
        } catch (NumberFormatException e) {
            return "Write the round as a number, e.g. 3.";
        }
    }

    /** The round field, for tests. */
    @Override
    public Text getText() {
        return super.getText();
    }

    /** Records the request; a refusal is shown in the dialog, which stays open. */
    @Override
    public void okPressed() {
        String typed = getText().getText().strip();
        if (validRound(typed) != null) {
            setErrorMessage(validRound(typed));
            return;
        }
        int round = Integer.parseInt(typed);
        try {
            session.record("Bye request of " + player.getId() + " for round " + round,
                    List.of(new FactBody.ByeRequest(player.getId(), round)));
            super.okPressed();
        } catch (Refusal r) {
            setErrorMessage("Refused (" + r.rule() + "): " + r.getMessage() + ". Nothing was written.");
        } catch (IOException | RuntimeException e) {
            setErrorMessage(e.getMessage() + ". Nothing was written.");
        }
    }
}

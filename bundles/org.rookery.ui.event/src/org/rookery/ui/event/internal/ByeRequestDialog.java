// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;
import org.rookery.event.model.Player;
import org.rookery.event.model.Team;

/**
 * Asks for the round a player (in a team event, a team) will not play and records the
 * {@code bye-request}. The format's stage says how many byes may be asked for, in which rounds and
 * what each is worth; a request beyond that is refused with the rule's name in the dialog, which
 * stays open, and nothing is written.
 */
final class ByeRequestDialog extends InputDialog {

    private final EventSession session;
    private final String id;

    ByeRequestDialog(Shell shell, EventSession session, Player player, int nextRound) {
        this(shell, session, player.getId(), player.getName(), "player", nextRound);
    }

    ByeRequestDialog(Shell shell, EventSession session, Team team, int nextRound) {
        this(shell, session, team.getId(), team.getName(), "team", nextRound);
    }

    private ByeRequestDialog(Shell shell, EventSession session, String id, String name, String who, int nextRound) {
        super(shell, "Request a bye for " + name, "The round " + name + " (" + id + ") will not play, one not yet"
                + " paired. The format says how many byes a " + who + " may ask for and what each is worth.",
                Integer.toString(nextRound), ByeRequestDialog::validRound);
        this.session = session;
        this.id = id;
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
            session.record("Bye request of " + id + " for round " + round, List.of(new FactBody.ByeRequest(id, round)));
            super.okPressed();
        } catch (Refusal r) {
            setErrorMessage("Refused (" + r.rule() + "): " + r.getMessage() + ". Nothing was written.");
        } catch (IOException | RuntimeException e) {
            setErrorMessage(e.getMessage() + ". Nothing was written.");
        }
    }
}

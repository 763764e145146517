// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.List;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.refusal.Refusal;

/** Records an arbiter's action and tells the arbiter when the engine refuses it, naming the rule. */
final class Feedback {

    private Feedback() {
    }

    /** What the arbiter reads when a fact is refused: the reason, the rule, and that nothing was written. */
    static String refusalText(Refusal r) {
        return r.getMessage() + "\n\nRule: " + r.rule() + "\n\nNothing was written to the journal.";
    }

    /** Records {@code facts} as one action; a refusal or a write failure is shown. Returns whether they were recorded. */
    static boolean record(Shell shell, EventSession session, String label, List<FactBody> facts) {
        try {
            session.record(label, facts);
            return true;
        } catch (Refusal r) {
            MessageDialog.openError(shell, "Refused: " + r.rule(), refusalText(r));
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(shell, label + " failed", e.getMessage() + "\n\nNothing was written to the journal.");
        }
        return false;
    }
}

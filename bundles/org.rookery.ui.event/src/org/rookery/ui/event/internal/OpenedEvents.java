// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.eclipse.core.runtime.ILog;
import org.rookery.event.EventModels;
import org.rookery.event.model.Event;

/**
 * Writes to the workspace log what the workbench found when it opened an event: the facts read
 * from the journal and what was derived from them. After a crash this tells the arbiter (and the
 * product's kill test) that the event came back whole, without opening every view.
 */
final class OpenedEvents {

    private OpenedEvents() {
    }

    /** Logs {@code session}'s event as just opened, at INFO level. */
    static void log(EventSession session) {
        ILog.of(OpenedEvents.class).info(summary(session.container().getFullPath().toString(), session.model()));
    }

    /** The line logged for {@code model} opened from {@code where}. */
    static String summary(String where, Event model) {
        long results = model.getGames().stream().filter(g -> g.getResult() != null).count();
        return "Opened the event " + where + ": " + model.getFactCount() + " facts, " + model.getPlayers().size()
                + " players, " + EventModels.roundsPaired(model) + " rounds, " + results + " results, "
                + model.getStandings().size() + " standings rows, " + model.getProblems().size() + " problems";
    }
}

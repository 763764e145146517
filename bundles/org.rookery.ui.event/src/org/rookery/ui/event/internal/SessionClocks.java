// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.rookery.ui.clock.EventClockView;

/**
 * Brings back an event's clocks when the event is opened: the Clocks view restores the clocks
 * saved in the event folder (paused at the last save, bound to their games), so that closing the
 * workbench or a crash in the middle of a round loses no clock.
 */
final class SessionClocks {

    private SessionClocks() {
    }

    /** Restores {@code session}'s saved clocks once the workbench has finished what it is doing. */
    static void restoreLater(EventSession session) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> restore(session));
    }

    /** Restores {@code session}'s saved clocks now; returns how many boards came back. */
    static int restore(EventSession session) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        try {
            return EventClockView.restore(window.getActivePage(), session.folder(), EventSession.arbiter());
        } catch (Exception e) {
            // The journal is the truth and is untouched; the saved clocks stay on disk for another try.
            ILog.of(SessionClocks.class).log(Status.warning("The clocks of " + session.container().getName()
                    + " could not be restored: " + e.getMessage(), e));
            return 0;
        }
    }
}

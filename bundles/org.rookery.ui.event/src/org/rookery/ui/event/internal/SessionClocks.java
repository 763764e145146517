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

    /**
     * Offers the open events to the Clocks view: a board bound to a game of an open event records
     * through that event's folder (its journal is locked while open), and a fact a clock records
     * (a flag fall) rebuilds the event's views; an illegal move ruled on a clock is recorded
     * through the session, as an undoable action. Called on the UI thread; the answers are read there.
     */
    static void offer(java.util.function.Supplier<java.util.Collection<EventSession>> sessions) {
        org.rookery.arbiter.clock.EventClocks.setOpenEvents(new org.rookery.arbiter.clock.EventClocks.OpenEvents() {
            @Override
            public java.util.Optional<org.rookery.engine.event.EventFolder> folder(java.nio.file.Path dir) {
                return find(dir).map(EventSession::folder);
            }

            @Override
            public void recorded(java.nio.file.Path dir) {
                find(dir).ifPresent(s -> PlatformUI.getWorkbench().getDisplay().asyncExec(s::rebuild));
            }

            @Override
            public java.util.Optional<org.rookery.engine.fact.Fact> record(java.nio.file.Path dir, String label,
                    org.rookery.engine.fact.FactBody body, Runnable undo, Runnable redo) throws java.io.IOException {
                java.util.Optional<EventSession> s = find(dir);
                // through the session: its views are rebuilt and the workbench's Undo takes it back
                return s.isEmpty() ? java.util.Optional.empty()
                        : java.util.Optional.of(s.get().record(label, java.util.List.of(body), undo, redo).get(0));
            }

            private java.util.Optional<EventSession> find(java.nio.file.Path dir) {
                return java.util.List.copyOf(sessions.get()).stream()
                        .filter(s -> s.folder().dir().toAbsolutePath().normalize().equals(dir)).findFirst();
            }
        });
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
            int restored = EventClockView.restore(window.getActivePage(), session.folder(), EventSession.arbiter());
            if (restored > 0) {
                ILog.of(SessionClocks.class).info("Restored " + restored + (restored == 1 ? " clock" : " clocks") + " of the event "
                        + session.container().getFullPath() + ", paused at the last save");
            }
            return restored;
        } catch (Exception e) {
            // The journal is the truth and is untouched; the saved clocks stay on disk for another try.
            ILog.of(SessionClocks.class).log(Status.warning("The clocks of " + session.container().getName()
                    + " could not be restored: " + e.getMessage(), e));
            return 0;
        }
    }
}

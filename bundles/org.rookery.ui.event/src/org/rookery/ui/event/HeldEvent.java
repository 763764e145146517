// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event;

import java.io.IOException;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.rookery.engine.event.EventFolder;
import org.rookery.ui.event.internal.EventSession;
import org.rookery.ui.event.internal.EventSessions;

/**
 * An event held open by other work of the workbench, such as an engine tournament: the facts
 * that work records go through the event's session, one at a time on the UI thread between the
 * arbiter's actions, so the event editor and the event views (Standings, Crosstable, Pairings)
 * show each one as it is written; and the event stays open while the work runs, even when its
 * editor is closed. {@link #hold} and {@link #close} on the UI thread, {@link #record} from any.
 */
public final class HeldEvent implements AutoCloseable {

    private final EventSession session;
    private final Display display;
    private boolean closed;

    private HeldEvent(EventSession session, Display display) {
        this.session = session;
        this.display = display;
    }

    /**
     * Holds the event of the folder {@code folder} open: the session the event editor and views
     * share, opened if no one has it open.
     *
     * @throws IOException when the journal cannot be read or is held by another program
     */
    public static HeldEvent hold(IContainer folder) throws IOException, InterruptedException {
        return new HeldEvent(EventSessions.acquire(folder), Display.getCurrent());
    }

    /** The event's folder, for reading its state and format (its facts are written through {@link #record}). */
    public EventFolder folder() {
        return session.folder();
    }

    /**
     * Records {@code facts} all or none, checked by the engine, on the UI thread; the views are
     * told. Waits until they are written.
     *
     * @throws IOException when the journal cannot be written, or the workbench is closing
     * @throws org.rookery.engine.refusal.Refusal when the engine refuses a fact; nothing is written
     */
    public void record(List<EventFolder.Draft> facts) throws IOException {
        if (Display.getCurrent() == display) {
            session.append(facts);
            return;
        }
        if (display.isDisposed() || !PlatformUI.isWorkbenchRunning()) {
            throw new IOException("the workbench is closing: " + facts.size() + (facts.size() == 1 ? " fact was" : " facts were")
                    + " not recorded");
        }
        Object[] failure = new Object[1];
        display.syncExec(() -> {
            try {
                session.append(facts);
            } catch (IOException | RuntimeException e) {
                failure[0] = e;
            }
        });
        if (failure[0] instanceof IOException e) {
            throw e;
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
    }

    /** Lets the event go: the last of its users (editor, views' work) closes it. On the UI thread; twice is once. */
    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            EventSessions.release(session);
        }
    }
}

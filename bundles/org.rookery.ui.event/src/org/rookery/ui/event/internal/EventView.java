// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.function.Consumer;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.part.ViewPart;
import org.rookery.event.model.Event;

/**
 * A view of the active event's model: it follows whichever event the arbiter works on and is
 * redrawn from the model each time a fact is recorded, so it always shows what the journal says.
 */
abstract class EventView extends ViewPart {

    private EventSession session;
    private final Consumer<Event> onModel = model -> asyncShow();
    private final Consumer<EventSession> onActive = this::follow;

    @Override
    public final void createPartControl(Composite parent) {
        create(parent);
        EventSessions.addListener(onActive);
        follow(EventSessions.active());
    }

    /** Builds the view's controls. */
    protected abstract void create(Composite parent);

    /** Shows {@code model} (null: no event is open). Called on the UI thread. */
    protected abstract void show(Event model);

    /** The event shown, or null. */
    protected final EventSession session() {
        return session;
    }

    private void follow(EventSession next) {
        if (session != null) {
            session.removeListener(onModel);
        }
        session = next;
        if (session != null) {
            session.addListener(onModel);
        }
        asyncShow();
    }

    private void asyncShow() {
        Display display = getSite().getShell().getDisplay();
        Runnable r = () -> {
            if (!display.isDisposed() && getSite().getShell() != null) {
                EventSession s = session;
                show(s == null ? null : s.model());
            }
        };
        if (Display.getCurrent() == display) {
            r.run();
        } else {
            display.asyncExec(r);
        }
    }

    @Override
    public void dispose() {
        EventSessions.removeListener(onActive);
        if (session != null) {
            session.removeListener(onModel);
        }
        super.dispose();
    }
}

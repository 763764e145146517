// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.part.ViewPart;
import org.rookery.event.model.Event;

/**
 * A view of the active event's model: it follows whichever event the arbiter works on and shows
 * what the journal says each time a fact is recorded. The view observes the model it shows with
 * an EMF content adapter: while the session updates that model in place, the view is handed the
 * notifications since it last showed it ({@link #changed}) and may redraw only what they touch;
 * a new model (another event, or one built whole) is shown whole ({@link #show}).
 */
abstract class EventView extends ViewPart {

    private EventSession session;
    private final Consumer<Event> onModel = model -> asyncShow();
    private final Consumer<EventSession> onActive = this::follow;
    /** The notifications of the model shown since the view last drew it. */
    private final ModelChanges changes = new ModelChanges();

    @Override
    public final void createPartControl(Composite parent) {
        create(parent);
        EventSessions.addListener(onActive);
        follow(EventSessions.active());
    }

    /** Builds the view's controls. */
    protected abstract void create(Composite parent);

    /** Shows {@code model} (null: no event is open) whole. Called on the UI thread. */
    protected abstract void show(Event model);

    /**
     * Shows what {@code changes} (the model's notifications since it was last shown, in order)
     * changed in {@code model}, the model the view shows already. This shows it whole; a view
     * that can redraw only the rows touched overrides it. Called on the UI thread.
     */
    protected void changed(Event model, List<Notification> changes) {
        show(model);
    }

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
                present(s == null ? null : s.model());
            }
        };
        if (Display.getCurrent() == display) {
            r.run();
        } else {
            display.asyncExec(r);
        }
    }

    /** Shows {@code model}: only its changes when it is the model shown already, else whole, then observes it. */
    private void present(Event model) {
        List<Notification> since = changes.take(model);
        if (since == null) {
            show(model);
        } else if (!since.isEmpty()) {
            changed(model, since);
        }
    }

    @Override
    public void dispose() {
        EventSessions.removeListener(onActive);
        if (session != null) {
            session.removeListener(onModel);
        }
        changes.dispose();
        super.dispose();
    }
}

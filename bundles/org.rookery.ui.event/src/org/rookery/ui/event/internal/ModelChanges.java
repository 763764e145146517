// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.rookery.event.model.Event;

/**
 * What changed in the event model a part shows since it last looked: an EMF content adapter on
 * that model collects its notifications (from any thread), and the part takes them on the UI
 * thread to redraw only what they name. A part shown a new model (another event, or one built
 * whole) draws it whole and observes it from then on.
 */
final class ModelChanges {

    /** The model observed, or null. */
    private Event observed;
    /** The notifications not yet taken, in order. */
    private final List<Notification> pending = new ArrayList<>();
    private final EContentAdapter adapter = new EContentAdapter() {
        @Override
        public void notifyChanged(Notification n) {
            super.notifyChanged(n);
            if (!n.isTouch()) {
                synchronized (pending) {
                    pending.add(n);
                }
            }
        }
    };

    /**
     * The notifications of {@code model} since the last call, when it is the model observed; null
     * when it is another one, which is observed from now on (the caller shows it whole).
     */
    List<Notification> take(Event model) {
        if (model != null && model == observed) {
            synchronized (pending) {
                List<Notification> changes = List.copyOf(pending);
                pending.clear();
                return changes;
            }
        }
        observe(model);
        return null;
    }

    /** Observes nothing any more. */
    void dispose() {
        observe(null);
    }

    private void observe(Event model) {
        if (observed != null) {
            observed.eAdapters().remove(adapter);
        }
        observed = model;
        if (model != null) {
            model.eAdapters().add(adapter);
        }
        synchronized (pending) {
            pending.clear();
        }
    }
}

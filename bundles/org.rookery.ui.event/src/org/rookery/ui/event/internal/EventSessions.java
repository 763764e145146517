// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.resources.IContainer;

/**
 * The open events of the workbench, one session per event folder, and which one the arbiter is
 * working on (the event of the last active event editor). Views follow the active event.
 * Used on the UI thread.
 */
public final class EventSessions {

    private static final Map<IContainer, EventSession> OPEN = new HashMap<>();
    private static final Map<IContainer, Integer> USERS = new HashMap<>();
    private static final List<Consumer<EventSession>> LISTENERS = new CopyOnWriteArrayList<>();
    private static EventSession active;

    private EventSessions() {
    }

    /** The session of the event in {@code folder}, opened if no one has it open; release it with {@link #release}. */
    public static EventSession acquire(IContainer folder) throws IOException, InterruptedException {
        EventSession s = OPEN.get(folder);
        if (s == null) {
            s = EventSession.open(folder);
            OPEN.put(folder, s);
            OpenedEvents.log(s);
            SessionClocks.offer(() -> List.copyOf(OPEN.values()));
            SessionClocks.restoreLater(s);
        }
        USERS.merge(folder, 1, Integer::sum);
        return s;
    }

    /** Gives back a session from {@link #acquire}; the last user closes it. */
    public static void release(EventSession session) throws IOException {
        IContainer folder = session.container();
        int left = USERS.merge(folder, -1, Integer::sum);
        if (left <= 0) {
            USERS.remove(folder);
            OPEN.remove(folder);
            if (active == session) {
                activate(null);
            }
            session.close();
        }
    }

    /** The event the arbiter is working on, or {@code null}. */
    public static EventSession active() {
        return active;
    }

    /** Makes {@code session} the one the views show (null: none). */
    static void activate(EventSession session) {
        if (active != session) {
            active = session;
            LISTENERS.forEach(l -> l.accept(session));
        }
    }

    /** Tells {@code listener} when another event becomes active (null when none is). */
    static void addListener(Consumer<EventSession> listener) {
        LISTENERS.add(listener);
    }

    static void removeListener(Consumer<EventSession> listener) {
        LISTENERS.remove(listener);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.event;

import java.io.IOException;

import org.rookery.engine.event.EventException;
import org.rookery.engine.event.EventPlace;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;

/**
 * Events named by a {@code postgresql://USER@HOST[:PORT]/DATABASE/EVENT} URL where a command takes
 * an event folder; the password comes from the environment ({@code ROOKERY_DB_PASSWORD_FILE},
 * {@code PGPASSWORD}) or {@code ~/.pgpass}, never from the command line.
 */
public final class ServerEvents {

    private ServerEvents() {
    }

    /** Whether {@code where} names an event on a server rather than a folder. */
    public static boolean isServer(String where) {
        return ServerAddress.isUrl(where);
    }

    /** The server that {@code url} names, as its account. */
    public static EventServer server(String url) throws IOException {
        try {
            return EventServer.at(ServerAddress.parse(url));
        } catch (IllegalArgumentException e) {
            throw new EventException(e.getMessage());
        }
    }

    /** The event that {@code url} names, to open with {@link org.rookery.engine.event.EventFolder}. */
    public static EventPlace place(String url) throws IOException {
        EventServer s = server(url);
        if (s.address().event().isEmpty()) {
            throw new EventException(s.address() + " names no event: postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
        }
        return s.place();
    }
}

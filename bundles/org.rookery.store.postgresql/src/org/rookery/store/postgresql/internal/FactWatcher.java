// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.rookery.engine.journal.JournalException;
import org.rookery.store.postgresql.EventServer;

/**
 * Listens on the server's fact channel for one event on a connection of its own, in a daemon
 * thread, and tells its listener when facts were committed. When the connection is lost it says
 * so once, tries again every half second, and once connected again says so. Each time it starts
 * listening it also tells of facts, since those committed while no one listened are not
 * announced again.
 */
public final class FactWatcher implements EventServer.Watch {

    /** The channel the schema's trigger announces each fact on, as {@code EVENT_ID:SEQ}. */
    public static final String CHANNEL = "rookery_facts";

    private static final long RETRY_MS = 500;

    private final Connector connector;
    private final EventServer.Watcher listener;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Connection connection;

    public FactWatcher(Connector connector, EventServer.Watcher listener) {
        this.connector = connector;
        this.listener = listener;
        this.thread = new Thread(this::run, "rookery watch " + connector.address());
        thread.setDaemon(true);
    }

    /** Starts listening. */
    public FactWatcher start() {
        thread.start();
        return this;
    }

    private void run() {
        boolean wasConnected = false;
        boolean toldDown = false;
        while (!closed) {
            try {
                Connection c = connector.connect();
                connection = c;
                String prefix = eventId(c) + ":";
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                }
                if (wasConnected || toldDown) {
                    listener.connection(true, "connected again to " + connector.address());
                }
                // facts may have been committed before anyone listened (since the event was read,
                // or while the connection was lost): the listener reads whatever is new
                listener.factsArrived();
                wasConnected = true;
                toldDown = false;
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!closed) {
                    PGNotification[] ns = pg.getNotifications(500);
                    if (ns == null) {
                        continue;
                    }
                    boolean ours = false;
                    for (PGNotification n : ns) {
                        ours |= n.getParameter().startsWith(prefix);
                    }
                    if (ours) {
                        listener.factsArrived();
                    }
                }
            } catch (SQLException | JournalException | RuntimeException e) {
                if (closed) {
                    break;
                }
                if (!toldDown) {
                    toldDown = true;
                    String why = e instanceof SQLException q ? Sql.why(q) : e.getMessage();
                    listener.connection(false, "disconnected from " + connector.address() + ": " + why);
                }
            } finally {
                Sql.close(connection);
                connection = null;
            }
            try {
                Thread.sleep(RETRY_MS);
            } catch (InterruptedException e) {
                break;
            }
        }
    }

    private long eventId(Connection c) throws SQLException, JournalException {
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM rookery.event WHERE name = ?")) {
            s.setString(1, connector.address().event());
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    throw new JournalException(connector.address().toString(), 0, "the server has no such event");
                }
                return r.getLong(1);
            }
        }
    }

    /** Stops listening and waits (briefly) for the thread to end. */
    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        Sql.close(connection);
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.sql.Connection;
import java.sql.SQLException;

import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.SequenceConflictException;

/** What a failed statement means to an arbiter, said once for the whole store. */
public final class Sql {

    private Sql() {
    }

    /** The server's own message, first line only, without the driver's prefix and position details. */
    public static String why(SQLException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = m.indexOf('\n');
        m = nl < 0 ? m : m.substring(0, nl);
        return m.replaceFirst("^ERROR: ", "") + (e.getSQLState() == null ? "" : " [" + e.getSQLState() + "]");
    }

    /** Whether the connection itself failed (server gone, network cut, connection killed), not the statement. */
    public static boolean lostConnection(SQLException e) {
        String state = e.getSQLState();
        return state != null && (state.startsWith("08") || state.equals("57P01") || state.equals("57P02")
                || state.equals("57P03"));
    }

    /** The exception the store throws for a failed statement, naming where. */
    public static JournalException failure(String location, String what, SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        if (state.equals("40001") || state.equals("23505")) {
            return new SequenceConflictException(location, what + " was refused: another writer appended first ("
                    + why(e) + "); read the event again and re-decide");
        }
        if (state.equals("42501")) {
            return new JournalException(location, 0, what + " was refused by the server: " + why(e));
        }
        if (lostConnection(e)) {
            return new JournalException(location, 0, what + " failed: the connection to the server was lost (" + why(e)
                    + "); nothing of it was kept; try again");
        }
        return new JournalException(location, 0, what + " failed: " + why(e));
    }

    static void rollback(Connection c) {
        try {
            if (c != null && !c.isClosed() && !c.getAutoCommit()) {
                c.rollback();
            }
        } catch (SQLException ignored) {
            // the transaction dies with the connection anyway
        }
    }

    static void close(Connection c) {
        try {
            if (c != null) {
                c.close();
            }
        } catch (SQLException ignored) {
            // closing a broken connection has nothing left to release
        }
    }
}

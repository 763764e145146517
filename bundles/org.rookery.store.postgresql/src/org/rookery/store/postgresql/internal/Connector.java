// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.Properties;

import org.postgresql.Driver;
import org.rookery.engine.journal.JournalException;
import org.rookery.store.postgresql.ServerAddress;

/**
 * Opens connections to one database as one account. The password lives only here, in memory,
 * and goes to the driver in the connection's properties (never in a URL, a message or a log).
 */
public final class Connector {

    private static final Driver DRIVER = new Driver();

    private final ServerAddress address;
    private final Optional<char[]> password;

    public Connector(ServerAddress address, Optional<char[]> password) {
        this.address = address;
        this.password = password.map(char[]::clone);
    }

    public ServerAddress address() {
        return address;
    }

    /** The same account and password on another database of the server. */
    public Connector on(String database) {
        return new Connector(address.withDatabase(database), password);
    }

    /** The database as a data source for tools that open their own connections (the schema migration). */
    public javax.sql.DataSource dataSource() {
        org.postgresql.ds.PGSimpleDataSource ds = new org.postgresql.ds.PGSimpleDataSource();
        ds.setServerNames(new String[] { address.host() });
        ds.setPortNumbers(new int[] { address.port() });
        ds.setDatabaseName(address.database());
        ds.setUser(address.user());
        password.ifPresent(pw -> ds.setPassword(new String(pw)));
        ds.setApplicationName("rookery");
        ds.setConnectTimeout(10);
        return ds;
    }

    /**
     * A new connection, in auto-commit mode, whose lock waits end after 10 s.
     *
     * @throws JournalException saying why the server could not be reached or refused the account
     */
    public Connection connect() throws JournalException {
        Properties p = new Properties();
        p.setProperty("user", address.user());
        password.ifPresent(pw -> p.setProperty("password", new String(pw)));
        p.setProperty("ApplicationName", "rookery");
        p.setProperty("connectTimeout", "10");
        p.setProperty("tcpKeepAlive", "true");
        p.setProperty("sslmode", "prefer");
        try {
            Connection c = DRIVER.connect(address.jdbcUrl(), p);
            try (Statement s = c.createStatement()) {
                s.execute("SET lock_timeout = '10s'");
            }
            return c;
        } catch (SQLException e) {
            throw new JournalException(address.toString(), 0, "cannot connect: " + Sql.why(e));
        }
    }
}

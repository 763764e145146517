// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.rookery.engine.fact.FactCodec;
import org.rookery.engine.journal.JournalException;

/**
 * Rookery's schema in a database, created and upgraded by Flyway from the scripts beside this
 * class. A script's version is {@code FACTS.STEP}: the journal's facts version it stores
 * ({@link FactCodec#FACTS_VERSION}) and the step of the schema for it, so that a database
 * always says which facts it holds.
 */
public final class Schema {

    /** The schema holding Rookery's tables. */
    public static final String NAME = "rookery";

    /** The schema version this code reads and writes. */
    public static final String CURRENT = FactCodec.FACTS_VERSION + ".1";

    private Schema() {
    }

    /**
     * Creates or upgrades the schema as the owner account in {@code connector}.
     *
     * @return how many scripts ran (0 when the schema was current)
     */
    public static int migrate(Connector connector) throws JournalException {
        ClassLoader own = Schema.class.getClassLoader();
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(own);
        try {
            Flyway flyway = Flyway.configure(own)
                    .dataSource(connector.dataSource())
                    .schemas(NAME)
                    .createSchemas(true)
                    .resourceProvider(new Scripts())
                    .javaMigrationClassProvider(() -> java.util.List.of())
                    .validateMigrationNaming(true)
                    .load();
            MigrateResult r = flyway.migrate();
            return r.migrationsExecuted;
        } catch (RuntimeException e) {
            String m = e.getMessage() == null ? e.getClass().getName() : e.getMessage();
            // Flyway's messages may quote the JDBC URL, which never holds the password
            throw new JournalException(connector.address().toString(), 0, "the schema could not be created or upgraded: "
                    + m.lines().findFirst().orElse(m));
        } finally {
            t.setContextClassLoader(before);
        }
    }

    /**
     * Checks that the database holds Rookery's schema in the version this code uses.
     *
     * @throws JournalException saying to run {@code rookery db init} or to use a newer Rookery
     */
    public static void check(Connection c, String location) throws JournalException {
        String version;
        try (PreparedStatement s = c.prepareStatement("SELECT version FROM " + NAME + ".flyway_schema_history"
                + " WHERE success AND version IS NOT NULL ORDER BY installed_rank DESC LIMIT 1");
                ResultSet r = s.executeQuery()) {
            version = r.next() ? r.getString(1) : "";
        } catch (SQLException e) {
            if ("42P01".equals(e.getSQLState()) || "3F000".equals(e.getSQLState())) {
                throw new JournalException(location, 0, "the database has no Rookery schema; set it up with"
                        + " 'rookery db init URL' as its owner");
            }
            if ("42501".equals(e.getSQLState())) {
                throw new JournalException(location, 0, "the account may not read Rookery's schema (it is neither an"
                        + " arbiter nor a reader account: see 'rookery db init')");
            }
            throw Sql.failure(location, "reading the schema version", e);
        }
        if (!version.equals(CURRENT)) {
            throw new JournalException(location, 0, "the database's Rookery schema is version " + (version.isEmpty()
                    ? "none" : version) + ", this Rookery uses " + CURRENT + (newer(version)
                    ? "; use a newer Rookery" : "; upgrade it with 'rookery db init URL' as its owner"));
        }
    }

    private static boolean newer(String version) {
        try {
            String[] a = version.split("\\.");
            String[] b = CURRENT.split("\\.");
            for (int i = 0; i < Math.min(a.length, b.length); i++) {
                int d = Integer.compare(Integer.parseInt(a[i]), Integer.parseInt(b[i]));
                if (d != 0) {
                    return d > 0;
                }
            }
            return a.length > b.length;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}

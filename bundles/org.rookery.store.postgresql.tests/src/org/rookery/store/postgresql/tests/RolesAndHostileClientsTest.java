// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.JournalException;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;
import org.rookery.store.postgresql.internal.LocalCluster;

/**
 * What the database itself enforces, whoever the client is: a reader cannot write, an arbiter
 * writes only the events granted to it, no account changes or removes a fact, SQL in names is
 * data, oversized facts are refused, and no password shows in any process's command line.
 */
@ExtendWith(Cluster.Extension.class)
class RolesAndHostileClientsTest {

    private static Connection jdbc(String account) throws Exception {
        Cluster c = Cluster.get();
        Properties p = new Properties();
        p.setProperty("user", account);
        p.setProperty("password", new String(c.password(account)));
        return new org.postgresql.Driver().connect(c.as(account, "").jdbcUrl(), p);
    }

    private static String pushed(Path tmp, String prefix) throws Exception {
        String name = ServerStoreTest.newName(prefix);
        Cluster.get().server("arbiter", name).push(Folders.event(tmp.resolve(name), 1));
        return name;
    }

    private static long count(String event) throws Exception {
        try (Connection c = jdbc("reader"); Statement s = c.createStatement();
                var r = s.executeQuery("SELECT count(*) FROM rookery.fact f JOIN rookery.event e ON e.id = f.event"
                        + " WHERE e.name = '" + event + "'")) {
            r.next();
            return r.getLong(1);
        }
    }

    @Test
    void theReadOnlyAccountReadsButCannotWrite(@TempDir Path tmp) throws Exception {
        String name = pushed(tmp, "reader");
        EventServer reader = Cluster.get().server("reader", name);
        try (FactStore s = reader.place().openStore(true)) {
            assertEquals(4, s.facts().size());
            JournalException e = assertThrows(JournalException.class, () -> s.append(5, Folders.fact(5, "R")));
            assertTrue(e.getMessage().contains("refused by the server") && e.getMessage().contains("permission denied"),
                    e.getMessage());
        }
        try (Connection c = jdbc("reader"); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.execute(
                    "INSERT INTO rookery.fact (event, seq, json, append_id) SELECT id, 5, '{\"seq\":5}', gen_random_uuid()"
                            + " FROM rookery.event WHERE name = '" + name + "'"));
            assertEquals("42501", e.getSQLState());
            assertThrows(SQLException.class, () -> s.execute("INSERT INTO rookery.event (name, header) VALUES ('r-ev', '{}')"));
        }
        assertThrows(JournalException.class, () -> reader.push(Folders.event(tmp.resolve("by-reader"), 1)));
        assertEquals(4, count(name));
    }

    @Test
    void anArbiterWritesOnlyTheEventsItIsGranted(@TempDir Path tmp) throws Exception {
        String name = pushed(tmp, "granted");
        EventServer other = Cluster.get().server("arbiter2", name);
        try (FactStore s = other.place().openStore(true)) {
            JournalException e = assertThrows(JournalException.class, () -> s.append(5, Folders.fact(5, "O")));
            assertTrue(e.getMessage().contains("may not write event"), e.getMessage());
        }
        try (Connection c = jdbc("arbiter2"); Statement s = c.createStatement()) {
            // around the lock: the row-level policy refuses facts for an event not granted
            SQLException e = assertThrows(SQLException.class, () -> s.execute(
                    "INSERT INTO rookery.fact (event, seq, json, append_id) SELECT id, 5, '{\"seq\":5}', gen_random_uuid()"
                            + " FROM rookery.event WHERE name = '" + name + "'"));
            assertEquals("42501", e.getSQLState(), e.getMessage());
            assertThrows(SQLException.class, () -> s.execute("INSERT INTO rookery.writer (event, account) SELECT id,"
                    + " 'arbiter2' FROM rookery.event WHERE name = '" + name + "'"));
        }
        assertEquals(4, count(name));
        Cluster.get().server(LocalCluster.ADMIN, name).grant("arbiter2");
        try (FactStore s = other.place().openStore(true)) {
            s.append(5, Folders.fact(5, "O"));
        }
        assertEquals(5, count(name));
    }

    @Test
    void noAccountChangesOrRemovesAFact(@TempDir Path tmp) throws Exception {
        String name = pushed(tmp, "appendonly");
        for (String account : List.of("arbiter", "reader", LocalCluster.ADMIN)) {
            try (Connection c = account.equals(LocalCluster.ADMIN) ? admin() : jdbc(account); Statement s = c.createStatement()) {
                for (String sql : List.of("UPDATE rookery.fact SET json = '{\"seq\":1}'", "DELETE FROM rookery.fact",
                        "TRUNCATE rookery.fact CASCADE", "DELETE FROM rookery.event", "UPDATE rookery.format_file SET content = ''")) {
                    SQLException e = assertThrows(SQLException.class, () -> s.execute(sql), account + ": " + sql);
                    assertTrue(e.getSQLState().equals("42501"), account + ": " + sql + ": " + e.getMessage());
                }
            }
        }
        assertEquals(4, count(name));
    }

    private static Connection admin() throws Exception {
        Cluster c = Cluster.get();
        Properties p = new Properties();
        p.setProperty("user", LocalCluster.ADMIN);
        p.setProperty("password", new String(c.password(LocalCluster.ADMIN)));
        return new org.postgresql.Driver().connect(c.admin("").jdbcUrl(), p);
    }

    @Test
    void sqlInNamesAndIdsIsDataNeverCode(@TempDir Path tmp) throws Exception {
        String name = pushed(tmp, "sql");
        String hostile = "{\"seq\":5,\"at\":\"2026-12-01T10:00:00Z\",\"by\":\"Robert'); DROP TABLE rookery.fact; --\","
                + "\"type\":\"register\",\"player\":\"x' OR '1'='1\",\"name\":\"\\\"; DELETE FROM rookery.event; --\"}";
        try (FactStore s = Cluster.get().server("arbiter", name).place().openStore(true)) {
            s.append(5, hostile);
        }
        try (FactStore s = Cluster.get().server("reader", name).place().openStore(false)) {
            assertEquals(hostile, s.facts().get(4).json());
        }
        for (String url : List.of("postgresql://arbiter@127.0.0.1/rookery/x';DROP TABLE rookery.fact;--",
                "postgresql://arbiter@127.0.0.1/rookery/..%2F..%2Fetc", "postgresql://arb'iter@127.0.0.1/rookery/e",
                "postgresql://arbiter:secret@127.0.0.1/rookery/e")) {
            assertThrows(IllegalArgumentException.class, () -> ServerAddress.parse(url), url);
        }
        assertEquals(5, count(name));
    }

    @Test
    void oversizedAndMalformedFactsAreRefusedAndNothingIsWritten(@TempDir Path tmp) throws Exception {
        String name = pushed(tmp, "big");
        try (FactStore s = Cluster.get().server("arbiter", name).place().openStore(true)) {
            String big = "{\"seq\":5,\"type\":\"note\",\"text\":\"" + "x".repeat(1 << 20) + "\"}";
            JournalException e = assertThrows(JournalException.class, () -> s.append(5, big));
            assertTrue(e.getMessage().contains("longer than"), e.getMessage());
            assertThrows(JournalException.class, () -> s.append(5, "{\"seq\":5,\n\"type\":\"x\"}"));
            assertThrows(JournalException.class, () -> s.append(5, "{\"seq\":6}"));
            assertThrows(JournalException.class, () -> s.append(5, "not json"));
        }
        try (Connection c = jdbc("arbiter"); Statement s = c.createStatement()) {
            // around the store: the server's own checks hold (gapless numbers, one JSON object, size)
            for (String json : List.of("{\"seq\":9}", "[5]", "{\"seq\":5,\"x\":\"" + "y".repeat(1 << 20) + "\"}")) {
                long seq = json.startsWith("{\"seq\":9") ? 9 : 5;
                c.setAutoCommit(false);
                s.execute("SELECT rookery.lock_event(id) FROM rookery.event WHERE name = '" + name + "'");
                var insert = c.prepareStatement("INSERT INTO rookery.fact (event, seq, json, append_id) SELECT id, ?, ?,"
                        + " gen_random_uuid() FROM rookery.event WHERE name = ?");
                insert.setLong(1, seq);
                insert.setString(2, json);
                insert.setString(3, name);
                assertThrows(SQLException.class, insert::executeUpdate, json.substring(0, Math.min(20, json.length())));
                c.rollback();
                c.setAutoCommit(true);
            }
        }
        assertEquals(4, count(name));
    }

    @Test
    void noPasswordAppearsInAnyProcessCommandLine(@TempDir Path tmp) throws Exception {
        String name = pushed(tmp, "argv");
        try (FactStore s = Cluster.get().server("arbiter", name).place().openStore(true)) {
            s.append(5, Folders.fact(5, "A"));
            List<String> secrets = Cluster.get().passwords();
            int seen = 0;
            try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
                for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                    String cmd;
                    try {
                        cmd = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8);
                    } catch (IOException gone) {
                        continue;
                    }
                    seen += cmd.contains("postgres") ? 1 : 0;
                    for (String secret : secrets) {
                        assertFalse(cmd.contains(secret), p + " has a password on its command line: " + cmd.replace('\0', ' '));
                    }
                }
            }
            assertTrue(seen >= 2, "the server and its connection processes are among those checked");
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.JournalException;
import org.rookery.store.postgresql.internal.LocalCluster;

/**
 * Faults of the server and the network, provoked for real: the connection killed on the server
 * in the middle of an append's transaction, and the server restarted between appends.
 */
@ExtendWith(Cluster.Extension.class)
class ServerFaultsTest {

    private static Connection admin() throws Exception {
        Cluster c = Cluster.get();
        Properties p = new Properties();
        p.setProperty("user", LocalCluster.ADMIN);
        p.setProperty("password", new String(c.password(LocalCluster.ADMIN)));
        return new org.postgresql.Driver().connect(c.admin("").jdbcUrl(), p);
    }

    /** Kills every connection of {@code account} on the server, as a dropped network would end them. */
    private static int kill(String account) throws Exception {
        try (Connection c = admin(); PreparedStatement s = c.prepareStatement(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE usename = ? AND pid <> pg_backend_pid()")) {
            s.setString(1, account);
            try (var r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    @Test
    void aConnectionKilledMidTransactionLeavesNothingHalfWritten(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("kill");
        Cluster.get().server("arbiter", name).push(Folders.event(tmp.resolve("a"), 0));
        try (FactStore s = Cluster.get().server("arbiter", name).place().openStore(true)) {
            JournalException e = assertThrows(JournalException.class, () -> s.appendDecided(arrived -> {
                // the event is locked and the transaction open: the server ends the connection now
                try {
                    assertTrue(kill("arbiter") >= 1);
                } catch (Exception x) {
                    throw new IllegalStateException(x);
                }
                return List.of(Folders.batch(4, 6, "K1"), Folders.batch(5, 6, "K2"), Folders.batch(6, 6, "K3"));
            }));
            assertTrue(e.getMessage().contains("connection to the server was lost") && e.getMessage().contains("nothing of it was kept"),
                    e.getMessage());
            assertEquals(3, s.facts().size());
            // the store connects again by itself, and the retried batch is whole
            s.appendAll(4, List.of(Folders.batch(4, 6, "K1"), Folders.batch(5, 6, "K2"), Folders.batch(6, 6, "K3")));
        }
        try (FactStore s = Cluster.get().server("reader", name).place().openStore(false)) {
            assertEquals(6, s.facts().size());
            assertEquals(Folders.batch(6, 6, "K3"), s.facts().get(5).json());
        }
    }

    @Test
    void aRestartedServerGivesAClearErrorThenTheWriterGoesOnAndNothingAcknowledgedIsLost(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("restart");
        Cluster.get().server("arbiter", name).push(Folders.event(tmp.resolve("a"), 0));
        try (FactStore s = Cluster.get().server("arbiter", name).place().openStore(true)) {
            s.append(4, Folders.fact(4, "before"));
            Cluster.get().local().stop();
            try {
                JournalException down = assertThrows(JournalException.class, () -> s.append(5, Folders.fact(5, "down")));
                assertTrue(down.getMessage().contains("connection") || down.getMessage().contains("cannot connect"),
                        down.getMessage());
            } finally {
                Cluster.get().local().startAgain();
            }
            // the first call after the restart reconnects by itself
            s.append(5, Folders.fact(5, "after"));
        }
        try (FactStore s = Cluster.get().server("reader", name).place().openStore(false)) {
            assertEquals(List.of("before", "after"), s.facts().subList(3, 5).stream()
                    .map(f -> f.json().replaceAll(".*\"player\":\"([^\"]+)\".*", "$1")).toList());
        }
    }

    @Test
    void theFirstAppendAfterARestartGoesThroughAtOnceAndIsStoredOnce(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("first-after-restart");
        Cluster.get().server("arbiter", name).push(Folders.event(tmp.resolve("a"), 0));
        try (FactStore s = Cluster.get().server("arbiter", name).place().openStore(true)) {
            s.append(4, Folders.fact(4, "before"));
            // the server restarts while the store's connection is idle: that connection is dead,
            // but nothing of the next append has been sent on it yet
            Cluster.get().local().restart();
            assertEquals(5, s.append(5, Folders.fact(5, "after")).seq(), "the first append after the restart");
            Cluster.get().local().restart();
            s.appendAll(6, List.of(Folders.batch(6, 7, "B1"), Folders.batch(7, 7, "B2")));
            assertEquals(7, s.facts().size());
        }
        try (FactStore s = Cluster.get().server("reader", name).place().openStore(false)) {
            assertEquals(7, s.facts().size(), "each append stored once");
            assertEquals(List.of("before", "after", "B1", "B2"), s.facts().subList(3, 7).stream()
                    .map(f -> f.json().replaceAll(".*\"player\":\"([^\"]+)\".*", "$1")).toList());
            assertEquals(java.util.Optional.of("arbiter"), s.account(5));
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.rookery.engine.journal.FactStore;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.internal.LocalCluster;
import org.rookery.store.postgresql.internal.Transfers;

/**
 * A measured harness (not a test): the time from a fact committed by one arbiter's store to the
 * same fact in another's view, told by LISTEN/NOTIFY and read with {@link FactStore#refresh()},
 * as a workbench would update. Starts its own cluster; prints the median and 99th percentile.
 * <p>
 * Usage: {@code NotifyLatency [FACTS]} (default 2,000 after 200 of warm-up).
 */
public final class NotifyLatency {

    private NotifyLatency() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int warm = 200;
        Path tmp = Files.createTempDirectory("rookery-notify-");
        try (LocalCluster cluster = LocalCluster.start()) {
            EventServer owner = EventServer.at(new org.rookery.store.postgresql.ServerAddress(LocalCluster.ADMIN, "127.0.0.1",
                    cluster.port(), "rookery", ""), Optional.of(cluster.adminPassword()));
            owner.init(new EventServer.Account("arbiter", tmp.resolve("arbiter.password")),
                    new EventServer.Account("reader", tmp.resolve("reader.password")));
            EventServer writer = EventServer.at(new org.rookery.store.postgresql.ServerAddress("arbiter", "127.0.0.1", cluster.port(),
                    "rookery", "latency"), Optional.of(org.rookery.store.postgresql.ServerPassword.read(tmp.resolve("arbiter.password"))));
            writer.push(Folders.event(tmp.resolve("event"), 0));
            EventServer readerServer = EventServer.at(new org.rookery.store.postgresql.ServerAddress("reader", "127.0.0.1",
                    cluster.port(), "rookery", "latency"), Optional.of(org.rookery.store.postgresql.ServerPassword.read(
                            tmp.resolve("reader.password"))));
            Properties p = new Properties();
            p.setProperty("user", "reader");
            p.setProperty("password", new String(org.rookery.store.postgresql.ServerPassword.read(tmp.resolve("reader.password"))));
            BlockingQueue<long[]> seen = new ArrayBlockingQueue<>(n + warm);
            try (FactStore w = writer.place().openStore(true); FactStore r = readerServer.place().openStore(false);
                    Connection listen = new org.postgresql.Driver().connect(readerServer.address().jdbcUrl(), p)) {
                try (Statement s = listen.createStatement()) {
                    s.execute("LISTEN rookery_facts");
                }
                Thread listener = new Thread(() -> {
                    try {
                        PGConnection pg = listen.unwrap(PGConnection.class);
                        int got = 0;
                        while (got < n + warm) {
                            PGNotification[] ns = pg.getNotifications(5000);
                            if (ns == null) {
                                continue;
                            }
                            for (int i = 0; i < ns.length; i++) {
                                for (var f : r.refresh()) {
                                    seen.add(new long[] { f.seq(), System.nanoTime() });
                                    got++;
                                }
                            }
                        }
                    } catch (Exception e) {
                        e.printStackTrace();
                    }
                }, "listener");
                listener.start();
                long[] latency = new long[n];
                for (int i = 0; i < n + warm; i++) {
                    long seq = w.nextSequence();
                    w.append(seq, Folders.fact(seq, "L" + i));
                    long committed = System.nanoTime();
                    long[] got = seen.poll(10, TimeUnit.SECONDS);
                    if (got == null || got[0] != seq) {
                        throw new IllegalStateException("fact " + seq + " not seen in the other view (" + Arrays.toString(got) + ")");
                    }
                    if (i >= warm) {
                        latency[i - warm] = Math.max(0, got[1] - committed);
                    }
                }
                listener.join(10_000);
                Arrays.sort(latency);
                System.out.printf("commit-to-view latency over %d facts: median %.2f ms, p99 %.2f ms, max %.2f ms%n", n,
                        latency[n / 2] / 1e6, latency[(int) Math.ceil(n * 0.99) - 1] / 1e6, latency[n - 1] / 1e6);
            }
        } finally {
            Transfers.deleteTree(tmp);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FactStore;
import org.rookery.store.postgresql.EventServer;

/**
 * What a workbench relies on to show other arbiters' facts: the watch hears each commit at once,
 * says when the database went away and came back (reconnecting by itself), and the store names
 * the database account of each fact.
 */
@ExtendWith(Cluster.Extension.class)
class WatchTest {

    private static final class Heard implements EventServer.Watcher {
        final BlockingQueue<String> events = new LinkedBlockingQueue<>();

        @Override
        public void factsArrived() {
            events.add("facts");
        }

        @Override
        public void connection(boolean up, String message) {
            events.add((up ? "up: " : "down: ") + message);
        }

        /** The next thing heard that starts with {@code prefix}, within {@code seconds}. */
        String next(String prefix, long seconds) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            for (;;) {
                String e = events.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (e == null || e.startsWith(prefix)) {
                    return e;
                }
            }
        }
    }

    @Test
    void anotherArbitersFactIsHeardWithinASecondAndTheWatchSurvivesARestart(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("watch");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(Folders.event(tmp.resolve("a"), 0));
        Heard heard = new Heard();
        try (EventServer.Watch watch = Cluster.get().server("reader", name).watch(heard);
                FactStore reader = Cluster.get().server("reader", name).place().openStore(false)) {
            // once listening the watch tells of facts (any committed before it listened): none here
            assertNotNull(heard.next("facts", 10), "the watch starts listening");
            assertEquals(0, reader.refresh().size());
            try (FactStore w = arbiter.place().openStore(true)) {
                w.append(4, Folders.fact(4, "W1"));
            }
            long committed = System.nanoTime();
            assertNotNull(heard.next("facts", 1), "the fact was announced within a second");
            assertTrue(System.nanoTime() - committed < 1_000_000_000L);
            assertEquals(1, reader.refresh().size());

            Cluster.get().local().restart();
            String down = heard.next("down", 10);
            assertNotNull(down, "the watch says it lost the database");
            assertTrue(down.contains("disconnected from " + Cluster.get().as("reader", name)), down);
            assertNotNull(heard.next("up", 20), "the watch connects again by itself");
            assertNotNull(heard.next("facts", 2), "and tells of facts, in case some came while it was away");
            try (FactStore w = arbiter.place().openStore(true)) {
                w.append(5, Folders.fact(5, "W2"));
            }
            assertNotNull(heard.next("facts", 2), "facts after the restart are heard");
            assertEquals(1, reader.refresh().size(), "the reader's store reconnects too, nothing lost");
        }
        for (String p : Cluster.get().passwords()) {
            assertTrue(!heard.events.toString().contains(p), "no password in what the watch says");
        }
    }

    @Test
    void theStoreNamesTheDatabaseAccountOfEachFactAndTheFileJournalNone(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("account");
        Path dir = Folders.event(tmp.resolve("a"), 0);
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(dir);
        Cluster.get().server(org.rookery.store.postgresql.internal.LocalCluster.ADMIN, name).grant("arbiter2");
        try (FactStore a = arbiter.place().openStore(true)) {
            a.append(4, Folders.fact(4, "BY1"));
            assertEquals(Optional.of("arbiter"), a.account(4));
        }
        try (FactStore b = Cluster.get().server("arbiter2", name).place().openStore(true)) {
            b.append(5, Folders.fact(5, "BY2"));
        }
        try (FactStore r = Cluster.get().server("reader", name).place().openStore(false)) {
            assertEquals(Optional.of("arbiter"), r.account(1), "pushed facts are the pusher's");
            assertEquals(Optional.of("arbiter"), r.account(4));
            assertEquals(Optional.of("arbiter2"), r.account(5));
            assertEquals(Optional.empty(), r.account(6));
            assertTrue(r.facts().get(4).json().contains("\"by\":\"Maria\""), "the fact itself is unchanged");
        }
        try (FactStore file = org.rookery.engine.journal.FileJournal.read(dir.resolve("journal.jsonl"))) {
            assertEquals(Optional.empty(), file.account(1));
        }
    }
}

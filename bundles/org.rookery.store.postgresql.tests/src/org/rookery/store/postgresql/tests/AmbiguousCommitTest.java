// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.KeptAfterAllException;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;

/**
 * The connection dies after the server committed an append but before its answer reached the
 * writer (the network cut at that instant by a relay between them): the writer finds out
 * whether its facts landed by their append id and never keeps them twice.
 */
@ExtendWith(Cluster.Extension.class)
class AmbiguousCommitTest {

    /** The arbiter's server, reached through {@code proxy}. */
    private static EventServer through(CuttingProxy proxy, String event) throws Exception {
        return EventServer.at(new ServerAddress("arbiter", "127.0.0.1", proxy.port(), Cluster.DATABASE, event),
                Optional.of(Cluster.get().password("arbiter")));
    }

    private static long copies(String event, String player) throws Exception {
        try (FactStore s = Cluster.get().server("reader", event).place().openStore(false)) {
            return s.facts().stream().filter(f -> f.json().contains("\"player\":\"" + player + "\"")).count();
        }
    }

    @Test
    void anUnansweredCommitThatLandedIsReportedKeptAndNotWrittenAgain(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("ambiguous");
        Cluster.get().server("arbiter", name).push(Folders.event(tmp.resolve("a"), 0));
        try (CuttingProxy proxy = new CuttingProxy(Cluster.get().local().port());
                FactStore s = through(proxy, name).place().openStore(true)) {
            proxy.cutAfterCommit();
            // the commit's answer never comes; the store asks the server on a new connection
            var stored = s.append(4, Folders.fact(4, "LANDED"));
            assertEquals(1, proxy.cuts(), "the relay cut the connection after the server's COMMIT");
            assertEquals(4, stored.seq());
            assertEquals(4, s.facts().size());
            s.append(5, Folders.fact(5, "NEXT"));
        }
        assertEquals(1, copies(name, "LANDED"));
        assertEquals(1, copies(name, "NEXT"));
    }

    @Test
    void whenTheServerCannotBeAskedTheAppendIsUnknownThenSettledWithoutADuplicate(@TempDir Path tmp) throws Exception {
        String name = ServerStoreTest.newName("unknown");
        Cluster.get().server("arbiter", name).push(Folders.event(tmp.resolve("a"), 0));
        try (CuttingProxy proxy = new CuttingProxy(Cluster.get().local().port());
                FactStore s = through(proxy, name).place().openStore(true)) {
            proxy.cutAfterCommit();
            proxy.refuse(true);
            JournalException unknown = assertThrows(JournalException.class, () -> s.append(4, Folders.fact(4, "MAYBE")));
            assertTrue(unknown.getMessage().contains("cannot be asked whether they were kept"), unknown.getMessage());
            assertEquals(3, s.facts().size(), "the store does not count what it does not know");

            proxy.refuse(false);
            // a retry of the same fact: the store first learns that the earlier one was kept
            KeptAfterAllException kept = assertThrows(KeptAfterAllException.class, () -> s.appendDecided(arrived -> {
                assertEquals(1, arrived.size(), "the unanswered fact arrives in the writer's view");
                return java.util.List.of(Folders.fact(5, "MAYBE"));
            }));
            assertEquals(java.util.List.of(4L), kept.kept(), "the writer is told which fact was kept");
            assertTrue(kept.getMessage().contains("fact 4 whose commit went unanswered was kept after all"), kept.getMessage());
            assertEquals(4, s.facts().size());
            assertEquals(Optional.of("arbiter"), s.account(4));
            s.append(5, Folders.fact(5, "AFTER"));
        }
        assertEquals(1, copies(name, "MAYBE"), "kept once, never twice");
        assertEquals(1, copies(name, "AFTER"));
    }
}

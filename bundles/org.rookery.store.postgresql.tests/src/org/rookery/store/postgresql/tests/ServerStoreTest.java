// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.SequenceConflictException;
import org.rookery.engine.journal.StoredFact;
import org.rookery.store.postgresql.EventServer;

/** The store on a real server: push and pull, appends, stale appends, reading what others appended. */
@ExtendWith(Cluster.Extension.class)
class ServerStoreTest {

    private static final AtomicInteger NAMES = new AtomicInteger();

    static String newName(String prefix) {
        return prefix + "-" + NAMES.incrementAndGet() + "-" + ProcessHandle.current().pid();
    }

    @Test
    void pushThenPullGivesTheSameJournalAndFormatFiles(@TempDir Path tmp) throws Exception {
        Path dir = Folders.event(tmp.resolve("a"), 5);
        String name = newName("roundtrip");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        assertEquals(8, arbiter.push(dir));
        Path back = tmp.resolve("back");
        assertEquals(8, arbiter.pull(back));
        assertArrayEquals(Files.readAllBytes(dir.resolve("journal.jsonl")), Files.readAllBytes(back.resolve("journal.jsonl")));
        for (String f : List.of("format/main.tfl", "format/shared/part.tfl")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve(f)), Files.readAllBytes(back.resolve(f)));
        }
        try (var s = Files.list(tmp)) {
            assertEquals(List.of("a", "back"), s.map(p -> p.getFileName().toString()).sorted().toList(),
                    "a pull leaves no working folder behind");
        }
    }

    @Test
    void aSecondPushOfTheSameNameIsRefusedAndChangesNothing(@TempDir Path tmp) throws Exception {
        String name = newName("twice");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(Folders.event(tmp.resolve("a"), 2));
        JournalException e = assertThrows(JournalException.class, () -> arbiter.push(Folders.event(tmp.resolve("b"), 7)));
        assertTrue(e.getMessage().contains("already has an event '" + name + "'"), e.getMessage());
        try (FactStore s = arbiter.place().openStore(false)) {
            assertEquals(5, s.facts().size());
        }
    }

    @Test
    void aPullIntoAFolderInUseIsRefused(@TempDir Path tmp) throws Exception {
        String name = newName("busy");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(Folders.event(tmp.resolve("a"), 1));
        Files.writeString(tmp.resolve("used"), "mine");
        JournalException e = assertThrows(JournalException.class, () -> arbiter.pull(tmp.resolve("used")));
        assertTrue(e.getMessage().contains("not an empty folder"), e.getMessage());
        assertEquals("mine", Files.readString(tmp.resolve("used")));
    }

    @Test
    void appendsAreDurableAndNumberedAndAStaleAppendIsRefused(@TempDir Path tmp) throws Exception {
        String name = newName("append");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(Folders.event(tmp.resolve("a"), 2));
        try (FactStore one = arbiter.place().openStore(true); FactStore two = arbiter.place().openStore(true)) {
            assertEquals(6, one.nextSequence());
            one.append(6, Folders.fact(6, "X"));
            SequenceConflictException stale = assertThrows(SequenceConflictException.class,
                    () -> two.append(6, Folders.fact(6, "Y")));
            assertTrue(stale.getMessage().contains("fact 6 cannot be appended: the next fact is 7"), stale.getMessage());
            assertEquals(7, two.nextSequence(), "the refused writer now sees the fact that came first");
            assertEquals(Folders.fact(6, "X"), two.facts().get(5).json());
            two.append(7, Folders.fact(7, "Y"));
            assertEquals(List.of(new StoredFact(7, 8, Folders.fact(7, "Y"))), one.refresh());
        }
        try (FactStore again = arbiter.place().openStore(false)) {
            assertEquals(7, again.facts().size());
        }
    }

    @Test
    void aDecisionSeesTheFactsOthersAppendedAndIsMadeUnderTheLock(@TempDir Path tmp) throws Exception {
        String name = newName("decide");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(Folders.event(tmp.resolve("a"), 0));
        try (FactStore one = arbiter.place().openStore(true); FactStore two = arbiter.place().openStore(true)) {
            one.append(4, Folders.fact(4, "X"));
            List<StoredFact> stored = two.appendDecided(arrived -> {
                assertEquals(List.of(4L), arrived.stream().map(StoredFact::seq).toList());
                return List.of(Folders.fact(5, "Z"));
            });
            assertEquals(5, stored.get(0).seq());
            // a decision that throws appends nothing
            assertThrows(IllegalStateException.class, () -> one.appendDecided(arrived -> {
                throw new IllegalStateException("refused after seeing " + arrived.size());
            }));
            assertEquals(5, one.facts().size() + 0L, "the refused writer still learned of fact 5");
        }
        try (FactStore again = arbiter.place().openStore(false)) {
            assertEquals(5, again.facts().size());
        }
    }

    @Test
    void aBatchIsCheckedLikeTheFileJournalChecksIt(@TempDir Path tmp) throws Exception {
        String name = newName("batch");
        EventServer arbiter = Cluster.get().server("arbiter", name);
        arbiter.push(Folders.event(tmp.resolve("a"), 0));
        try (FactStore s = arbiter.place().openStore(true)) {
            JournalException e = assertThrows(JournalException.class,
                    () -> s.appendAll(4, List.of(Folders.fact(4, "A"), Folders.fact(5, "B"))));
            assertTrue(e.getMessage().contains("must carry 'batchEnd':5"), e.getMessage());
            s.appendAll(4, List.of(Folders.batch(4, 5, "A"), Folders.batch(5, 5, "B")));
        }
        Path back = tmp.resolve("back");
        arbiter.pull(back);
        String journal = Files.readString(back.resolve("journal.jsonl"));
        assertTrue(journal.endsWith(Folders.batch(4, 5, "A") + "\n" + Folders.batch(5, 5, "B") + "\n"), journal);
    }

    @Test
    void aMissingEventAndAMissingSchemaAreNamed(@TempDir Path tmp) throws IOException, InterruptedException {
        JournalException e = assertThrows(JournalException.class,
                () -> Cluster.get().server("arbiter", "no-such-event").place().openStore(false));
        assertTrue(e.getMessage().contains("the server has no event 'no-such-event'"), e.getMessage());
    }
}

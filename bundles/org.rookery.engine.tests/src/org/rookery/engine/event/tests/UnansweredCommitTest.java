// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.Facts.player;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPlace;
import org.rookery.engine.fact.Fact;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.FileJournal;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.JournalHeader;
import org.rookery.engine.journal.KeptAfterAllException;
import org.rookery.engine.journal.StoredFact;
import org.rookery.engine.journal.TornTail;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * An arbiter's record whose commit went unanswered (the server was lost at that instant and could
 * not be asked) and that he simply records again: if it was kept, he is told it is recorded, once;
 * a different decision after it is told what was kept and decides again. The server store's side
 * of this (the append id asked for, {@link KeptAfterAllException} on the next append) is tested
 * against a real server in {@code AmbiguousCommitTest}; here the store is a folder's journal that
 * answers as the server store does when a commit's answer is lost, the one fault a folder cannot
 * have.
 */
class UnansweredCommitTest {

    private static final VariantRegistry REGISTRY = VariantRegistry.of(new ShogiVariant());
    private static final InstantSource CLOCK = InstantSource.fixed(Instant.parse("2026-12-02T10:00:00Z"));

    /** A journal whose next append is committed but reported unknown, then settled as the server store settles it. */
    private static final class LosingStore implements FactStore {
        private final FileJournal journal;
        private boolean loseNext;
        private List<StoredFact> unknown;

        LosingStore(FileJournal journal) {
            this.journal = journal;
        }

        @Override
        public List<StoredFact> appendDecided(Decision decision) throws IOException {
            if (unknown != null) {
                List<StoredFact> kept = unknown;
                unknown = null;
                try {
                    decision.decide(kept);
                } catch (RuntimeException refusedRetry) {
                    // as the server store: the retry's own refusal is not what the writer hears
                }
                throw new KeptAfterAllException(location(), kept.stream().map(StoredFact::seq).toList());
            }
            List<StoredFact> stored = journal.appendDecided(decision);
            if (loseNext) {
                loseNext = false;
                unknown = stored;
                throw new JournalException(location(), 0, "the connection to the server was lost while it committed");
            }
            return stored;
        }

        @Override
        public JournalHeader header() {
            return journal.header();
        }

        @Override
        public List<StoredFact> facts() {
            return journal.facts();
        }

        @Override
        public StoredFact append(long seq, String json) throws IOException {
            return journal.append(seq, json);
        }

        @Override
        public List<StoredFact> appendAll(long firstSeq, List<String> jsons) throws IOException {
            return journal.appendAll(firstSeq, jsons);
        }

        @Override
        public Optional<TornTail> tornTail() {
            return journal.tornTail();
        }

        @Override
        public String location() {
            return "server/event";
        }

        @Override
        public void close() throws IOException {
            journal.close();
        }
    }

    /** The store of the event last opened. */
    private final LosingStore[] store = new LosingStore[1];

    private EventFolder open(Path dir) throws IOException {
        Path source = dir.resolve("src");
        Files.createDirectories(source);
        Files.writeString(source.resolve("event.tfl"), "// fesa\n");
        EventFolder.create(dir.resolve("event"), source.resolve("event.tfl"), file -> TestFormats.fesa(), REGISTRY, CLOCK).close();
        Path event = dir.resolve("event");
        EventPlace place = new EventPlace() {
            @Override
            public FactStore openStore(boolean write) throws IOException {
                store[0] = new LosingStore(FileJournal.open(event.resolve(EventFolder.JOURNAL)));
                return store[0];
            }

            @Override
            public Path dir() {
                return event;
            }

            @Override
            public String location() {
                return "server/event";
            }
        };
        return EventFolder.open(place, file -> TestFormats.fesa(), REGISTRY, CLOCK, true);
    }

    private static long registered(EventFolder event, String id) {
        return event.facts().stream().filter(f -> f.body().equals(player(id, 1500))).count();
    }

    @Test
    void recordingTheSameFactAgainAfterAnUnansweredCommitGivesTheKeptFactOnce(@TempDir Path dir) throws IOException {
        try (EventFolder event = open(dir)) {
            event.record(player("Ana", 1500), "desk-1");
            store[0].loseNext = true;
            assertThrows(JournalException.class, () -> event.record(player("Ben", 1500), "desk-1"));
            Fact again = event.record(player("Ben", 1500), "desk-1");
            assertEquals(2, again.seq(), "the fact kept by the unanswered commit");
            assertEquals(1, registered(event, "Ben"), "recorded once, not refused as a second registration");
            assertEquals(3, event.record(player("Cy", 1500), "desk-1").seq(), "the event goes on after it");
        }
        try (EventFolder event = EventFolder.open(dir.resolve("event"), file -> TestFormats.fesa(), REGISTRY, CLOCK)) {
            assertEquals(3, event.facts().size(), "on disk: Ana, Ben once, Cy");
        }
    }

    @Test
    void anotherDecisionAfterAnUnansweredCommitIsToldWhatWasKeptAndWritesNothing(@TempDir Path dir) throws IOException {
        try (EventFolder event = open(dir)) {
            store[0].loseNext = true;
            assertThrows(JournalException.class, () -> event.record(player("Ana", 1500), "desk-1"));
            KeptAfterAllException kept = assertThrows(KeptAfterAllException.class,
                    () -> event.record(player("Ben", 1500), "desk-1"));
            assertEquals(List.of(1L), kept.kept());
            assertTrue(kept.getMessage().contains("fact 1 whose commit went unanswered was kept after all"), kept.getMessage());
            assertEquals(1, event.facts().size(), "the kept fact is in the view; Ben was not written");
            assertEquals(1, registered(event, "Ana"));
            assertEquals(2, event.record(player("Ben", 1500), "desk-1").seq(), "deciding again records it");
        }
    }
}

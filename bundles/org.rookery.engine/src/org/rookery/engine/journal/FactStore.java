// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Where an event's facts are kept: an append-only sequence of JSON objects numbered 1, 2, 3...
 * with no gap. The store checks only what every fact has in common (one JSON object per fact, a
 * {@code seq} field equal to its position); what the facts mean is the event layer's business.
 * <p>
 * An append names the sequence number it expects to get, so that a store shared by several
 * writers (a database server) can refuse an append made on a stale view with
 * {@link SequenceConflictException} instead of interleaving facts.
 */
public interface FactStore extends AutoCloseable {

    /** The header written when the store was created: journal version and the event's properties. */
    JournalHeader header();

    /** Every fact in sequence order, as read on open plus those appended since. */
    List<StoredFact> facts();

    /** The sequence number the next fact gets. */
    default long nextSequence() {
        return facts().size() + 1L;
    }

    /**
     * Appends one fact and returns only when it is durable (on disk, or committed by the server).
     *
     * @param seq the sequence number the fact carries, which must be {@link #nextSequence()}
     * @param json the fact as one JSON object on one line, whose {@code seq} field is {@code seq}
     * @throws SequenceConflictException when {@code seq} is not the next sequence number
     * @throws JournalException when the text is not a single-line JSON object with that {@code seq}
     * @throws IOException when it could not be made durable; the store then refuses further appends
     */
    StoredFact append(long seq, String json) throws IOException;

    /**
     * Appends facts all or nothing: when this returns every one is durable; when it throws, none
     * of them is in the store, also after a crash in the middle (each carries the
     * {@code batchEnd} field, the sequence number of the batch's last fact, so that a batch cut
     * short is recognised and not counted). A single fact carries no {@code batchEnd}.
     *
     * @param firstSeq the sequence number of the first fact, which must be {@link #nextSequence()}
     * @param jsons the facts, one JSON object on one line each, numbered from {@code firstSeq}
     * @throws SequenceConflictException when {@code firstSeq} is not the next sequence number or
     *         another writer appended first
     * @throws JournalException when a text is not a single-line JSON object with its {@code seq}
     *         and {@code batchEnd}, or the facts could not be made durable (none is kept)
     */
    List<StoredFact> appendAll(long firstSeq, List<String> jsons) throws IOException;

    /**
     * What a writer decides under the store's write lock: given the facts other writers appended
     * since this store's view (already added to {@link #facts()}), the lines to append next, or
     * none. It may throw to append nothing (a rule refuses the facts once the new ones are seen).
     */
    @FunctionalInterface
    interface Decision {
        List<String> decide(List<StoredFact> arrived) throws IOException;
    }

    /**
     * Appends facts decided against the latest state: the store takes its write lock (for a
     * server, locks the event inside a transaction), reads the facts appended since its view,
     * lets {@code decision} check the new facts against them and appends what it returns, all
     * or nothing, numbered from the next sequence number, before the lock is let go. So a fact
     * is only ever kept after the very facts it was checked against. A store with one writer
     * (the file journal, which holds a lock on its file) has nothing to read and appends.
     *
     * @return the appended facts, none when the decision returned none
     */
    default List<StoredFact> appendDecided(Decision decision) throws IOException {
        List<String> lines = decision.decide(List.of());
        return lines.isEmpty() ? List.of() : appendAll(nextSequence(), lines);
    }

    /**
     * Reads the facts other writers appended since this store's view and adds them to
     * {@link #facts()}; a store with one writer has none.
     *
     * @return the facts that arrived, in order
     */
    default List<StoredFact> refresh() throws IOException {
        return List.of();
    }

    /**
     * Who the store itself says recorded fact {@code seq}, beside what the fact claims: for a
     * server, the database account that committed it (the server sets it, not the client). It is
     * metadata kept beside the fact, never part of the fact's text; the file journal keeps none.
     *
     * @return the account, or empty when the store keeps none or has no such fact
     */
    default Optional<String> account(long seq) {
        return Optional.empty();
    }

    /** The torn tail found when the store was opened (moved aside if it was opened to write), if there was one. */
    Optional<TornTail> tornTail();

    /** Where the store is, for messages (a file path, a server address). */
    String location();

    @Override
    void close() throws IOException;
}

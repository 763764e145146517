// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The embedded fact store: one JSON Lines file, a header line and then one fact per line.
 * <p>
 * Durability: each append writes its lines and forces the file to disk before it returns, so an
 * acknowledged fact survives a crash of the process or the machine. A batch of facts is written
 * all or nothing: every fact of it carries the sequence number of its last fact, and a batch
 * whose last fact is missing is not counted. A crash can leave at most a last line without its
 * newline: one that reads as a complete fact is a fact, anything else is a torn tail. Any other
 * damage (a line that is not a JSON object, a wrong sequence number, a line too long to be a
 * fact, text that is not UTF-8) stops the open with a {@link JournalException} naming the file
 * and line, and the file is not changed.
 * <p>
 * {@link #read} opens a journal only to read it: it needs no write permission and takes no
 * lock, and it leaves a torn tail where it is. {@link #open} opens it to append: the file is
 * locked only while a torn tail is moved aside and while each append is written, so a reader or
 * an idle writer never blocks another writer; an append made after another program appended is
 * refused with a {@link SequenceConflictException}, never interleaved.
 */
public final class FileJournal implements FactStore {

    /** How long an append waits for another program's append to finish. */
    private static final long LOCK_WAIT_MS = 10_000;

    private final Path file;
    private final FileChannel channel;
    private final boolean writable;
    private final JournalHeader header;
    private final List<StoredFact> facts;
    private final Optional<TornTail> tornTail;
    private long size;
    private boolean broken;

    private FileJournal(Path file, FileChannel channel, boolean writable, JournalHeader header, List<StoredFact> facts,
            long size, Optional<TornTail> tornTail) {
        this.file = file;
        this.channel = channel;
        this.writable = writable;
        this.header = header;
        this.facts = facts;
        this.size = size;
        this.tornTail = tornTail;
    }

    /**
     * Creates a journal holding only its header and opens it. The header is written atomically,
     * so a journal file either does not exist or has its complete header.
     *
     * @throws JournalException when the file already exists (it is left untouched)
     */
    public static FileJournal create(Path file, Map<String, String> properties) throws IOException {
        try {
            AtomicFiles.writeNew(file, (JournalLines.headerLine(properties) + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (FileAlreadyExistsException e) {
            throw new JournalException(file.toString(), 0, "a journal already exists here; it is left as it is");
        }
        return open(file);
    }

    /**
     * Opens a journal for reading and appending: a torn tail is moved aside into a file of its
     * own, and a complete last fact without its newline gets it.
     *
     * @throws JournalException when the file is missing, damaged or cannot be written
     */
    public static FileJournal open(Path file) throws IOException {
        String location = file.toString();
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (NoSuchFileException e) {
            throw new JournalException(location, 0, "no journal here");
        } catch (FileSystemException e) {
            throw new JournalException(location, 0, "the journal cannot be written (" + reason(e)
                    + "): it is on a read-only medium, immutable or not yours; it can still be read");
        }
        try {
            FileLock lock = lock(channel, location);
            try {
                JournalReader.Contents contents = new JournalReader(location).read(Channels.newInputStream(channel.position(0)));
                long size = contents.goodLength();
                Optional<TornTail> torn = Optional.empty();
                if (contents.tailBytes() > 0) {
                    torn = Optional.of(moveAside(file, channel, contents));
                } else if (contents.unterminated()) {
                    // The last fact is complete; only its newline is missing, so the next fact starts a line of its own.
                    write(channel, size, "\n".getBytes(StandardCharsets.UTF_8));
                    channel.force(true);
                    size++;
                }
                return new FileJournal(file, channel, true, contents.header(), new ArrayList<>(contents.facts()), size, torn);
            } finally {
                lock.release();
            }
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * Opens a journal only to read it: no write permission is needed, no lock is taken, and the
     * file is left exactly as it is; a torn tail is reported in {@link #tornTail()} but not moved.
     *
     * @throws JournalException when the file is missing, damaged or cannot be read
     */
    public static FileJournal read(Path file) throws IOException {
        String location = file.toString();
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new JournalException(location, 0, "no journal here");
        } catch (FileSystemException e) {
            throw new JournalException(location, 0, "the journal cannot be read (" + reason(e) + ")");
        }
        try {
            JournalReader.Contents contents = new JournalReader(location).read(Channels.newInputStream(channel));
            Optional<TornTail> torn = contents.tailBytes() == 0 ? Optional.empty()
                    : Optional.of(new TornTail(file, contents.tailLine(), contents.tailBytes(), contents.tailWhat(),
                            Optional.empty()));
            return new FileJournal(file, channel, false, contents.header(), new ArrayList<>(contents.facts()),
                    contents.goodLength(), torn);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static String reason(FileSystemException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getReason() != null ? e.getReason() : "the system refused to open it";
    }

    /** Locks the whole file, waiting a while for another program's append to finish. */
    private static FileLock lock(FileChannel channel, String location) throws IOException {
        long deadline = System.nanoTime() + LOCK_WAIT_MS * 1_000_000L;
        while (true) {
            try {
                FileLock lock = channel.tryLock();
                if (lock != null) {
                    return lock;
                }
            } catch (OverlappingFileLockException e) {
                // another journal object of this program holds the lock for its append: wait for it
            }
            if (System.nanoTime() > deadline) {
                throw new JournalException(location, 0, "another program has been writing to the journal for "
                        + LOCK_WAIT_MS / 1000 + " s; try again when it has finished");
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while waiting to write " + location);
            }
        }
    }

    /** Copies the tail into a file of its own, durably, and only then cuts it off the journal. */
    private static TornTail moveAside(Path file, FileChannel channel, JournalReader.Contents contents) throws IOException {
        byte[] tail = new byte[(int) contents.tailBytes()];
        ByteBuffer buffer = ByteBuffer.wrap(tail);
        long at = contents.goodLength();
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at);
            if (n < 0) {
                throw new JournalException(file.toString(), contents.tailLine(), "the journal changed while it was read");
            }
            at += n;
        }
        Path aside = file.resolveSibling(file.getFileName() + ".torn-line-" + contents.tailLine() + "-"
                + System.currentTimeMillis());
        AtomicFiles.writeNew(aside, tail);
        channel.truncate(contents.goodLength());
        channel.force(true);
        return new TornTail(file, contents.tailLine(), tail.length, contents.tailWhat(), Optional.of(aside));
    }

    private static void write(FileChannel channel, long at, byte[] bytes) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long position = at;
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
    }

    @Override
    public JournalHeader header() {
        return header;
    }

    /** Every fact, as an unmodifiable view that grows with each append. */
    @Override
    public synchronized List<StoredFact> facts() {
        return Collections.unmodifiableList(facts);
    }

    @Override
    public synchronized long nextSequence() {
        return facts.size() + 1L;
    }

    @Override
    public synchronized StoredFact append(long seq, String json) throws IOException {
        return appendAll(seq, List.of(json)).get(0);
    }

    /**
     * {@inheritDoc}
     * <p>
     * The lines are written with one write and made durable with one force; if that fails (a full
     * disk, an I/O error) the file is cut back to where it was, so no part of the batch is left.
     */
    @Override
    public synchronized List<StoredFact> appendAll(long firstSeq, List<String> jsons) throws IOException {
        String location = file.toString();
        if (!channel.isOpen()) {
            throw new JournalException(location, 0, "the journal is closed");
        }
        if (!writable) {
            throw new JournalException(location, 0, "the journal was opened only for reading");
        }
        if (broken) {
            throw new JournalException(location, 0, "an earlier write failed; reopen the journal before adding facts");
        }
        if (jsons.isEmpty()) {
            return List.of();
        }
        long expected = facts.size() + 1L;
        if (firstSeq != expected) {
            throw new SequenceConflictException(location, expected, firstSeq);
        }
        List<StoredFact> stored = JournalLines.checkAppend(location, firstSeq, jsons);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (String json : jsons) {
            all.writeBytes((json + "\n").getBytes(StandardCharsets.UTF_8));
        }
        byte[] bytes = all.toByteArray();
        FileLock lock = lock(channel, location);
        try {
            long onDisk = channel.size();
            if (onDisk != size) {
                throw new SequenceConflictException(location, "another program added to the journal since it was opened ("
                        + (onDisk - size) + " bytes more); open the event again to see its facts before adding these");
            }
            try {
                write(channel, size, bytes);
                channel.force(true);
            } catch (IOException e) {
                throw failed(location, e, jsons.size());
            }
        } finally {
            if (lock.isValid()) {
                lock.release();
            }
        }
        size += bytes.length;
        facts.addAll(stored);
        return stored;
    }

    /** Cuts off what a failed write left and says what happened, naming the file. */
    private JournalException failed(String location, IOException e, int count) {
        String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getMessage() != null ? e.getMessage() : "an input/output error";
        String what = count == 1 ? "the fact" : "the " + count + " facts";
        try {
            channel.truncate(size);
            channel.force(true);
            return new JournalException(location, 0, what + " could not be written (" + why + "); nothing of "
                    + (count == 1 ? "it" : "them") + " was kept: the journal ends with fact " + facts.size() + " as before");
        } catch (IOException again) {
            broken = true;
            return new JournalException(location, 0, what + " could not be written (" + why + "), and the part written"
                    + " could not be cut off; it was never acknowledged, and the next open moves it aside");
        }
    }

    /**
     * {@inheritDoc}
     * <p>
     * A journal opened only to read ({@link #read}) reads what another program appended since:
     * the complete lines after the last one read, each checked as an opening checks it; a line
     * still being written, or a batch of which only part is on disk yet, waits for the next call.
     * A journal opened to write has one writer, itself, and nothing arrives.
     *
     * @throws JournalException when the file is shorter than what was read (cut or replaced: read
     *         it again) or an appended line is damaged
     */
    @Override
    public synchronized List<StoredFact> refresh() throws IOException {
        if (writable) {
            return List.of();
        }
        String location = file.toString();
        if (!channel.isOpen()) {
            throw new JournalException(location, 0, "the journal is closed");
        }
        long onDisk = channel.size();
        if (onDisk < size) {
            throw new JournalException(location, 0, "the journal is shorter than when it was read (" + onDisk + " bytes, "
                    + size + " read): it was cut or replaced; read it again");
        }
        if (onDisk == size) {
            return List.of();
        }
        if (onDisk - size > Integer.MAX_VALUE - 16) {
            throw new JournalException(location, 0, "more than 2 GB were appended since the journal was read; read it again");
        }
        byte[] bytes = new byte[(int) (onDisk - size)];
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        long at = size;
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at);
            if (n < 0) {
                break;
            }
            at += n;
        }
        List<StoredFact> arrived = new ArrayList<>();
        List<StoredFact> batch = new ArrayList<>();
        long batchEnd = 0;
        int start = 0;
        int committed = 0;
        for (int i = 0; i < buffer.position(); i++) {
            if (bytes[i] != '\n') {
                continue;
            }
            String json = new String(bytes, start, i - start, StandardCharsets.UTF_8);
            start = i + 1;
            long seq = facts.size() + arrived.size() + batch.size() + 1L;
            JournalReader.checkFact(location, seq + 1, json, seq);
            long end = JournalLines.batchEnd(json);
            if (batchEnd != 0 && end != batchEnd) {
                throw new JournalException(location, seq + 1, "a fact of the batch ending at fact " + batchEnd
                        + " must carry '" + JournalReader.BATCH_END + "':" + batchEnd);
            }
            StoredFact fact = new StoredFact(seq, seq + 1, json);
            if (end == 0) {
                arrived.add(fact);
                committed = start;
            } else {
                batch.add(fact);
                batchEnd = end;
                if (seq == end) {
                    arrived.addAll(batch);
                    batch.clear();
                    batchEnd = 0;
                    committed = start;
                }
            }
        }
        size += committed;
        facts.addAll(arrived);
        return Collections.unmodifiableList(arrived);
    }

    @Override
    public Optional<TornTail> tornTail() {
        return tornTail;
    }

    @Override
    public String location() {
        return file.toString();
    }

    /** The journal file. */
    public Path file() {
        return file;
    }

    @Override
    public synchronized void close() throws IOException {
        channel.close();
    }

    /** Whether {@code file} exists and is a regular file, for callers deciding between create and open. */
    public static boolean exists(Path file) {
        return Files.isRegularFile(file);
    }
}

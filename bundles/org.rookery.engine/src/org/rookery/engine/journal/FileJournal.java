// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.google.gson.JsonObject;

/**
 * The embedded fact store: one JSON Lines file, a header line and then one fact per line.
 * <p>
 * Durability: each append writes its line and forces the file to disk before it returns, so an
 * acknowledged fact survives a crash of the process or the machine. A crash can leave at most a
 * last line without its newline; {@link #open} moves such a torn tail into a file of its own
 * (named in {@link #tornTail()}) and keeps every complete fact. Any other damage (a line that is
 * not a JSON object, a wrong sequence number, a line too long to be a fact, text that is not
 * UTF-8) stops the open with a {@link JournalException} naming the file and line, and the file
 * is not changed. The file is locked while open so that two programs never append at once.
 */
public final class FileJournal implements FactStore {

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;
    private final JournalHeader header;
    private final List<StoredFact> facts;
    private final Optional<TornTail> tornTail;
    private long size;
    private boolean broken;

    private FileJournal(Path file, FileChannel channel, FileLock lock, JournalHeader header, List<StoredFact> facts,
            long size, Optional<TornTail> tornTail) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
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
        JsonObject head = new JsonObject();
        head.addProperty("journal", JournalHeader.MAGIC);
        head.addProperty("version", JournalHeader.CURRENT);
        JsonObject props = new JsonObject();
        properties.forEach(props::addProperty);
        head.add("properties", props);
        try {
            AtomicFiles.writeNew(file, (head + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (FileAlreadyExistsException e) {
            throw new JournalException(file.toString(), 0, "a journal already exists here; it is left as it is");
        }
        return open(file);
    }

    /**
     * Opens a journal for reading and appending, recovering a torn last line.
     *
     * @throws JournalException when the file is missing, damaged, or open in another program
     */
    public static FileJournal open(Path file) throws IOException {
        String location = file.toString();
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (NoSuchFileException e) {
            throw new JournalException(location, 0, "no journal here");
        }
        try {
            FileLock lock = lock(channel, location);
            JournalReader.Contents contents = new JournalReader(location).read(Channels.newInputStream(channel));
            Optional<TornTail> torn = Optional.empty();
            if (contents.tail().length > 0) {
                torn = Optional.of(moveAside(file, channel, contents));
            }
            return new FileJournal(file, channel, lock, contents.header(), new ArrayList<>(contents.facts()),
                    contents.goodLength(), torn);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static FileLock lock(FileChannel channel, String location) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new JournalException(location, 0, "the journal is open in another program; close it there first");
        }
        return lock;
    }

    /** Copies the torn tail into a file of its own, durably, and only then cuts it off the journal. */
    private static TornTail moveAside(Path file, FileChannel channel, JournalReader.Contents contents) throws IOException {
        Path aside = file.resolveSibling(file.getFileName() + ".torn-line-" + contents.tailLine() + "-"
                + System.currentTimeMillis());
        AtomicFiles.writeNew(aside, contents.tail());
        channel.truncate(contents.goodLength());
        channel.force(true);
        return new TornTail(contents.tailLine(), contents.tail().length, aside);
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
        String location = file.toString();
        if (!channel.isOpen()) {
            throw new JournalException(location, 0, "the journal is closed");
        }
        if (broken) {
            throw new JournalException(location, 0, "an earlier write failed; reopen the journal before adding facts");
        }
        long expected = facts.size() + 1L;
        if (seq != expected) {
            throw new SequenceConflictException(location, expected, seq);
        }
        long lineNo = expected + 1;
        if (json.indexOf('\n') >= 0 || json.indexOf('\r') >= 0) {
            throw new JournalException(location, lineNo, "a fact must be one line of JSON");
        }
        byte[] bytes = (json + "\n").getBytes(StandardCharsets.UTF_8);
        if (bytes.length > JournalReader.MAX_LINE_BYTES) {
            throw new JournalException(location, lineNo, "the fact is longer than " + JournalReader.MAX_LINE_BYTES + " bytes");
        }
        JournalReader.checkFact(location, lineNo, json, seq);
        try {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            long at = size;
            while (buffer.hasRemaining()) {
                at += channel.write(buffer, at);
            }
            channel.force(true);
        } catch (IOException e) {
            broken = true;
            throw e;
        }
        size += bytes.length;
        StoredFact stored = new StoredFact(seq, lineNo, json);
        facts.add(stored);
        return stored;
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
        if (channel.isOpen()) {
            try {
                lock.release();
            } finally {
                channel.close();
            }
        }
    }

    /** Whether {@code file} exists and is a regular file, for callers deciding between create and open. */
    public static boolean exists(Path file) {
        return Files.isRegularFile(file);
    }
}

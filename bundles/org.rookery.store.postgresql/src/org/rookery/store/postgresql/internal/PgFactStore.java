// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.JournalHeader;
import org.rookery.engine.journal.JournalLines;
import org.rookery.engine.journal.KeptAfterAllException;
import org.rookery.engine.journal.SequenceConflictException;
import org.rookery.engine.journal.StoredFact;
import org.rookery.engine.journal.TornTail;

/**
 * An event's facts in PostgreSQL. Each append is one transaction that locks the event's row,
 * reads the facts other writers committed since this store's view, lets the writer decide
 * against them ({@link #appendDecided}) and inserts the decided facts numbered after them; the
 * server's triggers keep the numbering gapless and refuse any change or removal of a fact.
 * <p>
 * A lost connection is replaced on the next call; one found lost on an append's first
 * statement, before anything of the append was sent, is replaced within the same call and the
 * append goes on, so the first write after a server restart succeeds. When it is lost during a
 * commit (the server restarted, the connection was killed) the store asks the server whether
 * the append's id was committed, so that an append is neither reported lost when it is kept
 * nor kept twice. When the server cannot be asked at once, the append is reported as unknown
 * and settled on the next call: if it was kept, the next append sees it arrive, writes nothing
 * more and says which facts were kept ({@link KeptAfterAllException}), so that a retry never
 * records them a second time.
 */
public final class PgFactStore implements FactStore {

    private final Connector connector;
    private final String location;
    private final long event;
    private final JournalHeader header;
    private final boolean writable;
    private final List<StoredFact> facts;
    /** The account that committed each fact, by position (fact {@code seq} at {@code seq - 1}). */
    private final List<String> accounts;
    private final Runnable onClose;
    private Connection connection;
    private boolean closed;
    /**
     * An append whose commit was sent but whose answer never came and could not be asked about
     * (the server was gone): whether it landed is settled before anything else is appended.
     */
    private Pending pending;
    /**
     * The facts of an unanswered append that were found kept when the server answered again:
     * the next append reports them (and writes nothing) so that a writer retrying them does
     * not record them twice.
     */
    private List<StoredFact> keptAfterAll;

    private record Pending(UUID id, List<StoredFact> facts) {
    }

    private PgFactStore(Connector connector, String location, long event, JournalHeader header, boolean writable,
            List<StoredFact> facts, List<String> accounts, Connection connection, Runnable onClose) {
        this.connector = connector;
        this.location = location;
        this.event = event;
        this.header = header;
        this.writable = writable;
        this.facts = facts;
        this.accounts = accounts;
        this.connection = connection;
        this.onClose = onClose;
    }

    /**
     * Opens the event named in the connector's address.
     *
     * @throws JournalException when the server cannot be reached, has no Rookery schema of this
     *         version, or has no such event
     */
    public static PgFactStore open(Connector connector, boolean write, Runnable onClose) throws IOException {
        String location = connector.address().toString();
        Connection c = connector.connect();
        try {
            Schema.check(c, location);
            long id;
            String head;
            try (PreparedStatement s = c.prepareStatement("SELECT id, header FROM rookery.event WHERE name = ?")) {
                s.setString(1, connector.address().event());
                try (ResultSet r = s.executeQuery()) {
                    if (!r.next()) {
                        throw new JournalException(location, 0, "the server has no event '" + connector.address().event()
                                + "' (put one there with 'rookery event push DIR URL')");
                    }
                    id = r.getLong(1);
                    head = r.getString(2);
                }
            }
            JournalHeader header = JournalLines.header(location, head);
            List<StoredFact> facts = new ArrayList<>();
            List<String> accounts = new ArrayList<>();
            read(c, id, 1, facts, accounts);
            return new PgFactStore(connector, location, id, header, write, facts, accounts, c, onClose);
        } catch (SQLException e) {
            Sql.close(c);
            throw Sql.failure(location, "reading the event", e);
        } catch (IOException | RuntimeException e) {
            Sql.close(c);
            throw e;
        }
    }

    /** Adds the facts of {@code event} from {@code from} on, in order, to {@code out} and who committed them to {@code by}. */
    static List<StoredFact> read(Connection c, long event, long from, List<StoredFact> out, List<String> by) throws SQLException {
        int first = out.size();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT seq, json, recorded_by FROM rookery.fact WHERE event = ? AND seq >= ? ORDER BY seq")) {
            s.setLong(1, event);
            s.setLong(2, from);
            s.setFetchSize(5000);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    long seq = r.getLong(1);
                    out.add(new StoredFact(seq, seq + 1, r.getString(2)));
                    by.add(r.getString(3));
                }
            }
        }
        return out.subList(first, out.size());
    }

    @Override
    public JournalHeader header() {
        return header;
    }

    @Override
    public synchronized List<StoredFact> facts() {
        return Collections.unmodifiableList(new ArrayList<>(facts));
    }

    @Override
    public synchronized long nextSequence() {
        return facts.size() + 1L;
    }

    @Override
    public StoredFact append(long seq, String json) throws IOException {
        return appendAll(seq, List.of(json)).get(0);
    }

    @Override
    public synchronized List<StoredFact> appendAll(long firstSeq, List<String> jsons) throws IOException {
        if (jsons.isEmpty()) {
            return List.of();
        }
        return appendDecided(arrived -> {
            long next = facts.size() + 1L;
            if (firstSeq != next) {
                throw new SequenceConflictException(location, next, firstSeq);
            }
            return jsons;
        });
    }

    @Override
    public synchronized List<StoredFact> appendDecided(Decision decision) throws IOException {
        if (closed) {
            throw new JournalException(location, 0, "the event is closed");
        }
        if (!writable) {
            throw new JournalException(location, 0, "the event was opened only for reading");
        }
        UUID appendId = UUID.randomUUID();
        Connection c = begin();
        boolean committing = false;
        List<StoredFact> stored = List.of();
        try {
            List<StoredFact> arrived = List.copyOf(read(c, event, facts.size() + 1L, facts, accounts));
            if (pending != null && landed(c, pending.id())) {
                keptAfterAll = pending.facts();
            }
            pending = null;
            List<String> lines;
            try {
                lines = decision.decide(Collections.unmodifiableList(arrived));
            } catch (IOException | RuntimeException e) {
                if (keptAfterAll == null) {
                    throw e;
                }
                // a retry of the kept facts is refused by the rules (a second result for the game):
                // what the writer must hear is that the first attempt was kept
                lines = List.of();
            }
            if (keptAfterAll != null) {
                // the decision has seen its own earlier facts among those that arrived; appending
                // again now could record the same thing twice
                List<StoredFact> earlier = keptAfterAll;
                keptAfterAll = null;
                c.rollback();
                c.setAutoCommit(true);
                throw new KeptAfterAllException(location, earlier.stream().map(StoredFact::seq).toList());
            }
            if (lines.isEmpty()) {
                c.rollback();
                c.setAutoCommit(true);
                return List.of();
            }
            stored = JournalLines.checkAppend(location, facts.size() + 1L, lines);
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO rookery.fact (event, seq, json, append_id) VALUES (?, ?, ?, ?)")) {
                for (StoredFact f : stored) {
                    s.setLong(1, event);
                    s.setLong(2, f.seq());
                    s.setString(3, f.json());
                    s.setObject(4, appendId);
                    s.addBatch();
                }
                s.executeBatch();
            }
            committing = true;
            c.commit();
            c.setAutoCommit(true);
            added(stored);
            return stored;
        } catch (SQLException e) {
            SQLException cause = e.getNextException() != null && e.getSQLState() == null ? e.getNextException() : e;
            Sql.rollback(c);
            if (Sql.lostConnection(cause) || isClosed(c)) {
                drop();
                if (committing) {
                    Boolean kept = committed(appendId);
                    if (kept == null) {
                        pending = new Pending(appendId, stored);
                        throw new JournalException(location, 0, "the connection to the server was lost while it committed "
                                + range(stored) + " (" + Sql.why(cause) + ") and the server cannot be asked whether they"
                                + " were kept; the event shows them if they were once the server answers again");
                    }
                    if (kept) {
                        added(stored);
                        return stored;
                    }
                }
            } else {
                restoreAutoCommit(c);
            }
            throw Sql.failure(location, stored.size() > 1 ? "appending " + stored.size() + " facts" : "appending the fact", cause);
        } catch (IOException | RuntimeException e) {
            Sql.rollback(c);
            restoreAutoCommit(c);
            throw e;
        }
    }

    /**
     * The connection, in a transaction that holds the event's lock: the append's first statement.
     * A connection found dead here (the server restarted or ended it since the last call) has
     * been sent nothing of the append, neither its facts nor its commit, so it is replaced and
     * the transaction begun once more at once; a second failure is the caller's error.
     */
    private Connection begin() throws IOException {
        for (int attempt = 1;; attempt++) {
            Connection c = connection();
            try {
                c.setAutoCommit(false);
                try (PreparedStatement s = c.prepareStatement("SELECT rookery.lock_event(?)")) {
                    s.setLong(1, event);
                    s.executeQuery().close();
                }
                return c;
            } catch (SQLException e) {
                SQLException cause = e.getNextException() != null && e.getSQLState() == null ? e.getNextException() : e;
                Sql.rollback(c);
                if (Sql.lostConnection(cause) || isClosed(c)) {
                    drop();
                    if (attempt == 1) {
                        continue;
                    }
                } else {
                    restoreAutoCommit(c);
                }
                throw Sql.failure(location, "appending the fact", cause);
            }
        }
    }

    /** Keeps facts this store committed, recorded by its own account (the server sets the same, its session user). */
    private void added(List<StoredFact> stored) {
        facts.addAll(stored);
        stored.forEach(f -> accounts.add(connector.address().user()));
    }

    @Override
    public synchronized Optional<String> account(long seq) {
        return seq >= 1 && seq <= accounts.size() ? Optional.of(accounts.get((int) (seq - 1))) : Optional.empty();
    }

    /** Whether an append whose commit was cut off reached the server after all; null when the server cannot say. */
    private Boolean committed(UUID appendId) {
        try {
            return landed(connection(), appendId);
        } catch (IOException | SQLException e) {
            drop();
            return null;
        }
    }

    private static boolean landed(Connection c, UUID appendId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT count(*) FROM rookery.fact WHERE append_id = ?")) {
            s.setObject(1, appendId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() && r.getLong(1) > 0;
            }
        }
    }

    private static String range(List<StoredFact> stored) {
        long a = stored.get(0).seq();
        long b = stored.get(stored.size() - 1).seq();
        return a == b ? "fact " + a : "facts " + a + "-" + b;
    }

    @Override
    public synchronized List<StoredFact> refresh() throws IOException {
        if (closed) {
            throw new JournalException(location, 0, "the event is closed");
        }
        try {
            return readArrived();
        } catch (SQLException first) {
            if (!Sql.lostConnection(first)) {
                throw Sql.failure(location, "reading new facts", first);
            }
            // a read changes nothing: after a restart of the server it is tried once more at once
            drop();
            try {
                return readArrived();
            } catch (SQLException e) {
                if (Sql.lostConnection(e) || connection == null || isClosed(connection)) {
                    drop();
                }
                throw Sql.failure(location, "reading new facts", e);
            }
        }
    }

    private List<StoredFact> readArrived() throws SQLException, JournalException {
        Connection c = connection();
        try {
            List<StoredFact> arrived = List.copyOf(read(c, event, facts.size() + 1L, facts, accounts));
            // an unanswered commit is settled once the server answers: if it was kept, its facts
            // arrived now, and the next append says so to a writer that retries them
            if (pending != null && landed(c, pending.id())) {
                keptAfterAll = pending.facts();
            }
            pending = null;
            return arrived;
        } catch (SQLException e) {
            if (isClosed(c)) {
                throw new SQLException(e.getMessage(), e.getSQLState() == null ? "08006" : e.getSQLState(), e);
            }
            throw e;
        }
    }

    /** The open connection, or a new one when the last was lost. */
    private Connection connection() throws JournalException {
        if (connection == null) {
            connection = connector.connect();
        }
        return connection;
    }

    private void drop() {
        Sql.close(connection);
        connection = null;
    }

    private static boolean isClosed(Connection c) {
        try {
            return c.isClosed();
        } catch (SQLException e) {
            return true;
        }
    }

    private static void restoreAutoCommit(Connection c) {
        try {
            if (!c.isClosed()) {
                c.setAutoCommit(true);
            }
        } catch (SQLException ignored) {
            // the connection is dropped on its next use
        }
    }

    /** The event's row id on the server. */
    public long eventId() {
        return event;
    }

    @Override
    public Optional<TornTail> tornTail() {
        return Optional.empty();
    }

    @Override
    public String location() {
        return location;
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            drop();
            onClose.run();
        }
    }
}

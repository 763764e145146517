// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.postgresql.PGConnection;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.journal.AtomicFiles;
import org.rookery.engine.journal.FileJournal;
import org.rookery.engine.journal.JournalException;
import org.rookery.engine.journal.JournalHeader;
import org.rookery.engine.journal.JournalLines;
import org.rookery.engine.journal.StoredFact;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerPassword;

/** Moving events between folders and the database, and setting the database up. */
public final class Transfers {

    private static final Pattern ACCOUNT = Pattern.compile("[a-z_][a-z0-9_]{0,62}");
    private static final int ROWS_PER_BATCH = 1000;

    private Transfers() {
    }

    /** A format file's name as the header lists it, checked to stay inside the format folder. */
    static String checkedName(String location, String name) throws JournalException {
        Path rel;
        try {
            rel = Path.of(name);
        } catch (java.nio.file.InvalidPathException e) {
            rel = null;
        }
        if (rel == null || name.isEmpty() || rel.isAbsolute() || name.startsWith("/") || name.contains("\\")
                || rel.normalize().startsWith("..") || !rel.normalize().equals(rel) || name.chars().anyMatch(c -> c < 0x20)) {
            throw new JournalException(location, 1, "the format file '" + name.replaceAll("\\p{Cntrl}", "?")
                    + "' would be outside the event's " + EventFolder.FORMAT_DIR + " folder; only files inside it are kept");
        }
        return name;
    }

    /** Writes the event's format files from the server into {@code formatDir}. */
    public static void writeFormatFiles(Connector connector, long event, Path formatDir) throws IOException {
        String location = connector.address().toString();
        try (Connection c = connector.connect();
                PreparedStatement s = c.prepareStatement("SELECT name, content FROM rookery.format_file WHERE event = ? ORDER BY name")) {
            s.setLong(1, event);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String name = checkedName(location, r.getString(1));
                    AtomicFiles.writeNew(formatDir.resolve(name), r.getBytes(2));
                }
            }
        } catch (SQLException e) {
            throw Sql.failure(location, "reading the event's format files", e);
        }
    }

    /** See {@link EventServer#push}. */
    public static int push(Connector connector, Path dir) throws IOException {
        String location = connector.address().toString();
        Path journalFile = dir.resolve(EventFolder.JOURNAL);
        if (!Files.isRegularFile(journalFile)) {
            throw new JournalException(dir.toString(), 0, "not an event folder: it has no " + EventFolder.JOURNAL);
        }
        JournalHeader header;
        List<StoredFact> facts;
        try (FileJournal journal = FileJournal.read(journalFile)) {
            if (journal.tornTail().isPresent()) {
                throw new JournalException(journalFile.toString(), journal.tornTail().get().line(), "the journal ends with a"
                        + " write cut short; open the event once to set it aside (rookery event add), then push it");
            }
            header = journal.header();
            facts = journal.facts();
        }
        List<String> names = new ArrayList<>();
        List<byte[]> contents = new ArrayList<>();
        for (String name : header.property("formatFiles").split(",")) {
            if (name.isBlank()) {
                continue;
            }
            names.add(checkedName(journalFile.toString(), name));
            Path f = dir.resolve(EventFolder.FORMAT_DIR).resolve(name);
            if (!Files.isRegularFile(f)) {
                throw new JournalException(f.toString(), 0, "the event's format file is missing");
            }
            contents.add(Files.readAllBytes(f));
        }
        Connection c = connector.connect();
        try {
            Schema.check(c, location);
            c.setAutoCommit(false);
            long id;
            try (PreparedStatement s = c.prepareStatement("INSERT INTO rookery.event (name, header) VALUES (?, ?) RETURNING id")) {
                s.setString(1, connector.address().event());
                s.setString(2, JournalLines.headerLine(header.properties()));
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    id = r.getLong(1);
                }
            } catch (SQLException e) {
                if ("23505".equals(e.getSQLState())) {
                    throw new JournalException(location, 0, "the server already has an event '" + connector.address().event()
                            + "'; nothing was copied (pull it, or push under another name)");
                }
                throw e;
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO rookery.format_file (event, name, content) VALUES (?, ?, ?)")) {
                for (int i = 0; i < names.size(); i++) {
                    s.setLong(1, id);
                    s.setString(2, names.get(i));
                    s.setBytes(3, contents.get(i));
                    s.addBatch();
                }
                s.executeBatch();
            }
            UUID appendId = UUID.randomUUID();
            try (PreparedStatement s = c.prepareStatement("INSERT INTO rookery.fact (event, seq, json, append_id) VALUES (?, ?, ?, ?)")) {
                int n = 0;
                for (StoredFact f : facts) {
                    s.setLong(1, id);
                    s.setLong(2, f.seq());
                    s.setString(3, f.json());
                    s.setObject(4, appendId);
                    s.addBatch();
                    if (++n % ROWS_PER_BATCH == 0) {
                        s.executeBatch();
                    }
                }
                s.executeBatch();
            }
            c.commit();
            return facts.size();
        } catch (SQLException e) {
            Sql.rollback(c);
            throw Sql.failure(location, "copying the event to the server", e.getNextException() != null ? e.getNextException() : e);
        } catch (IOException | RuntimeException e) {
            Sql.rollback(c);
            throw e;
        } finally {
            Sql.close(c);
        }
    }

    /** See {@link EventServer#pull}. */
    public static int pull(Connector connector, Path dir) throws IOException {
        if (Files.exists(dir) && (!Files.isDirectory(dir) || !isEmpty(dir))) {
            throw new JournalException(dir.toString(), 0, "already exists and is not an empty folder; choose a new folder");
        }
        Path parent = dir.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path work = Files.createTempDirectory(parent, "." + dir.getFileName() + ".pulling-");
        try (PgFactStore store = PgFactStore.open(connector, false, () -> { })) {
            writeFormatFiles(connector, store.eventId(), work.resolve(EventFolder.FORMAT_DIR));
            List<StoredFact> facts = store.facts();
            try (FileJournal journal = FileJournal.create(work.resolve(EventFolder.JOURNAL), store.header().properties())) {
                int i = 0;
                while (i < facts.size()) {
                    StoredFact f = facts.get(i);
                    long end = JournalLines.batchEnd(f.json());
                    int to = end == 0 ? i + 1 : (int) (end - f.seq()) + i + 1;
                    if (to > facts.size() || to <= i) {
                        throw new JournalException(store.location(), f.line(), "fact " + f.seq() + " names batch end " + end
                                + ", which the event does not reach");
                    }
                    journal.appendAll(f.seq(), facts.subList(i, to).stream().map(StoredFact::json).toList());
                    i = to;
                }
            }
            if (Files.exists(dir)) {
                Files.delete(dir);
            }
            Files.move(work, dir, StandardCopyOption.ATOMIC_MOVE);
            return facts.size();
        } finally {
            deleteTree(work);
        }
    }

    /** See {@link EventServer#init}. */
    public static void init(Connector connector, EventServer.Account arbiter, EventServer.Account reader, List<String> done)
            throws IOException {
        String location = connector.address().toString();
        for (EventServer.Account a : List.of(arbiter, reader)) {
            if (!ACCOUNT.matcher(a.name()).matches()) {
                throw new IllegalArgumentException("'" + a.name() + "' is not an account name (lower-case letters, digits, _)");
            }
            if (a.name().equals(connector.address().user()) || a.name().startsWith("pg_") || a.name().startsWith("rookery_")) {
                throw new IllegalArgumentException("the account '" + a.name() + "' cannot be an arbiter or reader account"
                        + " (it is the owner's, or a name the server or Rookery reserves)");
            }
        }
        if (arbiter.name().equals(reader.name())) {
            throw new IllegalArgumentException("the arbiter and the reader account must differ");
        }
        String db = connector.address().database();
        try (Connection c = connector.on("postgres").connect()) {
            boolean exists;
            try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
                s.setString(1, db);
                try (ResultSet r = s.executeQuery()) {
                    exists = r.next();
                }
            }
            if (!exists) {
                try (Statement s = c.createStatement()) {
                    s.execute("CREATE DATABASE \"" + db + "\"");
                }
                done.add("created the database " + db);
            }
        } catch (SQLException e) {
            throw Sql.failure(location, "creating the database", e);
        }
        int scripts = Schema.migrate(connector);
        done.add(scripts == 0 ? "the schema is current (" + Schema.CURRENT + ")" : "schema " + Schema.CURRENT + " set up ("
                + scripts + " script" + (scripts == 1 ? "" : "s") + ")");
        try (Connection c = connector.connect()) {
            account(c, arbiter, "rookery_arbiter", "rookery_reader", done);
            account(c, reader, "rookery_reader", "rookery_arbiter", done);
        } catch (SQLException e) {
            throw Sql.failure(location, "setting up the accounts", e);
        }
    }

    private static void account(Connection c, EventServer.Account a, String group, String other, List<String> done)
            throws SQLException, IOException {
        char[] password = password(a.passwordFile(), done);
        boolean exists;
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM pg_roles WHERE rolname = ?")) {
            s.setString(1, a.name());
            try (ResultSet r = s.executeQuery()) {
                exists = r.next();
            }
        }
        try (Statement s = c.createStatement()) {
            if (!exists) {
                s.execute("CREATE ROLE \"" + a.name() + "\" LOGIN");
            }
            // the password is hashed here (SCRAM) so that no statement carries it to the server's log
            c.unwrap(PGConnection.class).alterUserPassword(a.name(), password, "scram-sha-256");
            s.execute("GRANT " + group + " TO \"" + a.name() + "\"");
            s.execute("REVOKE " + other + " FROM \"" + a.name() + "\"");
        }
        java.util.Arrays.fill(password, '\0');
        done.add((exists ? "updated the " : "created the ") + (group.endsWith("arbiter") ? "arbiter" : "read-only")
                + " account " + a.name() + " (password in " + a.passwordFile() + ")");
    }

    private static char[] password(Path file, List<String> done) throws IOException {
        if (Files.exists(file)) {
            return ServerPassword.read(file);
        }
        SecureRandom random = new SecureRandom();
        String letters = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        char[] pw = new char[24];
        for (int i = 0; i < pw.length; i++) {
            pw[i] = letters.charAt(random.nextInt(letters.length()));
        }
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (FileAlreadyExistsException e) {
            return ServerPassword.read(file);
        }
        Files.writeString(file, new String(pw) + "\n", StandardOpenOption.TRUNCATE_EXISTING);
        return pw;
    }

    /** See {@link EventServer#grant}. */
    public static void grant(Connector connector, String account) throws IOException {
        String location = connector.address().toString();
        try (Connection c = connector.connect();
                PreparedStatement s = c.prepareStatement("INSERT INTO rookery.writer (event, account)"
                        + " SELECT id, ? FROM rookery.event WHERE name = ? ON CONFLICT DO NOTHING")) {
            s.setString(1, account);
            s.setString(2, connector.address().event());
            if (s.executeUpdate() == 0) {
                try (PreparedStatement q = c.prepareStatement("SELECT 1 FROM rookery.event WHERE name = ?")) {
                    q.setString(1, connector.address().event());
                    try (ResultSet r = q.executeQuery()) {
                        if (!r.next()) {
                            throw new JournalException(location, 0, "the server has no event '" + connector.address().event() + "'");
                        }
                    }
                }
            }
        } catch (SQLException e) {
            throw Sql.failure(location, "granting the event to " + account, e);
        }
    }

    static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }

    /** Removes a folder and everything in it, as far as it can (a temporary working folder). */
    public static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // a file that cannot be removed stays in the temporary folder
                }
            });
        } catch (IOException ignored) {
            // as above
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPlace;
import org.rookery.engine.journal.FactStore;
import org.rookery.engine.journal.JournalException;
import org.rookery.store.postgresql.internal.Connector;
import org.rookery.store.postgresql.internal.FactWatcher;
import org.rookery.store.postgresql.internal.PgFactStore;
import org.rookery.store.postgresql.internal.Transfers;

/**
 * Events kept in a PostgreSQL database that several arbiters' workbenches and command lines
 * write at once: opening one as an {@link EventPlace}, moving an event between a folder and the
 * database both ways, and setting up a database with its arbiter and reader accounts.
 */
public final class EventServer {

    private final Connector connector;

    private EventServer(Connector connector) {
        this.connector = connector;
    }

    /** The server at {@code address} as its account, with the password from the environment ({@link ServerPassword}). */
    public static EventServer at(ServerAddress address) throws IOException {
        return at(address, ServerPassword.fromEnvironment());
    }

    /** The server at {@code address} as its account, with this password (none: the driver reads ~/.pgpass). */
    public static EventServer at(ServerAddress address, Optional<char[]> password) {
        return new EventServer(new Connector(address, password));
    }

    /** Where this server is, and which event. */
    public ServerAddress address() {
        return connector.address();
    }

    /**
     * The address's event as a place for {@link EventFolder#open(EventPlace, org.rookery.engine.event.FormatLoader,
     * org.rookery.rules.VariantRegistry, java.time.InstantSource, boolean)}: its facts on the server, its format
     * files copied from the server into a private temporary folder, removed when the store closes.
     */
    public EventPlace place() {
        requireEvent();
        return new EventPlace() {
            private Path dir;

            @Override
            public FactStore openStore(boolean write) throws IOException {
                Path work = Files.createTempDirectory("rookery-" + connector.address().event() + "-");
                try {
                    PgFactStore store = PgFactStore.open(connector, write, () -> Transfers.deleteTree(work));
                    try {
                        Transfers.writeFormatFiles(connector, store.eventId(), work.resolve(EventFolder.FORMAT_DIR));
                    } catch (IOException | RuntimeException e) {
                        store.close();
                        throw e;
                    }
                    dir = work;
                    return store;
                } catch (IOException | RuntimeException e) {
                    Transfers.deleteTree(work);
                    throw e;
                }
            }

            @Override
            public Path dir() {
                if (dir == null) {
                    throw new IllegalStateException("the event's store is not open yet");
                }
                return dir;
            }

            @Override
            public String location() {
                return connector.address().toString();
            }
        };
    }

    /**
     * Copies an event folder into the database as the address's event, all or nothing: header,
     * format files and every fact as its journal holds it. The account becomes a writer of it.
     *
     * @return the number of facts copied
     * @throws JournalException when the event exists already or the folder's journal is damaged
     */
    public int push(Path dir) throws IOException {
        requireEvent();
        return Transfers.push(connector, dir);
    }

    /**
     * Copies the address's event into a new folder, all or nothing: the folder appears complete
     * (format files, journal with the same header and the same facts, batches as batches) or not.
     *
     * @return the number of facts copied
     * @throws JournalException when {@code dir} exists and is not empty
     */
    public int pull(Path dir) throws IOException {
        requireEvent();
        return Transfers.pull(connector, dir);
    }

    /** Told by {@link #watch} what happens to the address's event on the server; called on the watching thread. */
    public interface Watcher {
        /** Facts were committed to the event by someone (read them with {@link FactStore#refresh()}). */
        void factsArrived();

        /** The watch lost its connection ({@code up} false) or has it again ({@code up} true), with a sentence saying so. */
        void connection(boolean up, String message);
    }

    /** A running {@link #watch}; closing it stops listening. */
    public interface Watch extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Watches the address's event: {@code watcher} hears, within moments of the commit, of every
     * fact another arbiter (or this one) commits, through the server's LISTEN/NOTIFY; it is told
     * when the connection is lost and when it is back (the watch reconnects by itself, and then
     * tells of facts, since some may have been committed meanwhile). Close the watch to stop.
     */
    public Watch watch(Watcher watcher) {
        requireEvent();
        return new FactWatcher(connector, watcher).start();
    }

    /** The accounts {@link #init} creates: name and the file its password is read from (or written to when new). */
    public record Account(String name, Path passwordFile) {
    }

    /**
     * Sets up the address's database as its owner: creates it when missing, creates or upgrades
     * Rookery's schema, and creates (or updates the passwords of) an arbiter account and a
     * read-only account. A password file that does not exist gets a new random password, readable
     * by its owner only.
     *
     * @return what was done, one line each
     */
    public List<String> init(Account arbiter, Account reader) throws IOException {
        List<String> done = new ArrayList<>();
        Transfers.init(connector, arbiter, reader, done);
        return done;
    }

    /**
     * Lets another account write the address's event (as the database's owner or the event's creator).
     */
    public void grant(String account) throws IOException {
        requireEvent();
        Transfers.grant(connector, account);
    }

    private void requireEvent() {
        if (connector.address().event().isEmpty()) {
            throw new IllegalArgumentException(connector.address() + " names no event: postgresql://USER@HOST[:PORT]/DATABASE/EVENT");
        }
    }
}

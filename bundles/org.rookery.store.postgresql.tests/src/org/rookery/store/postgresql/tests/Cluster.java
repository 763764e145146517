// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;
import org.rookery.store.postgresql.internal.LocalCluster;
import org.rookery.store.postgresql.internal.Transfers;

/**
 * One real PostgreSQL server for the whole test run (started on first use, stopped and removed
 * when the run ends), set up with {@code db init} as a user would: database {@value #DATABASE},
 * arbiter accounts {@code arbiter} and {@code arbiter2}, read-only account {@code reader}.
 */
public final class Cluster {

    public static final String DATABASE = "rookery";

    private static Cluster shared;

    final LocalCluster server;
    final Path secrets;

    private Cluster(LocalCluster server, Path secrets) {
        this.server = server;
        this.secrets = secrets;
    }

    /** Starts the run's server before a test class's tests (once per run). */
    public static final class Extension implements BeforeAllCallback {
        @Override
        public void beforeAll(ExtensionContext context) throws Exception {
            get();
        }
    }

    /** The run's server, started and set up on first use. */
    public static synchronized Cluster get() throws IOException, InterruptedException {
        if (shared == null) {
            LocalCluster server = LocalCluster.start();
            Path secrets = Files.createTempDirectory("rookery-pg-secrets-");
            Cluster c = new Cluster(server, secrets);
            EventServer owner = EventServer.at(c.admin(""), Optional.of(server.adminPassword()));
            owner.init(new EventServer.Account("arbiter", secrets.resolve("arbiter.password")),
                    new EventServer.Account("reader", secrets.resolve("reader.password")));
            owner.init(new EventServer.Account("arbiter2", secrets.resolve("arbiter2.password")),
                    new EventServer.Account("reader", secrets.resolve("reader.password")));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                server.close();
                Transfers.deleteTree(secrets);
            }));
            shared = c;
        }
        return shared;
    }

    /** The owner's address for {@code event} ({@code ""}: the database). */
    public ServerAddress admin(String event) {
        return new ServerAddress(LocalCluster.ADMIN, "127.0.0.1", server.port(), DATABASE, event);
    }

    /** An account's address for {@code event}. */
    public ServerAddress as(String account, String event) {
        return new ServerAddress(account, "127.0.0.1", server.port(), DATABASE, event);
    }

    /** The password file {@code db init} wrote for an account. */
    public Path passwordFile(String account) {
        return secrets.resolve(account + ".password");
    }

    /** The account's password, as {@code db init} wrote it. */
    public char[] password(String account) throws IOException {
        return account.equals(LocalCluster.ADMIN) ? server.adminPassword()
                : org.rookery.store.postgresql.ServerPassword.read(passwordFile(account));
    }

    /** The server as an account (its password from its file). */
    public EventServer server(String account, String event) throws IOException {
        return EventServer.at(account.equals(LocalCluster.ADMIN) ? admin(event) : as(account, event),
                Optional.of(password(account)));
    }

    /** Every password the run uses, to look for where they must not be. */
    public List<String> passwords() throws IOException {
        return List.of(new String(server.adminPassword()), new String(password("arbiter")), new String(password("arbiter2")),
                new String(password("reader")));
    }

    public LocalCluster local() {
        return server;
    }
}

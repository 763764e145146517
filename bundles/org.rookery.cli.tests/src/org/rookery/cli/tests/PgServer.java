// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.rookery.store.postgresql.EventServer;
import org.rookery.store.postgresql.ServerAddress;
import org.rookery.store.postgresql.ServerPassword;
import org.rookery.store.postgresql.internal.LocalCluster;
import org.rookery.store.postgresql.internal.Transfers;

/**
 * One real PostgreSQL server for this test run, set up by {@code rookery db init} itself, with
 * the passwords in a PostgreSQL password file that the driver reads (named to it by the
 * driver's own {@code org.postgresql.pgpassfile} setting), as an arbiter's {@code ~/.pgpass}
 * would be: the commands are given no password.
 */
final class PgServer {

    private static PgServer shared;

    final LocalCluster cluster;
    final Path secrets;

    private PgServer(LocalCluster cluster, Path secrets) {
        this.cluster = cluster;
        this.secrets = secrets;
    }

    static synchronized PgServer get() throws IOException, InterruptedException {
        if (shared == null) {
            LocalCluster cluster = LocalCluster.start();
            Path secrets = Files.createTempDirectory("rookery-cli-pg-");
            PgServer s = new PgServer(cluster, secrets);
            Path pgpass = secrets.resolve("pgpass");
            Files.writeString(pgpass, "127.0.0.1:" + cluster.port() + ":*:" + LocalCluster.ADMIN + ":"
                    + new String(cluster.adminPassword()) + "\n");
            Files.setPosixFilePermissions(pgpass, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
            System.setProperty("org.postgresql.pgpassfile", pgpass.toString());
            CliRun init = CliRun.of("db", "init", "--arbiter-password-file", secrets.resolve("arbiter.password").toString(),
                    "--reader-password-file", secrets.resolve("reader.password").toString(), s.url(LocalCluster.ADMIN, ""));
            if (init.exitCode != 0) {
                throw new IOException("db init failed: " + init.err());
            }
            for (String account : new String[] { "arbiter", "reader" }) {
                Files.writeString(pgpass, "127.0.0.1:" + cluster.port() + ":*:" + account + ":"
                        + new String(ServerPassword.read(secrets.resolve(account + ".password"))) + "\n",
                        java.nio.file.StandardOpenOption.APPEND);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                cluster.close();
                Transfers.deleteTree(secrets);
            }));
            shared = s;
        }
        return shared;
    }

    /**
     * Creates another arbiter account with {@code db init --arbiter NAME} as an owner would (once
     * per run), its password added to the password file the driver reads.
     */
    synchronized void arbiter(String account) throws IOException {
        if (Files.exists(secrets.resolve(account + ".password"))) {
            return;
        }
        CliRun init = CliRun.of("db", "init", "--arbiter", account, "--arbiter-password-file",
                secrets.resolve(account + ".password").toString(), "--reader-password-file",
                secrets.resolve("reader.password").toString(), url(LocalCluster.ADMIN, ""));
        if (init.exitCode != 0) {
            throw new IOException("db init --arbiter " + account + " failed: " + init.err());
        }
        Files.writeString(secrets.resolve("pgpass"), "127.0.0.1:" + cluster.port() + ":*:" + account + ":"
                + new String(ServerPassword.read(secrets.resolve(account + ".password"))) + "\n",
                java.nio.file.StandardOpenOption.APPEND);
    }

    /** {@code postgresql://ACCOUNT@127.0.0.1:PORT/rookery[/EVENT]}. */
    String url(String account, String event) {
        return "postgresql://" + account + "@127.0.0.1:" + cluster.port() + "/rookery" + (event.isEmpty() ? "" : "/" + event);
    }

    EventServer server(String account, String event) throws IOException {
        return EventServer.at(ServerAddress.parse(url(account, event)), Optional.of(account.equals(LocalCluster.ADMIN)
                ? cluster.adminPassword() : ServerPassword.read(secrets.resolve(account + ".password"))));
    }
}

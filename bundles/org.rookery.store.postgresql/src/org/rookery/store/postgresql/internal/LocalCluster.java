// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A private PostgreSQL cluster in a temporary folder, listening on a free loopback port only,
 * with a superuser whose password is random: what tests and trials run against, started with
 * PostgreSQL's own {@code initdb} and {@code pg_ctl}. PostgreSQL refuses to run as root, so when
 * this process is root the server runs as the unprivileged user {@code nobody}. {@link #close()}
 * stops the server and removes the folder.
 */
public final class LocalCluster implements AutoCloseable {

    /** The superuser the cluster is created with. */
    public static final String ADMIN = "rookery_admin";

    private final Path root;
    private final Path bin;
    private final int port;
    private final char[] password;
    private final Optional<String> runAs;
    private final Thread hook;

    private LocalCluster(Path root, Path bin, int port, char[] password, Optional<String> runAs) {
        this.root = root;
        this.bin = bin;
        this.port = port;
        this.password = password;
        this.runAs = runAs;
        this.hook = new Thread(this::stopQuietly, "rookery local cluster stop");
    }

    /**
     * Creates and starts a cluster.
     *
     * @throws IOException when PostgreSQL is not installed (saying which package to install) or does not start
     */
    public static LocalCluster start() throws IOException, InterruptedException {
        Path bin = binaries();
        boolean root = "root".equals(System.getProperty("user.name"));
        Optional<String> runAs = root ? Optional.of("nobody") : Optional.empty();
        Path dir = Files.createTempDirectory("rookery-pg-");
        char[] pw = HexFormat.of().formatHex(new SecureRandom().generateSeed(16)).toCharArray();
        LocalCluster c = new LocalCluster(dir, bin, freePort(), pw, runAs);
        try {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            Path pwFile = dir.resolve("admin.password");
            Files.writeString(pwFile, new String(pw) + "\n", StandardCharsets.UTF_8);
            Files.createDirectories(dir.resolve("socket"));
            if (runAs.isPresent()) {
                c.run(List.of("chown", "-R", runAs.get(), dir.toString()), false);
            }
            c.run(List.of(bin.resolve("initdb").toString(), "-D", dir.resolve("data").toString(), "-U", ADMIN,
                    "--auth=scram-sha-256", "--pwfile=" + pwFile, "-E", "UTF8", "--locale=C", "--no-instructions"), true);
            Files.deleteIfExists(pwFile);
            Runtime.getRuntime().addShutdownHook(c.hook);
            c.pgCtl("start");
            return c;
        } catch (IOException | InterruptedException | RuntimeException e) {
            c.removeFolder();
            throw e;
        }
    }

    /** Where PostgreSQL's programs are: the newest {@code /usr/lib/postgresql/N/bin}, or the PATH's. */
    static Path binaries() throws IOException {
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> s = Files.list(debian)) {
                Optional<Path> newest = s.filter(p -> Files.isExecutable(p.resolve("bin/pg_ctl")))
                        .max(Comparator.comparingInt(p -> version(p.getFileName().toString())));
                if (newest.isPresent()) {
                    return newest.get().resolve("bin");
                }
            }
        }
        String path = System.getenv("PATH");
        for (String d : (path == null ? "" : path).split(":")) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, "pg_ctl")) && Files.isExecutable(Path.of(d, "initdb"))) {
                return Path.of(d);
            }
        }
        throw new IOException("PostgreSQL's initdb and pg_ctl were not found under /usr/lib/postgresql/*/bin or on the"
                + " PATH; install Debian's 'postgresql' package");
    }

    private static int version(String name) {
        try {
            return Integer.parseInt(name);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private void pgCtl(String action) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(bin.resolve("pg_ctl").toString(), "-D", root.resolve("data").toString(),
                "-l", root.resolve("server.log").toString(), "-w", "-t", "60"));
        if (!action.equals("stop")) {
            cmd.addAll(List.of("-o", "-c listen_addresses=127.0.0.1 -p " + port + " -k " + root.resolve("socket")
                    + " -c max_connections=60"));
        }
        if (!action.equals("start")) {
            cmd.addAll(List.of("-m", "fast"));
        }
        cmd.add(action);
        run(cmd, true);
    }

    private void run(List<String> command, boolean asServerUser) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        if (asServerUser && runAs.isPresent()) {
            cmd.addAll(List.of("runuser", "-u", runAs.get(), "--"));
        }
        cmd.addAll(command);
        Path out = Files.createTempFile("rookery-pg-cmd-", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not finish within 120 s");
            }
            if (p.exitValue() != 0) {
                throw new IOException(command.get(0) + " failed (exit " + p.exitValue() + "): "
                        + Files.readString(out, StandardCharsets.UTF_8).strip() + serverLog());
            }
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private String serverLog() {
        try {
            Path log = root.resolve("server.log");
            return Files.isReadable(log) ? "\n" + Files.readString(log, StandardCharsets.UTF_8).strip() : "";
        } catch (IOException e) {
            return "";
        }
    }

    /** The port the server listens on, at 127.0.0.1. */
    public int port() {
        return port;
    }

    /** The superuser's password (random, made for this cluster). */
    public char[] adminPassword() {
        return password.clone();
    }

    /** Stops the server and starts it again (a database restart while clients are connected). */
    public void restart() throws IOException, InterruptedException {
        pgCtl("restart");
    }

    /** Stops the server, leaving the folder (a database that is down). */
    public void stop() throws IOException, InterruptedException {
        pgCtl("stop");
    }

    /** Starts a stopped server again. */
    public void startAgain() throws IOException, InterruptedException {
        pgCtl("start");
    }

    private void stopQuietly() {
        try {
            if (Files.exists(root.resolve("data/postmaster.pid"))) {
                pgCtl("stop");
            }
        } catch (IOException | InterruptedException e) {
            // the process is ending; the temporary folder goes below
        }
        removeFolder();
    }

    private void removeFolder() {
        Transfers.deleteTree(root);
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook does it
            return;
        }
        stopQuietly();
    }
}

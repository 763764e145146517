// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.rookery.store.postgresql.ServerAddress;
import org.rookery.store.postgresql.ServerPassword;
import org.rookery.store.postgresql.internal.Transfers;
import org.rookery.testing.ChildJvm;

/**
 * A second, whole Rookery workbench in a process of its own, on this test's display: its own
 * Equinox started by the Equinox launcher on exactly the bundles of this test run (the run's
 * {@code config.ini}, copied into a fresh configuration area), its own workspace and secure
 * storage in a temporary folder, the Rookery application and product, opened on an event with
 * {@code --open postgresql://...} as an arbiter starts it, the password from the file named by
 * {@code ROOKERY_DB_PASSWORD_FILE}. The test speaks to it through {@link DeskDriver}.
 * {@link #close()} ends it (killed when it does not end by itself) and removes its folder.
 */
final class SecondWorkbench implements AutoCloseable {

    private final Path home;
    private final Process process;
    private final PrintWriter commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Path log;

    private SecondWorkbench(Path home, Process process, Path log) {
        this.home = home;
        this.process = process;
        this.log = log;
        this.commands = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(this::read, "second workbench's output");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the workbench as {@code address}'s account, recording as {@code arbiter}; its desk
     * answers {@code ready FACTS} once the event is open in it.
     */
    static SecondWorkbench start(ServerAddress address, Path passwordFile, String arbiter) throws IOException {
        Path home = Files.createTempDirectory("rookery-second-workbench-");
        Process p = null;
        try {
            Path configuration = Files.createDirectories(home.resolve("configuration"));
            Files.copy(runningConfiguration().resolve("config.ini"), configuration.resolve("config.ini"));
            Path secure = Files.createDirectories(home.resolve("secure"));
            Files.writeString(secure.resolve("master-password"), Long.toHexString(System.nanoTime()) + "\n");
            List<String> cmd = new ArrayList<>(List.of(ChildJvm.java(), "-Xmx1g",
                    "-Dosgi.os=" + System.getProperty("osgi.os"), "-Dosgi.ws=" + System.getProperty("osgi.ws"),
                    "-Dosgi.arch=" + System.getProperty("osgi.arch"), "-Dosgi.clean=true",
                    "-Duser.name=" + arbiter, "-D" + DeskDriver.PROPERTY + "=true",
                    "-jar", launcher(),
                    "-configuration", configuration.toString(),
                    "-data", home.resolve("workspace").toString(),
                    "-application", "org.rookery.app.application", "-product", "org.rookery.app.product",
                    "-nosplash",
                    "-eclipse.keyring", secure.resolve("secure_storage").toString(),
                    "-eclipse.password", secure.resolve("master-password").toString(),
                    "--open", address.toString()));
            Path log = Path.of("target", "second-workbench.log").toAbsolutePath();
            Files.createDirectories(log.getParent());
            Files.writeString(log, String.join(" ", cmd) + "\n");
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
            pb.environment().put(ServerPassword.FILE_VARIABLE, passwordFile.toString());
            pb.environment().remove("PGPASSWORD");
            p = pb.start();
            return new SecondWorkbench(home, p, log);
        } catch (IOException | RuntimeException e) {
            if (p != null) {
                kill(p);
            }
            Transfers.deleteTree(home);
            throw e;
        }
    }

    /** The configuration area of this test run's framework, where Tycho wrote its {@code config.ini}. */
    private static Path runningConfiguration() throws IOException {
        String area = System.getProperty("osgi.configuration.area");
        if (area == null) {
            throw new IOException("this framework names no configuration area (osgi.configuration.area)");
        }
        try {
            return Path.of(new URI(area.replace(" ", "%20")));
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException("the configuration area " + area + " is not a folder", e);
        }
    }

    /** The Equinox launcher jar this test run was started with (its only class path entry). */
    private static String launcher() throws IOException {
        String cp = System.getProperty("java.class.path", "");
        for (String entry : cp.split(java.io.File.pathSeparator)) {
            if (entry.contains("org.eclipse.equinox.launcher") && entry.endsWith(".jar")) {
                return entry;
            }
        }
        throw new IOException("this test run was not started by the Equinox launcher (class path: " + cp + ")");
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith(DeskDriver.PREFIX)) {
                    answers.add(line.substring(DeskDriver.PREFIX.length()));
                }
                Files.writeString(log, line + "\n", StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    /** Sends one command to the workbench's desk. */
    void send(String command) {
        commands.println(command);
    }

    /**
     * The next answer starting with {@code prefix}, skipping others, within {@code seconds}.
     *
     * @throws AssertionError when none comes in time or the desk answers an error, with the end
     *         of the workbench's log
     */
    String next(String prefix, int seconds) throws IOException, InterruptedException {
        long end = System.currentTimeMillis() + seconds * 1000L;
        for (;;) {
            String line = answers.poll(Math.max(1, end - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            if (line == null) {
                throw new AssertionError("the second workbench gave no '" + prefix + "' within " + seconds + " s"
                        + (process.isAlive() ? "" : " (it ended with " + process.exitValue() + ")") + "; its log ends: "
                        + tail());
            }
            if (line.startsWith("error ") && !prefix.equals("error")) {
                throw new AssertionError("the second workbench's desk said: " + line + "; its log ends: " + tail());
            }
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    private String tail() throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    }

    /** Closes the workbench (killed after 30 s if it does not end) and removes its folder. */
    @Override
    public void close() throws InterruptedException {
        try {
            commands.println("quit");
            commands.flush();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                kill(process);
            }
        } finally {
            kill(process);
            Transfers.deleteTree(home);
        }
    }

    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

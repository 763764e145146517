// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.format.api.FormatTool;
import org.rookery.rules.VariantRegistry;
import org.rookery.serve.FolderEvent;
import org.rookery.serve.ResultsServer;
import org.rookery.serve.ServedEvent;

/** A results server on a free loopback port over copies of real event folders, and an HTTP client for it. */
final class Served implements AutoCloseable {

    private static FormatTool tool;

    final ResultsServer server;
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private Served(ResultsServer server) {
        this.server = server;
    }

    static Served start(ServedEvent... events) throws IOException {
        return new Served(ResultsServer.start(List.of(events), ResultsServer.Options.loopback(0)));
    }

    /** A server whose pairings pages give the pairing engines' reasons. */
    static Served withReasons(ServedEvent... events) throws IOException, InterruptedException {
        return new Served(ResultsServer.start(List.of(events), ResultsServer.Options.loopback(0),
                java.util.Optional.of(engines())));
    }

    /** The pairing engines as the product has them: the engine's registry service, with the Dutch system in it. */
    static PairingEngines engines() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(Served.class).getBundleContext();
        ServiceTracker<PairingEngines, PairingEngines> tracker = new ServiceTracker<>(context, PairingEngines.class, null);
        tracker.open();
        PairingEngines engines = tracker.waitForService(10_000);
        assertNotNull(engines, "no pairing engine registry service");
        return engines;
    }

    HttpResponse<byte[]> bytes(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(address().resolve(path)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    /** The example event folders. */
    static Path examples() {
        for (Path p : List.of(Path.of("../../examples/events"), Path.of("examples/events"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("examples/events not found from " + Path.of("").toAbsolutePath());
    }

    static synchronized FormatTool tool() {
        if (tool == null) {
            tool = new FormatTool();
        }
        return tool;
    }

    static VariantRegistry registry() throws InterruptedException {
        BundleContext context = FrameworkUtil.getBundle(Served.class).getBundleContext();
        ServiceTracker<VariantRegistry, VariantRegistry> tracker = new ServiceTracker<>(context, VariantRegistry.class, null);
        tracker.open();
        VariantRegistry registry = tracker.waitForService(10_000);
        assertNotNull(registry, "no variant registry service");
        return registry;
    }

    /**
     * Copies example event {@code example} into {@code temp}, its journal cut to its first
     * {@code lines} lines (the header is line 1; 0 keeps it whole).
     */
    static Path copy(String example, Path temp, int lines) throws IOException {
        Path source = examples().resolve(example);
        Path target = temp.resolve(example);
        try (Stream<Path> all = Files.walk(source)) {
            for (Path p : all.toList()) {
                Path t = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        if (lines > 0) {
            Path journal = target.resolve("journal.jsonl");
            List<String> kept = Files.readAllLines(journal).subList(0, lines);
            Files.writeString(journal, String.join("\n", kept) + "\n");
        }
        return target;
    }

    /** The event folder served under its folder name. */
    static ServedEvent open(Path dir) throws IOException, InterruptedException {
        return FolderEvent.open(dir, null, tool().loader(), registry(), tool()::explain);
    }

    URI address() {
        return server.address();
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(address().resolve(path)).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> send(String method, String path, String body) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(address().resolve(path)).timeout(Duration.ofSeconds(10))
                .method(method, HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A request written byte for byte (paths as an attacker types them, unnormalised); the whole answer. */
    String raw(String method, String target) throws IOException {
        try (Socket socket = new Socket(address().getHost(), address().getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write((method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() {
        server.close();
    }
}

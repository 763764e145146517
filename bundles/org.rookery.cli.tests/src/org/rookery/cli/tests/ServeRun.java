// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.rookery.cli.internal.CommandLine;

/** A running {@code rookery serve}: its thread, its output line by line, its exit code once it stops. */
final class ServeRun implements AutoCloseable {
    final Thread thread;
    final BlockingQueue<String> out = new LinkedBlockingQueue<>();
    final AtomicInteger exit = new AtomicInteger(-1);
    final StringBuilder err = new StringBuilder();

    ServeRun(String... args) throws IOException {
        PipedInputStream pipe = new PipedInputStream(1 << 16);
        PrintStream print = new PrintStream(new PipedOutputStream(pipe), true, StandardCharsets.UTF_8);
        PrintStream errors = new PrintStream(new OutputStream() {
            @Override
            public synchronized void write(int b) {
                err.append((char) b);
            }
        }, true, StandardCharsets.UTF_8);
        thread = new Thread(() -> {
            exit.set(CommandLine.run(List.of(args), print, errors));
            print.close();
        }, "rookery serve under test");
        thread.start();
        Thread.ofVirtual().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(pipe, StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null;) {
                    out.add(line);
                }
            } catch (IOException e) {
                // the command ended
            }
        });
    }

    String line() throws InterruptedException {
        String l = out.poll(60, TimeUnit.SECONDS);
        assertNotNull(l, "no output from serve; stderr: " + err);
        return l;
    }

    @Override
    public void close() throws InterruptedException {
        thread.interrupt();
        thread.join(10_000);
    }

    static final Path EVENTS = Path.of("../../examples/events").toAbsolutePath().normalize();

    /** A copy of the FESA Swiss with round 4 paired and none of its results in (its journal cut after the pairing). */
    static Path fesaInRound4(Path dir) throws IOException {
        Path source = EVENTS.resolve("fesa-swiss");
        Path target = dir.resolve("fesa-swiss");
        HostileEvents.copyTree(source, target);
        Path journal = target.resolve("journal.jsonl");
        List<String> lines = Files.readAllLines(journal).subList(0, 46);
        Files.writeString(journal, String.join("\n", lines) + "\n");
        return target;
    }

    /** A viewer's open page: the data of each server-sent event of {@code live}, as they arrive. */
    static Subscription subscribe(HttpClient http, URI live) throws IOException, InterruptedException {
        HttpResponse<InputStream> stream = http.send(HttpRequest.newBuilder(live).build(), HttpResponse.BodyHandlers.ofInputStream());
        Subscription s = new Subscription(stream.body());
        Thread.ofVirtual().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
                StringBuilder d = new StringBuilder();
                for (String line; (line = r.readLine()) != null;) {
                    if (line.startsWith("data: ")) {
                        d.append(line.substring(6)).append('\n');
                    } else if (line.isEmpty() && d.length() > 0) {
                        s.data.add(d.toString());
                        d.setLength(0);
                    }
                }
            } catch (IOException e) {
                // closed
            }
        });
        return s;
    }

    /** The events of an open page; {@link #poll} waits for the next one. */
    static final class Subscription implements AutoCloseable {
        private final InputStream body;
        private final BlockingQueue<String> data = new LinkedBlockingQueue<>();

        private Subscription(InputStream body) {
            this.body = body;
        }

        String poll(long timeout, TimeUnit unit) throws InterruptedException {
            return data.poll(timeout, unit);
        }

        @Override
        public void close() throws IOException {
            body.close();
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A viewer's event stream, read as a browser's EventSource reads it: each update's id, data and arrival time. */
final class LiveStream implements AutoCloseable {

    /** One server-sent event. */
    record Update(long version, String data, long arrivedNanos) {
    }

    final int status;
    final String contentType;
    private final InputStream in;
    private final BlockingQueue<Update> updates = new LinkedBlockingQueue<>();
    private final Thread reader;

    LiveStream(HttpClient http, URI uri) throws IOException, InterruptedException {
        HttpResponse<InputStream> r = http.send(HttpRequest.newBuilder(uri).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofInputStream());
        status = r.statusCode();
        contentType = r.headers().firstValue("content-type").orElse("");
        in = r.body();
        reader = Thread.ofVirtual().start(this::read);
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            long id = -1;
            StringBuilder data = null;
            for (String line; (line = lines.readLine()) != null;) {
                if (line.isEmpty()) {
                    if (data != null) {
                        updates.add(new Update(id, data.toString(), System.nanoTime()));
                    }
                    data = null;
                } else if (line.startsWith("id: ")) {
                    id = Long.parseLong(line.substring(4));
                } else if (line.startsWith("data: ")) {
                    data = data == null ? new StringBuilder(line.substring(6)) : data.append('\n').append(line.substring(6));
                }
            }
        } catch (IOException e) {
            // the stream was closed
        }
    }

    /** The next update, or null after {@code millis}. */
    Update next(long millis) throws InterruptedException {
        return updates.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** The updates until one of {@code version} arrives (null after {@code millis}). */
    Update until(long version, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (true) {
            long left = (end - System.nanoTime()) / 1_000_000;
            Update u = left <= 0 ? null : next(left);
            if (u == null || u.version() >= version) {
                return u;
            }
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
        reader.interrupt();
    }
}

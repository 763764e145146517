// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The viewers subscribed to live updates (server-sent events), per event. A new reading of an
 * event renders each subscribed page once; a viewer who has the previous version gets only the
 * rows that changed (a {@code patch}), any other the whole page (an {@code update}). Every viewer
 * gets every version in order. Memory is bounded: a viewer who falls {@value #BEHIND} messages
 * behind has them replaced by one whole page of the latest version.
 */
public final class LiveHub {

    /** Messages one viewer may have waiting before they are replaced by the whole latest page. */
    static final int BEHIND = 32;
    private static final byte[] KEEP_ALIVE = ": keep-alive\n\n".getBytes(StandardCharsets.UTF_8);

    private final Map<String, Live> events = new ConcurrentHashMap<>();
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong resent = new AtomicLong();

    /**
     * A page as it was sent at publication {@code seq}: the event's version and the fragment, and
     * (made when first asked, then shared by every viewer) the whole page as a message.
     */
    private static final class Rendered {
        final long seq;
        final long version;
        final String fragment;
        private volatile byte[] whole;

        Rendered(long seq, long version, String fragment) {
            this.seq = seq;
            this.version = version;
            this.fragment = fragment;
        }

        byte[] whole() {
            byte[] w = whole;
            if (w == null) {
                w = message("update", version, fragment);
                whole = w;
            }
            return w;
        }
    }

    /**
     * One event's viewers and the page each key was last published as. Subscribing and publishing
     * take the lock, so that a new viewer's first page and the next patch fit together.
     */
    private static final class Live {
        final Set<Viewer> viewers = ConcurrentHashMap.newKeySet();
        final Map<String, Rendered> last = new ConcurrentHashMap<>();
        long seq;
    }

    private Live live(String event) {
        return events.computeIfAbsent(event, e -> new Live());
    }

    /** A page to send: the event's version (the stream's event id) and the fragment. */
    public record Page(long version, String fragment) {
    }

    /** One open event stream. */
    final class Viewer {
        private final String event;
        private final String key;
        private final Response response;
        private final Callback done;
        private final ArrayDeque<byte[]> waiting = new ArrayDeque<>();
        private long version = -1;
        private boolean writing;
        private boolean closed;

        Viewer(String event, String key, Response response, Callback done) {
            this.event = event;
            this.key = key;
            this.response = response;
            this.done = done;
        }

        /** Sends publication {@code v}: the patch when this viewer has {@code base}, else the whole page. */
        void offer(long v, long base, byte[] patch, Supplier<byte[]> whole) {
            byte[] message;
            synchronized (this) {
                if (closed || v <= version) {
                    return;
                }
                message = patch != null && base == version ? patch : whole.get();
                if (waiting.size() >= BEHIND) {
                    waiting.clear();
                    message = whole.get();
                    resent.incrementAndGet();
                }
                version = v;
                if (writing) {
                    waiting.add(message);
                    return;
                }
                writing = true;
            }
            write(message);
        }

        void keepAlive() {
            synchronized (this) {
                if (closed || writing) {
                    return;
                }
                writing = true;
            }
            write(KEEP_ALIVE);
        }

        private void write(byte[] message) {
            response.write(false, ByteBuffer.wrap(message), Callback.from(this::written, this::failed));
        }

        private void written() {
            sent.incrementAndGet();
            byte[] next;
            synchronized (this) {
                next = waiting.poll();
                if (next == null) {
                    writing = false;
                    return;
                }
            }
            write(next);
        }

        private void failed(Throwable x) {
            synchronized (this) {
                if (closed) {
                    return;
                }
                closed = true;
                waiting.clear();
            }
            remove(this);
            done.failed(x);
        }

        void close() {
            synchronized (this) {
                if (closed) {
                    return;
                }
                closed = true;
                waiting.clear();
            }
            remove(this);
            done.succeeded();
        }
    }

    /**
     * Adds a viewer of page {@code key} of event {@code event} and sends it the whole page
     * straight away (which also commits the response's headers): the page as last published, or
     * as {@code now} renders it when it was not published yet.
     */
    public void subscribe(String event, String key, Response response, Callback done, Supplier<Page> now) {
        Live live = live(event);
        Viewer v = new Viewer(event, key, response, done);
        synchronized (live) {
            Rendered r = live.last.get(key);
            if (r == null || r.seq != live.seq) {
                Page p = now.get();
                r = new Rendered(live.seq, p.version(), p.fragment());
                live.last.put(key, r);
            }
            live.viewers.add(v);
            v.offer(r.seq, -2, null, r::whole);
        }
    }

    private void remove(Viewer v) {
        Live live = events.get(v.event);
        if (live != null) {
            live.viewers.remove(v);
        }
    }

    /**
     * Sends every viewer of {@code event} its page at {@code version}, each page rendered once by
     * {@code render} (page key to fragment; empty for a page that no longer exists).
     */
    public void publish(String event, long version, Function<String, Optional<String>> render) {
        Live live = live(event);
        synchronized (live) {
            long seq = ++live.seq;
            Map<String, Message> messages = new java.util.HashMap<>();
            for (Viewer v : live.viewers) {
                Message m = messages.computeIfAbsent(v.key, k -> {
                    Rendered now = new Rendered(seq, version, render.apply(k).orElse(""));
                    Rendered before = live.last.put(k, now);
                    byte[] patch = null;
                    long base = -2;
                    if (before != null && before.seq == seq - 1) {
                        Optional<String> rows = Patch.rows(before.fragment, now.fragment);
                        if (rows.isPresent()) {
                            patch = message("patch", version, rows.get());
                            base = before.seq;
                        }
                    }
                    return new Message(base, patch, now);
                });
                v.offer(seq, m.base, m.patch, m.page::whole);
            }
            // pages nobody watches now are rendered afresh for the next viewer
            live.last.keySet().retainAll(messages.keySet());
        }
    }

    /** One version of one page: its patch against publication {@code base}, if any, and the page. */
    private record Message(long base, byte[] patch, Rendered page) {
    }

    /** A comment to every idle viewer, so that a viewer who left is noticed and a proxy keeps the stream open. */
    public void keepAlive() {
        for (Live live : events.values()) {
            for (Viewer v : live.viewers) {
                v.keepAlive();
            }
        }
    }

    /** Ends every stream (the server is stopping). */
    public void closeAll() {
        for (Live live : events.values()) {
            for (Viewer v : live.viewers.toArray(Viewer[]::new)) {
                v.close();
            }
        }
    }

    /** The open streams. */
    public int viewers() {
        return events.values().stream().mapToInt(l -> l.viewers.size()).sum();
    }

    /** The messages written to viewers so far. */
    public long messagesSent() {
        return sent.get();
    }

    /** How often a viewer fell so far behind that its waiting messages were replaced by the whole page. */
    public long resent() {
        return resent.get();
    }

    /**
     * One server-sent event of type {@code type}: the version as its id, the fragment as its
     * data; a whole page also tells the browser to reconnect within a second after a drop.
     */
    static byte[] message(String type, long version, String fragment) {
        StringBuilder s = new StringBuilder(fragment.length() + 64);
        if (type.equals("update")) {
            s.append("retry: 1000\n");
        }
        s.append("id: ").append(version).append("\nevent: ").append(type).append('\n');
        for (String line : fragment.split("\r\n|\r|\n", -1)) {
            s.append("data: ").append(line).append('\n');
        }
        s.append('\n');
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }
}

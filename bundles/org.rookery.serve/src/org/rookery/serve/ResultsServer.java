// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.serve.internal.LiveHub;
import org.rookery.serve.internal.Messages;
import org.rookery.serve.internal.Pages;
import org.rookery.serve.internal.SiteHandler;

/**
 * The live results server: serves {@link ServedEvent}s over HTTP (Jetty), read-only, and pushes
 * each page to its viewers again within a second of a new fact. One thread polls the events
 * ({@link ServedEvent#refresh}) every {@link Options#pollMillis()}; a viewer costs no thread.
 */
public final class ResultsServer implements AutoCloseable {

    /**
     * How to run the server.
     *
     * @param address where to listen; the default is the loopback address, port 8080
     * @param pollMillis how often the events are read for new facts (at most 500, so that pages
     *        update within a second)
     * @param problems where a failure to read an event is reported (once per failure)
     */
    public record Options(InetSocketAddress address, long pollMillis, Consumer<String> problems) {
        public Options {
            if (pollMillis < 10 || pollMillis > 500) {
                throw new IllegalArgumentException("poll interval " + pollMillis + " ms is outside 10 to 500 ms");
            }
        }

        /** Loopback, {@code port} (0 picks a free one), polled every 100 ms, problems to standard error. */
        public static Options loopback(int port) {
            return new Options(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 100,
                    s -> System.err.println("rookery serve: " + s));
        }
    }

    /**
     * Jetty logs through SLF4J to java.util.logging; its start and stop notices are not the
     * user's concern (the command prints the address), its warnings are. Held here because
     * java.util.logging keeps loggers only weakly.
     */
    private static final java.util.logging.Logger JETTY = java.util.logging.Logger.getLogger("org.eclipse.jetty");

    static {
        JETTY.setLevel(java.util.logging.Level.WARNING);
    }

    private final Server server;
    private final ServerConnector connector;
    private final LiveHub hub;
    private final List<ServedEvent> events;
    private final ScheduledExecutorService poller;

    private ResultsServer(List<ServedEvent> events, Options options, Optional<PairingEngines> engines) {
        this.events = List.copyOf(events);
        this.hub = new LiveHub();
        QueuedThreadPool threads = new QueuedThreadPool(64, 4);
        threads.setName("rookery-serve");
        threads.setDaemon(true);
        this.server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(options.address().getAddress().getHostAddress());
        connector.setPort(options.address().getPort());
        connector.setIdleTimeout(60_000);
        connector.setAcceptQueueSize(4096);
        server.addConnector(connector);
        Pages pages = new Pages(Messages.english(), engines);
        server.setHandler(new SiteHandler(this.events, pages, hub));
        server.setStopTimeout(2_000);
        this.poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "rookery-serve-poll");
            t.setDaemon(true);
            return t;
        });
        java.util.Map<String, String> reported = new java.util.concurrent.ConcurrentHashMap<>();
        poller.scheduleWithFixedDelay(() -> {
            for (ServedEvent e : this.events) {
                try {
                    if (e.refresh()) {
                        EventView view = e.view();
                        hub.publish(e.id(), view.version(), key -> pages.fragment(e, view, key));
                    }
                    reported.remove(e.id());
                } catch (IOException | RuntimeException x) {
                    String text = e.id() + ": " + x.getMessage();
                    if (!text.equals(reported.put(e.id(), text))) {
                        options.problems().accept(text + " (the last reading is still shown)");
                    }
                }
            }
        }, options.pollMillis(), options.pollMillis(), TimeUnit.MILLISECONDS);
        poller.scheduleWithFixedDelay(hub::keepAlive, 15, 15, TimeUnit.SECONDS);
    }

    /**
     * Starts serving {@code events}.
     *
     * @throws IOException when the address cannot be bound (a port in use, say)
     * @throws IllegalArgumentException when two events have the same id
     */
    public static ResultsServer start(List<ServedEvent> events, Options options) throws IOException {
        return start(events, options, Optional.empty());
    }

    /**
     * Starts serving {@code events}, the pairings pages with the reasons {@code engines} give for
     * each round (what {@code rookery pair --explain --round N} prints).
     *
     * @throws IOException when the address cannot be bound (a port in use, say)
     * @throws IllegalArgumentException when two events have the same id
     */
    public static ResultsServer start(List<ServedEvent> events, Options options, Optional<PairingEngines> engines)
            throws IOException {
        ResultsServer s = new ResultsServer(events, options, engines);
        try {
            s.server.start();
        } catch (IOException e) {
            s.close();
            throw new IOException("cannot listen on " + options.address().getAddress().getHostAddress() + ":"
                    + options.address().getPort() + ": " + e.getMessage(), e);
        } catch (Exception e) {
            s.close();
            throw new IOException("the server did not start: " + e.getMessage(), e);
        }
        return s;
    }

    /** The address pages are served at, e.g. {@code http://127.0.0.1:8080/}. */
    public URI address() {
        String host = connector.getHost();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + connector.getLocalPort() + "/");
    }

    /** The viewers subscribed to live updates now. */
    public int viewers() {
        return hub.viewers();
    }

    /** How often a viewer fell so far behind that its waiting updates were replaced by the whole page. */
    public long resentPages() {
        return hub.resent();
    }

    /** Waits until the server stops. */
    public void join() throws InterruptedException {
        server.join();
    }

    /** Stops polling, ends every live stream, stops the server and lets go of the events. */
    @Override
    public void close() {
        poller.shutdownNow();
        hub.closeAll();
        try {
            server.stop();
        } catch (Exception e) {
            // stopping is best effort: the connections are closed with the process
        }
        try {
            poller.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (ServedEvent e : events) {
            try {
                e.close();
            } catch (IOException x) {
                // the event's files are closed with the process
            }
        }
    }
}

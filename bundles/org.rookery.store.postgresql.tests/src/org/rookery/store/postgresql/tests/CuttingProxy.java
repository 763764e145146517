// SPDX-License-Identifier: EPL-2.0
package org.rookery.store.postgresql.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A TCP relay on 127.0.0.1 between the clients and the real server that can cut the network at
 * one chosen instant: once {@link #cutAfterCommit()} is armed, the next time the server answers
 * a {@code COMMIT} the relay closes that client's connection instead of passing the answer on.
 * The server has committed; the client never hears it (the ambiguous commit). While
 * {@link #refuse(boolean)} is on, new connections are closed at once (a server out of reach).
 */
final class CuttingProxy implements AutoCloseable {

    /** PostgreSQL's CommandComplete message for a committed transaction: 'C', length 11, "COMMIT\0". */
    private static final byte[] COMMIT_DONE = concat(new byte[] { 'C', 0, 0, 0, 11 }, "COMMIT\0".getBytes(StandardCharsets.US_ASCII));

    private final ServerSocket listener;
    private final int target;
    private final AtomicBoolean cut = new AtomicBoolean();
    private final AtomicBoolean refusing = new AtomicBoolean();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile int cuts;

    CuttingProxy(int targetPort) throws IOException {
        this.target = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::accept, "cutting proxy");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** Arms the cut: the next COMMIT answer is not passed on and its connection is closed. */
    void cutAfterCommit() {
        cut.set(true);
    }

    /** How many connections were cut after a COMMIT answer. */
    int cuts() {
        return cuts;
    }

    /** While on, new connections are closed as soon as they are made. */
    void refuse(boolean on) {
        refusing.set(on);
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                if (refusing.get()) {
                    client.close();
                    continue;
                }
                Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                sockets.add(client);
                sockets.add(server);
                pump(client, server, false);
                pump(server, client, true);
            } catch (IOException e) {
                // closed
            }
        }
    }

    private void pump(Socket from, Socket to, boolean answers) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[65536];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buf)) > 0) {
                    if (answers && cut.get() && contains(buf, n, COMMIT_DONE) && cut.compareAndSet(true, false)) {
                        cuts++;
                        from.close();
                        to.close();
                        return;
                    }
                    out.write(buf, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side closed: close the other
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "cutting proxy pump");
        t.setDaemon(true);
        t.start();
    }

    private static boolean contains(byte[] buf, int n, byte[] what) {
        outer:
        for (int i = 0; i + what.length <= n; i++) {
            for (int j = 0; j < what.length; j++) {
                if (buf[i + j] != what[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = new byte[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket s : sockets) {
            closeQuietly(s);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import org.rookery.engines.EngineException;
import org.rookery.engines.EngineFault;

/**
 * One engine program as a process with bounded output: lines are read by a daemon thread into a
 * queue of at most {@link #MAX_QUEUED} lines, each at most {@link #MAX_LINE} characters, and at
 * most {@link #MAX_LINES_PER_SECOND} a second. An engine that breaks a bound is ended and reported
 * as {@link EngineFault#FLOODED}; one that ends is {@link EngineFault#CRASHED}; a read that waits
 * past its deadline is {@link EngineFault#TIMEOUT}. Standard error is drained and its last lines
 * kept for reports.
 */
public final class EngineProcess implements AutoCloseable {

    /** The longest line accepted (a principal variation of a few hundred moves fits). */
    public static final int MAX_LINE = 16_384;
    /** Lines read but not yet taken before the engine counts as flooding. */
    public static final int MAX_QUEUED = 20_000;
    /** Lines a second before the engine counts as flooding (real engines send a few hundred at most). */
    public static final int MAX_LINES_PER_SECOND = 20_000;

    private static final int KEPT = 6;
    private static final Object END = new Object();

    private final String name;
    private final Process process;
    private final Writer toEngine;
    private final BlockingQueue<Object> lines = new ArrayBlockingQueue<>(MAX_QUEUED + 1);
    private final Deque<String> recent = new ArrayDeque<>();
    private final Deque<String> recentErr = new ArrayDeque<>();
    private final Thread reader;
    private volatile EngineException failure;
    private volatile boolean closing;

    private EngineProcess(String name, Process process) {
        this.name = name;
        this.process = process;
        this.toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.reader = Thread.ofPlatform().daemon().name("engine " + name + " output").start(this::readOutput);
        Thread.ofPlatform().daemon().name("engine " + name + " errors").start(this::drainErrors);
    }

    /**
     * Starts a program.
     *
     * @throws EngineException {@link EngineFault#START_FAILED} when it cannot be started
     */
    public static EngineProcess start(String name, List<String> command, Path directory) {
        ProcessBuilder pb = new ProcessBuilder(command);
        if (directory != null) {
            pb.directory(directory.toFile());
        }
        try {
            return new EngineProcess(name, pb.start());
        } catch (IOException e) {
            throw new EngineException(name, EngineFault.START_FAILED, String.join(" ", command) + ": " + e.getMessage());
        }
    }

    /** The engine's name, for messages. */
    public String name() {
        return name;
    }

    /** Sends one line. */
    public void send(String line) {
        checkFailure();
        synchronized (toEngine) {
            try {
                toEngine.write(line);
                toEngine.write('\n');
                toEngine.flush();
            } catch (IOException e) {
                throw fault(EngineFault.CRASHED, "its input is closed (" + exitText() + ")");
            }
        }
    }

    /**
     * The next line, waiting until {@code deadlineNanos} ({@link System#nanoTime()} scale).
     *
     * @throws EngineException TIMEOUT past the deadline, CRASHED when the output ended, FLOODED
     */
    public String readLine(long deadlineNanos, String waitingFor) {
        Object o;
        try {
            long wait = deadlineNanos - System.nanoTime();
            o = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fault(EngineFault.TIMEOUT, "interrupted while waiting for " + waitingFor);
        }
        if (o == null) {
            throw fault(EngineFault.TIMEOUT, "no " + waitingFor + " within the time allowed");
        }
        if (o == END) {
            lines.offer(END);
            checkFailure();
            throw fault(EngineFault.CRASHED, "its output ended while Rookery waited for " + waitingFor + " (" + exitText() + ")");
        }
        return (String) o;
    }

    /**
     * The next line if one comes within {@code millis}, else {@code null}.
     *
     * @throws EngineException CRASHED when the output ended, FLOODED
     */
    public String poll(long millis) {
        Object o;
        try {
            o = lines.poll(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        if (o == END) {
            lines.offer(END);
            checkFailure();
            throw fault(EngineFault.CRASHED, "its output ended (" + exitText() + ")");
        }
        return (String) o;
    }

    /** Whether the process is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** An exception of this engine, with its last output lines. */
    public EngineException fault(EngineFault kind, String detail) {
        return new EngineException(name, kind, detail, lastLines());
    }

    /** The last lines the engine wrote (standard output, then standard error). */
    public List<String> lastLines() {
        List<String> l;
        synchronized (recent) {
            l = new ArrayList<>(recent);
        }
        synchronized (recentErr) {
            for (String e : recentErr) {
                l.add("stderr: " + e);
            }
        }
        return l;
    }

    /** Asks the engine to quit with {@code quitCommand}, then ends the process if it does not within a second. */
    public void close(String quitCommand) {
        closing = true;
        if (process.isAlive()) {
            try {
                synchronized (toEngine) {
                    toEngine.write(quitCommand + "\n");
                    toEngine.flush();
                }
            } catch (IOException e) {
                // already gone
            }
            try {
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroy();
                    if (!process.waitFor(1, TimeUnit.SECONDS)) {
                        process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
                    }
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        try {
            toEngine.close();
        } catch (IOException e) {
            // the process is gone
        }
    }

    @Override
    public void close() {
        close("quit");
    }

    private void checkFailure() {
        EngineException f = failure;
        if (f != null) {
            throw f;
        }
    }

    private String exitText() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                int code = process.exitValue();
                return code > 128 ? "killed by signal " + (code - 128) : "exit code " + code;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "still running";
    }

    private void readOutput() {
        try (Reader in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
            char[] buf = new char[8192];
            StringBuilder line = new StringBuilder();
            long windowStart = System.nanoTime();
            int inWindow = 0;
            int n;
            while ((n = in.read(buf)) > 0) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n') {
                        String l = line.toString();
                        if (l.endsWith("\r")) {
                            l = l.substring(0, l.length() - 1);
                        }
                        line.setLength(0);
                        long now = System.nanoTime();
                        if (now - windowStart > 1_000_000_000L) {
                            windowStart = now;
                            inWindow = 0;
                        }
                        if (++inWindow > MAX_LINES_PER_SECOND) {
                            flood("more than " + MAX_LINES_PER_SECOND + " lines in one second");
                            return;
                        }
                        keep(recent, l);
                        if (!lines.offer(l)) {
                            flood("more than " + MAX_QUEUED + " lines that nobody asked for");
                            return;
                        }
                    } else if (line.length() >= MAX_LINE) {
                        flood("a line longer than " + MAX_LINE + " characters");
                        return;
                    } else {
                        line.append(c);
                    }
                }
            }
        } catch (IOException e) {
            // the stream closed: reported as the end of output
        } finally {
            if (failure != null) {
                lines.clear();
            }
            while (!lines.offer(END)) {
                lines.poll();
            }
        }
    }

    private void flood(String what) {
        if (!closing) {
            failure = new EngineException(name, EngineFault.FLOODED, what, lastLines());
        }
        process.destroyForcibly();
    }

    private void drainErrors() {
        try (InputStream err = process.getErrorStream()) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = err.read()) >= 0) {
                if (c == '\n') {
                    keep(recentErr, line.toString());
                    line.setLength(0);
                } else if (line.length() < 500) {
                    line.append((char) c);
                }
            }
        } catch (IOException e) {
            // closed with the process
        }
    }

    private static void keep(Deque<String> into, String line) {
        synchronized (into) {
            into.addLast(line.length() > 200 ? line.substring(0, 200) + "..." : line);
            while (into.size() > KEPT) {
                into.removeFirst();
            }
        }
    }
}

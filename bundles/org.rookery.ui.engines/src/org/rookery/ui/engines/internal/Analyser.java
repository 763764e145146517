// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.rookery.engines.Engine;
import org.rookery.engines.EngineException;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Engines;
import org.rookery.engines.Protocol;
import org.rookery.engines.SearchInfo;
import org.rookery.rules.Position;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;

/**
 * Runs one engine's infinite analysis off the UI thread. Every engine call (start, new game,
 * position, analyse, stop, quit) happens on one worker thread, in the order asked, so that the
 * engine is never used from two threads; the engine's information lines are collected as they
 * stream in and read by the view at its own pace ({@link #snapshot()}), which is what throttles
 * the display. Faults (a missing program, a variant the engine does not play, a crash) end up as
 * the snapshot's error.
 */
final class Analyser implements AutoCloseable {

    /** What the analysis shows at one moment. */
    record Snapshot(long version, State state, String engine, Protocol protocol, PositionView position,
            List<SearchInfo> lines, String error) {
    }

    enum State {
        IDLE, STARTING, RUNNING, FAILED
    }

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "Rookery analysis");
        t.setDaemon(true);
        return t;
    });
    private final Map<Integer, SearchInfo> lines = new ConcurrentSkipListMap<>();
    private final AtomicLong version = new AtomicLong();
    private final AtomicLong generation = new AtomicLong();

    // worker thread only
    private Engine engine;
    private EngineSpec spec;
    private Rules rules;
    private Engine.Analysis running;

    // written by the worker, read by the view
    private volatile State state = State.IDLE;
    private volatile String error;
    private volatile String engineName;
    private volatile Protocol protocol;
    private volatile PositionView position;

    /**
     * Analyses a position (copied here, so later moves on the board do not reach the engine's
     * position) with an engine, restarting the engine only when another one is chosen.
     */
    void analyse(EngineSpec chosen, Path directory, PositionView shown, int multiPv) {
        PositionView copy = shown instanceof Position p ? p.copy() : shown.rules().newPosition(shown.toSetup());
        long gen = generation.incrementAndGet();
        state = State.STARTING;
        error = null;
        lines.clear();
        position = copy;
        version.incrementAndGet();
        worker.execute(() -> {
            if (gen != generation.get()) {
                return; // a newer request is queued: skip this position
            }
            try {
                stopRunning();
                if (engine == null || !chosen.equals(spec)) {
                    closeEngine();
                    engine = Engines.start(chosen, directory);
                    spec = chosen;
                    rules = null;
                }
                engineName = engine.name();
                protocol = engine.protocol();
                if (copy.outcome().isPresent()) {
                    throw new IllegalStateException("the game is over: there is nothing to analyse");
                }
                if (!copy.rules().equals(rules)) {
                    engine.newGame(copy.rules()); // refuses a variant the engine did not declare
                    rules = copy.rules();
                }
                engine.setMultiPv(multiPv);
                engine.position(copy, List.of());
                running = engine.analyse(info -> {
                    if (gen == generation.get() && info.hasScore() && !info.pv().isEmpty()) {
                        lines.put(Math.max(1, info.multiPv()), info);
                        version.incrementAndGet();
                    }
                });
                state = State.RUNNING;
            } catch (EngineException e) {
                // a crashed or hung engine is started afresh next time; one that only lacks the variant is kept
                fail(e.getMessage(), e.fault() != org.rookery.engines.EngineFault.UNSUPPORTED_VARIANT);
            } catch (IllegalStateException | IllegalArgumentException e) {
                fail(e.getMessage(), false);
            } finally {
                version.incrementAndGet();
            }
        });
    }

    /** Stops the analysis; the engine keeps running for the next one. */
    void stop() {
        generation.incrementAndGet();
        worker.execute(() -> {
            try {
                stopRunning();
            } catch (EngineException e) {
                fail(e.getMessage(), true);
            }
            if (state != State.FAILED) {
                state = State.IDLE;
            }
            version.incrementAndGet();
        });
    }

    /** What to show now. */
    Snapshot snapshot() {
        long v = version.get();
        return new Snapshot(v, state, engineName, protocol, position, new ArrayList<>(lines.values()), error);
    }

    /** Whether an engine process is running (for the view's tests). */
    boolean hasEngine() {
        try {
            return worker.submit(() -> engine != null).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            return false;
        }
    }

    /** Stops the analysis and the engine process, waiting for them a bounded time. */
    @Override
    public void close() {
        generation.incrementAndGet();
        worker.execute(() -> {
            try {
                stopRunning();
            } catch (EngineException e) {
                // it is being closed anyway; close() ends the process
            }
            closeEngine();
        });
        worker.shutdown();
        try {
            if (!worker.awaitTermination(8, TimeUnit.SECONDS)) {
                worker.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void stopRunning() {
        Engine.Analysis a = running;
        running = null;
        if (a != null) {
            a.stop();
        }
    }

    private void fail(String message, boolean closeEngine) {
        error = message;
        state = State.FAILED;
        if (closeEngine) {
            closeEngine();
        }
    }

    private void closeEngine() {
        running = null;
        if (engine != null) {
            engine.close();
            engine = null;
            spec = null;
            rules = null;
        }
    }
}

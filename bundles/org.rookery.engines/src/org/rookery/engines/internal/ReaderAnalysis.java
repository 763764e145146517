// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;

import org.rookery.engines.BestMove;
import org.rookery.engines.Engine;
import org.rookery.engines.EngineException;
import org.rookery.engines.EngineFault;
import org.rookery.engines.SearchInfo;

/** An analysis whose engine output is read on its own thread until the engine answers the stop. */
final class ReaderAnalysis implements Engine.Analysis {

    /** How long an engine may take to answer a stop. */
    static final long STOP_MILLIS = 5_000;

    private final CompletableFuture<BestMove> result = new CompletableFuture<>();
    private final Runnable stopCommand;
    private final String engine;

    ReaderAnalysis(Function<Consumer<SearchInfo>, BestMove> loop, Consumer<SearchInfo> listener, Runnable stopCommand,
            String engine) {
        this.stopCommand = stopCommand;
        this.engine = engine;
        Thread.ofPlatform().daemon().name("analysis by " + engine).start(() -> {
            try {
                result.complete(loop.apply(listener));
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
    }

    @Override
    public BestMove stop() {
        if (!result.isDone()) {
            try {
                stopCommand.run();
            } catch (EngineException e) {
                // the reader reports what happened to the engine
            }
        }
        try {
            return result.get(STOP_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new EngineException(engine, EngineFault.TIMEOUT, "did not stop analysing within " + STOP_MILLIS + " ms");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof EngineException ee) {
                throw ee;
            }
            throw new EngineException(engine, EngineFault.MALFORMED, String.valueOf(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException(engine, EngineFault.TIMEOUT, "interrupted while stopping");
        }
    }
}

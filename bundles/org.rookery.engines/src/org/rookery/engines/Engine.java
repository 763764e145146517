// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.util.List;
import java.util.function.Consumer;

import org.rookery.rules.Move;
import org.rookery.rules.PositionView;
import org.rookery.rules.Rules;

/**
 * A running engine process behind one interface, whatever its protocol. Every call either returns
 * within its time or throws an {@link EngineException} that says what went wrong (hang, crash,
 * flood, malformed line, illegal move); nothing an engine does blocks the caller forever. An
 * engine plays one game at a time and is not shared between threads, except that
 * {@link Analysis#stop()} may come from another thread.
 */
public interface Engine extends AutoCloseable {

    /** The name it is configured under. */
    String name();

    /** The protocol it speaks. */
    Protocol protocol();

    /** What the engine said in its handshake. */
    EngineInfo info();

    /** Whether it declared the variant of these rules (under the configured name). */
    boolean plays(Rules rules);

    /**
     * Prepares a new game of a variant: selects the variant and sets the variant's options.
     *
     * @throws EngineException {@link EngineFault#UNSUPPORTED_VARIANT} before anything is sent when the
     *         engine did not declare the variant
     */
    void newGame(Rules rules);

    /**
     * The position to search: a start position and the moves played from it, each legal.
     *
     * @throws EngineException if the engine cannot take the position (xboard without {@code setboard})
     */
    void position(PositionView start, List<Move> moves);

    /**
     * Searches the position within the limits and returns the engine's move, checked against the
     * rules. Waits at most until the limits' time (plus {@code graceMillis}) or, for depth and node
     * limits, {@code graceMillis}.
     *
     * @param listener receives each information line, on the calling thread
     * @throws EngineException on any fault, {@link EngineFault#ILLEGAL_MOVE} for a move the rules refuse
     */
    BestMove search(SearchLimits limits, long graceMillis, Consumer<SearchInfo> listener);

    /**
     * Starts analysing the position until {@link Analysis#stop()}; information lines reach the
     * listener on a reader thread of the analysis.
     */
    Analysis analyse(Consumer<SearchInfo> listener);

    /** Sets the number of principal variations sent (UCI and USI {@code MultiPV}; xboard ignores it). */
    void setMultiPv(int lines);

    /** Stops the process: asks it to quit, then ends it if it does not. Never throws. */
    @Override
    void close();

    /** A running analysis. */
    interface Analysis {
        /**
         * Stops the analysis and returns the engine's best move at that moment.
         *
         * @throws EngineException if the engine does not stop in time or fails
         */
        BestMove stop();
    }
}

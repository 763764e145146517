// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import java.nio.file.Path;

import org.rookery.engines.internal.UciEngine;
import org.rookery.engines.internal.XboardEngine;

/** Starts engines. */
public final class Engines {

    private Engines() {
    }

    /**
     * Starts a configured engine as its own process, reads its handshake and sets its options.
     *
     * @param directory the folder it runs in (relative paths in its options are read from there),
     *        or {@code null} for Rookery's own
     * @throws EngineException START_FAILED when the program is missing or cannot run, TIMEOUT,
     *         CRASHED or MALFORMED when the handshake fails, CONFIGURATION for an option it lacks
     */
    public static Engine start(EngineSpec spec, Path directory) {
        if (spec.program().isEmpty()) {
            throw new EngineException(spec.name(), EngineFault.START_FAILED, "no program '" + spec.command().get(0)
                    + "' (looked on PATH and in " + String.join(", ", EngineSpec.GAMES_FOLDERS) + ")");
        }
        return switch (spec.protocol()) {
            case UCI, USI -> UciEngine.start(spec, directory);
            case XBOARD, XSHOGI -> XboardEngine.start(spec, directory);
        };
    }

    /**
     * What an engine says about itself: it is started, its handshake read (name, options, the
     * variants it declares) and it is closed again. For choosing engines before a game, as the
     * workbench's tournament form and {@code rookery engines list} do.
     *
     * @throws EngineException as {@link #start} does
     */
    public static EngineInfo handshake(EngineSpec spec, Path directory) {
        try (Engine e = start(spec, directory)) {
            return e.info();
        }
    }

    /**
     * The legal move an engine of a protocol means by a move text (as in its principal
     * variations), in a position of a variant's rules.
     *
     * @throws org.rookery.rules.MoveException INVALID for text that is no move, ILLEGAL for a move the rules refuse
     */
    public static org.rookery.rules.Move parseMove(Protocol protocol, org.rookery.rules.PositionView position, String text) {
        return org.rookery.engines.internal.MoveCodec.of(protocol, position.rules()).parse(text, position);
    }
}

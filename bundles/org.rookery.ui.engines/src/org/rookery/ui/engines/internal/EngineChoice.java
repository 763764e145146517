// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.engines.internal;

import java.nio.file.Path;
import java.util.Optional;

import org.rookery.engines.EngineException;
import org.rookery.engines.EngineInfo;
import org.rookery.engines.EngineSpec;
import org.rookery.engines.Engines;
import org.rookery.rules.Rules;

/**
 * One engine of the engines file as the tournament form offers it: what its handshake said (it
 * is started once, off the UI thread, and closed), and so whether it can play a variant.
 */
final class EngineChoice {

    private final EngineSpec spec;
    private volatile EngineInfo info;
    private volatile String failure;

    EngineChoice(EngineSpec spec) {
        this.spec = spec;
    }

    EngineSpec spec() {
        return spec;
    }

    /** Starts the engine for its handshake and closes it; a program that cannot start is remembered with its reason. */
    void handshake(Path directory) {
        try {
            info = Engines.handshake(spec, directory);
        } catch (EngineException e) {
            failure = e.getMessage();
        }
    }

    /** Whether its handshake is done (or failed). */
    boolean known() {
        return info != null || failure != null;
    }

    /** Why it cannot play the variant of {@code rules}, or empty when it can; "not checked yet" before its handshake. */
    Optional<String> blocked(Rules rules) {
        if (failure != null) {
            return Optional.of(failure);
        }
        if (info == null) {
            return Optional.of("its handshake is not done yet");
        }
        return info.whyNot(spec, rules).map(why -> "engine '" + spec.name() + "' cannot play the variant: " + why);
    }

    /** The engine's own name from its handshake, or empty. */
    String engineName() {
        return info == null ? "" : info.name();
    }
}

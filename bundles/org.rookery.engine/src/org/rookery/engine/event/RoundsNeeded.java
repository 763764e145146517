// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import org.rookery.engine.pairing.PairingException;

/**
 * A stage cannot be paired because its format gives no number of rounds (a Swiss of as many
 * rounds as the evening allows) and the arbiter has not said how many: record a
 * {@code stage-rounds} fact for {@link #stage()}, or pass the number (as {@code pair --rounds}).
 */
public final class RoundsNeeded extends PairingException {

    private static final long serialVersionUID = 1L;

    private final String stage;

    RoundsNeeded(String stage, String message) {
        super(message);
        this.stage = stage;
    }

    /** The stage that needs its number of rounds. */
    public String stage() {
        return stage;
    }
}

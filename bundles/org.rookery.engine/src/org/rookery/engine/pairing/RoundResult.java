// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.util.Arrays;
import java.util.Optional;

/**
 * What one entrant got in one round, with the TRF-2026 result code for each. Whether a result
 * counts as a game played matters to the pairing rules (colours, floats, rematches).
 */
public enum RoundResult {
    WIN('1', true),
    DRAW('=', true),
    LOSS('0', true),
    /** Won by forfeit: the opponent did not appear. */
    FORFEIT_WIN('+', false),
    /** Lost by forfeit. */
    FORFEIT_LOSS('-', false),
    /** A game played but not rated, won. */
    UNRATED_WIN('W', true),
    UNRATED_DRAW('D', true),
    UNRATED_LOSS('L', true),
    /** A bye requested by the entrant, worth half a point. */
    HALF_POINT_BYE('H', false),
    /** A bye requested by the entrant, worth a full point. */
    FULL_POINT_BYE('F', false),
    /** The bye the pairing gave because the field was odd. */
    PAIRING_BYE('U', false),
    /** Absent or requested a bye worth nothing. */
    ZERO_POINT_BYE('Z', false);

    private final char trfCode;
    private final boolean played;

    RoundResult(char trfCode, boolean played) {
        this.trfCode = trfCode;
        this.played = played;
    }

    /** The result's code in a TRF file. */
    public char trfCode() {
        return trfCode;
    }

    /** Whether a game was played over the board (forfeits and byes are not). */
    public boolean played() {
        return played;
    }

    /** The result a TRF code stands for. */
    public static Optional<RoundResult> fromTrf(char code) {
        return Arrays.stream(values()).filter(r -> r.trfCode == code).findFirst();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One scoring player's line on an innings scorecard.
 *
 * @param player the player
 * @param games the games he played in the innings
 * @param score the points his games scored
 * @param status how his innings stands
 */
public record BatterLine(String player, int games, BigDecimal score, Status status) {

    /** Where a scoring player stands. */
    public enum Status {
        /** Has not come in. */
        YET_TO_BAT,
        /** Is playing (the next game is his). */
        IN,
        /** Lost as many games as the format's "out after" allows. */
        OUT,
        /** Reached the format's limit of consecutive games without being out. */
        RETIRED_NOT_OUT,
        /** Was not out when his spell or the innings ended. */
        NOT_OUT
    }

    public BatterLine {
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(status, "status");
    }
}

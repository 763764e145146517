// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of a whole pairing, after any replays.
 *
 * @param winner the winner, empty for a drawn pairing
 * @param firstPoints the points of the player who had sente in the first game
 * @param secondPoints the points of the other player
 * @param reason one line, e.g. "drawn after a second sennichite in stage group: 0.5 each"
 */
public record PairingOutcome(Optional<String> winner, BigDecimal firstPoints, BigDecimal secondPoints, String reason) {

    public PairingOutcome {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(firstPoints, "first player's points");
        Objects.requireNonNull(secondPoints, "second player's points");
        Objects.requireNonNull(reason, "reason");
    }
}

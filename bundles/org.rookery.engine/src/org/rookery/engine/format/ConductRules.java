// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.time.Duration;
import java.util.Optional;

/**
 * Claims and conduct. Empty optionals mean the format leaves the point to the variant's own rules.
 *
 * @param drawAgreementAllowed whether players may agree a draw
 * @param repetitionDrawsAllowed whether a repetition of position draws the game
 * @param stallingClaim the time the other board has to move after a stalling claim (two-board play)
 * @param illegalMovesClaimedByPlayersOnly whether only the players, not spectators, may point out an
 *        illegal move
 * @param touchMove whether a touched piece must be moved
 * @param flagFallClaimedByOpponent whether a flag fall counts only when the opponent claims it
 */
public record ConductRules(Optional<Boolean> drawAgreementAllowed, Optional<Boolean> repetitionDrawsAllowed,
        Optional<Duration> stallingClaim, boolean illegalMovesClaimedByPlayersOnly, boolean touchMove,
        boolean flagFallClaimedByOpponent) {

    /** A format that says nothing about conduct. */
    public static final ConductRules UNSPECIFIED = new ConductRules(Optional.empty(), Optional.empty(),
            Optional.empty(), false, false, false);

    public ConductRules {
        drawAgreementAllowed = Optional.ofNullable(drawAgreementAllowed).flatMap(d -> d);
        repetitionDrawsAllowed = Optional.ofNullable(repetitionDrawsAllowed).flatMap(r -> r);
        stallingClaim = Optional.ofNullable(stallingClaim).flatMap(s -> s);
        stallingClaim.ifPresent(s -> Checks.notNegative(s, "stalling claim time"));
    }
}

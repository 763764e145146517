// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/** The two illegal-move laws: automatic at a count, and on the opponent's claim. */
class IllegalMoveCounterTest {

    @Test
    void onClaimNeedsTheLimitBeforeAClaimHolds() {
        IllegalMoveCounter c = IllegalMoveCounter.onClaim(2);
        assertEquals(Optional.empty(), c.record(Color.BLACK));
        assertEquals(Optional.empty(), c.claimableResult(Color.WHITE), "one illegal move of two needed");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> c.claim(Color.WHITE));
        assertTrue(e.getMessage().contains("1 illegal move recorded; a claim needs 2"), e.getMessage());
        assertEquals(Optional.empty(), c.record(Color.BLACK));
        assertEquals(Outcome.win(Termination.ILLEGAL_MOVES, Color.WHITE), c.claim(Color.WHITE));
        assertEquals(2, c.count(Color.BLACK));
    }

    @Test
    void aClaimableLawNeedsALimitOfAtLeastOne() {
        assertThrows(IllegalArgumentException.class, () -> IllegalMoveCounter.onClaim(0));
    }

    @Test
    void automaticLawRefusesClaims() {
        IllegalMoveCounter never = new IllegalMoveCounter(0);
        never.record(Color.WHITE);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> never.claim(Color.BLACK));
        assertTrue(e.getMessage().contains("never loses"), e.getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.ShogiVariant;

/** Results that stand only on a claim or an agreement (rules.md §4.1, §4.2, §6.5). */
class ClaimedResultsTest {

    private static final ShogiVariant VARIANT = new ShogiVariant();

    @Test
    void anIllegalMoveLosesOnlyWhenTheOpponentClaimsIt() {
        IllegalMoveCounter counter = VARIANT.illegalMoveCounter(VARIANT.defaultOptions());
        assertTrue(counter.lossNeedsClaim());
        assertEquals(Optional.empty(), counter.claimableResult(Color.BLACK), "nothing to claim yet");
        assertEquals(Optional.empty(), counter.record(Color.WHITE), "recording the illegal move ends nothing by itself");
        assertEquals(Optional.empty(), counter.claimableResult(Color.WHITE), "sente cannot claim his own illegal move");
        Outcome claimed = Outcome.win(Termination.ILLEGAL_MOVES, Color.BLACK);
        assertEquals(Optional.of(claimed), counter.claimableResult(Color.BLACK));
        assertEquals(claimed, counter.claim(Color.BLACK));
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> counter.claim(Color.WHITE));
        assertTrue(none.getMessage().contains("BLACK has 0 illegal moves recorded"), none.getMessage());
        counter.withdraw(Color.WHITE);
        assertEquals(Optional.empty(), counter.claimableResult(Color.BLACK), "a withdrawn illegal move cannot be claimed");
    }

    @Test
    void theAutomaticReadingLosesAtOnceAndRefusesClaims() {
        IllegalMoveCounter counter = VARIANT.illegalMoveCounter(VARIANT.options(Map.of("illegalMoveLoss", "automatic")));
        assertFalse(counter.lossNeedsClaim());
        assertEquals(Optional.of(Outcome.win(Termination.ILLEGAL_MOVES, Color.WHITE)), counter.record(Color.BLACK));
        assertEquals(Optional.empty(), counter.claimableResult(Color.WHITE));
        assertThrows(IllegalStateException.class, () -> counter.claim(Color.WHITE));
    }

    @Test
    void anAgreedSennichiteStandsWithoutADetectedRepetition() {
        Rules rules = VARIANT.rules();
        Position p = rules.startPosition();
        for (String m : new String[] {"2h5h", "8b5b", "5h2h"}) {
            p.doMove(rules.moveFormat("USI").parse(m, p));
        }
        assertEquals(Optional.empty(), rules.claimableResult(p), "the detector sees no fourfold repetition");
        assertEquals(Optional.of(Outcome.draw(Termination.REPETITION)), rules.agreedResult(p, Termination.REPETITION));
        assertEquals(Optional.empty(), rules.agreedResult(p, Termination.AGREEMENT), "FESA shogi has no agreed draw");
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.MoveFormat;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.Sennichite;
import org.rookery.variant.shogi.SennichiteClaim;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * Sennichite (rules.md §4.1, §6.5): the fourth occurrence of a position (board, hands, side to
 * move) makes a claimable sennichite; a side that checked with every move of the cycle loses.
 * The detector only advises: the game is never over by repetition alone.
 */
class SennichiteTest {

    private static final ShogiVariant VARIANT = new ShogiVariant();
    private static final Rules RULES = VARIANT.rules();

    private static void play(Position p, int times, String... cycle) {
        MoveFormat usi = p.rules().moveFormat("USI");
        for (int i = 0; i < times; i++) {
            for (String m : cycle) {
                p.doMove(usi.parse(m, p));
            }
        }
    }

    @Test
    void fourthOccurrenceIsAPlainSennichite() {
        Position p = RULES.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        String[] kings = {"9i8i", "1a2a", "8i9i", "2a1a"};
        play(p, 2, kings);
        assertEquals(Optional.empty(), Sennichite.claim(p), "three occurrences are not yet sennichite");
        play(p, 1, kings);
        SennichiteClaim claim = Sennichite.claim(p).orElseThrow();
        assertEquals(Outcome.draw(Termination.REPETITION), claim.outcome());
        assertEquals(4, claim.occurrences());
        assertEquals(0, claim.cycleStartPly());
        assertNull(claim.perpetualChecker());
        assertFalse(claim.isPerpetualCheck());
        // Advisory only (rules.md §6.5): the game goes on until the claim is agreed.
        assertEquals(Optional.empty(), p.outcome());
        assertTrue(p.hasLegalMove());
        assertEquals(Optional.of(Termination.REPETITION), RULES.claimableDraw(p));
        assertEquals(Optional.of(Outcome.draw(Termination.REPETITION)), RULES.claimableResult(p));
    }

    @Test
    void senteCheckingEveryMoveLosesByPerpetualCheck() {
        Position p = RULES.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        // The rook checks along rank a, then along rank b, while gote's king steps between 1a and 1b.
        play(p, 3, "9b9a", "1a1b", "9a9b", "1b1a");
        SennichiteClaim claim = Sennichite.claim(p).orElseThrow();
        assertTrue(claim.isPerpetualCheck());
        assertEquals(Color.WHITE, claim.perpetualChecker());
        assertEquals(Outcome.win(Termination.PERPETUAL_CHECK, Color.BLACK), claim.outcome());
        assertEquals(Optional.of(Outcome.win(Termination.PERPETUAL_CHECK, Color.BLACK)), RULES.claimableResult(p));
        assertEquals(Optional.empty(), RULES.claimableDraw(p), "a perpetual check is a win to claim, not a draw");
        assertEquals(Optional.empty(), p.outcome());
    }

    @Test
    void goteCheckingEveryMoveLosesByPerpetualCheck() {
        Position p = RULES.position("8k/9/9/9/9/9/9/8r/K8 w - 2");
        play(p, 3, "1h1i", "9i9h", "1i1h", "9h9i");
        SennichiteClaim claim = Sennichite.claim(p).orElseThrow();
        assertEquals(Color.BLACK, claim.perpetualChecker());
        assertEquals(Outcome.win(Termination.PERPETUAL_CHECK, Color.WHITE), claim.outcome());
    }

    @Test
    void aSingleQuietMoveInTheCycleMakesItAPlainSennichite() {
        Position p = RULES.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        play(p, 3, "9b9a", "1a1b", "9a9b", "1b1a", "9i8i", "1a2a", "8i9i", "2a1a");
        SennichiteClaim claim = Sennichite.claim(p).orElseThrow();
        assertEquals(Outcome.draw(Termination.REPETITION), claim.outcome());
        assertNull(claim.perpetualChecker());
    }

    @Test
    void onlyTheCycleOfTheLastFourOccurrencesCounts() {
        // Quiet shuffles first, then checks only: the four occurrences that make the sennichite
        // are those of the checking cycles, so the checker loses even though he once moved quietly.
        Position p = RULES.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        play(p, 1, "9i8i", "1a2a", "8i9i", "2a1a");
        play(p, 3, "9b9a", "1a1b", "9a9b", "1b1a");
        SennichiteClaim claim = Sennichite.claim(p).orElseThrow();
        assertEquals(5, claim.occurrences());
        assertEquals(4, claim.cycleStartPly());
        assertEquals(Color.WHITE, claim.perpetualChecker());
    }

    @Test
    void perpetualCheckRuleCanBeSwitchedOff() {
        Rules off = VARIANT.rules(VARIANT.options(Map.of("perpetualCheckLoses", "false")));
        Position p = off.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        play(p, 3, "9b9a", "1a1b", "9a9b", "1b1a");
        assertEquals(Outcome.draw(Termination.REPETITION), Sennichite.claim(p).orElseThrow().outcome());
        assertEquals(Optional.of(Termination.REPETITION), off.claimableDraw(p));
    }

    @Test
    void repetitionCountIsAnOption() {
        Rules three = VARIANT.rules(VARIANT.options(Map.of("repetitionCount", "3")));
        Position p = three.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        play(p, 2, "9i8i", "1a2a", "8i9i", "2a1a");
        assertEquals(3, Sennichite.claim(p).orElseThrow().occurrences());
    }

    @Test
    void positionsWithDifferentHandsAreDifferentPositions() {
        // Each cycle returns the same board with a pawn passed from sente's hand to gote's.
        Position p = RULES.position("4k4/4g4/9/9/9/9/9/9/4K4 b 3P 1");
        play(p, 3, "P*5c", "5b5c", "5i4i", "5c5b", "4i4h", "5a4a", "4h5i", "4a5a");
        assertEquals(RULES.positionFormat().format(RULES.position("4k4/4g4/9/9/9/9/9/9/4K4 b 3p 25")),
                RULES.positionFormat().format(p));
        assertEquals(1, p.repetitions());
        assertEquals(Optional.empty(), Sennichite.claim(p));
        assertEquals(Optional.empty(), RULES.claimableResult(p));
    }

    @Test
    void theDetectorLeavesThePositionAlone() {
        Position p = RULES.position("8k/R8/9/9/9/9/9/9/K8 b - 1");
        play(p, 3, "9b9a", "1a1b", "9a9b", "1b1a");
        String before = RULES.positionFormat().format(p);
        Sennichite.claim(p);
        assertEquals(before, RULES.positionFormat().format(p));
        assertEquals(12, p.history().size());
    }
}

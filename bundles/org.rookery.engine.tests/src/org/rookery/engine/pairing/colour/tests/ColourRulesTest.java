// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.colour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourHistory;
import org.rookery.engine.pairing.colour.ColourPreference;
import org.rookery.engine.pairing.colour.ColourPreference.Strength;
import org.rookery.engine.pairing.colour.ColourRules;
import org.rookery.engine.pairing.colour.ColourRules.Allocation;
import org.rookery.engine.pairing.colour.ColourRules.Rule;

/**
 * The shared colour rules, each article of FIDE C.04.3 with a small case. A history is written
 * one letter a round: W and B a game played with that colour, f a game lost by forfeit, + a win
 * by forfeit, u the pairing-allocated bye, h a requested half-point bye, - an absence.
 */
class ColourRulesTest {

    /** The history of the rounds written in {@code rounds}, opponents numbered from 10. */
    private static ColourHistory history(String rounds) {
        List<RoundRecord> records = new ArrayList<>();
        for (int r = 0; r < rounds.length(); r++) {
            int opponent = 10 + r;
            records.add(switch (rounds.charAt(r)) {
                case 'W' -> new RoundRecord(r + 1, opponent, Side.WHITE, RoundResult.DRAW);
                case 'B' -> new RoundRecord(r + 1, opponent, Side.BLACK, RoundResult.WIN);
                case 'f' -> new RoundRecord(r + 1, opponent, Side.WHITE, RoundResult.FORFEIT_LOSS);
                case '+' -> new RoundRecord(r + 1, opponent, Side.BLACK, RoundResult.FORFEIT_WIN);
                case 'u' -> new RoundRecord(r + 1, 0, Side.NONE, RoundResult.PAIRING_BYE);
                case 'h' -> new RoundRecord(r + 1, 0, Side.NONE, RoundResult.HALF_POINT_BYE);
                case '-' -> new RoundRecord(r + 1, 0, Side.NONE, RoundResult.ZERO_POINT_BYE);
                default -> throw new IllegalArgumentException(rounds);
            });
        }
        return ColourHistory.of(records);
    }

    private static ColourPreference preference(String rounds) {
        return history(rounds).preference();
    }

    private static Allocation allocate(String high, String low) {
        return ColourRules.allocate(history(high), history(low), Side.WHITE);
    }

    @Test
    void onlyGamesPlayedOverTheBoardHaveAColour() {
        ColourHistory h = history("Wfu+h-B");
        assertEquals(List.of(Side.WHITE, Side.BLACK), h.colours(), "forfeits, byes and absences leave no colour");
        assertEquals(List.of(Side.WHITE, Side.NONE, Side.NONE, Side.NONE, Side.NONE, Side.NONE, Side.BLACK), h.rounds());
        assertEquals("W-----B", h.toString());
        assertEquals(0, h.difference());
        assertEquals(2, h.games());
        // The gaps are closed: W then B are the two latest games, so B alternates mildly to White.
        assertEquals(new ColourPreference(Side.WHITE, Strength.MILD), h.preference());
        // A round the player has no record of (he joined later) has no colour either.
        ColourHistory late = ColourHistory.of(List.of(new RoundRecord(1, 4, Side.BLACK, RoundResult.LOSS)), 3);
        assertEquals("B--", late.toString());
        assertEquals(late, ColourHistory.ofRounds(List.of(Side.BLACK, Side.NONE, Side.NONE)));
    }

    @Test
    void aPlayerWithNoGamesYetHasNoPreference() {
        // A.6 d, also after a round with only a bye or a forfeit.
        assertEquals(ColourPreference.NONE, ColourHistory.EMPTY.preference());
        assertEquals(ColourPreference.NONE, preference("u+"));
        assertEquals(Side.NONE, history("u").last());
        assertEquals(0, history("u").difference());
    }

    @Test
    void a6aColourDifferenceBeyondOneIsAbsolute() {
        assertEquals(new ColourPreference(Side.BLACK, Strength.ABSOLUTE), preference("WBWW"), "difference +2");
        assertEquals(new ColourPreference(Side.WHITE, Strength.ABSOLUTE), preference("BWBB"), "difference -2");
        assertEquals(new ColourPreference(Side.WHITE, Strength.ABSOLUTE), preference("BBB"), "difference -3");
    }

    @Test
    void a6aTheSameColourInTheTwoLatestGamesIsAbsolute() {
        assertEquals(new ColourPreference(Side.BLACK, Strength.ABSOLUTE), preference("BWW"), "difference +1, then two Whites");
        assertEquals(new ColourPreference(Side.WHITE, Strength.ABSOLUTE), preference("WWBB"), "difference 0, two Blacks");
        // The two latest games played: the forfeit between them does not break the run.
        assertEquals(new ColourPreference(Side.BLACK, Strength.ABSOLUTE), preference("BWfW"));
        // Both conditions, pointing different ways: the colour difference decides (Rookery's reading).
        assertEquals(new ColourPreference(Side.BLACK, Strength.ABSOLUTE), preference("WWWWBB"));
    }

    @Test
    void a6bColourDifferenceOneIsStrong() {
        assertEquals(new ColourPreference(Side.BLACK, Strength.STRONG), preference("W"));
        assertEquals(new ColourPreference(Side.BLACK, Strength.STRONG), preference("WWB"),
                "difference +1 asks for Black even though the latest game was Black");
        assertEquals(new ColourPreference(Side.WHITE, Strength.STRONG), preference("BWB"));
    }

    @Test
    void a6cColourDifferenceZeroAlternatesMildly() {
        assertEquals(new ColourPreference(Side.BLACK, Strength.MILD), preference("BW"));
        assertEquals(new ColourPreference(Side.WHITE, Strength.MILD), preference("WBWB"));
    }

    @Test
    void threeGamesRunningWithOneColour() {
        ColourHistory h = history("BWW");
        assertTrue(h.thirdRunningWith(Side.WHITE), "a third White running");
        assertFalse(h.thirdRunningWith(Side.BLACK));
        assertFalse(history("WBW").thirdRunningWith(Side.WHITE));
        assertTrue(history("WWuh").thirdRunningWith(Side.WHITE), "byes in between do not break the run");
        assertEquals(3, history("WW").differenceAfter(Side.WHITE), "difference +2 now, +3 after a third White");
        assertEquals(1, history("WW").differenceAfter(Side.BLACK));
    }

    @Test
    void e1GrantsBothPreferences() {
        assertEquals(new Allocation(Side.WHITE, Rule.E1), allocate("B", "W"));
        assertEquals(new Allocation(Side.BLACK, Rule.E1), allocate("WW", "BWB"), "absolute Black and strong White");
        // A player with no game yet has no preference: the other's is granted.
        assertEquals(new Allocation(Side.WHITE, Rule.E1), allocate("-", "WW"));
        assertEquals(new Allocation(Side.BLACK, Rule.E1), allocate("W", ""));
    }

    @Test
    void e2GrantsTheStrongerPreference() {
        assertEquals(new Allocation(Side.BLACK, Rule.E2), allocate("WB", "BB"), "absolute White beats mild White");
        assertEquals(new Allocation(Side.WHITE, Rule.E2), allocate("BWBW", "WBW-"), "strong Black beats mild Black");
        assertEquals(new Allocation(Side.WHITE, Rule.E2), allocate("B", "WB"), "strong White beats mild White");
    }

    @Test
    void e2TwoAbsolutePreferencesInConflictGoByTheWiderColourDifference() {
        // Two topscorers who must both have Black: BWW (difference +1, two Whites running) and
        // WWBWW (+3). The wider difference gets Black, whoever ranks higher.
        assertEquals(new Allocation(Side.WHITE, Rule.E2), allocate("BWW", "WWBWW"));
        assertEquals(new Allocation(Side.BLACK, Rule.E2), allocate("WWBWW", "BWW"));
        // The same width (+2 each): E.2 does not decide, E.3 does (the third latest games differ,
        // the higher-ranked had Black there).
        assertEquals(new Allocation(Side.WHITE, Rule.E3), allocate("WBWW", "BWWW"));
    }

    @Test
    void e3AlternatesFromTheLatestRoundTheTwoHadDifferentColours() {
        // Both mild White: their latest games were both Black, the ones before both White; the
        // game before that the higher-ranked had Black and the other White: now he has White.
        assertEquals(new Allocation(Side.WHITE, Rule.E3), allocate("WBWB", "BWWB"));
        assertEquals(Side.WHITE, ColourRules.alternation(history("WBWB"), history("BWWB")));
        // The walk reads each one's games played, the gaps closed: W B W B against B W - W B.
        assertEquals(new Allocation(Side.WHITE, Rule.E3), allocate("WBW-B", "BW-WB"));
        // Never different (the shorter history runs out first): E.3 does not decide.
        assertEquals(Side.NONE, ColourRules.alternation(history("BWB"), history("WB")));
    }

    @Test
    void e4GrantsTheHigherRankedPlayersPreference() {
        // The same history W W B: both strongly want Black (difference +1); the higher-ranked gets it.
        assertEquals(new Allocation(Side.BLACK, Rule.E4), allocate("WWB", "WWB"));
        assertEquals(new Allocation(Side.WHITE, Rule.E4), allocate("WBBuW-B", "BWB"));
    }

    @Test
    void e5TheInitialColourGoesByTheHigherRankedPlayersPairingNumber() {
        assertEquals(Side.WHITE, ColourRules.initialColour(1, Side.WHITE), "odd number: the initial colour");
        assertEquals(Side.BLACK, ColourRules.initialColour(2, Side.WHITE), "even number: the other one");
        assertEquals(Side.BLACK, ColourRules.initialColour(7, Side.BLACK));
        assertEquals(new Allocation(Side.BLACK, Rule.E5),
                ColourRules.allocate(ColourHistory.EMPTY, history("u"), ColourRules.initialColour(4, Side.WHITE)));
        assertEquals(Side.WHITE, ColourRules.forHigher(ColourHistory.EMPTY, ColourHistory.EMPTY, Side.WHITE));
    }

    @Test
    void badInputIsRefusedWithWhatIsWrong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ColourRules.initialColour(1, Side.NONE));
        assertEquals("the initial colour must be White or Black, not NONE", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> ColourRules.allocate(ColourHistory.EMPTY, ColourHistory.EMPTY, Side.NONE));
        assertEquals("the initial colour must be White or Black, not NONE", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new ColourPreference(Side.NONE, Strength.MILD));
        assertEquals("a colour preference for NONE cannot have strength MILD", e.getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.pairing.RoundResult.DRAW;
import static org.rookery.engine.pairing.RoundResult.LOSS;
import static org.rookery.engine.pairing.RoundResult.WIN;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.EventPlan.MatchFormat;
import org.rookery.engine.pairing.MatchScore;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.internal.MatchKnockoutEngine;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Participant;
import org.rookery.engine.standings.PointRules;

/** Matches of sets ({@code match best of 3 sets of 2 games}) and a knockout whose pairings are such matches. */
class MatchKnockoutTest {

    private static final MatchFormat THREE_SETS_OF_TWO = new MatchFormat(3, 2);

    @Test
    void aMatchOfSetsGoesToTheFirstSideToWinTwoSets() {
        MatchScore s = MatchScore.of(THREE_SETS_OF_TWO, List.of(WIN, DRAW));
        assertFalse(s.decided());
        assertEquals(1, s.firstSets(), "1.5 of 2 wins the first set");
        s = MatchScore.of(THREE_SETS_OF_TWO, List.of(WIN, DRAW, LOSS, WIN));
        assertEquals("sets 1-0", s.text(), "1-1 in the second set: a level set goes to neither");
        assertFalse(s.decided());
        s = MatchScore.of(THREE_SETS_OF_TWO, List.of(WIN, DRAW, LOSS, WIN, DRAW, DRAW));
        assertEquals(Optional.of(MatchScore.Side.FIRST), s.winner(), "all three sets played, one set to none");
        s = MatchScore.of(THREE_SETS_OF_TWO, List.of(LOSS, LOSS, LOSS, DRAW));
        assertEquals(Optional.of(MatchScore.Side.SECOND), s.winner());
        assertEquals(4, s.games());
    }

    @Test
    void levelAfterEverySetTheyPlayOnSetBySet() {
        MatchScore s = MatchScore.of(THREE_SETS_OF_TWO, List.of(WIN, WIN, LOSS, LOSS, DRAW, DRAW));
        assertFalse(s.decided(), "one set each and a level third: " + s);
        s = MatchScore.of(THREE_SETS_OF_TWO, List.of(WIN, WIN, LOSS, LOSS, DRAW, DRAW, DRAW, LOSS));
        assertEquals(Optional.of(MatchScore.Side.SECOND), s.winner());
        // best of 5 single games: a drawn game is a level set
        MatchScore five = MatchScore.of(new MatchFormat(5, 1), List.of(WIN, DRAW, WIN, DRAW, WIN));
        assertEquals(Optional.of(MatchScore.Side.FIRST), five.winner());
        assertEquals(Optional.of(MatchScore.Side.FIRST), MatchScore.of(new MatchFormat(5, 1), List.of(WIN, WIN, WIN)).winner());
    }

    @Test
    void aKnockoutOfMatchesPairsTheSameTwoUntilTheirMatchIsDecidedAndTheWinnerWaits() throws PairingException {
        List<Participant> four = List.of(new Participant(1, "A", 2400), new Participant(2, "B", 2300),
                new Participant(3, "C", 2200), new Participant(4, "D", 2100));
        Crosstable table = new Crosstable(four, PointRules.STANDARD);
        MatchKnockoutEngine engine = new MatchKnockoutEngine(new MatchFormat(3, 1));
        RoundPairing r1 = engine.pair(request(table, 1));
        assertEquals(List.of(new RoundPairing.Board(1, 4), new RoundPairing.Board(2, 3)), r1.boards());
        table.recordGame(1, 1, 4, WIN);
        table.recordGame(1, 2, 3, DRAW);
        RoundPairing r2 = engine.pair(request(table, 2));
        assertEquals(List.of(new RoundPairing.Board(4, 1), new RoundPairing.Board(3, 2)), r2.boards(), "colours alternate");
        table.recordGame(2, 4, 1, LOSS);
        table.recordGame(2, 3, 2, LOSS);
        RoundPairing r3 = engine.pair(request(table, 3));
        assertEquals(List.of(new RoundPairing.Board(2, 3)), r3.boards(), "A has won 2-0 and waits; B v C is 1-0 after a draw");
        table.recordGame(3, 2, 3, WIN);
        RoundPairing r4 = engine.pair(request(table, 4));
        assertEquals(List.of(new RoundPairing.Board(1, 2)), r4.boards(), "the final, the higher seed White first");
        assertTrue(engine.champion(request(table, 4)).isEmpty());
        table.recordGame(4, 1, 2, LOSS);
        table.recordGame(5, 2, 1, WIN);
        assertEquals(Optional.of(2), engine.champion(request(table, 6)));
        PairingException over = assertThrows(PairingException.class, () -> engine.pair(request(table, 6)));
        assertTrue(over.getMessage().contains("the knockout is over, B (2) won it"), over.getMessage());
    }

    private static PairingRequest request(Crosstable table, int round) {
        return new PairingRequest(round, round, table.entrants(round, java.util.Map.of()), PairingRequest.Options.STANDARD);
    }
}

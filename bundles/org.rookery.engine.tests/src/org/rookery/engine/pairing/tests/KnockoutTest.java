// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/** A seeded knockout: bracket order, byes for the top seeds, winners go on, drawn games are replayed. */
class KnockoutTest {

    private final PairingEngine ko = PairingEngines.builtIn().get("knockout");

    @Test
    void eightPlayersFollowTheSeededBracket() throws Exception {
        TestField field = new TestField(8);
        RoundPairing r1 = ko.pair(field.request(1, 3));
        assertEquals("1-8 4-5 2-7 3-6", RoundRobinTest.boards(r1));
        field.play(r1, null); // White wins: 1, 4, 2, 3 go on
        RoundPairing r2 = ko.pair(field.request(2, 3));
        assertEquals(2, r2.boards().size());
        assertEquals(List.of(List.of(1, 4), List.of(2, 3)), r2.boards().stream()
                .map(b -> List.of(Math.min(b.white(), b.black()), Math.max(b.white(), b.black()))).toList());
        field.play(r2, null);
        RoundPairing r3 = ko.pair(field.request(3, 3));
        assertEquals(1, r3.boards().size());
        field.play(r3, null);
        PairingException e = assertThrows(PairingException.class, () -> ko.pair(field.request(4, 4)));
        assertTrue(e.getMessage().contains("the knockout is over, 1 entrant left"), e.getMessage());
    }

    @Test
    void topSeedsTakeTheByesOfAShortField() throws Exception {
        RoundPairing r1 = ko.pair(new TestField(6).request(1, 3));
        assertEquals("4-5 3-6", RoundRobinTest.boards(r1));
        assertEquals(List.of(1, 2), r1.byes().stream().map(RoundPairing.Bye::entrant).toList());
    }

    @Test
    void aDrawnFinalIsReplayedWithColoursSwapped() throws Exception {
        TestField field = new TestField(2);
        RoundPairing r1 = ko.pair(field.request(1, 2));
        assertEquals("1-2", RoundRobinTest.boards(r1));
        field.history.get(1).add(new RoundRecord(1, 2, Side.WHITE, RoundResult.DRAW));
        field.history.get(2).add(new RoundRecord(1, 1, Side.BLACK, RoundResult.DRAW));
        RoundPairing r2 = ko.pair(field.request(2, 2));
        assertEquals("2-1", RoundRobinTest.boards(r2));
        assertTrue(r2.explanations().get(0).text().startsWith("replay with colours swapped"));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;

/**
 * A gauntlet: entrant 1 meets each of the others in turn, one a round, colours alternating; the
 * others are left out of the rounds they do not play, with no bye; a double gauntlet plays the
 * cycle again with colours reversed.
 */
class GauntletTest {

    private final PairingEngines engines = PairingEngines.builtIn();

    @Test
    void fiveEntrantsMeetTheFirstOneARound() throws Exception {
        PairingEngine gauntlet = engines.get("gauntlet");
        TestField field = new TestField(5);
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= 4; round++) {
            RoundPairing p = gauntlet.pair(field.request(round, 4));
            assertEquals(1, p.boards().size(), "one game a round: " + p);
            assertEquals(List.of(), p.byes(), "the others are not paired, and have no bye that scores");
            rounds.add(RoundRobinTest.boards(p));
            field.play(p, null);
        }
        assertEquals(List.of("1-2", "3-1", "1-4", "5-1"), rounds, "1 meets 2, 3, 4, 5 in turn, colours alternating");
        for (int other = 2; other <= 5; other++) {
            assertEquals(1, field.history.get(other).size(), "entrant " + other + " plays one game");
            assertEquals(1, field.history.get(other).get(0).opponent(), "and only against entrant 1");
        }
        assertEquals(4, field.history.get(1).size());
        PairingException over = assertThrows(PairingException.class, () -> gauntlet.pair(field.request(5, 5)));
        assertTrue(over.getMessage().contains("a gauntlet of 5 entrants has 4 rounds"), over.getMessage());
    }

    @Test
    void aDoubleGauntletReversesTheColoursInItsSecondCycle() throws Exception {
        PairingEngine twice = engines.get("double-gauntlet");
        TestField field = new TestField(5);
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= 8; round++) {
            RoundPairing p = twice.pair(field.request(round, 8));
            rounds.add(RoundRobinTest.boards(p));
            field.play(p, null);
        }
        assertEquals(List.of("1-2", "3-1", "1-4", "5-1", "2-1", "1-3", "4-1", "1-5"), rounds);
        assertTrue(p(twice, field).contains("has 8 rounds"));
    }

    private static String p(PairingEngine engine, TestField field) {
        return assertThrows(PairingException.class, () -> engine.pair(field.request(9, 9))).getMessage();
    }

    @Test
    void blackFirstStartsTheGauntletWithBlack() throws Exception {
        TestField field = new TestField(3);
        RoundPairing r1 = engines.get("gauntlet").pair(field.request(1, 2,
                new PairingRequest.Options(BigDecimal.ONE, false, 0, false)));
        assertEquals("2-1", RoundRobinTest.boards(r1));
    }

    @Test
    void theOpponentOfAnAbsentFirstEntrantHasTheBye() throws Exception {
        TestField field = new TestField(4);
        field.availability[1] = Entrant.Availability.ABSENT;
        RoundPairing r1 = engines.get("gauntlet").pair(field.request(1, 3));
        assertEquals(List.of(), r1.boards());
        assertEquals(List.of(new RoundPairing.Bye(1, RoundPairing.ByeKind.ABSENT),
                new RoundPairing.Bye(2, RoundPairing.ByeKind.PAIRING_ALLOCATED)), r1.byes());
        assertTrue(r1.explanations().get(0).text().contains("scheduled opponent P1 (1) is absent"),
                r1.explanations().get(0).text());
    }

    @Test
    void fewerThanTwoEntrantsAreRefused() {
        PairingException e = assertThrows(PairingException.class,
                () -> engines.get("gauntlet").pair(new TestField(1).request(1, 1)));
        assertTrue(e.getMessage().contains("a gauntlet needs at least 2 entrants, there are 1"), e.getMessage());
    }
}

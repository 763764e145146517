// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingEngine;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.external.ExternalPairingEngine;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.testing.ChildJvm;

/**
 * What the options say beyond the players reaches a separate pairing program through the TRF
 * file it is given: accelerated rounds given as a count (Baku) arrive as XXA virtual points,
 * forbidden pairs as XXP lines. The program is a real process ({@link TrfPairProcess}, the
 * Dutch engine in another JVM that knows only the file).
 */
class ExternalEngineAccelerationTest {

    private static PairingRequest request(int players, int accelerated, List<PairingRequest.ForbiddenPair> forbidden) {
        List<Entrant> es = new ArrayList<>();
        for (int id = 1; id <= players; id++) {
            es.add(new Entrant(id, "Player " + id, 2000 - id, BigDecimal.ZERO, List.of(), Entrant.Availability.PLAYING));
        }
        PairingRequest.Options o = new PairingRequest.Options(BigDecimal.ONE, false, accelerated, true)
                .withForbiddenPairs(forbidden);
        return new PairingRequest(1, 9, es, o);
    }

    private static String boards(RoundPairing p) {
        return p.boards().stream().map(b -> b.white() + "-" + b.black()).collect(Collectors.joining(" "));
    }

    private static PairingEngine external() {
        return new ExternalPairingEngine("dutch-process", List.of(ChildJvm.java(), "-cp",
                ChildJvm.classPathOf(PairingRequest.class, DutchPairingEngine.class, TrfPairProcess.class),
                TrfPairProcess.class.getName(), ExternalPairingEngine.INPUT, ExternalPairingEngine.OUTPUT),
                Duration.ofSeconds(60));
    }

    @Test
    void acceleratedRoundsGivenAsACountReachTheProgram() throws Exception {
        PairingRequest request = request(12, 2, List.of());
        RoundPairing outside = external().pair(request);
        // Group A (1-6) carries a virtual point into round 1, so it is paired on its own.
        assertEquals("1-4 5-2 3-6 7-10 11-8 9-12", boards(outside));
        assertEquals(boards(new DutchPairingEngine().pair(request)), boards(outside));
        assertNotEquals(boards(outside), boards(external().pair(request(12, 0, List.of()))),
                "without acceleration the program pairs the usual halves");
    }

    @Test
    void forbiddenPairsReachTheProgram() throws Exception {
        RoundPairing plain = external().pair(request(12, 0, List.of()));
        assertEquals("1-7 8-2 3-9 10-4 5-11 12-6", boards(plain));
        PairingRequest request = request(12, 0, List.of(new PairingRequest.ForbiddenPair(1, 7)));
        RoundPairing outside = external().pair(request);
        for (RoundPairing.Board b : outside.boards()) {
            assertFalse(Set.of(b.white(), b.black()).equals(Set.of(1, 7)), "1 and 7 are kept apart: " + boards(outside));
        }
        assertEquals(boards(new DutchPairingEngine().pair(request)), boards(outside));
    }
}

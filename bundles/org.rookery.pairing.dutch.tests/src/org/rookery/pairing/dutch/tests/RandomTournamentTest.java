// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.internal.PlayerState;
import org.rookery.pairing.dutch.TournamentGenerator;

/**
 * Random tournaments paired by the engine: every round of every one keeps the absolute criteria
 * (C.1 no rematch of a game played, C.2 no second pairing-allocated bye or bye after a forfeit
 * win, C.3 no two non-topscorers with the same absolute colour preference) and pairs everyone
 * who plays exactly once.
 */
class RandomTournamentTest {

    @ParameterizedTest(name = "{0} players, {1} rounds, seed {2}")
    @CsvSource({"9, 5, 1", "12, 7, 2", "21, 7, 3", "30, 8, 4", "17, 9, 5", "36, 6, 6"})
    void everyRoundKeepsTheAbsoluteCriteria(int players, int rounds, long seed) throws Exception {
        TrfDocument doc = TournamentGenerator.generate(players, rounds, rounds, seed);
        for (int round = 1; round <= rounds; round++) {
            PairingRequest request = TrfRequests.request(doc, round);
            RoundPairing pairing = new DutchPairingEngine().pair(request);
            check(request, pairing);
        }
    }

    @ParameterizedTest(name = "{0} players, {1} rounds, seed {2}, {3} accelerated rounds")
    @CsvSource({"12, 7, 7, 2", "21, 7, 8, 3", "30, 8, 9, 4", "17, 9, 10, 1", "40, 6, 11, 2"})
    void acceleratedRoundsKeepTheAbsoluteCriteria(int players, int rounds, long seed, int accelerated)
            throws Exception {
        TrfDocument doc = TournamentGenerator.generate(players, rounds, rounds, seed, accelerated);
        for (int round = 1; round <= rounds; round++) {
            PairingRequest plain = TrfRequests.request(doc, round);
            PairingRequest.Options o = plain.options();
            PairingRequest request = new PairingRequest(round, plain.plannedRounds(), plain.entrants(),
                    new PairingRequest.Options(o.pairingByePoints(), o.rematchesAllowed(), accelerated,
                            o.firstColourWhite()));
            check(request, new DutchPairingEngine().pair(request));
        }
    }

    private static void check(PairingRequest request, RoundPairing pairing) {
        List<PlayerState> states = PlayerState.of(request);
        Set<Integer> seen = new HashSet<>();
        for (RoundPairing.Board b : pairing.boards()) {
            assertTrue(seen.add(b.white()) && seen.add(b.black()), "paired twice in round " + request.round());
            PlayerState w = states.get(b.white() - 1);
            PlayerState k = states.get(b.black() - 1);
            for (RoundRecord r : request.entrant(b.white()).history()) {
                assertFalse(r.opponent() == b.black() && r.result().played(),
                        "C.1: " + b + " already played in round " + r.round());
            }
            boolean sameAbsolute = w.preference().absolute() && k.preference().absolute()
                    && w.preference().colour() == k.preference().colour();
            assertFalse(sameAbsolute && !w.topscorer() && !k.topscorer(),
                    "C.3: " + b + " both need " + w.preference().colour() + " in round " + request.round());
        }
        int byes = 0;
        for (RoundPairing.Bye y : pairing.byes()) {
            assertTrue(seen.add(y.entrant()), "bye for a paired player");
            if (y.kind() == RoundPairing.ByeKind.PAIRING_ALLOCATED) {
                byes++;
                for (RoundRecord r : request.entrant(y.entrant()).history()) {
                    assertFalse(r.result() == RoundResult.PAIRING_BYE || r.result() == RoundResult.FORFEIT_WIN,
                            "C.2: " + y.entrant() + " already had a bye or a forfeit win (round " + r.round() + ")");
                }
            }
        }
        long playing = request.entrants().stream().filter(Entrant::isPaired).count();
        assertEquals(playing % 2, byes, "one pairing-allocated bye exactly when the number playing is odd");
        for (Entrant e : request.entrants()) {
            assertEquals(e.availability() != Entrant.Availability.WITHDRAWN, seen.contains(e.id()),
                    "entrant " + e.id() + " is accounted for");
        }
    }
}

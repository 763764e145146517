// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfRequests;
import org.rookery.pairing.dutch.internal.DutchPairer;
import org.rookery.pairing.dutch.TournamentGenerator;
import org.rookery.pairing.dutch.internal.WeightedMatching;

/**
 * The speed-ups change no pairing: every round of random tournaments of a few hundred players is
 * paired with them and without them (the plain primal-dual stages, and the candidate order as
 * one wide weight instead of the tight-edge assignment), and the boards, colours and byes must be
 * the same.
 */
class FastPathTest {

    @ParameterizedTest(name = "{0} players, {1} rounds, seed {2}, {3} accelerated rounds")
    @CsvSource({"120, 7, 11, 0", "151, 6, 12, 0", "200, 5, 13, 0", "257, 4, 14, 0", "90, 9, 15, 0", "301, 3, 16, 0",
        "400, 5, 17, 0", "180, 11, 18, 0", "77, 9, 19, 0", "160, 8, 20, 3", "233, 6, 21, 2", "350, 6, 22, 0",
        "199, 9, 23, 0", "275, 7, 24, 0", "128, 10, 25, 0", "311, 5, 26, 3", "64, 11, 27, 0", "222, 8, 28, 0"})
    void fastPathsPairExactlyAsThePlainMatching(int players, int rounds, long seed, int accelerated) throws Exception {
        TrfDocument doc = TournamentGenerator.generate(players, rounds, rounds, seed, accelerated);
        try {
            for (int round = 1; round <= rounds; round++) {
                PairingRequest request = TrfRequests.request(doc, round);
                WeightedMatching.greedyStart(false);
                DutchPairer.wideOrder(true);
                RoundPairing plain = DutchPairer.pairUnexplained(request);
                WeightedMatching.greedyStart(true);
                DutchPairer.wideOrder(false);
                RoundPairing fast = DutchPairer.pairUnexplained(request);
                assertEquals(plain.boards(), fast.boards(), "round " + round);
                assertEquals(plain.byes(), fast.byes(), "round " + round);
            }
        } finally {
            WeightedMatching.greedyStart(true);
            DutchPairer.wideOrder(false);
        }
    }
}

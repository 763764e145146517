// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;
import org.rookery.pairing.dutch.DutchPairingEngine;
import org.rookery.pairing.dutch.internal.PlayerState;

/**
 * Baku acceleration (C.04.5.1): hand-worked rounds of a 12-player event with two accelerated
 * rounds. Group A is players 1-6 (half of 12, already even); they carry 1 virtual point into
 * round 1 and ½ into round 2.
 */
class AccelerationTest {

    private static PairingRequest request(int round, int players, List<List<RoundRecord>> history, int accelerated) {
        List<Entrant> es = new ArrayList<>();
        for (int id = 1; id <= players; id++) {
            List<RoundRecord> h = history.isEmpty() ? List.of() : history.get(id - 1);
            BigDecimal score = BigDecimal.ZERO;
            for (RoundRecord r : h) {
                score = score.add(r.result() == RoundResult.WIN ? BigDecimal.ONE : BigDecimal.ZERO);
            }
            es.add(new Entrant(id, "", 2000 - id, score, h, Entrant.Availability.PLAYING));
        }
        return new PairingRequest(round, 9, es, new PairingRequest.Options(BigDecimal.ONE, false, accelerated, true));
    }

    private static String boards(RoundPairing p) {
        return p.boards().stream().map(b -> b.white() + "-" + b.black()).collect(Collectors.joining(" "));
    }

    /** Each board of round 1 played, the better-ranked player (lower number) winning. */
    private static List<List<RoundRecord>> playRound1(RoundPairing p, int players) {
        List<List<RoundRecord>> h = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            h.add(new ArrayList<>());
        }
        for (RoundPairing.Board b : p.boards()) {
            boolean whiteWins = b.white() < b.black();
            h.get(b.white() - 1).add(new RoundRecord(1, b.black(), Side.WHITE, whiteWins ? RoundResult.WIN : RoundResult.LOSS));
            h.get(b.black() - 1).add(new RoundRecord(1, b.white(), Side.BLACK, whiteWins ? RoundResult.LOSS : RoundResult.WIN));
        }
        return h;
    }

    @Test
    void round1PairsGroupAAndGroupBSeparately() throws Exception {
        // Brackets 1 (players 1-6) and 0 (7-12), each split S1 | S2; the higher-ranked player
        // takes the initial colour (White) when its pairing number is odd (E.5).
        RoundPairing p = new DutchPairingEngine().pair(request(1, 12, List.of(), 2));
        assertEquals("1-4 5-2 3-6 7-10 11-8 9-12", boards(p));
        // Without acceleration the usual halves meet.
        RoundPairing plain = new DutchPairingEngine().pair(request(1, 12, List.of(), 0));
        assertEquals("1-7 8-2 3-9 10-4 5-11 12-6", boards(plain));
    }

    @Test
    void round2GivesGroupAHalfAPoint() throws Exception {
        RoundPairing r1 = new DutchPairingEngine().pair(request(1, 12, List.of(), 2));
        RoundPairing p = new DutchPairingEngine().pair(request(2, 12, playRound1(r1, 12), 2));
        // Pairing scores: 1-3 have 1½ (1 + ½), 7-9 have 1, 4-6 have ½, 10-12 have 0.
        // 1½: 1-2 (both colours met), 3 floats down; 1: 3 (wants Black) v 7 (wants Black) and
        // 8-9, one unmet preference either way, so the first candidate 3-7 stands and 7 takes
        // White as the lower-ranked; ½: 4-5, 6 floats; 0: 6-10 (6 keeps its White), 11-12.
        assertEquals("2-1 7-3 8-9 4-5 6-10 12-11", boards(p));
    }

    @Test
    void virtualPointsStayOutOfTheRealScore() throws Exception {
        RoundPairing r1 = new DutchPairingEngine().pair(request(1, 12, List.of(), 2));
        List<List<RoundRecord>> h = playRound1(r1, 12);
        List<PlayerState> during = PlayerState.of(request(2, 12, h, 2));
        assertEquals(150, during.get(0).score(), "player 1 pairs on 1 point plus ½ virtual");
        assertEquals(100, during.get(6).score(), "player 7 (group B) pairs on its real point");
        // After the accelerated rounds the pairing score is the real score again.
        List<PlayerState> after = PlayerState.of(request(2, 12, h, 1));
        assertEquals(100, after.get(0).score());
        assertNotEquals(boards(new DutchPairingEngine().pair(request(2, 12, h, 2))),
                boards(new DutchPairingEngine().pair(request(2, 12, h, 0))));
    }

    @Test
    void groupAIsHalfRoundedUpToEven() throws Exception {
        // 13 players: group A is 1-8 (6½ rounded up to 7, then to 8), so round 1 pairs 1-8 among
        // themselves and 9-13 get 0 virtual points.
        List<PlayerState> s = PlayerState.of(request(1, 13, List.of(), 3));
        assertEquals(100, s.get(7).score());
        assertEquals(0, s.get(8).score());
        // Three accelerated rounds: rounds 1 and 2 give a full point.
        List<RoundRecord> none = List.of(new RoundRecord(1, 0, Side.NONE, RoundResult.ZERO_POINT_BYE));
        List<List<RoundRecord>> h = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            h.add(none);
        }
        assertEquals(100, PlayerState.of(request(2, 13, h, 3)).get(0).score());
        assertEquals(0, PlayerState.of(request(2, 13, h, 3)).get(8).score());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.tests;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.engine.pairing.RoundPairing;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.pairing.Side;

/** A field of players whose history the tests extend round by round. */
final class TestField {

    final int size;
    final List<List<RoundRecord>> history = new ArrayList<>();
    final BigDecimal[] scores;
    final Entrant.Availability[] availability;
    final int[] ratings;

    TestField(int size) {
        this.size = size;
        scores = new BigDecimal[size + 1];
        availability = new Entrant.Availability[size + 1];
        ratings = new int[size + 1];
        for (int i = 0; i <= size; i++) {
            history.add(new ArrayList<>());
            scores[i] = BigDecimal.ZERO;
            availability[i] = Entrant.Availability.PLAYING;
            ratings[i] = 2400 - 10 * i;
        }
    }

    PairingRequest request(int round, int planned, PairingRequest.Options options) {
        List<Entrant> entrants = new ArrayList<>();
        for (int i = 1; i <= size; i++) {
            entrants.add(new Entrant(i, "P" + i, ratings[i], scores[i], history.get(i), availability[i]));
        }
        return new PairingRequest(round, planned, entrants, options);
    }

    PairingRequest request(int round, int planned) {
        return request(round, planned, PairingRequest.Options.STANDARD);
    }

    /** Plays a pairing: random results (or White wins when random is null), byes as the pairing says. */
    void play(RoundPairing pairing, Random random) {
        for (RoundPairing.Board b : pairing.boards()) {
            int r = random == null ? 0 : random.nextInt(3);
            RoundResult w = r == 0 ? RoundResult.WIN : r == 1 ? RoundResult.DRAW : RoundResult.LOSS;
            RoundResult bl = r == 0 ? RoundResult.LOSS : r == 1 ? RoundResult.DRAW : RoundResult.WIN;
            add(b.white(), new RoundRecord(pairing.round(), b.black(), Side.WHITE, w));
            add(b.black(), new RoundRecord(pairing.round(), b.white(), Side.BLACK, bl));
        }
        for (RoundPairing.Bye bye : pairing.byes()) {
            RoundResult r = switch (bye.kind()) {
                case PAIRING_ALLOCATED -> RoundResult.PAIRING_BYE;
                case REQUESTED -> RoundResult.HALF_POINT_BYE;
                case ABSENT -> RoundResult.ZERO_POINT_BYE;
            };
            add(bye.entrant(), new RoundRecord(pairing.round(), 0, Side.NONE, r));
        }
    }

    private void add(int id, RoundRecord r) {
        history.get(id).add(r);
        BigDecimal pts = switch (r.result()) {
            case WIN, FORFEIT_WIN, UNRATED_WIN, FULL_POINT_BYE, PAIRING_BYE -> BigDecimal.ONE;
            case DRAW, UNRATED_DRAW, HALF_POINT_BYE -> new BigDecimal("0.5");
            default -> BigDecimal.ZERO;
        };
        scores[id] = scores[id].add(pts);
    }
}

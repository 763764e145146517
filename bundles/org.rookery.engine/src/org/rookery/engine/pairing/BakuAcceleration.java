// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Baku acceleration (FIDE C.04.5.1) as Rookery reads it: the virtual points a player carries
 * into the pairing of a round. One reading for every place that needs it: the Dutch engine pairs
 * by it, and a TRF file handed to an external pairing program spells it out as virtual points.
 *
 * <ul>
 * <li>Group A is the first half of the starting list (pairing numbers 1 up), the half rounded up
 * to an even number: 12 players give 6, 13 and 14 give 8, 10 gives 6. Everyone else is group
 * B and gets no virtual points. The starting list counts every entrant, withdrawn ones
 * included, because group A is fixed before round 1.</li>
 * <li>Of the accelerated rounds (rounds 1 to N), the first half rounded up give group A one
 * virtual point, the rest half a point: with 2 accelerated rounds, round 1 gives 1 and round 2
 * gives ½; with 3, rounds 1 and 2 give 1 and round 3 gives ½. Later rounds give nothing.</li>
 * <li>Virtual points count only for pairing, never for the score.</li>
 * </ul>
 */
public final class BakuAcceleration {

    private BakuAcceleration() {
    }

    /** Size of group A for a starting list of {@code players}: half rounded up to an even number. */
    public static int groupA(int players) {
        int half = (players + 1) / 2;
        return half + half % 2;
    }

    /**
     * The virtual points, in hundredths, of player {@code id} when round {@code round} is paired.
     *
     * @param accelerated the number of accelerated rounds, 0 for none
     * @param round the round being paired (1 = the first)
     * @param id the pairing number (starting rank)
     * @param players the number of players in the starting list
     */
    public static long hundredths(int accelerated, int round, int id, int players) {
        if (accelerated <= 0 || round > accelerated || id > groupA(players)) {
            return 0;
        }
        return round <= (accelerated + 1) / 2 ? 100 : 50;
    }

    /**
     * Every player's virtual points, as {@link PairingRequest.Options#virtualPoints()} holds
     * them: by pairing number (index 0 is player 1), each by round for the accelerated rounds;
     * empty when {@code accelerated} is 0.
     */
    public static List<List<BigDecimal>> virtualPoints(int players, int accelerated) {
        List<List<BigDecimal>> out = new ArrayList<>();
        if (accelerated <= 0) {
            return out;
        }
        for (int id = 1; id <= players; id++) {
            List<BigDecimal> rounds = new ArrayList<>();
            for (int r = 1; r <= accelerated; r++) {
                rounds.add(BigDecimal.valueOf(hundredths(accelerated, r, id, players), 2));
            }
            out.add(rounds);
        }
        return out;
    }
}

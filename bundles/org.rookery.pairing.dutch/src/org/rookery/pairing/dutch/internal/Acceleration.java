// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

/**
 * Baku acceleration (FIDE C.04.5.1) as Rookery reads it: the virtual points a player carries
 * into the pairing of a round (the reading is {@link org.rookery.engine.pairing.BakuAcceleration}'s,
 * shared with the TRF files written for external engines).
 *
 * <p>The reading, exactly:
 * <ul>
 * <li>Group A is the first half of the starting list (pairing numbers 1 up), the half rounded up
 * to an even number: 12 players give 6, 13 and 14 give 8, 10 gives 6. Everyone else is group
 * B and gets no virtual points. The starting list counts every entrant of the request,
 * withdrawn ones included, because group A is fixed before round 1.</li>
 * <li>Of the accelerated rounds (the option's count, rounds 1 to N), the first half rounded up
 * give group A one virtual point, the rest half a point: with 2 accelerated rounds, round 1
 * gives 1 and round 2 gives ½; with 3, rounds 1 and 2 give 1 and round 3 gives ½; with 1,
 * round 1 gives 1. Later rounds give nothing.</li>
 * <li>Virtual points count only for pairing (score brackets, floats); they are never part of
 * the real score, the standings or the topscorer test.</li>
 * </ul>
 */
final class Acceleration {

    private Acceleration() {
    }

    /** Size of group A for a starting list of {@code players}: half rounded up to an even number. */
    static int groupA(int players) {
        return org.rookery.engine.pairing.BakuAcceleration.groupA(players);
    }

    /**
     * The virtual points (hundredths) of player {@code id} when round {@code round} is paired.
     *
     * @param accelerated the number of accelerated rounds, 0 for none
     * @param round the round being paired (1 = the first)
     * @param id the pairing number (starting rank)
     * @param players the number of players in the starting list
     */
    static long virtualPoints(int accelerated, int round, int id, int players) {
        return org.rookery.engine.pairing.BakuAcceleration.hundredths(accelerated, round, id, players);
    }
}

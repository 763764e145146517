// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch;

import org.rookery.engine.pairing.RoundPairing;

/**
 * The plain pairs format reference engines print: the number of pairs on the first line, then
 * one pair a line as {@code white black} by starting rank, {@code 0} as black for the
 * pairing-allocated bye.
 */
public final class PairsFormat {

    private PairsFormat() {
    }

    /** The round in that format, each line ended by a newline. */
    public static String format(RoundPairing pairing) {
        StringBuilder b = new StringBuilder();
        long byes = pairing.byes().stream().filter(y -> y.kind() == RoundPairing.ByeKind.PAIRING_ALLOCATED).count();
        b.append(pairing.boards().size() + byes).append('\n');
        for (RoundPairing.Board board : pairing.boards()) {
            b.append(board.white()).append(' ').append(board.black()).append('\n');
        }
        for (RoundPairing.Bye bye : pairing.byes()) {
            if (bye.kind() == RoundPairing.ByeKind.PAIRING_ALLOCATED) {
                b.append(bye.entrant()).append(" 0\n");
            }
        }
        return b.toString();
    }
}

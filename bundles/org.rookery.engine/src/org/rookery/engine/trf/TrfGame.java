// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

/**
 * One round of a player line: the opponent's starting rank (0 for none), the colour code
 * ({@code w}, {@code b} or {@code -}) and the result code as the file writes it.
 *
 * @param opponent the opponent's starting rank, 0 without an opponent
 * @param colour {@code 'w'}, {@code 'b'} or {@code '-'}
 * @param result the TRF result code ({@code 1 0 = + - W D L H F U Z}, or a blank when the
 *        round is announced but has no result yet)
 */
public record TrfGame(int opponent, char colour, char result) {

    /** A round the file leaves empty. */
    public static final TrfGame EMPTY = new TrfGame(0, '-', ' ');

    public TrfGame {
        if (opponent < 0) {
            throw new IllegalArgumentException("opponent " + opponent + " is negative");
        }
    }

    /** Whether the file leaves this round empty. */
    public boolean isEmpty() {
        return opponent == 0 && result == ' ';
    }
}

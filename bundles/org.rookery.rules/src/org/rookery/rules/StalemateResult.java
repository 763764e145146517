// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** What happens to the side to move when it is not in check and has no legal move. */
public enum StalemateResult {
    /** The game is drawn (chess, Guardian). */
    DRAW,
    /** The stalemated side loses (Giraffe §1.7, shogi). */
    LOSS,
    /** The stalemated side waits for a piece to arrive; a draw once none can ({@link Position#closeHands()}, Exchange §3.2). */
    WAIT
}

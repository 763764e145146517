// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines;

import org.rookery.rules.Move;

/**
 * The answer to a search: the move, checked legal by the rules in the position the engine was given,
 * or the engine's resignation or claim of a win; the move as the engine wrote it; and the last
 * information it sent about its main line.
 *
 * @param move the legal move, or {@code null} when the engine resigned or claimed
 * @param text the move as the engine wrote it ({@code resign}, {@code win} for the others)
 * @param kind a move, a resignation or a claimed win
 * @param lastInfo the last main-line information, or {@code null}
 */
public record BestMove(Move move, String text, Kind kind, SearchInfo lastInfo) {

    /** What the engine answered. */
    public enum Kind {
        /** A move. */
        MOVE,
        /** The engine gave up ({@code bestmove resign}, xboard {@code resign}). */
        RESIGN,
        /** The engine claims the game is won (USI {@code bestmove win}: a declaration). */
        CLAIM_WIN
    }
}

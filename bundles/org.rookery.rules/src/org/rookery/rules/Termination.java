// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** Why a game ended. Rules produce the first group; the rest are recorded by people or clocks. */
public enum Termination {
    /** The side to move is in check with no legal move. */
    CHECKMATE,
    /** The side to move has no legal move and is not in check. */
    STALEMATE,
    /** A king reached an opponent's giraffe square (Giraffe §1.7). */
    CROWNING,
    /** A side failed to capture within the revenge limit after losing a man (Giraffe §1.7). */
    REVENGE_RULE,
    /** White did not win within the white move limit (Giraffe's 70-move rule). */
    MOVE_LIMIT,
    /** Neither side can possibly mate. */
    INSUFFICIENT_MATERIAL,
    /** The fifty-move rule (no capture or pawn move). */
    FIFTY_MOVES,
    /** The same position occurred the configured number of times. */
    REPETITION,
    /** Repetition in which one side checked on every move (shogi). */
    PERPETUAL_CHECK,
    /** A player reached the illegal-move limit (an arbiter ruling), or lost by an illegal move the opponent claimed (shogi). */
    ILLEGAL_MOVES,
    /** A winning declaration (shogi's 27-point rule) or a failed one. */
    DECLARATION,
    /** A player resigned. */
    RESIGNATION,
    /** A flag fell: a loss, or a draw when the opponent could not have mated ({@link Rules#flagFallOutcome}). */
    TIME_FORFEIT,
    /** The players agreed a draw. */
    AGREEMENT,
    /** The arbiter decided. */
    ARBITER_DECISION,
    /** The game on the partner board ended the match (Exchange). */
    PARTNER_BOARD
}

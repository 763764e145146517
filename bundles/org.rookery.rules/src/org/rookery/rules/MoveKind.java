// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** What a {@link Move} does. A promotion is any move with {@link Move#promotion()} set. */
public enum MoveKind {
    /** A move to an empty cell. */
    NORMAL,
    /** A move that removes the enemy piece standing on the destination. */
    CAPTURE,
    /** A pawn capture of a pawn that has just double-stepped past the destination. */
    EN_PASSANT,
    /** King and rook moving together; see {@link Move#castling()}. */
    CASTLING,
    /** A piece from the hand put on an empty cell. */
    DROP,
    /** A pass, for analysis only; never legal in play. */
    NULL
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** Which legal moves a generator should produce. */
public enum MoveSelection {
    /** Every legal move. */
    ALL,
    /** Captures only (including en passant and capturing promotions). */
    CAPTURES,
    /** Everything that is not a capture: quiet moves, castling, drops. */
    QUIETS
}

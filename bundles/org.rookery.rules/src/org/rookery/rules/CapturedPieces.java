// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** Where a captured piece goes. */
public enum CapturedPieces {
    /** Off the board for good (chess). */
    REMOVED,
    /** Into the capturer's hand, unpromoted, changing sides (shogi, crazyhouse). */
    TO_CAPTURER,
    /**
     * Off this board and reported through {@link Move#captured()}: the capturer's partner on
     * the other board of a linked pair receives it (Exchange, rules.md §3.1).
     */
    TO_PARTNER
}

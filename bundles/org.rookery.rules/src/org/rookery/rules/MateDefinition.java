// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** When a side in check with no legal move is mated. */
public enum MateDefinition {
    /** Always: the usual definition. */
    STANDARD,
    /**
     * Not if a single checker stands with an empty cell between it and the king, on which a
     * piece could be dropped: the player waits for a piece (Exchange, rules.md §6.4). A
     * double check cannot be met by one drop, so it is judged as usual. Once no piece can
     * arrive any more ({@link Position#closeHands()}: the partner board is over) such a check
     * is mate, and a drop that gives one is a drop mate (Exchange option
     * {@code interposableCheckAfterPartnerEnds=mate}).
     */
    INTERPOSABLE_CHECK_WAITS,
    /**
     * As {@link #INTERPOSABLE_CHECK_WAITS}, but an interposable check is never mate, even when
     * no piece can arrive: the player waits with the clock running until the flag falls or he
     * resigns (Exchange option {@code interposableCheckAfterPartnerEnds=wait}).
     */
    INTERPOSABLE_CHECK_ALWAYS_WAITS;

    /** Whether a player facing an interposable check with no legal move waits rather than being mated. */
    public boolean interposableCheckWaits(boolean handsClosed) {
        return this == INTERPOSABLE_CHECK_ALWAYS_WAITS || this == INTERPOSABLE_CHECK_WAITS && !handsClosed;
    }
}

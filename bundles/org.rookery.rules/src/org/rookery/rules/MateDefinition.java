// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/** When a side in check with no legal move is mated. */
public enum MateDefinition {
    /** Always: the usual definition. */
    STANDARD,
    /**
     * Not if a single checker stands with an empty cell between it and the king, on which a
     * piece could be dropped: the player waits for a piece (Exchange, rules.md §6.4). A
     * double check cannot be met by one drop, so it is judged as usual.
     */
    INTERPOSABLE_CHECK_WAITS
}

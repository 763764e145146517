// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.List;

/**
 * What a piece may become on one move: a list of types and whether it may also stay as it is.
 * {@link #FORBIDDEN} (no types, no staying) makes the move illegal, as with Guardian's empty
 * promotion pool (rules.md §2.5).
 *
 * @param mayDecline whether the move may be played without promoting
 * @param types the types the piece may become
 */
public record Promotions(boolean mayDecline, List<PieceType> types) {

    /** The move may not be played at all. */
    public static final Promotions FORBIDDEN = new Promotions(false, List.of());

    /** The move is an ordinary move: no promotion offered. */
    public static final Promotions NONE = new Promotions(true, List.of());

    public Promotions {
        types = List.copyOf(types);
    }

    /** Must promote to one of the types. */
    public static Promotions compulsory(List<PieceType> types) {
        return new Promotions(false, types);
    }

    /** May promote to one of the types or stay. */
    public static Promotions optional(List<PieceType> types) {
        return new Promotions(true, types);
    }
}

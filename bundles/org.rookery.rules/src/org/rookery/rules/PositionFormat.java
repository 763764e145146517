// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A text form of whole positions (FEN, SFEN), as a parse/format pair that round-trips.
 * Implementations live in {@code org.rookery.rules.notation} or in a variant bundle.
 */
public interface PositionFormat {

    /** A short name ("FEN", "SFEN"). */
    String name();

    /**
     * Reads a set-up. Syntax errors throw {@link org.rookery.rules.notation.NotationException}
     * naming the field and the text; the set-up is validated only when a position is made from it.
     */
    Setup parse(String text, Rules rules);

    /** Writes the position. */
    String format(PositionView position);
}

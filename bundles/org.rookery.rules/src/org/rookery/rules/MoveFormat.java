// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A text form of moves (SAN, coordinate/UCI, USI), as a parse/format pair: parsing finds the
 * one legal move the text means in a position, formatting writes a legal move.
 */
public interface MoveFormat {

    /** A short name ("SAN", "UCI"). */
    String name();

    /**
     * The legal move the text means.
     *
     * @throws MoveException INVALID, ILLEGAL or AMBIGUOUS, naming the text
     */
    Move parse(String text, PositionView position);

    /** The text for a legal move of the position (before it is played). */
    String format(Move move, PositionView position);
}

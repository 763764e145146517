// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

/**
 * A move that could not be played. The three kinds mirror python-chess: the text is not a
 * move ({@link Kind#INVALID}), the move is not legal here ({@link Kind#ILLEGAL}), or the text
 * fits several legal moves ({@link Kind#AMBIGUOUS}).
 */
public class MoveException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The three move errors. */
    public enum Kind {
        /** The text is not a move in this notation. */
        INVALID,
        /** No legal move matches. */
        ILLEGAL,
        /** More than one legal move matches. */
        AMBIGUOUS
    }

    private final Kind kind;

    /** A move error of the given kind with a message that names the move text. */
    public MoveException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    /** Which of the three errors this is. */
    public Kind kind() {
        return kind;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.games;

/**
 * A game file that cannot be read: the format, the line and column (both from 1) and what was
 * wrong or expected, e.g. {@code PGN line 4, column 9: expected a move, found ')'}, or for a move
 * the rules refuse, {@code PGN line 7, column 1: move 12 (Black) 'Nf6' is illegal: ...}. The only
 * exception a format's reader throws for bad input.
 */
public final class GameFileException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String format;
    private final int line;
    private final int column;
    private final String problem;

    /** A problem at a line and column of a file in a format. */
    public GameFileException(String format, int line, int column, String problem) {
        super(format + " line " + line + ", column " + column + ": " + problem);
        this.format = format;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** The format's name ("PGN", "KIF"). */
    public String format() {
        return format;
    }

    /** The line, from 1. */
    public int line() {
        return line;
    }

    /** The column, from 1. */
    public int column() {
        return column;
    }

    /** What was wrong, without the place. */
    public String problem() {
        return problem;
    }
}

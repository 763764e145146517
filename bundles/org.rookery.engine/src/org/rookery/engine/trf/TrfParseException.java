// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

/**
 * A TRF file that does not follow the format: says the line, the column (both from 1) and what
 * the reader expected there.
 */
public class TrfParseException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String expected;

    public TrfParseException(int line, int column, String expected, String found) {
        super("line " + line + ", column " + column + ": expected " + expected
                + (found == null ? "" : ", found '" + found + "'"));
        this.line = line;
        this.column = column;
        this.expected = expected;
    }

    /** The line, from 1. */
    public int line() {
        return line;
    }

    /** The column, from 1. */
    public int column() {
        return column;
    }

    /** What the reader expected at that place. */
    public String expected() {
        return expected;
    }
}

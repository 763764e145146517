// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

/**
 * One column of a section's table.
 *
 * @param header the heading printed above the column (may be empty, never null)
 * @param align how the cells sit
 */
public record Column(String header, Align align) {

    public Column {
        if (header == null || align == null) {
            throw new IllegalArgumentException("a column needs a header (possibly empty) and an alignment");
        }
    }

    /** A left-aligned column. */
    public static Column left(String header) {
        return new Column(header, Align.LEFT);
    }

    /** A right-aligned column, for numbers. */
    public static Column right(String header) {
        return new Column(header, Align.RIGHT);
    }

    /** A centred column, for short marks such as a crosstable's results. */
    public static Column center(String header) {
        return new Column(header, Align.CENTER);
    }
}

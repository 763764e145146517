// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.util.ArrayList;
import java.util.List;

/**
 * One part of a report: a heading and a table. Cells are text already formatted by the caller
 * (a score "2½", a result "1-0", a time "4:59.120"), so every renderer prints the same thing.
 *
 * @param heading the section's heading (may be empty, never null)
 * @param columns the columns, at least one
 * @param rows the rows, each with exactly one cell per column
 */
public record Section(String heading, List<Column> columns, List<List<String>> rows) {

    public Section {
        if (heading == null) {
            throw new IllegalArgumentException("a section needs a heading (possibly empty)");
        }
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("section '" + heading + "' has no columns");
        }
        List<List<String>> copy = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            List<String> row = rows.get(i);
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("section '" + heading + "', row " + (i + 1) + " has " + row.size()
                        + " cells but the table has " + columns.size() + " columns");
            }
            for (int j = 0; j < row.size(); j++) {
                if (row.get(j) == null) {
                    throw new IllegalArgumentException("section '" + heading + "', row " + (i + 1) + ", column "
                            + (j + 1) + " is missing (write an empty cell as \"\")");
                }
            }
            copy.add(List.copyOf(row));
        }
        rows = List.copyOf(copy);
    }

    /** The column headers in order. */
    public List<String> headers() {
        return columns.stream().map(Column::header).toList();
    }
}

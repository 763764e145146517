// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.rookery.engine.fact.FactBody;

/**
 * Reads a list of players from CSV text for import: a header row naming the columns {@code id},
 * {@code name} (both required), {@code rating}, {@code grade} and {@code team} (optional, any
 * order, any case), then one player per row. Every row is checked before anything is recorded:
 * the preview holds the registrations of the good rows and, for each bad row, its row number
 * (the header is row 1) and what is wrong with it.
 */
final class PlayerCsv {

    /** What is wrong with one row of the file. */
    record RowError(long row, String problem) {
        @Override
        public String toString() {
            return "row " + row + ": " + problem;
        }
    }

    /** The registrations the file would record, and the rows that would not do. */
    record Preview(List<FactBody.Register> players, List<RowError> errors) {
    }

    private PlayerCsv() {
    }

    /**
     * Reads {@code text}; ids already registered in the event ({@code taken}) are errors too.
     *
     * @throws IllegalArgumentException when the file is not CSV with the required header
     */
    static Preview read(String text, Set<String> taken) {
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).setTrim(true)
                .setIgnoreEmptyLines(true).setIgnoreHeaderCase(true).get();
        List<FactBody.Register> players = new ArrayList<>();
        List<RowError> errors = new ArrayList<>();
        try (CSVParser parser = CSVParser.parse(new StringReader(text), format)) {
            Map<String, Integer> header = parser.getHeaderMap();
            Set<String> columns = new HashSet<>();
            header.keySet().forEach(h -> columns.add(h.toLowerCase(Locale.ROOT)));
            for (String required : List.of("id", "name")) {
                if (!columns.contains(required)) {
                    throw new IllegalArgumentException("the first row must name the columns; '" + required
                            + "' is missing (columns: id, name, rating, grade, team)");
                }
            }
            Set<String> seen = new HashSet<>(taken);
            for (CSVRecord r : parser) {
                long row = r.getRecordNumber() + 1;
                if (!r.isConsistent()) {
                    errors.add(new RowError(row, "has " + r.size() + " fields, the header has " + header.size()));
                    continue;
                }
                String id = r.get("id");
                String name = r.get("name");
                if (id.isEmpty()) {
                    errors.add(new RowError(row, "the id is empty"));
                    continue;
                }
                if (!seen.add(id)) {
                    errors.add(new RowError(row, "the id '" + id + "' is already taken"));
                    continue;
                }
                if (name.isEmpty()) {
                    errors.add(new RowError(row, "the name of " + id + " is empty"));
                    continue;
                }
                int rating = 0;
                String ratingText = column(r, "rating");
                if (!ratingText.isEmpty()) {
                    try {
                        rating = Integer.parseInt(ratingText);
                    } catch (NumberFormatException e) {
                        errors.add(new RowError(row, "the rating '" + ratingText + "' is not a whole number"));
                        continue;
                    }
                    if (rating < 0) {
                        errors.add(new RowError(row, "the rating " + rating + " is negative"));
                        continue;
                    }
                }
                String grade = column(r, "grade");
                String team = column(r, "team");
                players.add(new FactBody.Register(id, name, team.isEmpty() ? Optional.empty() : Optional.of(team), rating,
                        grade.isEmpty() ? Optional.empty() : Optional.of(grade)));
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new IllegalArgumentException("not readable as CSV: " + e.getMessage(), e);
        }
        return new Preview(List.copyOf(players), List.copyOf(errors));
    }

    private static String column(CSVRecord r, String name) {
        return r.isMapped(name) ? r.get(name) : "";
    }
}

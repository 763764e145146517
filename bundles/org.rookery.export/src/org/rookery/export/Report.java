// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.util.List;

/**
 * A document to export: what a printed standings sheet, crosstable or scorecard holds, with no
 * knowledge of how it is drawn.
 *
 * @param title the main title, never blank (the event's name)
 * @param subtitle a second line, empty for none (the round, the date, the venue)
 * @param sections the sections in order, at least one
 */
public record Report(String title, String subtitle, List<Section> sections) {

    public Report {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("a report needs a title");
        }
        if (subtitle == null) {
            throw new IllegalArgumentException("a report's subtitle may be empty but not missing");
        }
        sections = List.copyOf(sections);
        if (sections.isEmpty()) {
            throw new IllegalArgumentException("report '" + title + "' has no sections");
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rows that changed between two renderings of a page: when the page is the same but for
 * some table rows (a result on one board), a live update sends only those rows, which the page's
 * script puts in place by their ids. When anything else changed the whole page goes.
 */
final class Patch {

    private static final Pattern ROW = Pattern.compile("(?s)<tr id=\"([^\"]+)\">.*?</tr>");

    private Patch() {
    }

    /** The changed rows of {@code after} (one after another), empty when the page must go whole. */
    static Optional<String> rows(String before, String after) {
        Parsed a = parse(before);
        Parsed b = parse(after);
        if (!a.skeleton.equals(b.skeleton) || a.rows.size() != b.rows.size()) {
            return Optional.empty();
        }
        StringBuilder changed = new StringBuilder();
        for (int i = 0; i < a.rows.size(); i++) {
            if (!a.rows.get(i).equals(b.rows.get(i))) {
                changed.append(b.rows.get(i)).append('\n');
            }
        }
        return Optional.of(changed.toString());
    }

    private record Parsed(String skeleton, List<String> rows) {
    }

    private static Parsed parse(String html) {
        Matcher m = ROW.matcher(html);
        StringBuilder skeleton = new StringBuilder(html.length() / 4);
        List<String> rows = new ArrayList<>();
        int at = 0;
        while (m.find()) {
            skeleton.append(html, at, m.start()).append("<tr id=\"").append(m.group(1)).append("\"/>");
            rows.add(m.group());
            at = m.end();
        }
        skeleton.append(html, at, html.length());
        return new Parsed(skeleton.toString(), rows);
    }
}

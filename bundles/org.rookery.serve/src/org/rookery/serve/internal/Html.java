// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.util.List;

import org.rookery.export.Align;
import org.rookery.export.Column;
import org.rookery.export.Section;

/**
 * Escaping and the page frame. Every piece of text from an event (names, ids, reasons) goes
 * through {@link #text}, so a player named {@code <script>} shows as text.
 */
public final class Html {

    private Html() {
    }

    /** Escapes text for element content and attribute values alike. */
    public static String text(String s) {
        StringBuilder e = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> e.append("&amp;");
                case '<' -> e.append("&lt;");
                case '>' -> e.append("&gt;");
                case '"' -> e.append("&quot;");
                case '\'' -> e.append("&#39;");
                default -> e.append(Character.isISOControl(c) && c != '\n' && c != '\t' ? '\uFFFD' : c);
            }
        }
        return e.toString();
    }

    /** A path segment of a link, percent-encoded (ids are checked, but a link never trusts them). */
    public static String segment(String s) {
        return java.net.URLEncoder.encode(s, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
    }

    /**
     * A whole page: {@code body} inside a header with the event's navigation, a main element that
     * the live script refreshes from {@code live} (none when null), and the links to the shared
     * style and script (no inline script or style, as the content security policy demands).
     */
    public static String page(Messages m, String title, String nav, String live, String body, String bodyClass) {
        StringBuilder s = new StringBuilder(body.length() + 1024);
        s.append("<!DOCTYPE html>\n<html lang=\"").append(m.language()).append("\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(text(title)).append("</title>\n")
                .append("<link rel=\"stylesheet\" href=\"/static/rookery.css\">\n");
        if (live != null) {
            s.append("<script src=\"/static/live.js\" defer></script>\n");
        }
        s.append("</head>\n<body").append(bodyClass == null ? "" : " class=\"" + bodyClass + "\"").append(">\n");
        s.append("<header>\n").append(nav).append("</header>\n");
        s.append("<main id=\"live\"").append(live == null ? "" : " data-live=\"" + text(live) + "\"")
                .append(" aria-live=\"polite\">\n").append(body).append("</main>\n");
        if (live != null) {
            s.append("<footer><p class=\"note\">").append(text(m.get("site.live"))).append("</p></footer>\n");
        }
        s.append("</body>\n</html>\n");
        return s.toString();
    }

    /** A section as an accessible table: a caption, column headers with scope, the first cell a row header. */
    public static void table(StringBuilder s, Section section, String css, RowLinks links) {
        table(s, section, css, links, null);
    }

    /**
     * A table whose rows carry the ids {@code ids-0}, {@code ids-1} ... (none when {@code ids} is
     * null), by which a live update replaces only the rows that changed.
     */
    public static void table(StringBuilder s, Section section, String css, RowLinks links, String ids) {
        s.append("<div class=\"scroll\"><table").append(css == null ? "" : " class=\"" + css + "\"").append(">\n");
        if (!section.heading().isEmpty()) {
            s.append("<caption>").append(text(section.heading())).append("</caption>\n");
        }
        s.append("<thead><tr>");
        for (Column c : section.columns()) {
            s.append("<th scope=\"col\" class=\"").append(align(c.align())).append("\">").append(text(c.header()))
                    .append("</th>");
        }
        s.append("</tr></thead>\n<tbody>\n");
        List<List<String>> rows = section.rows();
        for (int r = 0; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            s.append(ids == null ? "<tr>" : "<tr id=\"" + ids + "-" + r + "\">");
            for (int i = 0; i < row.size(); i++) {
                String cell = text(row.get(i));
                String href = links == null ? null : links.href(r, i);
                if (href != null && !row.get(i).isEmpty()) {
                    cell = "<a href=\"" + text(href) + "\">" + cell + "</a>";
                }
                String tag = i == 0 ? "th scope=\"row\"" : "td";
                s.append('<').append(tag).append(" class=\"").append(align(section.columns().get(i).align())).append("\">")
                        .append(cell).append("</").append(i == 0 ? "th" : "td").append('>');
            }
            s.append("</tr>\n");
        }
        s.append("</tbody>\n</table></div>\n");
    }

    /** Links in a table's cells. */
    @FunctionalInterface
    public interface RowLinks {
        /** The address cell {@code column} of row {@code row} links to, null for none. */
        String href(int row, int column);
    }

    private static String align(Align a) {
        return a.name().toLowerCase(java.util.Locale.ROOT);
    }
}

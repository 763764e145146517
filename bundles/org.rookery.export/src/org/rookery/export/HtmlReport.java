// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A report as one self-contained HTML page: inline CSS, no scripts, no external resources, so
 * that it can be mailed, published or printed as it is. Print rules put it on A4, repeat each
 * table's header row on every printed page and keep rows whole. The markup is also well-formed
 * XML, and every piece of text is escaped.
 */
final class HtmlReport implements ReportWriter {

    private static final String STYLE = """
            body { font-family: "Helvetica Neue", Arial, sans-serif; margin: 2em; color: #111; }
            h1 { font-size: 1.6em; margin: 0 0 0.2em 0; }
            p.subtitle { margin: 0 0 1.2em 0; color: #444; }
            h2 { font-size: 1.2em; margin: 1.4em 0 0.4em 0; }
            table { border-collapse: collapse; margin-bottom: 1em; }
            th, td { border: 1px solid #999; padding: 0.2em 0.6em; white-space: nowrap; }
            th { background: #e8e8e8; }
            tbody tr:nth-child(even) td { background: #f6f6f6; }
            .left { text-align: left; } .center { text-align: center; } .right { text-align: right; }
            @media print {
              @page { size: A4; margin: 12mm; }
              body { margin: 0; font-size: 10pt; }
              thead { display: table-header-group; }
              tr { break-inside: avoid; page-break-inside: avoid; }
              h2 { break-after: avoid; page-break-after: avoid; }
              tbody tr:nth-child(even) td { background: none; }
            }
            """;

    @Override
    public String extension() {
        return "html";
    }

    @Override
    public void write(Report report, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write(render(report));
        w.flush();
    }

    /** The page as text. */
    static String render(Report report) {
        StringBuilder s = new StringBuilder(4096);
        s.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
        s.append("<meta name=\"generator\" content=\"Rookery\"/>\n");
        s.append("<title>").append(escape(report.title())).append("</title>\n");
        s.append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n<header>\n");
        s.append("<h1>").append(escape(report.title())).append("</h1>\n");
        if (!report.subtitle().isEmpty()) {
            s.append("<p class=\"subtitle\">").append(escape(report.subtitle())).append("</p>\n");
        }
        s.append("</header>\n");
        for (Section section : report.sections()) {
            section(s, section);
        }
        s.append("</body>\n</html>\n");
        return s.toString();
    }

    private static void section(StringBuilder s, Section section) {
        s.append("<section>\n");
        if (!section.heading().isEmpty()) {
            s.append("<h2>").append(escape(section.heading())).append("</h2>\n");
        }
        s.append("<table>\n<thead>\n<tr>");
        for (Column c : section.columns()) {
            s.append("<th class=\"").append(css(c.align())).append("\" scope=\"col\">").append(escape(c.header()))
                    .append("</th>");
        }
        s.append("</tr>\n</thead>\n<tbody>\n");
        for (var row : section.rows()) {
            s.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                s.append("<td class=\"").append(css(section.columns().get(i).align())).append("\">")
                        .append(escape(row.get(i))).append("</td>");
            }
            s.append("</tr>\n");
        }
        s.append("</tbody>\n</table>\n</section>\n");
    }

    private static String css(Align a) {
        return a.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Escapes text for element content and attribute values alike. */
    static String escape(String text) {
        StringBuilder e = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> e.append("&amp;");
                case '<' -> e.append("&lt;");
                case '>' -> e.append("&gt;");
                case '"' -> e.append("&quot;");
                case '\'' -> e.append("&#39;");
                default -> {
                    if (Character.isISOControl(c) && c != '\n' && c != '\t') {
                        // control characters are not allowed in HTML text; show them as a replacement mark
                        e.append('\uFFFD');
                    } else {
                        e.append(c);
                    }
                }
            }
        }
        return e.toString();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * A report as PDF, drawn with Apache PDFBox: A4, portrait unless a table needs the width of
 * landscape, a table's font made smaller (down to {@value #MIN_SIZE} pt) rather than its columns
 * cut, rows that never split, the header row repeated at the top of every page a table runs
 * onto, at least two rows of a table on every page it is on (never a lone first or last row),
 * titles and headings broken into lines within the margins, and "page n of m" at the foot of
 * each page.
 *
 * <p>The built-in Helvetica covers Western European text (Windows-1252). For names in other
 * scripts, give a TrueType font with {@link #withFont(Path)}; without one, text the built-in font
 * cannot show is refused with the section, row and column it is in.
 */
public final class PdfReport implements ReportWriter {

    private static final float MARGIN = 36;
    private static final float BODY = 9;
    private static final float MIN_SIZE = 5;
    private static final float PAD = 4;
    private static final float FOOTER = 20;
    /** The fewest rows of a table on a page it runs onto or begins at the foot of (no widowed rows). */
    private static final int MIN_ROWS = 2;

    private final Optional<Path> fontFile;

    PdfReport() {
        this(Optional.empty());
    }

    private PdfReport(Optional<Path> fontFile) {
        this.fontFile = fontFile;
    }

    /** A PDF writer that draws all text in the TrueType font {@code ttf} (embedded, subset). */
    public static PdfReport withFont(Path ttf) {
        if (!Files.isRegularFile(ttf)) {
            throw new IllegalArgumentException("no font file at " + ttf);
        }
        return new PdfReport(Optional.of(ttf));
    }

    @Override
    public String extension() {
        return "pdf";
    }

    @Override
    public void write(Report report, OutputStream out) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDFont regular;
            PDFont bold;
            if (fontFile.isPresent()) {
                regular = PDType0Font.load(doc, fontFile.get().toFile());
                bold = regular;
            } else {
                regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
                bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
            }
            Fonts fonts = new Fonts(regular, bold);
            check(report, fonts);
            doc.getDocumentInformation().setTitle(report.title());
            doc.getDocumentInformation().setCreator("Rookery");
            PDRectangle size = orientation(report, fonts);
            Pages pages = new Pages(doc, size, fonts);
            pages.title(report);
            for (Section s : report.sections()) {
                pages.table(s, columnWidths(s, fonts, size));
            }
            pages.close();
            pages.footers(report.title());
            doc.save(out);
        }
    }

    /** The fonts of one document. */
    record Fonts(PDFont regular, PDFont bold) {
        float width(PDFont f, String text, float size) throws IOException {
            return f.getStringWidth(text) / 1000 * size;
        }
    }

    /** Refuses, before anything is drawn, text the font has no glyph for. */
    private static void check(Report report, Fonts fonts) throws IOException {
        encodable(fonts.bold(), report.title(), "the title");
        encodable(fonts.regular(), report.subtitle(), "the subtitle");
        for (Section s : report.sections()) {
            encodable(fonts.bold(), s.heading(), "the heading of section '" + s.heading() + "'");
            for (int c = 0; c < s.columns().size(); c++) {
                encodable(fonts.bold(), s.columns().get(c).header(), "section '" + s.heading() + "', header of column " + (c + 1));
            }
            for (int r = 0; r < s.rows().size(); r++) {
                for (int c = 0; c < s.columns().size(); c++) {
                    encodable(fonts.regular(), s.rows().get(r).get(c),
                            "section '" + s.heading() + "', row " + (r + 1) + ", column " + (c + 1));
                }
            }
        }
    }

    private static void encodable(PDFont font, String text, String where) throws IOException {
        try {
            font.encode(clean(text));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the PDF font " + font.getName() + " cannot show the text '" + text + "' in "
                    + where + "; export as HTML, or give the PDF export a font that has these letters", e);
        }
    }

    /** Text with line breaks and other control characters turned into spaces (a PDF line is one line). */
    static String clean(String text) {
        StringBuilder s = new StringBuilder(text.length());
        text.codePoints().forEach(c -> s.appendCodePoint(Character.isISOControl(c) ? ' ' : c));
        return s.toString();
    }

    private static PDRectangle orientation(Report report, Fonts fonts) throws IOException {
        float portrait = PDRectangle.A4.getWidth() - 2 * MARGIN;
        for (Section s : report.sections()) {
            if (natural(s, fonts) > portrait) {
                return new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());
            }
        }
        return PDRectangle.A4;
    }

    /** The width of each column at {@link #BODY} pt, with padding. */
    private static float[] widthsAtBody(Section s, Fonts fonts) throws IOException {
        float[] w = new float[s.columns().size()];
        for (int c = 0; c < w.length; c++) {
            w[c] = fonts.width(fonts.bold(), clean(s.columns().get(c).header()), BODY);
            for (List<String> row : s.rows()) {
                w[c] = Math.max(w[c], fonts.width(fonts.regular(), clean(row.get(c)), BODY));
            }
            w[c] += 2 * PAD;
        }
        return w;
    }

    private static float natural(Section s, Fonts fonts) throws IOException {
        float sum = 0;
        for (float w : widthsAtBody(s, fonts)) {
            sum += w;
        }
        return sum;
    }

    /** The layout of one table: its font size and column widths on this page size. */
    record Layout(float size, float[] widths) {
        float rowHeight() {
            return size * 1.6f;
        }
    }

    private static Layout columnWidths(Section s, Fonts fonts, PDRectangle page) throws IOException {
        float usable = page.getWidth() - 2 * MARGIN;
        float[] w = widthsAtBody(s, fonts);
        float total = natural(s, fonts);
        float scale = total > usable ? usable / total : 1;
        float size = BODY * scale;
        if (size < MIN_SIZE) {
            throw new IllegalArgumentException("section '" + s.heading() + "' with " + s.columns().size()
                    + " columns is too wide for an A4 page even in landscape at " + MIN_SIZE
                    + " pt; export it as HTML or CSV");
        }
        for (int c = 0; c < w.length; c++) {
            w[c] *= scale;
        }
        return new Layout(size, w);
    }

    /** The page cursor: where the next line goes, and a new page when it does not fit. */
    private static final class Pages {
        private final PDDocument doc;
        private final PDRectangle size;
        private final Fonts fonts;
        private final List<PDPage> all = new ArrayList<>();
        private PDPageContentStream cs;
        private float y;

        Pages(PDDocument doc, PDRectangle size, Fonts fonts) throws IOException {
            this.doc = doc;
            this.size = size;
            this.fonts = fonts;
            newPage();
        }

        private void newPage() throws IOException {
            if (cs != null) {
                cs.close();
            }
            PDPage page = new PDPage(size);
            doc.addPage(page);
            all.add(page);
            cs = new PDPageContentStream(doc, page);
            y = size.getHeight() - MARGIN;
        }

        private boolean fits(float height) {
            return y - height >= MARGIN + FOOTER;
        }

        void title(Report report) throws IOException {
            for (String line : wrap(fonts.bold(), 16, report.title())) {
                text(fonts.bold(), 16, MARGIN, y - 16, line);
                y -= 20;
            }
            y -= 4;
            if (!report.subtitle().isEmpty()) {
                for (String line : wrap(fonts.regular(), 10, report.subtitle())) {
                    text(fonts.regular(), 10, MARGIN, y - 10, line);
                    y -= 13;
                }
                y -= 3;
            }
            y -= 6;
        }

        /**
         * {@code text} broken at spaces into lines no wider than the page between its margins (a
         * match's result with long team names is longer than a page is wide); a word longer than
         * a line stands on a line of its own.
         */
        private List<String> wrap(PDFont font, float sz, String text) throws IOException {
            float usable = size.getWidth() - 2 * MARGIN;
            List<String> lines = new ArrayList<>();
            String line = "";
            for (String word : clean(text).split(" ")) {
                String longer = line.isEmpty() ? word : line + " " + word;
                if (!line.isEmpty() && fonts.width(font, longer, sz) > usable) {
                    lines.add(line);
                    line = word;
                } else {
                    line = longer;
                }
            }
            lines.add(line);
            return lines;
        }

        /** The height a section's heading takes, 0 for none. */
        private float headingHeight(String heading) throws IOException {
            return heading.isEmpty() ? 0 : 4 + 16 * wrap(fonts.bold(), 12, heading).size();
        }

        void table(Section s, Layout layout) throws IOException {
            float row = layout.rowHeight();
            float headingHeight = headingHeight(s.heading());
            List<List<String>> rows = s.rows();
            int n = rows.size();
            // a table begins where its header and its first rows fit, never with one row at a page's foot
            int first = share(rowsBelow(headingHeight + row, row), n);
            if (!fits(headingHeight + row) || first < Math.min(MIN_ROWS, n)) {
                newPage();
            }
            heading(s.heading(), false);
            header(s, layout);
            int i = 0;
            while (i < n) {
                int take = Math.max(1, share(rowsBelow(0, row), n - i));
                for (int end = i + take; i < end; i++) {
                    line(s, layout, rows.get(i), fonts.regular(), false);
                }
                if (i < n) {
                    newPage();
                    heading(s.heading(), true);
                    header(s, layout);
                }
            }
            y -= 10;
        }

        /** How many rows of {@code height} fit on this page below {@code above} more points. */
        private int rowsBelow(float above, float height) {
            int k = 0;
            while (fits(above + (k + 1) * height)) {
                k++;
            }
            return k;
        }

        /**
         * How many of {@code left} rows go on a page with room for {@code room}: all that fit, but
         * where the rest would leave fewer than {@value #MIN_ROWS} rows for the next page, fewer,
         * so that no page holds a lone row under the repeated header.
         */
        private static int share(int room, int left) {
            return left <= room ? left : Math.min(room, left - MIN_ROWS);
        }

        private void heading(String heading, boolean continued) throws IOException {
            if (heading.isEmpty()) {
                return;
            }
            float sz = continued ? 10 : 12;
            for (String line : wrap(fonts.bold(), sz, continued ? heading + " (continued)" : heading)) {
                text(fonts.bold(), sz, MARGIN, y - 12, line);
                y -= 16;
            }
            y -= 4;
        }

        private void header(Section s, Layout layout) throws IOException {
            line(s, layout, s.headers(), fonts.bold(), true);
        }

        private void line(Section s, Layout layout, List<String> cells, PDFont font, boolean header) throws IOException {
            float h = layout.rowHeight();
            float width = 0;
            for (float w : layout.widths()) {
                width += w;
            }
            if (header) {
                cs.setNonStrokingColor(0.9f, 0.9f, 0.9f);
                cs.addRect(MARGIN, y - h, width, h);
                cs.fill();
                cs.setNonStrokingColor(0f, 0f, 0f);
            }
            float x = MARGIN;
            float baseline = y - h + (h - layout.size()) / 2 + layout.size() * 0.22f;
            for (int c = 0; c < cells.size(); c++) {
                String t = clean(cells.get(c));
                float tw = fonts.width(font, t, layout.size());
                float cellWidth = layout.widths()[c];
                float pad = PAD * layout.size() / BODY;
                float tx = switch (s.columns().get(c).align()) {
                    case LEFT -> x + pad;
                    case RIGHT -> x + cellWidth - pad - tw;
                    case CENTER -> x + (cellWidth - tw) / 2;
                };
                if (!t.isEmpty()) {
                    text(font, layout.size(), tx, baseline, t);
                }
                x += cellWidth;
            }
            cs.setStrokingColor(0.6f, 0.6f, 0.6f);
            cs.setLineWidth(0.5f);
            cs.moveTo(MARGIN, y - h);
            cs.lineTo(MARGIN + width, y - h);
            cs.stroke();
            y -= h;
        }

        private void text(PDFont font, float sz, float x, float baseline, String t) throws IOException {
            cs.beginText();
            cs.setFont(font, sz);
            cs.newLineAtOffset(x, baseline);
            cs.showText(clean(t));
            cs.endText();
        }

        void close() throws IOException {
            cs.close();
        }

        /** "title, page n of m" at the foot of every page, once the number of pages is known. */
        void footers(String title) throws IOException {
            int n = all.size();
            for (int i = 0; i < n; i++) {
                try (PDPageContentStream foot = new PDPageContentStream(doc, all.get(i), PDPageContentStream.AppendMode.APPEND,
                        true, true)) {
                    String page = " - page " + (i + 1) + " of " + n;
                    String t = clean(title) + page;
                    // a title longer than the foot is wide is shortened there; the page's top has it whole
                    String shortened = clean(title);
                    while (fonts.width(fonts.regular(), t, 8) > size.getWidth() - 2 * MARGIN && shortened.contains(" ")) {
                        shortened = shortened.substring(0, shortened.lastIndexOf(' '));
                        t = shortened + " ..." + page;
                    }
                    float tw = fonts.width(fonts.regular(), t, 8);
                    foot.beginText();
                    foot.setFont(fonts.regular(), 8);
                    foot.newLineAtOffset((size.getWidth() - tw) / 2, MARGIN);
                    foot.showText(t);
                    foot.endText();
                }
            }
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.rookery.export.PdfReport;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.export.Section;

/**
 * The PDF writer for a printout whose names may be in any script: the built-in Helvetica where it
 * shows every letter, otherwise the first TrueType font installed on the machine that shows them
 * all (a Japanese Gothic first, for the kanji of a shogi event), embedded in the file. Where no
 * installed font has the letters, the printout is refused with the text that cannot be shown and
 * the package that would show it.
 */
public final class PrintFonts {

    /** Fonts tried first: the Japanese Gothic that the set-up installs (fonts-ipafont-gothic), under its usual names. */
    private static final List<String> PREFERRED = List.of("/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
            "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf", "/usr/share/fonts/truetype/ipafont-gothic/ipag.ttf",
            "/usr/share/fonts/opentype/ipafont-gothic/ipagp.ttf");

    /** Folders searched for other TrueType fonts. */
    private static final List<String> FOLDERS = List.of("/usr/share/fonts", "/usr/local/share/fonts",
            System.getProperty("user.home") + "/.local/share/fonts", System.getProperty("user.home") + "/.fonts");

    private PrintFonts() {
    }

    /** A PDF writer that can show every text of {@code report}. */
    public static ReportWriter pdfFor(Report report) throws IOException {
        Set<Integer> letters = letters(report);
        try (PDDocument doc = new PDDocument()) {
            if (shows(new PDType1Font(Standard14Fonts.FontName.HELVETICA), letters)) {
                return ReportWriter.pdf();
            }
            for (Path font : candidates()) {
                try {
                    if (shows(PDType0Font.load(doc, font.toFile()), letters)) {
                        return PdfReport.withFont(font);
                    }
                } catch (IOException | RuntimeException e) {
                    // not a font PDFBox can embed (a collection, CFF outlines): try the next
                }
            }
        }
        StringBuilder missing = new StringBuilder();
        for (int c : letters) {
            if (c > 0xFF && missing.codePointCount(0, missing.length()) < 12) {
                missing.appendCodePoint(c);
            }
        }
        throw new IllegalArgumentException("no font on this machine can print the letters '" + missing
                + "' of the names in '" + report.title() + "': install a TrueType font that has them (for Japanese: "
                + "apt-get install fonts-ipafont-gothic), give one with --font FILE.ttf, or export as HTML");
    }

    private static boolean shows(PDFont font, Set<Integer> letters) throws IOException {
        for (int c : letters) {
            try {
                font.encode(new String(Character.toChars(c)));
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
        return true;
    }

    /** Every letter printed, with line breaks and other controls left out (PDF lines have none). */
    private static Set<Integer> letters(Report report) {
        Set<Integer> all = new LinkedHashSet<>();
        List<String> texts = new ArrayList<>(List.of(report.title(), report.subtitle()));
        for (Section s : report.sections()) {
            texts.add(s.heading());
            texts.addAll(s.headers());
            s.rows().forEach(texts::addAll);
        }
        for (String t : texts) {
            t.codePoints().filter(c -> !Character.isISOControl(c) && c != ' ').forEach(all::add);
        }
        return all;
    }

    /** The TrueType fonts of the machine, the preferred ones first. */
    static List<Path> candidates() {
        List<Path> found = new ArrayList<>();
        for (String p : PREFERRED) {
            Path f = Path.of(p);
            if (Files.isRegularFile(f)) {
                found.add(f);
            }
        }
        for (String folder : FOLDERS) {
            Path dir = Path.of(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(dir, 6)) {
                s.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".ttf"))
                        .filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString))
                        .filter(f -> !found.contains(f)).forEach(found::add);
            } catch (IOException | java.io.UncheckedIOException e) {
                // an unreadable folder holds no font we can use
            }
        }
        return found;
    }
}

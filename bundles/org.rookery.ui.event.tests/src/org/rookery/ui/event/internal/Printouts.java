// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

/** What the round tests of a 30-player Swiss share: the players' names and the printed round read back. */
final class Printouts {

    private Printouts() {
    }

    /** The name of player {@code i} of the field: Player A ... Player Z, then Player A2 .... */
    static String playerName(int i) {
        return "Player " + (char) ('A' + (i - 1) % 26) + (i > 26 ? "2" : "");
    }

    /** The text of {@code pdf} as a reader would copy it, its white space made single spaces. */
    static String text(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d).replaceAll("\\s+", " ");
        }
    }

    /** Renders page 1 of {@code pdf} to {@code target/screenshots/NAME}, as a reader would see it. */
    static void render(Path pdf, String name) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            BufferedImage image = new PDFRenderer(d).renderImageWithDPI(0, 80);
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            ImageIO.write(image, "png", dir.resolve(name).toFile());
        }
    }
}

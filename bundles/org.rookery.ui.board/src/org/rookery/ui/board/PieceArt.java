// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board;

import java.util.Locale;
import java.util.Map;

import org.rookery.rules.Color;
import org.rookery.rules.Piece;
import org.rookery.rules.PieceType;
import org.rookery.rules.Variant;

/**
 * Rookery's own piece drawings as SVG text, drawn on a 100x100 view box and rendered at any
 * pixel size. Western pieces are chosen by the type's name (king, queen, rook, bishop, knight,
 * pawn); promoted western pieces (Exchange's promoted queen) carry a red
 * badge. Japanese pieces are wooden pentagons with the type's kanji, promoted men in red, and
 * gote's pieces turned to face sente. A variant bundle ships the drawings of its own men (the
 * giraffe and the guardian come from their bundles' SVG files) ({@link Variant#pieceArt});
 * they come first. A type neither knows is drawn as a disc with its
 * letter, so every variant gets a board without new drawings.
 */
public final class PieceArt {

    private static final Map<String, String> KANJI = Map.ofEntries(
            Map.entry("rook", "飛"), Map.entry("bishop", "角"), Map.entry("gold", "金"),
            Map.entry("silver", "銀"), Map.entry("knight", "桂"), Map.entry("lance", "香"),
            Map.entry("pawn", "歩"), Map.entry("dragon", "龍"), Map.entry("horse", "馬"),
            Map.entry("promoted silver", "全"), Map.entry("promoted knight", "圭"),
            Map.entry("promoted lance", "杏"), Map.entry("tokin", "と"));

    private static final String KANJI_FONTS = "IPAMincho, IPAexMincho, Noto Serif CJK JP, IPAGothic, Noto Sans CJK JP, serif";

    private PieceArt() {
    }

    /** The SVG document for a piece at a pixel size (the drawing fills a square of that size). */
    public static String svg(Piece piece, BoardStyle style, int size) {
        String body = style == BoardStyle.JAPANESE ? japanese(piece) : western(piece);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + size + "\" height=\"" + size
                + "\" viewBox=\"0 0 100 100\">" + body + "</svg>";
    }

    /**
     * The SVG document for a piece of a variant at a pixel size: the variant's own drawing when its
     * bundle ships one, else {@link #svg(Piece, BoardStyle, int)}.
     */
    public static String svg(Variant variant, Piece piece, BoardStyle style, int size) {
        if (variant != null) {
            var own = variant.pieceArt(piece.type(), piece.color());
            if (own.isPresent()) {
                return sized(own.get(), size, variant.id() + "'s " + piece.type().name());
            }
        }
        return svg(piece, style, size);
    }

    /**
     * A variant's SVG document (drawn on its own view box) set to a pixel size: the XML prolog and
     * anything before the root element go, and the root's width and height become {@code size}.
     */
    static String sized(String document, int size, String what) {
        int start = document.indexOf("<svg");
        int end = start < 0 ? -1 : document.indexOf('>', start);
        if (end < 0) {
            throw new IllegalArgumentException("the art of " + what + " is not an SVG document (no <svg> element)");
        }
        String root = document.substring(start, end).replaceAll("\\s(width|height)\\s*=\\s*\"[^\"]*\"", "");
        if (root.endsWith("/")) {
            root = root.substring(0, root.length() - 1);
            return root + " width=\"" + size + "\" height=\"" + size + "\"/" + document.substring(end);
        }
        return root + " width=\"" + size + "\" height=\"" + size + "\"" + document.substring(end);
    }

    /** Whether the art has a drawing of its own for the type (else the lettered disc is used). */
    public static boolean knows(PieceType type, BoardStyle style) {
        String name = type.name().toLowerCase(Locale.ROOT);
        if (style == BoardStyle.JAPANESE) {
            return name.equals("king") || KANJI.containsKey(name);
        }
        return westernShape(baseName(name)) != null;
    }

    private static String baseName(String name) {
        return name.startsWith("promoted ") ? name.substring("promoted ".length()) : name;
    }

    private static String western(Piece piece) {
        boolean white = piece.color() == Color.WHITE;
        String fill = white ? "#fbf8f0" : "#2b2b2e";
        String line = white ? "#222" : "#0d0d0d";
        String detail = white ? "#222" : "#e8e2d2";
        String name = piece.type().name().toLowerCase(Locale.ROOT);
        String shape = westernShape(baseName(name));
        StringBuilder s = new StringBuilder();
        s.append("<g stroke=\"").append(line).append("\" stroke-width=\"3\" stroke-linejoin=\"round\" fill=\"").append(fill).append("\">");
        if (shape == null) {
            s.append("<circle cx=\"50\" cy=\"50\" r=\"36\"/>");
            s.append("<text x=\"50\" y=\"64\" text-anchor=\"middle\" font-family=\"DejaVu Sans, sans-serif\" font-weight=\"bold\" font-size=\"42\" stroke=\"none\" fill=\"")
                    .append(detail).append("\">").append(piece.type().letter()).append("</text>");
        } else {
            s.append(shape.replace("DETAIL", detail));
        }
        s.append("</g>");
        if (piece.type().promoted()) {
            s.append("<circle cx=\"83\" cy=\"17\" r=\"10\" fill=\"#c62828\" stroke=\"#fff\" stroke-width=\"3\"/>");
        }
        return s.toString();
    }

    /** The western drawings; DETAIL stands for the colour of inner lines on the piece. */
    private static String westernShape(String name) {
        String base = "<rect x=\"22\" y=\"80\" width=\"56\" height=\"10\" rx=\"3\"/>";
        return switch (name) {
            case "pawn" -> "<path d=\"M34,81 C36,62 42,54 50,50 C58,54 64,62 66,81 Z\"/><circle cx=\"50\" cy=\"36\" r=\"13\"/>" + base;
            case "rook" -> "<path d=\"M32,80 L35,42 L65,42 L68,80 Z\"/>"
                    + "<path d=\"M27,16 H37 V24 H45 V16 H55 V24 H63 V16 H73 V36 L66,43 H34 L27,36 Z\"/>"
                    + "<path d=\"M35,52 H65\" stroke=\"DETAIL\" stroke-width=\"2\"/>" + base;
            case "bishop" -> "<path d=\"M50,20 C68,36 68,58 61,72 H39 C32,58 32,36 50,20 Z\"/>"
                    + "<path d=\"M53,34 L44,50\" stroke=\"DETAIL\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
                    + "<circle cx=\"50\" cy=\"14\" r=\"6\"/><path d=\"M36,72 H64 L66,80 H34 Z\"/>" + base;
            case "knight" -> "<path d=\"M32,81 C30,66 36,58 46,50 C40,51 34,54 28,53 C22,50 22,44 28,38 C34,30 38,24 42,20"
                    + " L44,10 L51,19 C68,22 78,40 74,81 Z\"/>"
                    + "<circle cx=\"42\" cy=\"32\" r=\"3\" fill=\"DETAIL\" stroke=\"none\"/>"
                    + "<path d=\"M58,30 C64,42 66,58 64,74\" fill=\"none\" stroke=\"DETAIL\" stroke-width=\"2\"/>" + base;
            case "queen" -> "<path d=\"M26,78 L18,30 L36,54 L40,20 L50,50 L60,20 L64,54 L82,30 L74,78 Z\"/>"
                    + "<circle cx=\"18\" cy=\"28\" r=\"5\"/><circle cx=\"40\" cy=\"18\" r=\"5\"/><circle cx=\"60\" cy=\"18\" r=\"5\"/>"
                    + "<circle cx=\"82\" cy=\"28\" r=\"5\"/><path d=\"M30,68 H70\" stroke=\"DETAIL\" stroke-width=\"2\"/>" + base;
            case "king" -> "<path d=\"M28,80 C18,58 30,44 50,44 C70,44 82,58 72,80 Z\"/>"
                    + "<path d=\"M45,8 H55 V18 H64 V28 H55 V42 H45 V28 H36 V18 H45 Z\"/>"
                    + "<path d=\"M30,68 H70\" stroke=\"DETAIL\" stroke-width=\"2\"/>" + base;
            default -> null;
        };
    }

    private static String japanese(Piece piece) {
        String name = piece.type().name().toLowerCase(Locale.ROOT);
        boolean sente = piece.color() == Color.WHITE;
        String glyph = name.equals("king") ? (sente ? "玉" : "王") : KANJI.get(name);
        // Bigger men are drawn bigger, as on a real set.
        double scale = switch (name) {
            case "king" -> 1.0;
            case "rook", "bishop", "dragon", "horse" -> 0.96;
            case "gold", "silver", "promoted silver" -> 0.92;
            case "knight", "lance", "promoted knight", "promoted lance" -> 0.88;
            default -> 0.84;
        };
        String ink = piece.type().promoted() ? "#c21807" : "#1a1a1a";
        StringBuilder s = new StringBuilder();
        String turn = sente ? "" : "rotate(180 50 50) ";
        s.append("<g transform=\"").append(turn).append("translate(50 52) scale(").append(scale).append(") translate(-50 -52)\">");
        s.append("<path d=\"M50,5 L77,16 L88,95 L12,95 L23,16 Z\" fill=\"#f2d49b\" stroke=\"#7a5424\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>");
        s.append("<path d=\"M50,9 L74,19 L84,91\" fill=\"none\" stroke=\"#fbe8c2\" stroke-width=\"2\"/>");
        if (glyph != null) {
            s.append("<text x=\"50\" y=\"74\" text-anchor=\"middle\" font-family=\"").append(KANJI_FONTS)
                    .append("\" font-size=\"50\" font-weight=\"bold\" fill=\"").append(ink).append("\">").append(glyph).append("</text>");
        } else {
            s.append("<text x=\"50\" y=\"72\" text-anchor=\"middle\" font-family=\"DejaVu Serif, serif\" font-size=\"44\" font-weight=\"bold\" fill=\"")
                    .append(ink).append("\">").append(piece.type().promoted() ? "+" : "").append(piece.type().letter()).append("</text>");
        }
        s.append("</g>");
        return s.toString();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

/** Writes a {@link TrfDocument} in the fixed columns the format prescribes. */
public final class TrfWriter {

    private TrfWriter() {
    }

    /**
     * The whole file, each line ended by the document's line ending. Text from elsewhere (a
     * player's or the tournament's name) cannot break a line: a control character is written
     * as a blank, so that a name with a line break cannot add a line of its own.
     */
    public static String write(TrfDocument doc) {
        StringBuilder out = new StringBuilder();
        for (TrfDocument.Line line : doc.lines()) {
            switch (line) {
                case TrfDocument.TagLine t -> out.append(clean(t.code())).append(clean(t.text()));
                case TrfDocument.PlayerLine p -> out.append(playerLine(p.player()));
            }
            out.append(doc.lineEnding());
        }
        return out.toString();
    }

    /**
     * One {@code 001} line, without a line ending. Columns are characters (code points); a text
     * field longer than its columns is cut to them (a name keeps its first 33 characters), and
     * a number that does not fit its columns is refused, since cutting it would change it.
     */
    public static String playerLine(TrfPlayer p) {
        StringBuilder b = new StringBuilder("001 ");
        b.append(number(p.rank(), 4, "starting rank")).append(' ');
        b.append(left(p.sex(), 1)).append(right(p.title(), 3)).append(' ');
        b.append(left(p.name(), 33)).append(' ');
        b.append(p.rating() == 0 ? "    " : number(p.rating(), 4, "rating")).append(' ');
        b.append(left(p.federation(), 3)).append(' ');
        b.append(fixed(p.fideId(), 11, "FIDE id")).append(' ');
        b.append(left(p.birth(), 10)).append(' ');
        b.append(fixed(p.points(), 4, "points")).append(' ');
        b.append(p.place() == 0 ? "    " : number(p.place(), 4, "rank")).append("  ");
        for (TrfGame g : p.games()) {
            if (g.isEmpty()) {
                b.append("        ");
            } else {
                b.append(g.opponent() == 0 ? "0000" : number(g.opponent(), 4, "opponent")).append(' ')
                        .append(clean(String.valueOf(g.colour()))).append(' ').append(clean(String.valueOf(g.result())));
            }
            b.append("  ");
        }
        return b.toString().stripTrailing();
    }

    /** The text with every control character (line breaks, tabs, escapes) written as a blank. */
    static String clean(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.appendCodePoint(Character.getType(c) == Character.CONTROL
                || c == 0x2028 || c == 0x2029 || c >= 0xD800 && c <= 0xDFFF ? ' ' : c));
        return b.toString();
    }

    private static String number(int n, int width, String what) {
        return fixed(Integer.toString(n), width, what);
    }

    private static String fixed(String s, int width, String what) {
        if (s.codePointCount(0, s.length()) > width) {
            throw new IllegalArgumentException("the " + what + " " + clean(s) + " does not fit the " + width
                    + " columns of a TRF file");
        }
        return right(s, width);
    }

    /** Exactly {@code width} characters, the text blank-padded on the left or cut to its last ones. */
    private static String right(String s, int width) {
        int[] cps = clean(s).codePoints().toArray();
        if (cps.length >= width) {
            return new String(cps, cps.length - width, width);
        }
        return " ".repeat(width - cps.length) + new String(cps, 0, cps.length);
    }

    /** Exactly {@code width} characters, the text blank-padded on the right or cut to its first ones. */
    private static String left(String s, int width) {
        int[] cps = clean(s).codePoints().toArray();
        if (cps.length >= width) {
            return new String(cps, 0, width);
        }
        return new String(cps, 0, cps.length) + " ".repeat(width - cps.length);
    }
}

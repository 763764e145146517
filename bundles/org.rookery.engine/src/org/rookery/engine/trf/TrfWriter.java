// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

/** Writes a {@link TrfDocument} in the fixed columns the format prescribes. */
public final class TrfWriter {

    private TrfWriter() {
    }

    /** The whole file, each line ended by the document's line ending. */
    public static String write(TrfDocument doc) {
        StringBuilder out = new StringBuilder();
        for (TrfDocument.Line line : doc.lines()) {
            switch (line) {
                case TrfDocument.TagLine t -> out.append(t.code()).append(t.text());
                case TrfDocument.PlayerLine p -> out.append(playerLine(p.player()));
            }
            out.append(doc.lineEnding());
        }
        return out.toString();
    }

    /** One {@code 001} line, without a line ending. */
    public static String playerLine(TrfPlayer p) {
        StringBuilder b = new StringBuilder("001");
        put(b, 5, right(Integer.toString(p.rank()), 4));
        put(b, 10, left(p.sex(), 1));
        put(b, 11, right(p.title(), 3));
        put(b, 15, left(p.name(), 33));
        put(b, 49, p.rating() == 0 ? "    " : right(Integer.toString(p.rating()), 4));
        put(b, 54, left(p.federation(), 3));
        put(b, 58, right(p.fideId(), 11));
        put(b, 70, left(p.birth(), 10));
        put(b, 81, right(p.points(), 4));
        put(b, 86, p.place() == 0 ? "    " : right(Integer.toString(p.place()), 4));
        int col = TrfReader.FIRST_ROUND_COLUMN;
        for (TrfGame g : p.games()) {
            if (g.isEmpty()) {
                put(b, col, "        ");
            } else {
                put(b, col, (g.opponent() == 0 ? "0000" : right(Integer.toString(g.opponent()), 4)) + " " + g.colour() + " " + g.result());
            }
            col += TrfReader.ROUND_WIDTH;
        }
        return b.toString().stripTrailing();
    }

    private static void put(StringBuilder b, int column, String text) {
        while (b.length() < column - 1) {
            b.append(' ');
        }
        b.setLength(column - 1);
        b.append(text);
    }

    private static String right(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    private static String left(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}

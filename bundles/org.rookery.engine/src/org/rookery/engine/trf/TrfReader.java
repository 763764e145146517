// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a TRF file. Player lines ({@code 001}) are read by the fixed columns of the format;
 * every other line is kept verbatim. Lines may end in CR, LF or CRLF. Result codes are those of
 * TRF-2026 and of TRF-16 ({@code 1 0 = + - W D L H F U Z}, blank for a round not yet played).
 */
public final class TrfReader {

    /** Where a player line's rounds start (column 92, from 1) and how wide each round is. */
    static final int FIRST_ROUND_COLUMN = 92;
    static final int ROUND_WIDTH = 10;
    private static final String RESULTS = "10=+-WDLHFUZ ";
    /** The blank columns between the fields of a player line before its rounds. */
    private static final int[] GAPS = {9, 14, 48, 53, 57, 69, 80, 85, 90, 91};

    private TrfReader() {
    }

    /**
     * Parses a whole file as it is on disk: UTF-8 (a byte-order mark is skipped); a byte
     * sequence that is not UTF-8 is an error at its line and column.
     */
    public static TrfDocument read(byte[] bytes) throws TrfParseException {
        return read(TrfText.decode(bytes));
    }

    /**
     * Parses a whole file. Columns are counted in characters (Unicode code points), so a name
     * with a character outside the Basic Multilingual Plane keeps the columns after it in place.
     * Besides each line's own fields the file as a whole is checked ({@link TrfChecks}): it has
     * players, their starting ranks are unique, every opponent is in the file and both players'
     * lines tell the same game, and each player's points add up.
     */
    public static TrfDocument read(String text) throws TrfParseException {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        String ending = text.contains("\r\n") ? "\r\n" : text.indexOf('\r') >= 0 ? "\r" : "\n";
        String[] raw = text.split("\r\n|\r|\n", -1);
        List<TrfDocument.Line> lines = new ArrayList<>();
        int count = raw.length;
        if (count > 0 && raw[count - 1].isEmpty()) {
            count--;
        }
        for (int i = 0; i < count; i++) {
            String line = raw[i];
            int no = i + 1;
            int[] cps = TrfText.codePoints(line, no);
            if (line.isBlank()) {
                lines.add(new TrfDocument.TagLine("", line));
                continue;
            }
            if (cps.length < 3) {
                throw new TrfParseException(no, 1, "a three-character line code (e.g. 001, 012, XXR)", line);
            }
            String code = new String(cps, 0, 3);
            if (code.equals("001")) {
                lines.add(new TrfDocument.PlayerLine(player(cps, no)));
            } else {
                lines.add(new TrfDocument.TagLine(code, new String(cps, 3, cps.length - 3)));
            }
        }
        TrfDocument doc = new TrfDocument(lines, ending);
        TrfChecks.check(doc, count);
        return doc;
    }

    private static TrfPlayer player(int[] line, int no) throws TrfParseException {
        TrfText.noTabs(line, no);
        if (line.length > 3 && line[3] != ' ') {
            throw new TrfParseException(no, 4, "a space after the code 001", new String(line, 3, 1));
        }
        for (int gap : GAPS) {
            if (charAt(line, gap) != ' ') {
                // a character here means the fields around it have moved: a column shift
                throw new TrfParseException(no, gap, "a blank in column " + gap + " between two fields (are the columns shifted?)",
                        Character.toString(charAt(line, gap)));
            }
        }
        int rank = number(line, no, 5, 8, "the starting rank (columns 5-8)", false);
        if (rank < 1) {
            throw new TrfParseException(no, 5, "a starting rank of 1 or more (columns 5-8)", field(line, 5, 8));
        }
        String sex = field(line, 10, 10).trim();
        if (!sex.isEmpty() && !sex.equals("m") && !sex.equals("w") && !sex.equals("f")) {
            throw new TrfParseException(no, 10, "the sex (column 10): m, w or blank", sex);
        }
        String title = field(line, 11, 13).trim();
        String name = field(line, 15, 47).trim();
        int rating = number(line, no, 49, 52, "the rating (columns 49-52) or blanks", true);
        String fed = field(line, 54, 56).trim();
        String id = field(line, 58, 68).trim();
        if (!id.isEmpty() && !id.matches("\\d{1,11}")) {
            throw new TrfParseException(no, 58, "the FIDE id (columns 58-68): digits or blanks", id);
        }
        String birth = field(line, 70, 79).trim();
        TrfText.birthDate(birth, no, 70);
        if (line.length < 84) {
            throw new TrfParseException(no, line.length + 1, "the points (columns 81-84) such as 2.5; the line ends at column "
                    + line.length + ", cut short", null);
        }
        String points = field(line, 81, 84).trim();
        if (!points.matches("\\d{1,3}(\\.\\d)?")) {
            throw new TrfParseException(no, 81, "the points (columns 81-84) such as 2.5", points);
        }
        TrfText.notCutInside(line, no, 86, 89, "the rank (columns 86-89)");
        int place = number(line, no, 86, 89, "the rank (columns 86-89) or blanks", true);
        List<TrfGame> games = new ArrayList<>();
        for (int start = FIRST_ROUND_COLUMN; start <= line.length; start += ROUND_WIDTH) {
            games.add(game(line, no, start));
            int gap = start + 8;
            if (gap <= line.length && !field(line, gap, Math.min(gap + 1, line.length)).isBlank()) {
                throw new TrfParseException(no, gap, "two blanks between rounds", field(line, gap, gap + 1));
            }
        }
        return new TrfPlayer(rank, sex, title, name, rating, fed, id, birth, points, place, games);
    }

    private static TrfGame game(int[] line, int no, int start) throws TrfParseException {
        String block = field(line, start, start + 7);
        if (block.isBlank()) {
            return TrfGame.EMPTY;
        }
        int round = (start - FIRST_ROUND_COLUMN) / ROUND_WIDTH + 1;
        if (line.length < start + 5) {
            // the opponent without a colour: what the line had after it is lost
            throw new TrfParseException(no, line.length + 1, "round " + round + "'s colour in column " + (start + 5)
                    + " (w, b or -); the line ends at column " + line.length + ", cut short", null);
        }
        String opp = field(line, start, start + 3).trim();
        int opponent;
        if (opp.isEmpty()) {
            opponent = 0;
        } else if (opp.matches("\\d+")) {
            opponent = Integer.parseInt(opp);
        } else {
            throw new TrfParseException(no, start, "round " + round + "'s opponent rank (4 digits, 0000 for none)", opp);
        }
        int colour = charAt(line, start + 5);
        if (colour == ' ') {
            colour = '-';
        }
        if (colour != 'w' && colour != 'b' && colour != '-') {
            if (colour == 'W' || colour == 'B') {
                colour = Character.toLowerCase(colour);
            } else {
                throw new TrfParseException(no, start + 5, "round " + round + "'s colour (w, b or -)", Character.toString(colour));
            }
        }
        int result = charAt(line, start + 7);
        if (RESULTS.indexOf(result) < 0) {
            throw new TrfParseException(no, start + 7,
                    "round " + round + "'s result (one of 1 0 = + - W D L H F U Z)", Character.toString(result));
        }
        if (charAt(line, start + 4) != ' ' || charAt(line, start + 6) != ' ') {
            int col = charAt(line, start + 4) != ' ' ? start + 4 : start + 6;
            throw new TrfParseException(no, col, "a blank inside round " + round, Character.toString(charAt(line, col)));
        }
        if (opp.length() > 4 || opponent > 9999) {
            throw new TrfParseException(no, start, "round " + round + "'s opponent rank (4 digits, 0000 for none)", opp);
        }
        return new TrfGame(opponent, (char) colour, (char) result);
    }

    private static int number(int[] line, int no, int from, int to, String what, boolean blankIsZero)
            throws TrfParseException {
        TrfText.notCutInside(line, no, from, to, what);
        String f = field(line, from, to).trim();
        if (f.isEmpty()) {
            if (blankIsZero) {
                return 0;
            }
            throw new TrfParseException(no, from, what, "");
        }
        if (!f.matches("\\d{1,9}")) {
            throw new TrfParseException(no, from, what, f);
        }
        return Integer.parseInt(f);
    }

    /** Columns from..to (from 1, inclusive, in code points), blank-padded past the line's end. */
    static String field(String line, int from, int to) {
        return field(line.codePoints().toArray(), from, to);
    }

    /** Columns from..to (from 1, inclusive) of a line's code points, blank-padded past its end. */
    static String field(int[] line, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int c = from; c <= to; c++) {
            b.appendCodePoint(charAt(line, c));
        }
        return b.toString();
    }

    private static int charAt(int[] line, int column) {
        return column - 1 < line.length ? line[column - 1] : ' ';
    }
}

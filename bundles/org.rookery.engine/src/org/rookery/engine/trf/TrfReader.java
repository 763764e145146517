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

    private TrfReader() {
    }

    /** Parses a whole file. */
    public static TrfDocument read(String text) throws TrfParseException {
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
            if (line.isBlank()) {
                lines.add(new TrfDocument.TagLine("", line));
                continue;
            }
            if (line.length() < 3) {
                throw new TrfParseException(no, 1, "a three-character line code (e.g. 001, 012, XXR)", line);
            }
            String code = line.substring(0, 3);
            if (code.equals("001")) {
                lines.add(new TrfDocument.PlayerLine(player(line, no)));
            } else {
                lines.add(new TrfDocument.TagLine(code, line.substring(3)));
            }
        }
        return new TrfDocument(lines, ending);
    }

    private static TrfPlayer player(String line, int no) throws TrfParseException {
        if (line.length() > 3 && line.charAt(3) != ' ') {
            throw new TrfParseException(no, 4, "a space after the code 001", String.valueOf(line.charAt(3)));
        }
        int rank = number(line, no, 5, 8, "the starting rank (columns 5-8)", false);
        if (rank < 1) {
            throw new TrfParseException(no, 5, "a starting rank of 1 or more (columns 5-8)", field(line, 5, 8));
        }
        String sex = field(line, 10, 10).trim();
        String title = field(line, 11, 13).trim();
        String name = field(line, 15, 47).trim();
        int rating = number(line, no, 49, 52, "the rating (columns 49-52) or blanks", true);
        String fed = field(line, 54, 56).trim();
        String id = field(line, 58, 68).trim();
        String birth = field(line, 70, 79).trim();
        String points = field(line, 81, 84).trim();
        if (!points.isEmpty() && !points.matches("\\d{1,3}(\\.\\d)?")) {
            throw new TrfParseException(no, 81, "the points (columns 81-84) such as 2.5", points);
        }
        int place = number(line, no, 86, 89, "the rank (columns 86-89) or blanks", true);
        List<TrfGame> games = new ArrayList<>();
        for (int start = FIRST_ROUND_COLUMN; start <= line.length(); start += ROUND_WIDTH) {
            games.add(game(line, no, start));
            int gap = start + 8;
            if (gap <= line.length() && !field(line, gap, Math.min(gap + 1, line.length())).isBlank()) {
                throw new TrfParseException(no, gap, "two blanks between rounds", field(line, gap, gap + 1));
            }
        }
        return new TrfPlayer(rank, sex, title, name, rating, fed, id, birth, points, place, games);
    }

    private static TrfGame game(String line, int no, int start) throws TrfParseException {
        String block = field(line, start, start + 7);
        if (block.isBlank()) {
            return TrfGame.EMPTY;
        }
        int round = (start - FIRST_ROUND_COLUMN) / ROUND_WIDTH + 1;
        String opp = field(line, start, start + 3).trim();
        int opponent;
        if (opp.isEmpty()) {
            opponent = 0;
        } else if (opp.matches("\\d+")) {
            opponent = Integer.parseInt(opp);
        } else {
            throw new TrfParseException(no, start, "round " + round + "'s opponent rank (4 digits, 0000 for none)", opp);
        }
        char colour = charAt(line, start + 5);
        if (colour == ' ') {
            colour = '-';
        }
        if (colour != 'w' && colour != 'b' && colour != '-') {
            if (colour == 'W' || colour == 'B') {
                colour = Character.toLowerCase(colour);
            } else {
                throw new TrfParseException(no, start + 5, "round " + round + "'s colour (w, b or -)", String.valueOf(colour));
            }
        }
        char result = charAt(line, start + 7);
        if (RESULTS.indexOf(result) < 0) {
            throw new TrfParseException(no, start + 7,
                    "round " + round + "'s result (one of 1 0 = + - W D L H F U Z)", String.valueOf(result));
        }
        if (charAt(line, start + 4) != ' ' || charAt(line, start + 6) != ' ') {
            int col = charAt(line, start + 4) != ' ' ? start + 4 : start + 6;
            throw new TrfParseException(no, col, "a blank inside round " + round, String.valueOf(charAt(line, col)));
        }
        return new TrfGame(opponent, colour, result);
    }

    private static int number(String line, int no, int from, int to, String what, boolean blankIsZero)
            throws TrfParseException {
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

    /** Columns from..to (from 1, inclusive), blank-padded past the line's end. */
    static String field(String line, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int c = from; c <= to; c++) {
            b.append(charAt(line, c));
        }
        return b.toString();
    }

    private static char charAt(String line, int column) {
        return column - 1 < line.length() ? line.charAt(column - 1) : ' ';
    }
}

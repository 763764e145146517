// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.trf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The character-level checks of a TRF file: its bytes are UTF-8, its lines hold no control
 * characters, its fields are not cut off by the end of a line, its dates are dates.
 */
final class TrfText {

    private TrfText() {
    }

    /** The text of a file's bytes; a sequence that is not UTF-8 is an error at its line and column. */
    static String decode(byte[] bytes) throws TrfParseException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            out.flip();
            String before = out.toString();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < before.length(); i++) {
                char c = before.charAt(i);
                if (c == '\n' || (c == '\r' && (i + 1 >= before.length() || before.charAt(i + 1) != '\n'))) {
                    line++;
                    lineStart = i + 1;
                }
            }
            int column = before.codePointCount(lineStart, before.length()) + 1;
            throw new TrfParseException(line, column, "text in UTF-8 (TRF files are UTF-8 text)",
                    String.format("the byte 0x%02X", bytes[in.position()] & 0xff));
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }

    /**
     * A line's code points, one per column; a control character (other than a tab) or a lone
     * surrogate is an error where it is, since it would move or hide the fields after it.
     */
    static int[] codePoints(String line, int no) throws TrfParseException {
        int[] cps = line.codePoints().toArray();
        for (int i = 0; i < cps.length; i++) {
            int c = cps[i];
            if (Character.getType(c) == Character.CONTROL && c != '\t' || c >= 0xD800 && c <= 0xDFFF) {
                throw new TrfParseException(no, i + 1, "a printable character", String.format("U+%04X", c));
            }
        }
        return cps;
    }

    /** A tab in a player line moves every column after it in an editor: refused where it is. */
    static void noTabs(int[] line, int no) throws TrfParseException {
        for (int i = 0; i < line.length; i++) {
            if (line[i] == '\t') {
                throw new TrfParseException(no, i + 1, "blanks, not a tab (player lines have fixed columns)", "a tab");
            }
        }
    }

    /**
     * A line that ends inside a right-aligned number has lost its last digits (a rating of 2679
     * cut to 26): an error, not a smaller number.
     */
    static void notCutInside(int[] line, int no, int from, int to, String what) throws TrfParseException {
        if (line.length >= from && line.length < to && !TrfReader.field(line, from, line.length).isBlank()) {
            throw new TrfParseException(no, line.length + 1, what + " to column " + to + "; the line ends at column "
                    + line.length + ", cut short", null);
        }
    }

    /** The birth date field: blank, a year, or YYYY/MM/DD (00 for an unknown month or day). */
    static void birthDate(String birth, int no, int column) throws TrfParseException {
        if (birth.isEmpty() || birth.matches("\\d{4}")) {
            return;
        }
        String expected = "the birth date (columns 70-79) as YYYY/MM/DD, a year, or blanks";
        if (!birth.matches("\\d{4}[/.-]\\d{2}[/.-]\\d{2}")) {
            throw new TrfParseException(no, column, expected, birth);
        }
        int year = Integer.parseInt(birth.substring(0, 4));
        int month = Integer.parseInt(birth.substring(5, 7));
        int day = Integer.parseInt(birth.substring(8, 10));
        boolean valid = year >= 1800 && year <= 2100 && month <= 12 && (month == 0 ? day == 0 : day <= daysIn(year, month));
        if (!valid) {
            throw new TrfParseException(no, column, expected + " (a real date)", birth);
        }
    }

    private static int daysIn(int year, int month) {
        return java.time.YearMonth.of(year, month).lengthOfMonth();
    }
}

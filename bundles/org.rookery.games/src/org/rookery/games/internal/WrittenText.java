// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

/**
 * Text from a game's headers and comments as the writers put it into a file. Headers and
 * comments may come from anywhere (another file, an event, a hand-typed name), and a line
 * break in one of them would start a line of its own: a fake tag, a move, a result. Every
 * writer therefore writes single-line text through {@link #line(String)}; letters of any
 * script are kept as they are.
 */
final class WrittenText {

    private WrittenText() {
    }

    /** The text with each control character (line breaks, tabs, escapes) written as a blank. */
    static String line(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.appendCodePoint(control(c) ? ' ' : c));
        return b.toString();
    }

    /** The lines of a comment that may span several, each without control characters. */
    static String[] lines(String s) {
        String[] parts = s.split("\r\n|\r|\n|\u2028|\u2029", -1);
        for (int i = 0; i < parts.length; i++) {
            parts[i] = line(parts[i]);
        }
        return parts;
    }

    /** A PGN tag value between its double quotes: backslash and quote escaped, on one line. */
    static String pgnValue(String s) {
        return line(s).replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /**
     * A PGN tag name: letters, digits and underscores, anything else written as an underscore
     * (a blank, bracket or quote in a name would end the tag early).
     */
    static String pgnName(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.appendCodePoint(Character.isLetterOrDigit(c) || c == '_' ? c : '_'));
        return b.isEmpty() ? "_" : b.toString();
    }

    /** A PGN or BPGN brace comment: line breaks are allowed inside one, other control characters are not. */
    static String pgnComment(String s) {
        String[] parts = lines(s);
        return String.join("\n", parts);
    }

    private static boolean control(int c) {
        return Character.getType(c) == Character.CONTROL || c == 0x2028 || c == 0x2029;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

import java.util.ArrayList;
import java.util.List;

import org.rookery.games.internal.PgnToken.Kind;

/**
 * Splits PGN (and BPGN) text into tokens: tag brackets, strings with {@code \"} and {@code \\}
 * escapes, symbols (moves, move numbers, results), brace and rest-of-line comments, NAGs and
 * variation parentheses. A line starting with {@code %} is an escape and skipped, as the PGN
 * standard says.
 */
final class PgnTokenizer {

    private final SourceText source;
    private final String s;
    private int pos;

    PgnTokenizer(SourceText source) {
        this.source = source;
        this.s = source.text();
    }

    List<PgnToken> tokens() {
        List<PgnToken> out = new ArrayList<>();
        while (true) {
            skipBlank();
            if (pos >= s.length()) {
                out.add(new PgnToken(Kind.END, "", pos));
                return out;
            }
            char c = s.charAt(pos);
            int start = pos;
            switch (c) {
                case '[' -> {
                    pos++;
                    out.add(new PgnToken(Kind.TAG_OPEN, "[", start));
                }
                case ']' -> {
                    pos++;
                    out.add(new PgnToken(Kind.TAG_CLOSE, "]", start));
                }
                case '(' -> {
                    pos++;
                    out.add(new PgnToken(Kind.VARIATION_OPEN, "(", start));
                }
                case ')' -> {
                    pos++;
                    out.add(new PgnToken(Kind.VARIATION_CLOSE, ")", start));
                }
                case '"' -> out.add(new PgnToken(Kind.STRING, string(), start));
                case '{' -> {
                    int end = s.indexOf('}', pos + 1);
                    if (end < 0) {
                        throw source.error(start, "expected '}' to close the comment opened here");
                    }
                    // Line breaks inside a comment only wrap the text; they carry no meaning.
                    out.add(new PgnToken(Kind.COMMENT, s.substring(pos + 1, end).strip().replaceAll("\\s+", " "), start));
                    pos = end + 1;
                }
                case ';' -> {
                    int end = s.indexOf('\n', pos);
                    end = end < 0 ? s.length() : end;
                    out.add(new PgnToken(Kind.COMMENT, s.substring(pos + 1, end).strip(), start));
                    pos = end;
                }
                case '$' -> {
                    pos++;
                    int digits = pos;
                    while (pos < s.length() && Character.isDigit(s.charAt(pos)) && pos - digits < 3) {
                        pos++;
                    }
                    if (pos == digits) {
                        throw source.error(start, "expected digits after '$' (a NAG such as $1)");
                    }
                    out.add(new PgnToken(Kind.NAG, s.substring(digits, pos), start));
                }
                default -> {
                    if (!symbolChar(c)) {
                        throw source.error(start, "unexpected character " + describe(c));
                    }
                    while (pos < s.length() && symbolChar(s.charAt(pos))) {
                        pos++;
                    }
                    out.add(new PgnToken(Kind.SYMBOL, s.substring(start, pos), start));
                }
            }
        }
    }

    private static String describe(char c) {
        return Character.isISOControl(c) ? String.format("U+%04X", (int) c) : "'" + c + "'";
    }

    private static boolean symbolChar(char c) {
        return c > ' ' && c < 0x7f && "[](){};\"$".indexOf(c) < 0;
    }

    private String string() {
        int start = pos;
        pos++;
        StringBuilder b = new StringBuilder();
        while (pos < s.length()) {
            char c = s.charAt(pos++);
            if (c == '"') {
                return b.toString();
            }
            if (c == '\n') {
                break;
            }
            if (c == '\\' && pos < s.length() && (s.charAt(pos) == '"' || s.charAt(pos) == '\\')) {
                c = s.charAt(pos++);
            }
            b.append(c);
        }
        throw source.error(start, "expected '\"' to close the string opened here on the same line");
    }

    private void skipBlank() {
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c == '%' && (pos == 0 || s.charAt(pos - 1) == '\n')) {
                int end = s.indexOf('\n', pos);
                pos = end < 0 ? s.length() : end;
            } else if (Character.isWhitespace(c) || c == '\uFEFF') {
                pos++;
            } else {
                return;
            }
        }
    }
}

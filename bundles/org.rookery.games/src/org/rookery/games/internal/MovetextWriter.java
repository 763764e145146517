// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

/** Joins movetext tokens into lines of at most 79 characters, as the PGN export format asks. */
final class MovetextWriter {

    private static final int WIDTH = 79;

    private final StringBuilder out = new StringBuilder();
    private int lineLength;
    private boolean afterOpen;

    /** Opens a variation: the next token follows the parenthesis without a space. */
    void open() {
        token("(");
        afterOpen = true;
    }

    /** Closes a variation right after the last token. */
    void close() {
        if (lineLength + 1 > WIDTH) {
            out.append('\n');
            lineLength = 0;
        }
        out.append(')');
        lineLength++;
    }

    void token(String token) {
        if (afterOpen) {
            afterOpen = false;
            if (lineLength + token.length() <= WIDTH) {
                out.append(token);
                lineLength += token.length();
                return;
            }
        }
        if (lineLength > 0 && lineLength + 1 + token.length() > WIDTH) {
            out.append('\n');
            lineLength = 0;
        }
        if (lineLength > 0) {
            out.append(' ');
            lineLength++;
        }
        out.append(token);
        lineLength += token.length();
    }

    static String comment(String text) {
        if (text.indexOf('}') >= 0) {
            throw new IllegalArgumentException("a PGN comment cannot contain '}': " + text);
        }
        return "{" + WrittenText.pgnComment(text) + "}";
    }

    @Override
    public String toString() {
        return out.toString();
    }
}

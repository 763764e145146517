// SPDX-License-Identifier: EPL-2.0
package org.rookery.games.internal;

/**
 * A token of PGN or BPGN text.
 *
 * @param kind what it is
 * @param text its text (a comment's or string's content without delimiters)
 * @param offset where it starts in the file
 */
record PgnToken(Kind kind, String text, int offset) {

    enum Kind {
        TAG_OPEN, TAG_CLOSE, STRING, SYMBOL, COMMENT, NAG, VARIATION_OPEN, VARIATION_CLOSE, END
    }

    boolean is(Kind k) {
        return kind == k;
    }
}

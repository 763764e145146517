// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board;

import org.rookery.rules.Rules;

/**
 * How a board looks and names its squares, read from the rules alone so that a new variant gets
 * a board without UI code: shogi-family rules (positions written in SFEN) get wooden
 * pentagon pieces with kanji, files numbered 9 to 1 from the left and ranks 一 to 九 from the
 * top; everything else gets western pieces with files a, b, c... and ranks from the bottom.
 */
public enum BoardStyle {
    /** Chess-family boards: chequered squares, western pieces, algebraic coordinates. */
    WESTERN,
    /** Shogi-family boards: one-coloured grid, kanji pieces, gote's pieces turned round. */
    JAPANESE;

    private static final String[] KANJI_NUMERALS = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};

    /** The style for a variant's rules. */
    public static BoardStyle of(Rules rules) {
        return "SFEN".equalsIgnoreCase(rules.positionFormat().name()) ? JAPANESE : WESTERN;
    }

    /** The label of a file (column index from the left of the grid as White/sente sees it). */
    public String fileLabel(int file, int files) {
        return this == JAPANESE ? Integer.toString(files - file) : String.valueOf((char) ('a' + file));
    }

    /** The label of a printed rank number, given the grid's first and last printed rank. */
    public String rankLabel(int rank, int firstRank, int lastRank) {
        if (this == JAPANESE) {
            int fromTop = lastRank - rank;
            return fromTop < KANJI_NUMERALS.length ? KANJI_NUMERALS[fromTop] : Integer.toString(fromTop + 1);
        }
        return Integer.toString(rank);
    }
}

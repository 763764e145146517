// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.internal;

/**
 * The int encoding of moves used in the hot path: bits 0-9 destination cell, 10-19 origin
 * cell (the dropped type for drops), 20-24 promotion type + 1 (the castling rule index for
 * castling), 25-27 kind. Codes are only meaningful for the position that produced them.
 */
public final class MoveCodes {

    public static final int NORMAL = 0;
    public static final int DOUBLE_STEP = 1;
    public static final int EN_PASSANT = 2;
    public static final int CASTLING = 3;
    public static final int DROP = 4;
    public static final int NULL_MOVE = 5;

    private MoveCodes() {
    }

    /** Packs a move. */
    public static int encode(int kind, int from, int to, int extra) {
        return (kind << 25) | (extra << 20) | (from << 10) | to;
    }

    /** The destination cell. */
    public static int to(int code) {
        return code & 0x3FF;
    }

    /** The origin cell (or dropped type). */
    public static int from(int code) {
        return (code >>> 10) & 0x3FF;
    }

    /** The promotion type + 1, or the castling rule index. */
    public static int extra(int code) {
        return (code >>> 20) & 0x1F;
    }

    /** The kind. */
    public static int kind(int code) {
        return (code >>> 25) & 0x7;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/** The colour of a side; in shogi White is gote and Black is sente. */
public enum Colour {
    WHITE, BLACK;

    /** The other colour. */
    public Colour opposite() {
        return this == WHITE ? BLACK : WHITE;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/**
 * A piece type of a variant.
 *
 * @param letter the letter formats and notation use, {@code +} first for a promoted shogi piece
 * @param name the piece's name in English
 * @param startCount how many of them each side starts with
 * @param royal whether it is the king (capturing it is not a capture that scores)
 */
public record PieceDescriptor(String letter, String name, int startCount, boolean royal) {

    public PieceDescriptor {
        Checks.present(letter, "piece letter");
        Checks.present(name, "piece name");
        Checks.atLeast(startCount, 0, "start count");
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.board.model;

import org.rookery.rules.Color;
import org.rookery.rules.Rules;

/**
 * What players call the two sides: White and Black, or Sente and Gote for variants written in
 * SFEN, where the side that moves first ({@link Color#WHITE} in the API) is sente.
 *
 * @param first the name of the side that moves first
 * @param second the name of the other side
 */
public record SideNames(String first, String second) {

    /** The names for a variant. */
    public static SideNames of(Rules rules) {
        return "SFEN".equalsIgnoreCase(rules.positionFormat().name()) ? new SideNames("Sente", "Gote") : new SideNames("White", "Black");
    }

    /** The name of a side. */
    public String name(Color side) {
        return side == Color.WHITE ? first : second;
    }
}

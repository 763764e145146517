// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import org.rookery.engine.event.EventState;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;

/**
 * What the variant of an event calls its two sides, and whether the boards of a match are linked
 * (captured men pass to the partner's board), as its variant declares them.
 */
record Sides(String white, String black, boolean linked) {

    static Sides of(EventState state) {
        return state.bound().map(b -> new Sides(b.variant().sideName(Color.WHITE), b.variant().sideName(Color.BLACK),
                b.rules().captured() == CapturedPieces.TO_PARTNER)).orElse(new Sides("White", "Black", false));
    }
}

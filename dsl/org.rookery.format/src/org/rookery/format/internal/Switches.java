// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.rookery.format.format.IllegalMove;
import org.rookery.format.format.OnOff;
import org.rookery.format.format.SideRole;

/**
 * Reading a switch: written alone it is on; {@code true} and {@code false} read as on and off.
 * Also the side an illegal-move setting names, written as a side or as player and opponent.
 */
public final class Switches {

    private Switches() {
    }

    /** Whether a switch with this (possibly absent) value is on. */
    public static boolean on(OnOff value) {
        return value != OnOff.OFF && value != OnOff.FALSE;
    }

    /**
     * The side whose illegal moves {@code setting} scores: {@code by player} is the scoring side
     * (the player whose score it is), {@code by opponent} the stopping side.
     */
    public static SideRole illegalMoveRole(IllegalMove setting) {
        return setting.isOpponent() ? SideRole.STOPPING : setting.isPlayer() ? SideRole.SCORING : setting.getSide();
    }
}

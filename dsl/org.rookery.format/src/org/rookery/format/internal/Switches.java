// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.internal;

import org.rookery.format.format.OnOff;

/** Reading a switch: written alone it is on; {@code true} and {@code false} read as on and off. */
public final class Switches {

    private Switches() {
    }

    /** Whether a switch with this (possibly absent) value is on. */
    public static boolean on(OnOff value) {
        return value != OnOff.OFF && value != OnOff.FALSE;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.util.OptionalLong;

/** Argument checks shared by the fact records. */
final class FactChecks {

    private FactChecks() {
    }

    static void require(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("the " + what + " is missing");
        }
    }

    static void notNegative(OptionalLong ms, String what) {
        if (ms.isPresent() && ms.getAsLong() < 0) {
            throw new IllegalArgumentException("the " + what + " reading must not be negative");
        }
    }

    /** A move count: absent, or not negative. */
    static java.util.OptionalInt moves(java.util.OptionalInt moves) {
        java.util.OptionalInt m = moves == null ? java.util.OptionalInt.empty() : moves;
        if (m.isPresent() && m.getAsInt() < 0) {
            throw new IllegalArgumentException("the move count must not be negative (" + m.getAsInt() + ")");
        }
        return m;
    }
}

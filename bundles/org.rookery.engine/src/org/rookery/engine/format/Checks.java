// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Objects;

/** Argument checks shared by the format records, so every invariant fails with a sentence. */
final class Checks {

    private Checks() {
    }

    static <T> T present(T value, String what) {
        return Objects.requireNonNull(value, () -> what + " is required");
    }

    static int atLeast(int value, int min, String what) {
        if (value < min) {
            throw new IllegalArgumentException(what + " must be at least " + min + ", not " + value);
        }
        return value;
    }

    static Duration notNegative(Duration value, String what) {
        present(value, what);
        if (value.isNegative()) {
            throw new IllegalArgumentException(what + " must not be negative, not " + value);
        }
        return value;
    }

    static BigDecimal number(BigDecimal value, String what) {
        return present(value, what);
    }
}

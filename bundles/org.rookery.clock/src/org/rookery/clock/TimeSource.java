// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.util.function.LongSupplier;

/**
 * Where a {@link GameClock} reads the time: a monotonic count of milliseconds whose origin does
 * not matter (only differences are used). Tests and journal replays use a
 * {@link ManualTimeSource}; a running event uses {@link #system()}.
 */
@FunctionalInterface
public interface TimeSource extends LongSupplier {

    /** The current time in milliseconds, never smaller than an earlier answer. */
    long millis();

    @Override
    default long getAsLong() {
        return millis();
    }

    /** The machine's monotonic timer, in milliseconds (not the wall clock, which may jump). */
    static TimeSource system() {
        return () -> System.nanoTime() / 1_000_000L;
    }

    /** A time source that asks {@code supplier}, for callers that already hold one. */
    static TimeSource of(LongSupplier supplier) {
        return supplier::getAsLong;
    }
}

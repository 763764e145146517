// SPDX-License-Identifier: EPL-2.0
package org.rookery.clock;

import java.time.Duration;

/**
 * A time source that moves only when told to: for tests (which never sleep) and for driving a
 * clock through recorded timestamps. Not thread-safe; one owner moves it.
 */
public final class ManualTimeSource implements TimeSource {

    private long now;

    /** A source that starts at {@code start} milliseconds. */
    public ManualTimeSource(long start) {
        this.now = start;
    }

    /** A source that starts at 0. */
    public ManualTimeSource() {
        this(0);
    }

    @Override
    public long millis() {
        return now;
    }

    /** Moves the time forward by {@code millis}. */
    public ManualTimeSource advance(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("time cannot go back: advance by " + millis + " ms");
        }
        now += millis;
        return this;
    }

    /** Moves the time forward by {@code d}. */
    public ManualTimeSource advance(Duration d) {
        return advance(d.toMillis());
    }

    /** Sets the time to {@code millis}, which may not be earlier than now. */
    public ManualTimeSource set(long millis) {
        if (millis < now) {
            throw new IllegalArgumentException("time cannot go back from " + now + " ms to " + millis + " ms");
        }
        now = millis;
        return this;
    }
}

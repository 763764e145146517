// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.arbiter.clock.ClockText;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.Byoyomi;
import org.rookery.clock.Delay;
import org.rookery.clock.Increment;
import org.rookery.clock.SideControl;

/** Controls typed by the arbiter, and how a face writes time. */
class PresetsTest {

    @Test
    void typedControlsBecomeClocks() {
        SideControl fischer = Presets.parse("3+2").spec().first();
        assertEquals(180_000, fischer.initialMainMillis());
        assertEquals(Optional.of(new Increment(2_000, 1)), fischer.increment());
        assertEquals(Optional.of(new Delay(5_000, Delay.Kind.BRONSTEIN)), Presets.parse("25 b5").spec().first().delay());
        assertEquals(Optional.of(new Delay(5_000, Delay.Kind.SIMPLE)), Presets.parse("25 d5").spec().first().delay());
        SideControl byo = Presets.parse("0 byo 1x30").spec().second();
        assertEquals(0, byo.initialMainMillis());
        assertEquals(Optional.of(new Byoyomi(30_000, 1)), byo.byoyomi());
        assertEquals("10 min + byoyomi 5 \u00d7 30 s", Presets.parse("10 byo 5x30").description());
    }

    @Test
    void controlsThatCannotRunAreRefusedWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Presets.parse("five")).getMessage()
                .contains("e.g. 5, 3+2"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Presets.parse("0")).getMessage()
                .contains("needs byoyomi"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Presets.parse("10 d5 byo 5x30")).getMessage()
                .contains("cannot be combined"));
    }

    @Test
    void facesWriteTenthsUnderTenSeconds() {
        assertEquals("9.9", ClockText.time(9_999));
        assertEquals("0:10", ClockText.time(10_000));
        assertEquals("59:59", ClockText.time(3_599_999));
        assertEquals("1:00:00", ClockText.time(3_600_000));
        assertEquals("0.0", ClockText.time(0));
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.clock.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rookery.ui.clock.internal.AdjustDialog;

/** Amounts typed in the adjustment dialog. */
class AdjustmentAmountsTest {

    @Test
    void adjustmentAmounts() {
        assertEquals(90_000, AdjustDialog.parseMillis("1:30"));
        assertEquals(90_000, AdjustDialog.parseMillis("0:01:30"));
        assertEquals(-30_000, AdjustDialog.parseMillis("-30"));
        assertEquals(2_500, AdjustDialog.parseMillis("2.5"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AdjustDialog.parseMillis("two minutes"))
                .getMessage().contains("not an amount of time"));
    }
}

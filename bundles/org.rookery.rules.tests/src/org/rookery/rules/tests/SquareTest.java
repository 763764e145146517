// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.rules.Square;

class SquareTest {

    @ParameterizedTest
    @ValueSource(strings = {"a1", "e4", "h8", "d0", "e9", "j10", "i9"})
    void namesRoundTrip(String name) {
        assertEquals(name, Square.parse(name).toString());
    }

    @org.junit.jupiter.api.Test
    void giraffeSquareD0IsFileThreeRankZero() {
        assertEquals(new Square(3, 0), Square.parse("d0"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "e", "E4", "4e", "e04", "e4x", "e100"})
    void rejectsMalformedNamesSayingWhy(String name) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Square.parse(name));
        assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rookery.rules.Square;

class SquareTest {
    @ParameterizedTest
    @ValueSource(strings = {"a1", "e4", "d0", "j10"})
    void namesRoundTrip(String name) {
        assertEquals(name, Square.parse(name).toString());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.rules.BoardShape;
import org.rookery.rules.Color;
import org.rookery.rules.Square;

/** Board shapes: rectangles, holes and relative ranks. */
class BoardShapeTest {

    static BoardShape giraffe() {
        List<Square> holes = new ArrayList<>();
        for (int f = 0; f < 8; f++) {
            if (f != 3 && f != 4) {
                holes.add(new Square(f, 0));
                holes.add(new Square(f, 9));
            }
        }
        return BoardShape.withHoles(8, 10, 0, holes);
    }

    @Test
    void giraffeGridHas68Cells() {
        BoardShape s = giraffe();
        assertEquals(68, s.squares().size());
        assertTrue(s.contains(Square.parse("d0")) && s.contains(Square.parse("e9")));
        assertFalse(s.contains(Square.parse("a0")));
        assertFalse(s.contains(Square.parse("a10")));
        assertTrue(s.isHole(0, 0));
        assertEquals(10, s.relativeRank(Square.parse("e9"), Color.WHITE));
        assertEquals(1, s.relativeRank(Square.parse("e9"), Color.BLACK));
    }

    @Test
    void rectanglesUpToSixteen() {
        assertEquals(144, BoardShape.rectangle(12, 12).squares().size());
        assertEquals(Square.parse("a1"), BoardShape.rectangle(9, 9).squares().get(0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardShape.rectangle(17, 8));
        assertTrue(e.getMessage().contains("17x8"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BoardShape.withHoles(8, 8, 1, List.of(Square.parse("i1"))));
    }
}

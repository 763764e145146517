// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Atom;
import org.rookery.rules.Movement;

/** The Betza-like movement parser. */
class MovementTest {

    private static Set<String> vectors(String betza) {
        return Movement.parse(betza).atoms().stream().map(a -> a.dx() + "," + a.dy()).collect(Collectors.toSet());
    }

    @Test
    void giraffeIsTheOneThreeLeaper() {
        List<Atom> atoms = Movement.parse("C").atoms();
        assertEquals(8, atoms.size());
        assertTrue(atoms.stream().allMatch(a -> a.isLeap() && Math.abs(a.dx() * a.dy()) == 3));
    }

    @Test
    void guardianIsARangeTwoQueen() {
        List<Atom> atoms = Movement.parse("Q2").atoms();
        assertEquals(8, atoms.size());
        assertTrue(atoms.stream().allMatch(a -> a.range() == 2 && a.move() && a.capture()));
    }

    @Test
    void chessPawnHasMoveOnlyStepCaptureOnlyDiagonalsAndALameInitialDoubleStep() {
        List<Atom> atoms = Movement.parse("fmWfcFifmnD").atoms();
        assertEquals(4, atoms.size());
        assertTrue(atoms.contains(new Atom(0, 1, 1, true, false, false, false)));
        assertTrue(atoms.contains(new Atom(1, 1, 1, false, true, false, false)));
        assertTrue(atoms.contains(new Atom(-1, 1, 1, false, true, false, false)));
        assertTrue(atoms.contains(new Atom(0, 2, 1, true, false, true, true)));
    }

    @Test
    void shogiPiecesFromRulesSection53() {
        assertEquals(Set.of("1,0", "-1,0", "0,1", "0,-1", "1,1", "-1,1"), vectors("WfF"));
        assertEquals(Set.of("1,1", "-1,1", "1,-1", "-1,-1", "0,1"), vectors("FfW"));
        assertEquals(Set.of("1,2", "-1,2"), vectors("fN"));
        assertEquals(Set.of("0,1"), vectors("fR"));
        assertEquals(0, Movement.parse("fR").atoms().get(0).range());
        assertEquals(8, Movement.parse("NN").atoms().size());
        assertEquals(0, Movement.parse("NN").atoms().get(0).range(), "a doubled leaper is a rider");
    }

    @Test
    void errorsNameTheTextAndPosition() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Movement.parse("fX"));
        assertTrue(e.getMessage().contains("'X'") && e.getMessage().contains("'fX'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Movement.parse("N3"));
        assertTrue(e.getMessage().contains("rider"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Movement.parse("fm"));
        assertThrows(IllegalArgumentException.class, () -> new Atom(0, 0, 1, true, true, false, false));
    }
}

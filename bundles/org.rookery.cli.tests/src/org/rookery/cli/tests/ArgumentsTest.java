// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Arguments;
import org.rookery.cli.UsageException;

class ArgumentsTest {

    private static Arguments parse(String... args) throws UsageException {
        return Arguments.parse("perft", List.of(args), Set.of("variant", "fen", "depth"), Set.of("divide"));
    }

    @Test
    void readsOptionsFlagsAndPositionalWords() throws UsageException {
        Arguments a = parse("--variant", "giraffe", "--depth=3", "--divide", "extra");
        assertEquals("giraffe", a.option("variant"));
        assertEquals(3, a.intOption("depth", 1, 10, null));
        assertTrue(a.flag("divide"));
        assertNull(a.option("fen"));
        assertEquals(List.of("extra"), a.positional());
    }

    @Test
    void aValueMayStartWithADashOrHoldSpaces() throws UsageException {
        Arguments a = parse("--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "--variant", "-x");
        assertEquals("8/8/8/8/8/8/8/K6k w - - 0 1", a.option("fen"));
        assertEquals("-x", a.option("variant"));
    }

    @Test
    void doubleDashEndsOptions() throws UsageException {
        Arguments a = parse("--", "--divide");
        assertFalse(a.flag("divide"));
        assertEquals(List.of("--divide"), a.positional());
    }

    @Test
    void errorsNameTheOptionAndTheProblem() {
        assertEquals("perft: unknown option --dept", assertThrows(UsageException.class, () -> parse("--dept", "3")).getMessage());
        assertEquals("perft: --depth needs a value", assertThrows(UsageException.class, () -> parse("--depth")).getMessage());
        assertEquals("perft: --divide takes no value", assertThrows(UsageException.class, () -> parse("--divide=yes")).getMessage());
        assertEquals("perft: --depth is given twice", assertThrows(UsageException.class, () -> parse("--depth", "1", "--depth", "2")).getMessage());
        assertEquals("perft: --depth must be a whole number, not 'x'",
                assertThrows(UsageException.class, () -> parse("--depth", "x").intOption("depth", 1, 10, null)).getMessage());
        assertEquals("perft: --depth must be between 1 and 10, not 11",
                assertThrows(UsageException.class, () -> parse("--depth", "11").intOption("depth", 1, 10, null)).getMessage());
        assertEquals("perft: --variant is required", assertThrows(UsageException.class, () -> parse().required("variant")).getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.IllegalMoveCounter;
import org.rookery.rules.Outcome;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantOptions;
import org.rookery.rules.internal.DynamicVariantRegistry;

/** Typed options, the registry implementation and the illegal-move tally. */
class OptionsAndRegistryTest {

    static final VariantOption<Integer> LIMIT = VariantOption.integer("limit", 50, 0, 100, "a limit");
    static final VariantOption<String> MODE = VariantOption.choice("mode", "a", List.of("a", "b"), "a mode");
    static final VariantOption<List<Integer>> RANKS = VariantOption.intSet("ranks", List.of(1, 7, 8), 1, 8, "ranks");
    static final VariantOption<Boolean> FLAG = VariantOption.bool("flag", true, "a flag");

    @Test
    void defaultsParsingAndValidation() {
        List<VariantOption<?>> declared = List.of(LIMIT, MODE, RANKS, FLAG);
        VariantOptions o = VariantOptions.parse(declared, Map.of("limit", "0", "ranks", "8, 1", "flag", "off"));
        assertEquals(0, o.get(LIMIT));
        assertEquals("a", o.get(MODE));
        assertEquals(List.of(1, 8), o.get(RANKS));
        assertEquals(false, o.get(FLAG));
        assertEquals("b", o.with(MODE, "b").get(MODE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> o.with("limit", "101"));
        assertTrue(e.getMessage().startsWith("option 'limit': 101 is outside 0..100"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> o.with("mode", "c"));
        assertTrue(e.getMessage().contains("one of a, b"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> o.with("ranks", "1 nine"));
        assertTrue(e.getMessage().contains("'nine' is not a whole number"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> o.with("nope", "1"));
        assertTrue(e.getMessage().contains("known options: limit, mode, ranks, flag"), e.getMessage());
    }

    @Test
    void registryFindsByIdAndAliasAndForgetsUnbound() {
        Variant mini = new MiniShogiLike();
        DynamicVariantRegistry r = new DynamicVariantRegistry();
        r.bind(mini);
        assertEquals(Optional.of(mini), r.find("mini"));
        assertEquals(Optional.of(mini), r.find(" Tiny "));
        assertEquals(Optional.empty(), r.find("chess"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.get("chess"));
        assertTrue(e.getMessage().contains("[mini]"), e.getMessage());
        r.unbind(mini);
        assertTrue(r.all().isEmpty());
    }

    @Test
    void illegalMoveTally() {
        IllegalMoveCounter c = new IllegalMoveCounter(2);
        assertEquals(Optional.empty(), c.record(Color.BLACK));
        c.withdraw(Color.BLACK);
        assertEquals(Optional.empty(), c.record(Color.BLACK));
        assertEquals(Optional.of(Outcome.win(Termination.ILLEGAL_MOVES, Color.WHITE)), c.record(Color.BLACK));
        assertEquals(Optional.empty(), new IllegalMoveCounter(0).record(Color.WHITE));
        assertEquals("1/2-1/2", Outcome.draw(Termination.STALEMATE).result());
        Rules rules = new MiniShogiLike().rules();
        assertEquals(0, new MiniShogiLike().illegalMoveCounter(rules.options()).lossAt());
    }
}

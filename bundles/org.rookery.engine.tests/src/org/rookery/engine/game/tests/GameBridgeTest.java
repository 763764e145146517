// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.GameSpec;
import org.rookery.engine.format.PointTable;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.shogi.DeclarationThresholds;
import org.rookery.variant.shogi.ShogiVariant;

/** The bridge from a format's game to the rules engine hands every value over exactly. */
class GameBridgeTest {

    @Test
    void everyG20OptionReachesTheRules() {
        BoundGame g = GameBridge.bind(TestFormats.g20(), TestFormats.REGISTRY);
        assertEquals("giraffe", g.variant().id());
        assertEquals(50, g.options().get(GiraffeVariant.REVENGE_RULE));
        assertEquals(0, g.options().get(GiraffeVariant.WHITE_MOVE_LIMIT));
        assertEquals(0, g.options().get(GiraffeVariant.ILLEGAL_MOVE_LOSS_AT));
        assertEquals(50, g.rules().revengeLimit());
        // The rules carry the same option values the bridge built them from.
        assertEquals(g.options(), g.rules().options());
        assertEquals(0, g.variant().illegalMoveCounter(g.options()).lossAt());
    }

    @Test
    void nonDefaultValuesOfEveryKindArriveUnchanged() {
        // Each option of each installed variant set to a value other than its default.
        for (Variant v : TestFormats.REGISTRY.all()) {
            Map<String, String> set = new LinkedHashMap<>();
            for (VariantOption<?> o : v.options()) {
                other(o).ifPresent(text -> set.put(o.name(), text));
            }
            GameSpec spec = TestFormats.spec(v.id(), set);
            BoundGame g = GameBridge.bind(spec, Optional.empty(), TestFormats.REGISTRY);
            for (VariantOption<?> o : v.options()) {
                Object expected = set.containsKey(o.name()) ? o.parse(set.get(o.name())) : o.defaultValue();
                assertEquals(expected, g.rules().options().get(o), v.id() + " " + o.name());
            }
        }
    }

    private static Optional<String> other(VariantOption<?> o) {
        return switch (o.kind()) {
            case SWITCH -> Optional.of(Boolean.TRUE.equals(o.defaultValue()) ? "off" : "on");
            case INTEGER -> Optional.of(String.valueOf(o.defaultValue().equals(o.max()) ? o.min() : o.max()));
            case CHOICE -> o.choices().stream().filter(c -> !c.equals(o.defaultValue())).findFirst();
            case INTEGER_SET -> Optional.of(String.valueOf(o.max()));
        };
    }

    @Test
    void aCustomDeclarationTableReachesTheVariantsDeclarationCheck() {
        // A club format: 30 / 29 points, 12 men, rook and bishop 4, the others 2.
        DeclarationRule custom = TestFormats.declaration(30, 29, 12, 4, 2);
        GameSpec spec = TestFormats.spec("shogi", Map.of());
        BoundGame g = GameBridge.bind(spec, Optional.of(custom), TestFormats.REGISTRY);
        assertEquals(new DeclarationThresholds(30, 29, 12, 4, 2), DeclarationThresholds.of(g.rules().options()));
        BoundGame fesa = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        assertEquals(DeclarationThresholds.FESA, DeclarationThresholds.of(fesa.rules().options()));
        assertEquals(4, fesa.rules().options().get(ShogiVariant.REPETITION_COUNT));
    }

    @Test
    void aTableTheVariantCannotExpressIsRefusedByLetter() {
        Map<String, BigDecimal> v = new LinkedHashMap<>();
        v.put("K", BigDecimal.ZERO);
        v.put("R", BigDecimal.valueOf(5));
        v.put("B", BigDecimal.valueOf(5));
        v.put("+R", BigDecimal.valueOf(5));
        v.put("+B", BigDecimal.valueOf(5));
        v.put("G", BigDecimal.valueOf(2));
        DeclarationRule odd = new DeclarationRule(28, 27, 10, new PointTable("", v, Optional.of(BigDecimal.ONE)),
                DeclarationRule.Failure.LOSS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameBridge.bind(TestFormats.spec("shogi", Map.of()), Optional.of(odd), TestFormats.REGISTRY));
        assertTrue(e.getMessage().contains("G counts 2"), e.getMessage());
    }

    @Test
    void aConflictBetweenGameAndDeclarationIsAnError() {
        GameSpec spec = TestFormats.spec("shogi", Map.of("declarationSentePoints", "31"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameBridge.bind(spec, Optional.of(TestFormats.fesaDeclaration()), TestFormats.REGISTRY));
        assertTrue(e.getMessage().contains("declarationSentePoints 31"), e.getMessage());
    }

    @Test
    void unknownVariantsAndOptionsAreNamed() {
        GameSpec spec = TestFormats.g20Game();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameBridge.bind(spec, Optional.empty(), VariantRegistry.of(new ShogiVariant())));
        assertTrue(e.getMessage().contains("variant 'giraffe' is not installed"), e.getMessage());
        GameSpec wrong = new GameSpec("giraffe", Map.of("dropMate", new org.rookery.engine.format.OptionValue.ChoiceValue("x")),
                java.util.Set.of());
        e = assertThrows(IllegalArgumentException.class, () -> GameBridge.bind(wrong, Optional.empty(), TestFormats.REGISTRY));
        assertTrue(e.getMessage().contains("has no option 'dropMate'"), e.getMessage());
        GameSpec bad = new GameSpec("giraffe", Map.of("revengeRule", new org.rookery.engine.format.OptionValue.IntValue(-3)),
                java.util.Set.of());
        e = assertThrows(IllegalArgumentException.class, () -> GameBridge.bind(bad, Optional.empty(), TestFormats.REGISTRY));
        assertTrue(e.getMessage().contains("revengeRule"), e.getMessage());
    }
}

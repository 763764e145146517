// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.BoardShape;
import org.rookery.rules.CapturedPieces;
import org.rookery.rules.Color;
import org.rookery.rules.DrawMode;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.StalemateResult;
import org.rookery.rules.Termination;
import org.rookery.rules.VariantOption;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.shogi.ShogiPieces;
import org.rookery.variant.shogi.ShogiVariant;

/** The variant service: registration, options and the rules it builds. */
class ShogiVariantTest {

    private static final ShogiVariant VARIANT = new ShogiVariant();

    @Test
    void serviceLoaderRegistryFindsShogiByIdAndAliases() {
        VariantRegistry registry = VariantRegistry.fromServiceLoader(ShogiVariant.class.getClassLoader());
        assertInstanceOf(ShogiVariant.class, registry.get("shogi"));
        assertInstanceOf(ShogiVariant.class, registry.get("Japanese-Chess"));
        assertInstanceOf(ShogiVariant.class, registry.get("fesa-shogi"));
    }

    @Test
    void variantDescribesItself() {
        assertEquals("shogi", VARIANT.id());
        assertEquals("Shogi", VARIANT.displayName());
        assertEquals(List.of("stalemateLoses", "repetitionCount", "perpetualCheckLoses", "declarationSentePoints",
                "declarationGotePoints", "declarationMinPieces", "declarationMajorValue", "declarationMinorValue",
                "declarationFailure", "declarationDrawBand", "illegalMoveLoss"),
                VARIANT.options().stream().map(VariantOption::name).toList());
        for (VariantOption<?> o : VARIANT.options()) {
            assertFalse(o.description().isBlank(), o.name());
        }
    }

    @Test
    void defaultRulesAreFesaShogi() {
        Rules rules = VARIANT.rules();
        assertEquals(BoardShape.rectangle(9, 9), rules.shape());
        assertEquals(ShogiPieces.ALL, rules.pieceTypes());
        assertEquals(CapturedPieces.TO_CAPTURER, rules.captured());
        assertEquals(StalemateResult.LOSS, rules.endRules().stalemate());
        assertEquals(4, rules.endRules().repetitions());
        assertEquals(DrawMode.CLAIM, rules.endRules().repetitionMode(), "rules.md §6.5: repetition only advises");
        assertEquals(0, rules.endRules().fiftyMoves());
        assertEquals(ShogiVariant.START_SFEN, rules.startPositionText());
        assertEquals(List.of("USI", "Western"), rules.moveFormats().stream().map(f -> f.name()).toList());
        assertEquals(ShogiPieces.PAWN, rules.unpromoted(ShogiPieces.TOKIN));
        assertEquals(ShogiPieces.ROOK, rules.unpromoted(ShogiPieces.DRAGON));
        assertEquals(ShogiPieces.GOLD, rules.unpromoted(ShogiPieces.GOLD));
    }

    @Test
    void stalemateLosesUnlessSwitchedOff() {
        // Gote's king on 1a is boxed in by a dragon on 3b without being in check.
        String sfen = "8k/6+R2/9/9/9/9/9/9/K8 w - 2";
        Position p = VARIANT.rules().position(sfen);
        assertFalse(p.isCheck());
        assertEquals(Optional.of(Outcome.win(Termination.STALEMATE, Color.WHITE)), p.outcome());
        Rules drawn = VARIANT.rules(VARIANT.options(Map.of("stalemateLoses", "off")));
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), drawn.position(sfen).outcome());
    }

    @Test
    void checkmateEndsTheGame() {
        // The dragon steps to 2b, guarded by the gold on 3c.
        Position p = VARIANT.rules().position("8k/6+R2/6G2/9/9/9/9/9/K8 b - 1");
        p.doMove(p.rules().moveFormat("USI").parse("3b2b", p));
        assertEquals(Optional.of(Outcome.win(Termination.CHECKMATE, Color.WHITE)), p.outcome());
        assertTrue(p.legalMoves().isEmpty());
    }

    @Test
    void badOptionsAreRefusedByName() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> VARIANT.options(Map.of("nifu", "off")));
        assertTrue(unknown.getMessage().startsWith("unknown option 'nifu'"), unknown.getMessage());
        IllegalArgumentException range = assertThrows(IllegalArgumentException.class, () -> VARIANT.options(Map.of("repetitionCount", "1")));
        assertTrue(range.getMessage().contains("repetitionCount"), range.getMessage());
    }
}

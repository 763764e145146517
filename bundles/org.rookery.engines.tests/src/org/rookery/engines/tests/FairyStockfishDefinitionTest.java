// SPDX-License-Identifier: EPL-2.0
package org.rookery.engines.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.rookery.engines.FairyStockfishDefinition;
import org.rookery.rules.Variant;

/**
 * The Fairy-Stockfish definition file: Guardian chess is written from its rules with the options a
 * format sets; Giraffe chess and the Exchange house rules, which the engine cannot express, are
 * refused with every reason.
 */
class FairyStockfishDefinitionTest {

    @Test
    void guardianIsWrittenWithTheRulesStartAndTheFormatsOptions() {
        Variant g = TestEngines.VARIANTS.get("guardian");
        String text = FairyStockfishDefinition.section(g, g.options(Map.of("fiftyMoveRule", "75")));
        assertTrue(text.contains("[guardian:chess]\n"), text);
        assertTrue(text.contains("customPiece1 = g:Q2\n"), text);
        assertTrue(text.contains("startFen = " + g.rules().startPositionText() + "\n"), text);
        assertTrue(text.contains("promotionLimit = q:1 g:2 r:2 b:2 n:2\n"), text);
        assertTrue(text.contains("castlingKingsideFile = g\ncastlingQueensideFile = c\n"), text);
        assertTrue(text.contains("nMoveRule = 75\n"), text);
        assertTrue(!text.contains("{"), "every placeholder is filled: " + text);
    }

    @Test
    void guardiansStayPawnPromotionIsRefused() {
        Variant g = TestEngines.VARIANTS.get("guardian");
        FairyStockfishDefinition.Refused e = assertThrows(FairyStockfishDefinition.Refused.class,
                () -> FairyStockfishDefinition.section(g, g.options(Map.of("emptyPoolPromotion", "stay-pawn"))));
        assertEquals(1, e.reasons().size());
        assertTrue(e.getMessage().startsWith("Fairy-Stockfish cannot play Guardian chess as Rookery decides it, so no definition is written: "
                + "emptyPoolPromotion=stay-pawn: "), e.getMessage());
    }

    @Test
    void giraffeIsRefusedWithEveryRuleTheEngineLacks() {
        Variant g = TestEngines.VARIANTS.get("giraffe");
        FairyStockfishDefinition.Refused e = assertThrows(FairyStockfishDefinition.Refused.class,
                () -> FairyStockfishDefinition.section(g, g.defaultOptions()));
        assertEquals(3, e.reasons().size());
        assertTrue(e.reasons().get(0).contains("crown"), e.reasons().get(0));
        assertTrue(e.reasons().get(2).contains("revenge rule"), e.reasons().get(2));
    }

    @Test
    void exchangeHouseRulesAreRefusedAndSoAreStandardDropOptions() {
        Variant x = TestEngines.VARIANTS.get("exchange");
        FairyStockfishDefinition.Refused house = assertThrows(FairyStockfishDefinition.Refused.class,
                () -> FairyStockfishDefinition.section(x, x.defaultOptions()));
        assertEquals(4, house.reasons().size());
        assertTrue(house.reasons().get(2).startsWith("pawnDropBannedRanks=1,7,8: "), house.reasons().get(2));
        FairyStockfishDefinition.Refused standard = assertThrows(FairyStockfishDefinition.Refused.class,
                () -> FairyStockfishDefinition.section(x, x.options(Map.of("pawnDropBannedRanks", "1,8", "dropMate", "allowed"))));
        assertEquals(2, standard.reasons().size(), standard.getMessage());
    }

    @Test
    void aVariantWithoutADefinitionIsRefusedByName() {
        Variant c = TestEngines.VARIANTS.get("chess");
        FairyStockfishDefinition.Refused e = assertThrows(FairyStockfishDefinition.Refused.class,
                () -> FairyStockfishDefinition.write(List.of(new FairyStockfishDefinition.Entry(c, c.defaultOptions()))));
        assertTrue(e.getMessage().endsWith("its bundle carries no Fairy-Stockfish definition (variant/chess/fairy-stockfish.ini)"), e.getMessage());
    }
}

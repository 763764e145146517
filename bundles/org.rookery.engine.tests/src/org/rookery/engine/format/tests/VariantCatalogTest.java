// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;

/** The built-in catalog describes the five variants and the options rules.md names. */
class VariantCatalogTest {

    private static final VariantCatalog CATALOG = VariantCatalog.builtin();

    @Test
    void fiveVariantsFoundByIdAndAlias() {
        assertEquals(List.of("chess", "giraffe", "guardian", "shogi", "exchange"),
                CATALOG.variants().stream().map(VariantDescriptor::id).toList());
        assertEquals("exchange", CATALOG.find("bughouse").orElseThrow().id());
        assertTrue(CATALOG.find("xiangqi").isEmpty());
    }

    @ParameterizedTest
    @CsvSource({ "chess, P N B R Q K, 16", "giraffe, P N B R Q G K, 18", "guardian, P N B R Q G K, 20",
            "exchange, P N B R Q K, 16", "shogi, P L N S G B R K +P +L +N +S +B +R, 20" })
    void pieceLettersAndStartingMen(String id, String letters, int men) {
        VariantDescriptor v = CATALOG.find(id).orElseThrow();
        assertEquals(letters, String.join(" ", v.pieces().stream().map(p -> p.letter()).toList()));
        assertEquals(men, v.startingMen());
    }

    @ParameterizedTest
    @CsvSource({ "giraffe, revengeRule, 50", "giraffe, whiteMoveLimit, 0", "giraffe, castling, on",
            "giraffe, giraffeSquarePromotion, optional-on-c-f", "giraffe, illegalMoveLossAt, 2",
            "guardian, emptyPoolPromotion, forbid", "exchange, pawnDropBannedRanks, 1 7 8",
            "exchange, dropMate, forbidden", "shogi, declarationSentePoints, 28", "shogi, declarationGotePoints, 27",
            "shogi, declarationMinPieces, 10", "shogi, sennichiteCount, 4", "chess, repetitionCount, 3" })
    void rulesMdDefaults(String variant, String option, String dflt) {
        assertEquals(dflt, CATALOG.find(variant).orElseThrow().option(option).orElseThrow().defaultValue().text());
    }

    @Test
    void optionValuesAreChecked() {
        OptionDescriptor ranks = CATALOG.find("exchange").orElseThrow().option("pawnDropBannedRanks").orElseThrow();
        assertTrue(ranks.check(new OptionValue.IntListValue(List.of(1, 9))).orElseThrow().contains("from 1 to 8"));
        assertTrue(ranks.check(new OptionValue.IntListValue(List.of(7, 7))).orElseThrow().contains("twice"));
        OptionDescriptor pool = CATALOG.find("guardian").orElseThrow().option("emptyPoolPromotion").orElseThrow();
        assertTrue(pool.check(new OptionValue.ChoiceValue("stay-pawn")).isEmpty());
        assertEquals("emptyPoolPromotion takes one of: forbid, stay-pawn",
                pool.check(new OptionValue.ChoiceValue("queen")).orElseThrow());
        assertTrue(pool.check(new OptionValue.IntValue(3)).isPresent());
    }
}

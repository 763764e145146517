// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rookery.engine.format.OptionDescriptor;
import org.rookery.engine.format.OptionValue;
import org.rookery.engine.format.VariantCatalog;
import org.rookery.engine.format.VariantDescriptor;
import org.rookery.rules.VariantRegistry;
import org.rookery.variant.chess.ChessVariant;
import org.rookery.variant.exchange.ExchangeVariant;
import org.rookery.variant.giraffe.GiraffeVariant;
import org.rookery.variant.guardian.GuardianVariant;
import org.rookery.variant.shogi.ShogiVariant;

/** The catalog the format language checks against is read from the variants themselves. */
class VariantCatalogTest {

    static final VariantCatalog CATALOG = VariantCatalog.of(VariantRegistry.of(new ChessVariant(), new GiraffeVariant(),
            new GuardianVariant(), new ShogiVariant(), new ExchangeVariant()));

    @Test
    void everyRegisteredVariantIsFoundByIdAndAlias() {
        assertEquals(List.of("chess", "exchange", "giraffe", "guardian", "shogi"),
                CATALOG.variants().stream().map(VariantDescriptor::id).toList());
        assertEquals("exchange", CATALOG.find("bughouse").orElseThrow().id());
        assertTrue(CATALOG.find("xiangqi").isEmpty());
    }

    @ParameterizedTest
    @CsvSource({ "chess, B K N P Q R, 16", "giraffe, B G K N P Q R, 18", "guardian, B G K N P Q R, 20",
            "exchange, +B +N +Q +R B K N P Q R, 16", "shogi, +B +L +N +P +R +S B G K L N P R S, 20" })
    void pieceLettersAndStartingMenComeFromTheRules(String id, String letters, int men) {
        VariantDescriptor v = CATALOG.find(id).orElseThrow();
        String[] sorted = v.pieces().stream().map(p -> p.letter()).toArray(String[]::new);
        Arrays.sort(sorted);
        assertEquals(letters, String.join(" ", sorted));
        assertEquals(men, v.startingMen());
    }

    @ParameterizedTest
    @CsvSource({ "giraffe, revengeRule, 50", "giraffe, whiteMoveLimit, 0", "giraffe, castling, on",
            "giraffe, giraffeSquarePromotion, optional-on-c-f", "giraffe, illegalMoveLossAt, 2",
            "guardian, emptyPoolPromotion, forbid", "exchange, pawnDropBannedRanks, 1 7 8",
            "exchange, dropMate, forbidden", "shogi, declarationSentePoints, 28", "shogi, declarationGotePoints, 27",
            "shogi, declarationMinPieces, 10", "shogi, repetitionCount, 4", "chess, fiftyMoveRule, 50",
            "chess, threefoldRepetition, claim" })
    void defaultsAreTheVariantsOwn(String variant, String option, String dflt) {
        assertEquals(dflt, CATALOG.find(variant).orElseThrow().option(option).orElseThrow().defaultValue().text());
    }

    @Test
    void optionValuesAreCheckedAsTheVariantWould() {
        OptionDescriptor ranks = CATALOG.find("exchange").orElseThrow().option("pawnDropBannedRanks").orElseThrow();
        assertTrue(ranks.check(new OptionValue.IntListValue(List.of(1, 9))).orElseThrow().contains("from 1 to 8"));
        assertTrue(ranks.check(new OptionValue.IntListValue(List.of(7, 7))).orElseThrow().contains("twice"));
        OptionDescriptor pool = CATALOG.find("guardian").orElseThrow().option("emptyPoolPromotion").orElseThrow();
        assertTrue(pool.check(new OptionValue.ChoiceValue("stay-pawn")).isEmpty());
        assertEquals("emptyPoolPromotion takes one of: forbid, stay-pawn",
                pool.check(new OptionValue.ChoiceValue("queen")).orElseThrow());
        assertTrue(pool.check(new OptionValue.IntValue(3)).isPresent());
    }

    @Test
    void meaningsAreSentences() {
        OptionDescriptor revenge = CATALOG.find("giraffe").orElseThrow().option("revengeRule").orElseThrow();
        assertTrue(Character.isUpperCase(revenge.meaning().charAt(0)) && revenge.meaning().endsWith("."), revenge.meaning());
    }
}

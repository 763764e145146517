// SPDX-License-Identifier: EPL-2.0
package org.rookery.variants.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;

/**
 * What each variant bundle carries (its example position, perft suite, piece art and PGN tag) is
 * found through the registry, for the built-in games and for Capablanca chess, a bundle that
 * nothing outside it names.
 */
class CarriedFilesTest {

    @Test
    void everyVariantCarriesAnExampleItsOwnRulesRead() {
        List<Variant> all = Variants.registry().all();
        assertTrue(all.stream().map(Variant::id).toList().containsAll(List.of("capablanca", "chess", "exchange", "giraffe", "guardian", "shogi")),
                all.stream().map(Variant::id).toList().toString());
        for (Variant v : all) {
            String example = v.example().orElseThrow(() -> new AssertionError(v.id() + " carries no example position"));
            String position = example.lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#") && !l.startsWith("[")).findFirst()
                    .orElseThrow(() -> new AssertionError(v.id() + "'s example has no position line"));
            if (!v.id().equals("exchange")) { // two boards on one line: LinkedBoards reads it (ExchangeRulesTest)
                Rules rules = v.rules();
                assertEquals(position, rules.positionFormat().format(rules.position(position)), v.id() + "'s example");
            }
        }
    }

    @Test
    void capablancaIsFoundByIdAndAliasWithItsBundlesFiles() {
        Variant v = Variants.registry().get("Capablanca-Chess");
        assertEquals("capablanca", v.id());
        assertEquals("Capablanca chess", v.displayName());
        assertEquals(Optional.of("Capablanca"), v.pgnVariant());
        assertTrue(v.perftData().orElseThrow().contains("perft 4 805128"));
        PieceType archbishop = v.rules().pieceTypes().stream().filter(t -> t.letter() == 'A').findFirst().orElseThrow();
        PieceType chancellor = v.rules().pieceTypes().stream().filter(t -> t.letter() == 'C').findFirst().orElseThrow();
        for (Color side : Color.values()) {
            assertTrue(v.pieceArt(archbishop, side).orElseThrow().contains("<svg"), "archbishop art " + side);
            assertTrue(v.pieceArt(chancellor, side).orElseThrow().contains("<svg"), "chancellor art " + side);
        }
        // The king is chess's: the variant ships no art for it, so the board draws its own.
        PieceType king = v.rules().pieceTypes().stream().filter(t -> t.letter() == 'K').findFirst().orElseThrow();
        assertFalse(v.pieceArt(king, Color.WHITE).isPresent());
    }

    @Test
    void aVariantNamesItsOwnPgnTagOrNone() {
        assertEquals(Optional.of("Standard"), Variants.registry().get("chess").pgnVariant());
        assertEquals(Optional.of("Giraffe"), Variants.registry().get("giraffe").pgnVariant());
        assertEquals(Optional.of("Guardian"), Variants.registry().get("guardian").pgnVariant());
        // Exchange extends chess but is written in BPGN: it must not inherit "Standard".
        assertEquals(Optional.empty(), Variants.registry().get("exchange").pgnVariant());
    }

    @Test
    void theCarriedPerftSuitesIncludeEveryChessFamilyGame() {
        List<String> ids = PerftCase.all().stream().map(PerftCase::id).toList();
        assertTrue(ids.containsAll(List.of("capablanca-start", "chess-start", "giraffe-start", "guardian-start", "crazyhouse-start")), ids.toString());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.GameBridge;
import org.rookery.rules.Color;
import org.rookery.rules.Declaration;
import org.rookery.rules.Outcome;
import org.rookery.rules.Termination;

/**
 * The engine judges no declaration itself: a format's declaration rule reaches the shogi variant's
 * one judge through the variant's options ({@link GameBridge}), and the verdict the engine gets
 * from {@code Rules.declaration()} is judged with the format's numbers and consequences.
 */
class DeclarationThroughOptionsTest {

    /** Sente: king 5b, 16 men in the zone (R, B, 3 G, 2 S, 9 P) = 24 points, 4 pawns in hand: 28. */
    static final String SENTE_28 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
    /** The same with 3 pawns in hand: 27, one short for sente. */
    static final String SENTE_27 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";
    /** The king has left the zone. */
    static final String KING_OUT = "1GSG1GS2/1R5B1/PPPPPPPPP/4K4/9/9/9/9/4k4 b 4P 1";
    /**
     * King in the zone with exactly 9 men beside him (R, B, 3 G, 2 S, 2 P) and plenty in hand: the
     * king is not one of the men, so the declaration is one man short.
     */
    static final String NINE_MEN_AND_KING = "1GSG1GS2/1R2K2B1/PP7/9/9/9/9/9/4k4 b RBG2S4N4L9P 1";
    /** 27 points in the zone and hand, a gold outside it: counting it would make 28. */
    static final String GOLD_OUTSIDE = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/4G4/9/9/9/4k4 b 3P 1";

    private static Declaration judge(BoundGame game, String sfen, boolean timeLeft) {
        return game.rules().declaration().orElseThrow().judge(game.rules().position(sfen), Color.WHITE, timeLeft);
    }

    private static BoundGame bound(DeclarationRule rule) {
        return GameBridge.bind(TestFormats.spec("shogi", Map.of()), Optional.of(rule), TestFormats.REGISTRY);
    }

    @Test
    void fesaNumbersFromTheFormatWinAndLose() {
        BoundGame fesa = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        Declaration v = judge(fesa, SENTE_28, true);
        assertTrue(v.succeeded(), v.explanation());
        assertEquals(28, v.points());
        assertEquals(16, v.menInZone());
        assertEquals(Optional.of(Color.WHITE), v.outcome().map(Outcome::winner));
        Declaration late = judge(fesa, SENTE_28, false);
        assertFalse(late.succeeded());
        assertEquals(Optional.of(Color.BLACK), late.outcome().map(Outcome::winner));
    }

    @Test
    void aCustomTableIsTheOneTheVariantCountsWith() {
        // 30 / 29 points, 12 men, rook and bishop 4, others 2: 16 men = 2 x 4 + 14 x 2 = 36, + 4 P x 2 = 44.
        BoundGame game = bound(TestFormats.declaration(30, 29, 12, 4, 2));
        Declaration v = judge(game, SENTE_28, true);
        assertEquals(44, v.points());
        assertEquals(30, v.pointsNeeded());
        assertEquals(12, v.menNeeded());
        assertEquals(44, game.rules().declaration().orElseThrow().points(game.rules().position(SENTE_28), Color.WHITE));
    }

    @Test
    void aFailedDeclarationPlaysOnWhereTheFormatSays() {
        DeclarationRule fesa = TestFormats.fesaDeclaration();
        Declaration v = judge(bound(new DeclarationRule(28, 27, 10, fesa.values(), DeclarationRule.Failure.PLAY_ON,
                OptionalInt.empty())), SENTE_27, true);
        assertFalse(v.succeeded());
        assertTrue(v.outcome().isEmpty());
        assertTrue(v.explanation().startsWith("the declaration fails; play goes on: 27 points of 28"), v.explanation());
    }

    @Test
    void aFailedDeclarationDrawsWhereTheFormatSays() {
        DeclarationRule fesa = TestFormats.fesaDeclaration();
        Declaration v = judge(bound(new DeclarationRule(28, 27, 10, fesa.values(), DeclarationRule.Failure.DRAW,
                OptionalInt.empty())), KING_OUT, true);
        assertFalse(v.succeeded());
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)), v.outcome());
        assertTrue(v.explanation().startsWith("the declaration fails and the game is drawn"), v.explanation());
    }

    @Test
    void aDeclarationShortOfPointsButInTheDrawBandDraws() {
        DeclarationRule fesa = TestFormats.fesaDeclaration();
        BoundGame game = bound(new DeclarationRule(28, 27, 10, fesa.values(), DeclarationRule.Failure.LOSS,
                OptionalInt.of(24)));
        Declaration shortOfPoints = judge(game, SENTE_27, true);
        assertTrue(shortOfPoints.inDrawBand(), shortOfPoints.explanation());
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)), shortOfPoints.outcome());
        assertTrue(shortOfPoints.explanation().contains("draw band (24 points or more)"), shortOfPoints.explanation());
        // the band excuses only the count: a king outside the zone still loses
        Declaration kingOut = judge(game, KING_OUT, true);
        assertFalse(kingOut.inDrawBand());
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.BLACK)), kingOut.outcome());
        // the count excused includes condition 3: a gold outside the zone does not spoil the band
        Declaration outside = judge(game, GOLD_OUTSIDE, true);
        assertTrue(outside.inDrawBand(), outside.explanation());
    }

    /** rules.md §4.2 condition 3: only men in the zone and in hand count, and the verdict says so. */
    @Test
    void menOutsideTheZoneDoNotCountAndTheVerdictSaysSo() {
        BoundGame fesa = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        Declaration v = judge(fesa, GOLD_OUTSIDE, true);
        assertEquals(27, v.points(), v.explanation());
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.BLACK)), v.outcome());
        Declaration.Condition third = v.conditions().get(2);
        assertTrue(third.name().startsWith("3. only men in the zone and in hand"), third.name());
        assertFalse(third.holds(), v.explanation());
        assertTrue(third.reason().contains("counting them would have reached 28"), third.reason());
    }

    /** rules.md §4.2: "besides the king": the king (told by its royal trait) is never one of the men. */
    @Test
    void theKingIsNotOneOfTheMenInTheZone() {
        BoundGame fesa = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        Declaration v = judge(fesa, NINE_MEN_AND_KING, true);
        assertEquals(9, v.menInZone(), v.explanation());
        assertFalse(v.succeeded());
        assertEquals(1, v.conditions().stream().filter(c -> !c.holds()).count(), v.explanation());
        assertTrue(v.conditions().get(3).reason().contains("9 men besides the king"), v.explanation());
    }
}

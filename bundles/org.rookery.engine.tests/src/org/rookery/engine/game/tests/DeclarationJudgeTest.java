// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.game.BoundGame;
import org.rookery.engine.game.DeclarationJudge;
import org.rookery.engine.game.DeclarationVerdict;
import org.rookery.engine.game.GameBridge;
import org.rookery.rules.Color;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.DeclarationCheck;
import org.rookery.variant.shogi.DeclarationResult;
import org.rookery.variant.shogi.DeclarationThresholds;

/**
 * The engine's declaration judgement (format numbers on the rules engine's position) agrees with the
 * shogi variant's own check fed the same thresholds through the bridge.
 */
class DeclarationJudgeTest {

    /** Sente: king 5b, 16 men in the zone (R, B, 3 G, 2 S, 9 P) = 24 points, 4 pawns in hand: 28. */
    static final String SENTE_28 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
    /** The same with 3 pawns in hand: 27, one short for sente. */
    static final String SENTE_27 = "1GSG1GS2/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 3P 1";
    /** The king has left the zone. */
    static final String KING_OUT = "1GSG1GS2/1R5B1/PPPPPPPPP/4K4/9/9/9/9/4k4 b 4P 1";
    /** A gote rook beside sente's king: check. */
    static final String IN_CHECK = "1GSG1GS2/1Rr1K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
    /** Few men in the zone but many points in hand. */
    static final String FEW_MEN = "4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L9P 1";

    private static void agree(BoundGame game, DeclarationRule rule, String sfen, boolean timeLeft) {
        Position p = game.rules().position(sfen);
        DeclarationVerdict mine = DeclarationJudge.judge(rule, p, Color.WHITE, timeLeft);
        DeclarationResult theirs = DeclarationCheck.judge(p, Color.WHITE, timeLeft,
                DeclarationThresholds.of(game.rules().options()));
        assertEquals(theirs.succeeded(), mine.succeeded(), sfen + "\n" + mine.explanation() + "\n" + theirs.explanation());
        assertEquals(theirs.points(), mine.points(), sfen);
        assertEquals(theirs.pointsNeeded(), mine.pointsNeeded(), sfen);
        assertEquals(theirs.menInZone(), mine.menInZone(), sfen);
    }

    @Test
    void agreesWithTheShogiVariantsCheckOnFesaNumbers() {
        BoundGame fesa = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        DeclarationRule rule = TestFormats.fesaDeclaration();
        for (String sfen : List.of(SENTE_28, SENTE_27, KING_OUT, IN_CHECK, FEW_MEN)) {
            agree(fesa, rule, sfen, true);
        }
        agree(fesa, rule, SENTE_28, false);
        DeclarationVerdict v = DeclarationJudge.judge(rule, fesa.rules().position(SENTE_28), Color.WHITE, true);
        assertTrue(v.succeeded(), v.explanation());
        assertEquals(28, v.points());
        assertEquals(16, v.menInZone());
        assertEquals(Optional.of(Color.WHITE), v.outcome().map(o -> o.winner()));
        DeclarationVerdict late = DeclarationJudge.judge(rule, fesa.rules().position(SENTE_28), Color.WHITE, false);
        assertFalse(late.succeeded());
        assertEquals(Optional.of(Color.BLACK), late.outcome().map(o -> o.winner()));
    }

    @Test
    void aCustomTableJudgesAlikeInTheEngineAndInTheVariant() {
        // 30 / 29 points, 12 men, rook and bishop 4, others 2: 16 men = 2 x 4 + 14 x 2 = 36, + 4 P x 2 = 44.
        DeclarationRule custom = TestFormats.declaration(30, 29, 12, 4, 2);
        BoundGame game = GameBridge.bind(TestFormats.spec("shogi", Map.of()), Optional.of(custom), TestFormats.REGISTRY);
        for (String sfen : List.of(SENTE_28, SENTE_27, KING_OUT, IN_CHECK, FEW_MEN)) {
            agree(game, custom, sfen, true);
        }
        assertEquals(44, DeclarationJudge.judge(custom, game.rules().position(SENTE_28), Color.WHITE, true).points());
    }

    @Test
    void aFailedDeclarationPlaysOnWhereTheFormatSays() {
        DeclarationRule fesa = TestFormats.fesaDeclaration();
        DeclarationRule playOn = new DeclarationRule(28, 27, 10, fesa.values(), DeclarationRule.Failure.PLAY_ON);
        BoundGame game = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        DeclarationVerdict v = DeclarationJudge.judge(playOn, game.rules().position(SENTE_27), Color.WHITE, true);
        assertFalse(v.succeeded());
        assertTrue(v.outcome().isEmpty());
        assertTrue(v.explanation().startsWith("the declaration fails; play goes on: 27 points of 28"), v.explanation());
    }

    @Test
    void aFailedDeclarationDrawsWhereTheFormatSays() {
        DeclarationRule fesa = TestFormats.fesaDeclaration();
        DeclarationRule draws = new DeclarationRule(28, 27, 10, fesa.values(), DeclarationRule.Failure.DRAW);
        BoundGame game = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        DeclarationVerdict v = DeclarationJudge.judge(draws, game.rules().position(KING_OUT), Color.WHITE, true);
        assertFalse(v.succeeded());
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)), v.outcome());
        assertTrue(v.explanation().startsWith("the declaration fails and the game is drawn"), v.explanation());
    }

    @Test
    void aDeclarationShortOfPointsButInTheDrawBandDraws() {
        DeclarationRule fesa = TestFormats.fesaDeclaration();
        DeclarationRule band = new DeclarationRule(28, 27, 10, fesa.values(), DeclarationRule.Failure.LOSS,
                OptionalInt.of(24));
        BoundGame game = GameBridge.bind(TestFormats.fesa(), TestFormats.REGISTRY);
        DeclarationVerdict shortOfPoints = DeclarationJudge.judge(band, game.rules().position(SENTE_27), Color.WHITE, true);
        assertTrue(shortOfPoints.inDrawBand(), shortOfPoints.explanation());
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)), shortOfPoints.outcome());
        assertTrue(shortOfPoints.explanation().contains("draw band (24 points or more)"), shortOfPoints.explanation());
        // the band excuses only the points: a king outside the zone still loses
        DeclarationVerdict kingOut = DeclarationJudge.judge(band, game.rules().position(KING_OUT), Color.WHITE, true);
        assertFalse(kingOut.inDrawBand());
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.BLACK)), kingOut.outcome());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.rules.Color;
import org.rookery.rules.Declaration;
import org.rookery.rules.Outcome;
import org.rookery.rules.Position;
import org.rookery.rules.Rules;
import org.rookery.rules.Termination;
import org.rookery.variant.shogi.ConditionResult;
import org.rookery.variant.shogi.DeclarationCheck;
import org.rookery.variant.shogi.DeclarationCondition;
import org.rookery.variant.shogi.DeclarationResult;
import org.rookery.variant.shogi.DeclarationThresholds;
import org.rookery.variant.shogi.ShogiVariant;

/**
 * The 27-point declaration (FESA 5.3, rules.md §4.2): a position that passes, and for each of
 * the six conditions a position that fails it and nothing else that can be failed alone.
 */
class DeclarationCheckTest {

    private static final ShogiVariant VARIANT = new ShogiVariant();
    private static final Rules RULES = VARIANT.rules();

    /**
     * Sente's king on 5b; dragon, horse, two golds, two silvers on rank a and eight pawns on rank
     * b: 14 men worth 22 in the zone, plus six pawns in hand, 28 points in all.
     */
    private static final String PASSES = "+R+BGGSS3/PPPPKPPPP/9/9/9/9/9/9/4k4 b 6P 1";

    private static DeclarationResult sente(String sfen, boolean time) {
        return DeclarationCheck.judge(RULES.position(sfen), Color.WHITE, time);
    }

    private static void assertOnlyFails(DeclarationResult r, DeclarationCondition... failing) {
        List<DeclarationCondition> failed = r.failed().stream().map(ConditionResult::condition).toList();
        assertEquals(List.of(failing), failed, r.explanation());
        assertFalse(r.succeeded());
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, r.declarer().opponent())), r.outcome(), "a failed declaration loses");
    }

    @Test
    void declarationWithEveryConditionMetWins() {
        DeclarationResult r = sente(PASSES, true);
        assertTrue(r.succeeded(), r.explanation());
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.WHITE)), r.outcome());
        assertEquals(28, r.points());
        assertEquals(28, r.pointsNeeded());
        assertEquals(14, r.menInZone());
        assertEquals(6, r.conditions().size());
        assertTrue(r.failed().isEmpty());
        assertEquals("Sente's king on 5b is in his promotion zone (ranks a to c)", r.condition(DeclarationCondition.KING_IN_ZONE).reason());
        assertEquals("Sente has 28 points (22 from men in the zone, 6 from men in hand); 28 are needed",
                r.condition(DeclarationCondition.ENOUGH_POINTS).reason());
    }

    @Test
    void aWinningDeclarationIsWhatTheSideToMoveCanClaim() {
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.WHITE)),
                RULES.claimableResult(RULES.position(PASSES)), "the board editor offers it as a claim");
        assertEquals(Optional.empty(), RULES.claimableResult(RULES.position("+R+BGGSS3/PPPP1PPPP/9/4K4/9/9/9/9/4k4 b 6P 1")),
                "a declaration that would fail is nothing to claim");
        assertEquals(Optional.empty(), RULES.claimableResult(RULES.startPosition()));
    }

    @Test
    void kingOutsideTheZoneFailsCondition1() {
        DeclarationResult r = sente("+R+BGGSS3/PPPP1PPPP/9/4K4/9/9/9/9/4k4 b 6P 1", true);
        assertOnlyFails(r, DeclarationCondition.KING_IN_ZONE);
        assertEquals("Sente's king on 5d is not in his promotion zone (ranks a to c)", r.condition(DeclarationCondition.KING_IN_ZONE).reason());
    }

    @Test
    void twentySevenPointsAreNotEnoughForSenteFailingCondition2() {
        DeclarationResult r = sente("+R+BGGSS3/PPPPKPPPP/9/9/9/9/9/9/4k4 b 5P 1", true);
        assertOnlyFails(r, DeclarationCondition.ENOUGH_POINTS);
        assertEquals(27, r.points());
    }

    @Test
    void twentySevenPointsAreEnoughForGote() {
        // The same material as the failing sente case, turned round: gote needs only 27.
        DeclarationResult r = DeclarationCheck.judge(RULES.position("4K4/9/9/9/9/9/9/ppppkpppp/3ssgg+b+r w 5p 2"), Color.BLACK, true);
        assertTrue(r.succeeded(), r.explanation());
        assertEquals(27, r.points());
        assertEquals(27, r.pointsNeeded());
        assertEquals("Gote's king on 5h is in his promotion zone (ranks g to i)", r.condition(DeclarationCondition.KING_IN_ZONE).reason());
    }

    @Test
    void menOutsideTheZoneDoNotCountFailingCondition3() {
        // A third gold on 5e would make 28, but only the zone and the hand count.
        DeclarationResult r = sente("+R+BGGSS3/PPPPKPPPP/9/9/4G4/9/9/9/4k4 b 5P 1", true);
        assertOnlyFails(r, DeclarationCondition.ENOUGH_POINTS, DeclarationCondition.ONLY_ZONE_AND_HAND_COUNT);
        assertEquals(27, r.points());
        assertEquals("men outside the zone worth 1 points do not count; counting them would have reached 28",
                r.condition(DeclarationCondition.ONLY_ZONE_AND_HAND_COUNT).reason());
    }

    @Test
    void nineMenInTheZoneAreTooFewFailingCondition4() {
        // 17 points on nine men in the zone and 11 in hand: enough points, too few men.
        DeclarationResult r = sente("+R+BGGSS3/PPP1K4/9/9/9/9/9/9/4k4 b 2N9P 1", true);
        assertOnlyFails(r, DeclarationCondition.ENOUGH_MEN_IN_ZONE);
        assertEquals(28, r.points());
        assertEquals(9, r.menInZone());
    }

    @Test
    void noTimeLeftFailsCondition5() {
        DeclarationResult r = sente(PASSES, false);
        assertOnlyFails(r, DeclarationCondition.TIME_LEFT);
        assertEquals("Sente has no main time or byoyomi left", r.condition(DeclarationCondition.TIME_LEFT).reason());
    }

    @Test
    void kingInCheckFailsCondition6() {
        DeclarationResult r = sente("+R+BGGSS3/PPPPKPPPP/4g4/9/9/9/9/9/4k4 b 6P 1", true);
        assertOnlyFails(r, DeclarationCondition.NOT_IN_CHECK);
        assertEquals("Sente's king is in check from 5c", r.condition(DeclarationCondition.NOT_IN_CHECK).reason());
    }

    @Test
    void everyConditionCanFailAtOnce() {
        // King at home and in check, nothing in the zone, 28 points of men outside it that do not count, no time.
        DeclarationResult r = sente("4k4/9/9/9/9/PPPPPPPPP/R8/4r4/GGS1K1SBB b - 1", false);
        assertEquals(6, r.failed().size(), r.explanation());
        assertTrue(r.explanation().startsWith("Sente's declaration fails and loses."));
    }

    @Test
    void thresholdsComeFromTheVariantOptions() {
        Rules relaxed = VARIANT.rules(VARIANT.options(Map.of("declarationSentePoints", "27", "declarationMinPieces", "9")));
        assertTrue(DeclarationCheck.judge(relaxed.position("+R+BGGSS3/PPPPKPPPP/9/9/9/9/9/9/4k4 b 5P 1"), Color.WHITE, true).succeeded());
        assertTrue(DeclarationCheck.judge(relaxed.position("+R+BGGSS3/PPP1K4/9/9/9/9/9/9/4k4 b 2N9P 1"), Color.WHITE, true).succeeded());
        Rules cheapMajors = VARIANT.rules(VARIANT.options(Map.of("declarationMajorValue", "4")));
        DeclarationResult r = DeclarationCheck.judge(cheapMajors.position(PASSES), Color.WHITE, true);
        assertEquals(26, r.points());
        assertFalse(r.succeeded());
        Rules dearMinors = VARIANT.rules(VARIANT.options(Map.of("declarationMinorValue", "2", "declarationGotePoints", "40")));
        assertEquals(new DeclarationThresholds(28, 40, 10, 5, 2), DeclarationThresholds.of(dearMinors.options()));
        assertEquals(46, DeclarationCheck.judge(dearMinors.position(PASSES), Color.WHITE, true).points());
    }

    /** The rules offer this check as their one declaration judge, with the consequences the options set. */
    @Test
    void theRulesJudgeWithTheConsequencesTheOptionsSet() {
        Declaration fesa = RULES.declaration().orElseThrow().judge(RULES.position(PASSES), Color.WHITE, false);
        assertEquals(Optional.of(Outcome.win(Termination.DECLARATION, Color.BLACK)), fesa.outcome(), fesa.explanation());
        assertEquals(6, fesa.conditions().size());
        Rules draws = VARIANT.rules(VARIANT.options(Map.of("declarationFailure", "draws")));
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)),
                draws.declaration().orElseThrow().judge(draws.position(PASSES), Color.WHITE, false).outcome());
        Rules playsOn = VARIANT.rules(VARIANT.options(Map.of("declarationFailure", "plays-on")));
        assertEquals(Optional.empty(),
                playsOn.declaration().orElseThrow().judge(playsOn.position(PASSES), Color.WHITE, false).outcome());
        // the 24-point rule, as the variant names it: 31 to win, 24 to 30 draw on the points alone
        Rules rule24 = VARIANT.rules(VARIANT.options(VARIANT.presets().get("24-point")));
        Declaration band = rule24.declaration().orElseThrow().judge(rule24.position(PASSES), Color.WHITE, true);
        assertEquals(31, band.pointsNeeded());
        assertTrue(band.inDrawBand(), band.explanation());
        assertEquals(Optional.of(Outcome.draw(Termination.DECLARATION)), band.outcome());
        Declaration late = rule24.declaration().orElseThrow().judge(rule24.position(PASSES), Color.WHITE, false);
        assertFalse(late.inDrawBand(), "the band excuses the points only, not the time");
        assertEquals(28, RULES.declaration().orElseThrow().points(RULES.position(PASSES), Color.WHITE));
        assertEquals(Map.of(), VARIANT.presets().get("27-point"), "the 27-point rule is the options' defaults");
    }

    @Test
    void explicitThresholdsOverrideTheOptions() {
        DeclarationResult r = DeclarationCheck.judge(RULES.position(PASSES), Color.WHITE, true, new DeclarationThresholds(29, 27, 10, 5, 1));
        assertOnlyFails(r, DeclarationCondition.ENOUGH_POINTS);
        assertEquals(DeclarationThresholds.FESA, DeclarationThresholds.of(RULES.options()));
    }

    @Test
    void onlyTheSideToMoveMayDeclare() {
        Position p = RULES.position(PASSES);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DeclarationCheck.judge(p, Color.BLACK, true));
        assertEquals("Gote may declare only on his own turn", e.getMessage());
    }

    @Test
    void optionValuesAreValidated() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> VARIANT.options(Map.of("declarationSentePoints", "-1")));
        assertTrue(e.getMessage().contains("declarationSentePoints"), e.getMessage());
    }
}

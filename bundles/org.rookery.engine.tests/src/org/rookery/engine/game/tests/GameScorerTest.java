// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameBridge;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.game.GameScorer;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;

/** G20 game scores as rules.md 1.10.6 and section 6.2 decide, from the format's records only. */
class GameScorerTest {

    private static final GameScorer G20 = GameScorer.of(TestFormats.g20(),
            GameBridge.bind(TestFormats.g20(), TestFormats.REGISTRY));

    /** All 17 black men but the king: 8 P, 2 R, 2 N, 2 G, 2 B, 1 Q = 8 + 4 + 6 + 8 + 10 + 6 = 42. */
    private static List<String> all() {
        List<String> men = new ArrayList<>(Collections.nCopies(8, "P"));
        men.addAll(List.of("R", "R", "N", "N", "G", "G", "B", "B", "Q"));
        return men;
    }

    private static BigDecimal score(GameReport r) {
        return G20.score(r).total();
    }

    @Test
    void aWinWithTenOrMoreCapturesScoresTheCaptureTable() {
        // 8 pawns + N + R = 8 + 3 + 2 = 13 with 10 captures.
        List<String> ten = new ArrayList<>(Collections.nCopies(8, "P"));
        ten.addAll(List.of("N", "R"));
        GameScore s = G20.score(GameReport.win(Termination.CHECKMATE, ten, 100_000, 90_000));
        assertEquals(new BigDecimal("13"), s.total());
        assertEquals(GameScore.Basis.CAPTURED, s.basis());
        assertEquals(new BigDecimal("42"), score(GameReport.win(Termination.CROWNING, all(), 1_000, 2_000)));
    }

    @Test
    void anEarlyWinBelowTenCapturesIsAFlat42WithNoneIncluded() {
        List<String> nine = Collections.nCopies(9, "P");
        assertEquals(GameScore.Basis.EARLY_WIN, G20.score(GameReport.win(Termination.CHECKMATE, nine, 1, 1)).basis());
        assertEquals(new BigDecimal("42"), score(GameReport.win(Termination.CHECKMATE, nine, 1, 1)));
        assertEquals(new BigDecimal("42"), score(GameReport.win(Termination.STALEMATE, List.of(), 1, 1)));
        assertEquals(new BigDecimal("42"), score(GameReport.win(Termination.CROWNING, List.of("Q"), 1, 1)));
    }

    @Test
    void aCapturedPromotedManScoresAsTheTypeItWasWhenCaptured() {
        // Ten captures, one of them a pawn that had promoted to a queen: Q counts 6, no cap.
        List<String> men = new ArrayList<>(Collections.nCopies(8, "P"));
        men.addAll(List.of("Q", "Q"));
        assertEquals(new BigDecimal("20"), score(GameReport.win(Termination.CHECKMATE, men, 1, 1)));
        // A full capture with a promoted queen: 42 + 6 = 48 (no cap at 42).
        List<String> more = all();
        more.add("Q");
        assertEquals(new BigDecimal("48"), score(GameReport.win(Termination.CHECKMATE, more, 1, 1)));
    }

    @Test
    void theFifteenSecondMarginIsDecidedFromBothClocks() {
        List<String> three = List.of("P", "P", "N");
        // Exactly 15.000 s ahead: normal timeout, capture points only (5), no early-win flat score.
        GameScore normal = G20.score(GameReport.win(Termination.TIME_FORFEIT, three, 15_000, 0));
        assertEquals(new BigDecimal("5"), normal.total());
        assertEquals(GameScore.Basis.CAPTURED, normal.basis());
        assertEquals(15_000, normal.clockMarginMs().getAsLong());
        // 15.001 s: penalty timeout, flat 42.
        GameScore penalty = G20.score(GameReport.win(Termination.TIME_FORFEIT, three, 15_001, 0));
        assertEquals(new BigDecimal("42"), penalty.total());
        assertEquals(GameScore.Basis.PENALTY_TIMEOUT, penalty.basis());
        // The margin is the difference of the clocks: 20.5 s against 5.6 s left is 14.9 s.
        assertEquals(new BigDecimal("5"), score(GameReport.win(Termination.TIME_FORFEIT, three, 20_500, 5_600)));
        assertEquals(new BigDecimal("42"), score(GameReport.win(Termination.TIME_FORFEIT, three, 20_500, 5_400)));
        // The scoring side's own flag falls: out, 0.
        assertEquals(BigDecimal.ZERO, score(GameReport.loss(Termination.TIME_FORFEIT, three, 0, 90_000)));
    }

    @Test
    void illegalMovesCountInEveryResultAndScoresGoNegative() {
        GameReport early = GameReport.win(Termination.CHECKMATE, List.of("P"), 1, 1).withIllegalMoves(1, 3);
        GameScore s = G20.score(early);
        assertEquals(new BigDecimal("44"), s.total());
        assertEquals(new BigDecimal("2"), s.illegalMovePoints());
        assertTrue(s.explanation().contains("1 illegal move by the scoring side -1"), s.explanation());
        GameReport penalty = GameReport.win(Termination.TIME_FORFEIT, List.of(), 60_000, 0).withIllegalMoves(2, 0);
        assertEquals(new BigDecimal("40"), score(penalty));
        GameReport out = GameReport.loss(Termination.CHECKMATE, List.of("P", "P"), 1, 1).withIllegalMoves(3, 1);
        assertEquals(new BigDecimal("-2"), score(out));
    }

    @Test
    void unplayedGamesScoreWhatTheFormatSays() {
        assertEquals(BigDecimal.ZERO, score(new GameReport(GameOutcome.UNPLAYED, Termination.ARBITER_DECISION, List.of(),
                0, 0, 0, 0)));
    }

    @Test
    void resignationIsRefusedWhereTheFormatForbidsIt() {
        Refusal r = assertThrows(Refusal.class,
                () -> G20.score(GameReport.win(Termination.RESIGNATION, List.of("P"), 1, 1)));
        assertEquals("resignation forbidden", r.rule());
        assertTrue(r.getMessage().contains("stopping player may not resign"), r.getMessage());
    }

    @Test
    void nothingIsG20SpecificEveryNumberComesFromTheRecords() {
        // Another federation: 2 points a capture table of its own, early win below 5 = 30, a 10 s
        // penalty margin worth 25, illegal moves -2 / +3, a floor of 0 and resignation allowed.
        ScoringRules other = new ScoringRules(
                Optional.of(new org.rookery.engine.format.PointTable("", Map.of("P", BigDecimal.valueOf(2)),
                        Optional.of(BigDecimal.ONE))),
                Map.of(GameOutcome.WIN, new ScoringRules.Score.Captured(),
                        GameOutcome.LOSS, new ScoringRules.Score.Flat(BigDecimal.valueOf(-5))),
                Optional.of(new ScoringRules.EarlyWin(5, BigDecimal.valueOf(30))),
                Optional.of(new ScoringRules.PenaltyTimeout(Duration.ofSeconds(10), BigDecimal.valueOf(25))),
                Map.of(SideRole.SCORING, BigDecimal.valueOf(-2), SideRole.STOPPING, BigDecimal.valueOf(3)), true,
                Optional.of(BigDecimal.ZERO));
        GameScorer s = new GameScorer(other, TestFormats.REGISTRY.get("giraffe").rules().pieceTypes().stream()
                .map(org.rookery.engine.game.BoundGame::letter).collect(java.util.stream.Collectors.toSet()), "K");
        List<String> five = List.of("P", "P", "P", "N", "Q");
        assertEquals(new BigDecimal("8"), s.score(GameReport.win(Termination.CHECKMATE, five, 1, 1)).total());
        assertEquals(new BigDecimal("30"), s.score(GameReport.win(Termination.CHECKMATE, List.of("P"), 1, 1)).total());
        assertEquals(new BigDecimal("25"), s.score(GameReport.win(Termination.TIME_FORFEIT, List.of(), 10_001, 0)).total());
        assertEquals(new BigDecimal("0"), s.score(GameReport.win(Termination.TIME_FORFEIT, List.of(), 10_000, 0)).total());
        // A loss is -5, +3 for the opponent's illegal move = -2, raised to the floor 0.
        assertEquals(BigDecimal.ZERO, s.score(GameReport.loss(Termination.CHECKMATE, List.of(), 1, 1)
                .withIllegalMoves(0, 1)).total());
        // Resignation allowed here.
        assertEquals(new BigDecimal("30"), s.score(GameReport.win(Termination.RESIGNATION, List.of(), 1, 1)).total());
    }

    @Test
    void badReportsAreRejectedWithWhatIsWrong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> G20.score(GameReport.win(Termination.CHECKMATE, List.of("X"), 1, 1)));
        assertTrue(e.getMessage().contains("'X' is not a piece"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> G20.score(GameReport.win(Termination.CHECKMATE, List.of("K"), 1, 1)));
        assertTrue(e.getMessage().contains("never captured"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GameReport.win(Termination.TIME_FORFEIT, List.of(), 1_000, 5_000));
        assertTrue(e.getMessage().contains("lost on time"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GameReport.win(Termination.CHECKMATE, List.of(), -1, 0));
    }
}

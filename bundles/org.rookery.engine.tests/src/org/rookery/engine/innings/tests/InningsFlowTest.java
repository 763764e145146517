// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.innings.tests.Play.game;
import static org.rookery.engine.innings.tests.Play.innings;
import static org.rookery.engine.innings.tests.Play.loss;
import static org.rookery.engine.innings.tests.Play.of;
import static org.rookery.engine.innings.tests.Play.times;
import static org.rookery.engine.innings.tests.Play.win;

import java.math.BigDecimal;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.InningsRules;
import org.rookery.engine.format.InningsRules.FollowOn;
import org.rookery.engine.format.InningsRules.GoldenRule;
import org.rookery.engine.format.InningsRules.InningsOrder;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.MatchResult;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;

/** The innings order, follow-on, good-game exception, skipped innings and golden rounds. */
class InningsFlowTest {

    private static final GameReport EARLY = win(0);

    /** An early win with {@code n} illegal moves by the scoring side: 42 - n. */
    private static GameReport earlyLess(int n) {
        return EARLY.withIllegalMoves(n, 0);
    }

    private static CompiledFormat format(InningsOrder order, OptionalInt max, boolean goodGame, FollowOn followOn,
            GoldenRule golden, boolean skip) {
        return TestFormats.g20(TestFormats.innings(order, max, goodGame, followOn, golden, skip));
    }

    @Test
    void inningsAlternateA1B1A2B2AndTheHigherTotalWins() {
        InningsMatch m = Play.lionsBatting(TestFormats.g20());
        m = innings(m, of(times(2, EARLY), times(5, loss())));          // Lions 84
        m = innings(m, of(times(1, EARLY), times(5, loss())));          // Tigers 42
        m = innings(m, of(times(3, EARLY), times(5, loss())));          // Lions 126: 210
        assertEquals("Tigers", m.currentInnings().orElseThrow().battingTeam());
        // Tigers need 210 - 42 + 1 = 169 in the last innings.
        m = m.apply(new InningsAction.BattingOrder("Tigers", Play.order("Tigers")));
        assertEquals(new BigDecimal("169"), m.currentInnings().orElseThrow().target().orElseThrow());
        m = innings(m, of(times(3, EARLY), times(5, loss())));          // Tigers 126: 168
        List<String> order = m.innings().stream().map(InningsCard::battingTeam).toList();
        assertEquals(List.of("Lions", "Tigers", "Lions", "Tigers"), order);
        MatchResult r = m.result().orElseThrow();
        assertEquals("Lions", r.winner().orElseThrow());
        assertEquals("Lions win by 42 points (210 to 168)", r.reason());
        assertEquals(new BigDecimal("210"), r.totals().get("Lions"));
        assertEquals(new BigDecimal("168"), r.totals().get("Tigers"));
    }

    @Test
    void consecutiveOrderIsA1A2B1B2() {
        InningsMatch m = Play.lionsBatting(format(InningsOrder.CONSECUTIVE, OptionalInt.empty(), true, null, null, false));
        for (int i = 0; i < 4; i++) {
            m = innings(m, times(5, loss()));
        }
        assertEquals(List.of("Lions", "Lions", "Tigers", "Tigers"),
                m.innings().stream().map(InningsCard::battingTeam).toList());
        assertTrue(m.result().orElseThrow().reason().contains("level at 0"), m.result().get().reason());
    }

    @Test
    void followOnIsCompulsoryOnlyWhenTheLeadIsStrictlyMoreThanTheThreshold() {
        // Lions 6 early wins, one with 10 illegal moves (32), then 4 losses: 5 x 42 + 32 = 242.
        List<GameReport> lions242 = of(times(5, EARLY), List.of(earlyLess(10)), times(4, loss()));
        List<GameReport> tigers42 = of(List.of(EARLY), times(5, loss()));
        InningsMatch exactly = innings(innings(Play.lionsBatting(TestFormats.g20()), lions242), tigers42);
        assertEquals(new BigDecimal("242"), exactly.totals().get("Lions"));
        assertEquals("Lions", exactly.currentInnings().orElseThrow().battingTeam());
        assertFalse(exactly.currentInnings().get().followOn());
        // One point more: 243 - 42 = 201 > 200, Tigers follow on at once: A1 B1 B2 A2.
        List<GameReport> lions243 = of(times(5, EARLY), List.of(earlyLess(9)), times(4, loss()));
        InningsMatch more = innings(innings(Play.lionsBatting(TestFormats.g20()), lions243), tigers42);
        InningsCard third = more.currentInnings().orElseThrow();
        assertEquals("Tigers", third.battingTeam());
        assertTrue(third.followOn());
        more = innings(more, times(5, loss()));
        more = innings(more, times(5, loss()));
        assertEquals(List.of("Lions", "Tigers", "Tigers", "Lions"),
                more.innings().stream().map(InningsCard::battingTeam).toList());
        assertEquals("Lions", more.result().orElseThrow().winner().orElseThrow());
    }

    @Test
    void aFollowOnLeftToTheLeaderWaitsForHisDecision() {
        CompiledFormat f = format(InningsOrder.ALTERNATE, OptionalInt.empty(), true, new FollowOn(200, false),
                new GoldenRule(true, true), false);
        InningsMatch m = innings(innings(Play.lionsBatting(f), times(10, EARLY)), times(5, loss()));
        assertEquals(Phase.FOLLOW_ON_CHOICE, m.phase());
        InningsMatch waiting = m;
        Refusal r = assertThrows(Refusal.class, () -> waiting.apply(new InningsAction.FollowOnDecision("Tigers", false)));
        assertEquals("follow on", r.rule());
        InningsMatch declined = m.apply(new InningsAction.FollowOnDecision("Lions", false));
        assertEquals("Lions", declined.currentInnings().orElseThrow().battingTeam());
        InningsMatch enforced = m.apply(new InningsAction.FollowOnDecision("Lions", true));
        assertEquals("Tigers", enforced.currentInnings().orElseThrow().battingTeam());
        assertTrue(enforced.currentInnings().get().followOn());
    }

    @Test
    void theGoodGameExceptionBringsBackTheRetiredPlayerForTheLastGame() {
        CompiledFormat f = format(InningsOrder.ALTERNATE, OptionalInt.of(5), true, null, null, false);
        InningsMatch m = innings(Play.lionsBatting(f), of(times(5, EARLY), times(4, loss())));
        InningsCard c = m.currentInnings().orElseThrow();
        // L1 retired not out after 5 games; L2 to L5 are out by game 9, so L1 comes back for game 10.
        assertEquals(5, c.batters().get(0).games());
        assertEquals(BatterLine.Status.IN, c.batters().get(0).status());
        assertEquals(List.of("L1", "L2", "L3", "L4", "L5"), List.of(c.games().get(0).scoringPlayer(),
                c.games().get(5).scoringPlayer(), c.games().get(6).scoringPlayer(), c.games().get(7).scoringPlayer(),
                c.games().get(8).scoringPlayer()));
        assertEquals("L1", m.scoringPlayer().orElseThrow());
        m = innings(m, List.of(EARLY));
        InningsCard done = m.innings().get(0);
        assertEquals("L1", done.games().get(9).scoringPlayer());
        assertEquals(new BigDecimal("252"), done.total());
        assertEquals(6, done.batters().get(0).games());

        // Without the exception the innings ends after 9 games; the 10th is unplayed.
        CompiledFormat strict = format(InningsOrder.ALTERNATE, OptionalInt.of(5), false, null, null, false);
        InningsMatch s = innings(Play.lionsBatting(strict), of(times(5, EARLY), times(4, loss())));
        InningsCard first = s.innings().get(0);
        assertTrue(first.complete());
        assertTrue(first.games().get(9).unplayed());
        assertEquals(new BigDecimal("210"), first.total());
        assertEquals(BatterLine.Status.RETIRED_NOT_OUT, first.batters().get(0).status());
    }

    @Test
    void withTwoRetiredPlayersTheCaptainChoosesWhoPlaysTheLastGame() {
        CompiledFormat f = format(InningsOrder.ALTERNATE, OptionalInt.of(3), true, null, null, false);
        InningsMatch m = innings(Play.lionsBatting(f), of(times(6, EARLY), times(3, loss())));
        assertEquals(Phase.SCORING_PLAYER, m.phase());
        assertEquals(List.of("L1", "L2"), m.scoringCandidates());
        InningsMatch choosing = m;
        Refusal r = assertThrows(Refusal.class, () -> choosing.apply(new InningsAction.ScoringPlayerIn("L3")));
        assertEquals("good game exception", r.rule());
        m = m.apply(new InningsAction.ScoringPlayerIn("L2"));
        m = game(m, "T5", EARLY);
        assertEquals("L2", m.innings().get(0).games().get(9).scoringPlayer());
    }

    @Test
    void decidedInningsAreSkippedWhenTheSettingIsOn() {
        CompiledFormat f = format(InningsOrder.ALTERNATE, OptionalInt.empty(), true, null, null, true);
        InningsMatch m = Play.lionsBatting(f);
        m = innings(m, of(times(2, EARLY), times(5, loss())));    // Lions 84
        m = innings(m, times(5, loss()));                          // Tigers 0
        m = innings(m, times(5, loss()));                          // Lions 0: 84
        m = m.apply(new InningsAction.BattingOrder("Tigers", Play.order("Tigers")));
        assertEquals(new BigDecimal("85"), m.currentInnings().orElseThrow().target().orElseThrow());
        m = innings(m, times(2, EARLY));
        assertTrue(m.result().isEmpty());
        m = innings(m, List.of(EARLY));                            // 126 > 84: decided
        MatchResult r = m.result().orElseThrow();
        assertEquals("Tigers", r.winner().orElseThrow());
        InningsCard last = m.innings().get(3);
        assertTrue(last.endReason().startsWith("match decided"), last.endReason());
        assertTrue(last.games().get(3).unplayed());

        // The same innings under g20 (setting off) go on.
        InningsMatch g = Play.lionsBatting(TestFormats.g20(TestFormats.g20Innings(OptionalInt.empty(), null, false)));
        g = innings(g, of(times(2, EARLY), times(5, loss())));
        g = innings(g, times(5, loss()));
        g = innings(g, times(5, loss()));
        g = innings(g, times(3, EARLY));
        assertTrue(g.result().isEmpty());
        assertEquals(Phase.STOPPING_PLAYER, g.phase());
    }

    @Test
    void skippingAWholeInningsWhenTheLeaderNoLongerNeedsIt() {
        CompiledFormat f = format(InningsOrder.ALTERNATE, OptionalInt.empty(), true, null, null, true);
        InningsMatch m = Play.lionsBatting(f);
        m = innings(m, times(5, loss()));                           // Lions 0
        m = innings(m, of(times(2, EARLY), times(5, loss())));      // Tigers 84
        m = innings(m, of(List.of(EARLY), times(5, loss())));       // Lions 42
        MatchResult r = m.result().orElseThrow();
        assertEquals("Tigers", r.winner().orElseThrow());
        assertTrue(r.reason().contains("1 innings not needed"), r.reason());
        assertEquals(3, m.innings().size());
    }

    @Test
    void afterAFollowOnTheLeadersLastInningsIsSkippedWhenNotNeeded() {
        CompiledFormat f = format(InningsOrder.ALTERNATE, OptionalInt.empty(), true, new FollowOn(200, true), null, true);
        InningsMatch m = Play.lionsBatting(f);
        m = innings(m, times(10, EARLY));                           // Lions 420
        m = innings(m, times(5, loss()));                           // Tigers 0: follow on
        assertTrue(m.currentInnings().orElseThrow().followOn());
        m = innings(m, of(List.of(EARLY), times(5, loss())));       // Tigers 42: Lions need not bat again
        MatchResult r = m.result().orElseThrow();
        assertEquals("Lions win by 378 points (420 to 42); 1 innings not needed", r.reason());
        assertEquals(List.of("Lions", "Tigers", "Tigers"), m.innings().stream().map(InningsCard::battingTeam).toList());
    }

    @Test
    void theGoldenRoundIsRepeatedWhileLevel() {
        InningsMatch m = Play.lionsBatting(TestFormats.g20());
        for (int i = 0; i < 4; i++) {
            m = innings(m, of(List.of(EARLY), times(5, loss())));
        }
        assertEquals(Phase.TOSS, m.phase());
        assertTrue(m.due().contains("golden round 1"), m.due());
        m = m.apply(new InningsAction.TossWon("Tigers")).apply(new InningsAction.TossChoice("Tigers", SideRole.SCORING));
        InningsMatch ordering = m;
        Refusal r = assertThrows(Refusal.class, () -> ordering.apply(new InningsAction.BattingOrder("Tigers",
                List.of("T1", "T2"))));
        assertEquals("golden round", r.rule());
        m = m.apply(new InningsAction.BattingOrder("Tigers", List.of("T3")));
        m = game(m, "L2", EARLY);
        m = m.apply(new InningsAction.BattingOrder("Lions", List.of("L4")));
        assertEquals(new BigDecimal("43"), m.currentInnings().orElseThrow().target().orElseThrow());
        m = game(m, "T1", EARLY);
        // 42 all: round 2.
        assertEquals(Phase.TOSS, m.phase());
        assertTrue(m.due().contains("golden round 2"), m.due());
        m = m.apply(new InningsAction.TossWon("Lions")).apply(new InningsAction.TossChoice("Lions", SideRole.STOPPING));
        m = m.apply(new InningsAction.BattingOrder("Tigers", List.of("T1")));
        m = game(m, "L1", loss());
        m = m.apply(new InningsAction.BattingOrder("Lions", List.of("L5")));
        m = game(m, "T2", GameReport.win(Termination.CROWNING, List.of("P"), 20_000, 1_000));
        MatchResult result = m.result().orElseThrow();
        assertEquals("Lions", result.winner().orElseThrow());
        assertEquals(2, result.goldenRounds().size());
        assertEquals(new BigDecimal("42"), result.goldenRounds().get(1).get("Lions"));
        assertEquals(BigDecimal.ZERO, result.goldenRounds().get(1).get("Tigers"));
        assertTrue(result.reason().contains("Lions win golden round 2, 42 to 0 after level totals of 84"), result.reason());
        assertEquals(8, m.innings().size());
        assertEquals(2, m.innings().get(7).goldenRound());
        // The regular totals stay level; the golden rounds decide.
        assertEquals(result.totals().get("Lions"), result.totals().get("Tigers"));
        assertEquals(Phase.FINISHED, m.phase());
    }

    @Test
    void withoutAGoldenRuleLevelTotalsAreADraw() {
        InningsRules noGolden = TestFormats.innings(InningsOrder.ALTERNATE, OptionalInt.empty(), true, null, null, false);
        InningsMatch m = Play.lionsBatting(TestFormats.g20(noGolden));
        for (int i = 0; i < 4; i++) {
            m = innings(m, times(5, loss()));
        }
        assertTrue(m.result().orElseThrow().winner().isEmpty());
    }
}

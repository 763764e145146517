// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.innings.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.innings.tests.Play.game;
import static org.rookery.engine.innings.tests.Play.loss;
import static org.rookery.engine.innings.tests.Play.win;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.InningsAction;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.innings.Phase;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;

/** The innings match state machine under the G20 format: set-up, who is next, refusals. */
class InningsMatchTest {

    @Test
    void setUpRunsRegistrationSquadsTossAndBattingOrderInThatOrder() {
        InningsMatch m = InningsMatch.start(TestFormats.g20(), TestFormats.REGISTRY);
        assertEquals(Phase.REGISTRATION, m.phase());
        m = Play.registered(TestFormats.g20());
        assertEquals(Phase.TOSS, m.phase());
        m = m.apply(new InningsAction.TossWon("Tigers"));
        assertEquals(Phase.TOSS_CHOICE, m.phase());
        InningsMatch tossed = m;
        Refusal r = assertThrows(Refusal.class, () -> tossed.apply(new InningsAction.TossChoice("Lions", SideRole.SCORING)));
        assertEquals("toss winner chooses side", r.rule());
        // Tigers won the toss and chose to stop first: Lions bat first.
        m = m.apply(new InningsAction.TossChoice("Tigers", SideRole.STOPPING));
        assertEquals("Lions", m.battingFirst().orElseThrow());
        assertEquals(Phase.BATTING_ORDER, m.phase());
        assertTrue(m.due().contains("batting order for innings 1"), m.due());
    }

    @Test
    void aLineUpNamingAnUnregisteredPlayerIsRefused() {
        InningsMatch m = InningsMatch.start(TestFormats.g20(), TestFormats.REGISTRY)
                .apply(new InningsAction.TeamRegistered("Lions", Play.LIONS))
                .apply(new InningsAction.TeamRegistered("Tigers", Play.TIGERS));
        Refusal r = assertThrows(Refusal.class, () -> m.apply(new InningsAction.SquadNamed("Lions",
                List.of("L1", "L2", "L3", "L4", "X9"), "L1")));
        assertEquals("line-up names registered players", r.rule());
        assertTrue(r.getMessage().contains("X9 is not registered for Lions"), r.getMessage());
        InningsMatch batting = Play.registered(TestFormats.g20()).apply(new InningsAction.TossWon("Lions"))
                .apply(new InningsAction.TossChoice("Lions", SideRole.SCORING));
        r = assertThrows(Refusal.class, () -> batting.apply(new InningsAction.BattingOrder("Lions",
                List.of("L1", "L2", "T3", "L4", "L5"))));
        assertEquals("line-up names registered players", r.rule());
        // A reserve (L6) is registered but not named to play.
        r = assertThrows(Refusal.class, () -> batting.apply(new InningsAction.BattingOrder("Lions",
                List.of("L1", "L2", "L6", "L4", "L5"))));
        assertEquals("players per match 5", r.rule());
        r = assertThrows(Refusal.class, () -> batting.apply(new InningsAction.BattingOrder("Tigers", Play.order("Tigers"))));
        assertEquals("lineup before each innings", r.rule());
        // A team larger than the format's size.
        r = assertThrows(Refusal.class, () -> InningsMatch.start(TestFormats.g20(), TestFormats.REGISTRY)
                .apply(new InningsAction.TeamRegistered("Big", List.of("a", "b", "c", "d", "e", "f", "g", "h"))));
        assertEquals("size 7", r.rule());
    }

    @Test
    void theWinnerStaysALossPutsHimOutAndTheNextComesIn() {
        InningsMatch m = Play.lionsBatting(TestFormats.g20());
        assertEquals("L1", m.scoringPlayer().orElseThrow());
        m = game(m, "T1", win(12));
        m = game(m, "T2", win(3));
        assertEquals("L1", m.scoringPlayer().orElseThrow());
        m = game(m, "T3", loss());
        assertEquals("L2", m.scoringPlayer().orElseThrow());
        InningsCard c = m.currentInnings().orElseThrow();
        assertEquals(List.of("L1"), c.outs());
        // 12 captured: 8 P + R R N N = 8 + 4 + 6 = 18; an early win 42; the loss 0.
        assertEquals(new BigDecimal("60"), c.total());
        assertEquals(new BigDecimal("18"), c.games().get(0).inningsRunning());
        assertEquals(new BigDecimal("60"), c.games().get(1).teamRunning());
        assertEquals(BatterLine.Status.OUT, c.batters().get(0).status());
        assertEquals(3, c.batters().get(0).games());
        assertEquals(BatterLine.Status.IN, c.batters().get(1).status());
    }

    @Test
    void allOutEndsTheInningsAndTheGamesLeftScoreZero() {
        InningsMatch m = Play.innings(Play.lionsBatting(TestFormats.g20()),
                Play.of(List.of(win(0)), Play.times(5, loss())));
        InningsCard first = m.innings().get(0);
        assertTrue(first.complete());
        assertEquals("all out", first.endReason());
        assertEquals(10, first.games().size());
        assertTrue(first.games().get(6).unplayed());
        assertEquals(BigDecimal.ZERO, first.games().get(9).score().orElseThrow().total());
        assertEquals(new BigDecimal("42"), first.total());
        assertEquals(List.of("L1", "L2", "L3", "L4", "L5"), first.outs());
        // Tigers bat next.
        assertEquals(Phase.BATTING_ORDER, m.phase());
        assertEquals("Tigers", m.currentInnings().orElseThrow().battingTeam());
    }

    @Test
    void aThirdGameAndTwoGamesInARowAreRefusedWithTheRulesName() {
        InningsMatch m = Play.lionsBatting(TestFormats.g20());
        m = game(m, "T1", win(0));
        InningsMatch afterOne = m;
        Refusal r = assertThrows(Refusal.class, () -> afterOne.apply(new InningsAction.StoppingPlayerChosen("T1")));
        assertEquals("stopping player no consecutive games", r.rule());
        assertTrue(r.getMessage().contains("the same stopping player twice in a row: T1 played game 1"), r.getMessage());
        m = game(m, "T2", win(0));
        m = game(m, "T1", win(0));
        m = game(m, "T2", win(0));
        InningsMatch afterFour = m;
        r = assertThrows(Refusal.class, () -> afterFour.apply(new InningsAction.StoppingPlayerChosen("T1")));
        assertEquals("stopping player max 2 games per innings", r.rule());
        assertTrue(r.getMessage().contains("a third game for one stopping player in an innings: T1 played games 1 and 3"),
                r.getMessage());
        assertEquals(List.of("T3", "T4", "T5"), afterFour.eligibleStoppingPlayers());
        // A reserve cannot stop either.
        r = assertThrows(Refusal.class, () -> afterFour.apply(new InningsAction.StoppingPlayerChosen("T6")));
        assertEquals("players per match 5", r.rule());
    }

    @Test
    void theChoiceThatMakesTheRotationImpossibleIsRefusedWhenMadeAndAnOverrideGetsPastIt() {
        InningsMatch m = Play.lionsBatting(TestFormats.g20());
        // T1 T2 T1 T2 T3 T4 T3 T4: only T5 is left with games, and he may not play twice in a row.
        List<String> stoppers = List.of("T1", "T2", "T1", "T2", "T3", "T4", "T3");
        for (String s : stoppers) {
            m = game(m, s, win(0));
        }
        assertTrue(m.warnings().isEmpty(), m.warnings().toString());
        // Game 8: T4 is within the limits, but after him T5 would have to stop games 9 and 10 in a row.
        assertEquals(List.of("T4", "T5"), m.eligibleStoppingPlayers());
        assertEquals(List.of("T4"), m.deadEndStoppingPlayers());
        InningsMatch atEight = m;
        Refusal dead = assertThrows(Refusal.class, () -> atEight.apply(new InningsAction.StoppingPlayerChosen("T4")));
        assertEquals("stopping rotation can complete the innings", dead.rule());
        assertTrue(dead.getMessage().contains("choosing T4 for game 8 of innings 1 leaves Tigers unable to stop the 2 games"
                + " after it within the rotation limits (games left after him: T5 2); T5 keeps the innings complete"),
                dead.getMessage());
        assertTrue(atEight.warnings().isEmpty(), "a refused choice changes nothing");
        // T5 instead keeps it complete: T5, T4, T5.
        InningsMatch t5 = atEight.apply(new InningsAction.StoppingPlayerChosen("T5"));
        assertTrue(t5.warnings().isEmpty(), t5.warnings().toString());
        // The arbiter may still let T4 play, with a reason; then the warning follows.
        m = m.apply(new InningsAction.StoppingPlayerChosen("T4", "T5 is late; arbiter lets T4 play"));
        assertEquals(1, m.warnings().size());
        assertTrue(m.warnings().get(0).message().contains("cannot fill the 2 left"), m.warnings().get(0).message());
        m = m.apply(new InningsAction.GameResult(1, 8, win(0)));
        m = game(m, "T5", win(0));
        assertEquals(List.of(), m.eligibleStoppingPlayers());
        InningsMatch stuck = m;
        assertThrows(Refusal.class, () -> stuck.apply(new InningsAction.StoppingPlayerChosen("T5")));
        m = m.apply(new InningsAction.StoppingPlayerChosen("T5", "no legal choice left; arbiter lets T5 play"));
        m = m.apply(new InningsAction.GameResult(1, 10, win(0)));
        InningsCard c = m.innings().get(0);
        assertEquals("no legal choice left; arbiter lets T5 play", c.games().get(9).override());
        assertEquals(new BigDecimal("420"), c.total());
        assertEquals("10 games played", c.endReason());
        assertEquals(BatterLine.Status.NOT_OUT, c.batters().get(0).status());
    }

    @Test
    void resultsForUnknownOrFinishedGamesAreRefusedAndChangeNothing() {
        InningsMatch m = game(Play.lionsBatting(TestFormats.g20()), "T1", win(0));
        InningsMatch chosen = m.apply(new InningsAction.StoppingPlayerChosen("T2"));
        Refusal r = assertThrows(Refusal.class, () -> chosen.apply(new InningsAction.GameResult(1, 1, win(0))));
        assertEquals("one result per game", r.rule());
        assertTrue(r.getMessage().contains("innings 1 game 1 is finished"), r.getMessage());
        r = assertThrows(Refusal.class, () -> chosen.apply(new InningsAction.GameResult(1, 7, win(0))));
        assertEquals("results are for the game in play", r.rule());
        assertTrue(r.getMessage().contains("the game in play is innings 1 game 2"), r.getMessage());
        r = assertThrows(Refusal.class, () -> chosen.apply(new InningsAction.GameResult(3, 1, win(0))));
        assertEquals("results are for the game in play", r.rule());
        // Resignation is refused and the game stays in play.
        r = assertThrows(Refusal.class, () -> chosen.apply(new InningsAction.GameResult(1, 2,
                GameReport.loss(Termination.RESIGNATION, List.of(), 1000, 1000))));
        assertEquals("resignation forbidden", r.rule());
        assertEquals(Phase.RESULT, chosen.phase());
        assertEquals(3, chosen.actions().size() - Play.lionsBatting(TestFormats.g20()).actions().size());
        // A result before the stopping player is chosen: no game is in play.
        r = assertThrows(Refusal.class, () -> m.apply(new InningsAction.GameResult(1, 2, win(0))));
        assertEquals("results are for the game in play", r.rule());
    }

    @Test
    void actionsOutOfTurnAreRefusedWithWhatIsDue() {
        InningsMatch m = Play.lionsBatting(TestFormats.g20());
        Refusal r = assertThrows(Refusal.class, () -> m.apply(new InningsAction.TossWon("Lions")));
        assertEquals("order of play", r.rule());
        assertTrue(r.getMessage().contains("Tigers' stopping player for game 1 of innings 1 against L1"), r.getMessage());
        r = assertThrows(Refusal.class, () -> m.apply(new InningsAction.FollowOnDecision("Lions", true)));
        assertEquals("order of play", r.rule());
    }

    @Test
    void replayingTheActionsGivesTheSameMatch() {
        InningsMatch m = Play.innings(Play.lionsBatting(TestFormats.g20()),
                Play.of(Play.times(3, win(11)), List.of(loss()), Play.times(2, win(4)), List.of(loss())));
        InningsMatch again = InningsMatch.replay(TestFormats.g20(),
                org.rookery.engine.game.GameScorer.of(TestFormats.g20(),
                        org.rookery.engine.game.GameBridge.bind(TestFormats.g20(), TestFormats.REGISTRY)),
                m.actions());
        assertEquals(m.innings(), again.innings());
        assertEquals(m.phase(), again.phase());
        assertEquals(m.due(), again.due());
        assertEquals(m.totals(), again.totals());
        List<InningsAction> bad = new java.util.ArrayList<>(m.actions());
        bad.add(new InningsAction.GameResult(1, 1, win(0)));
        Refusal r = assertThrows(Refusal.class, () -> InningsMatch.replay(TestFormats.g20(),
                org.rookery.engine.game.GameScorer.of(TestFormats.g20(),
                        org.rookery.engine.game.GameBridge.bind(TestFormats.g20(), TestFormats.REGISTRY)), bad));
        assertTrue(r.getMessage().startsWith("action " + bad.size() + " "), r.getMessage());
        assertFalse(m.innings().isEmpty());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.pairing.RoundResult;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.team.TeamFormation;
import org.rookery.engine.team.TeamMatch;
import org.rookery.engine.team.TeamPlayer;
import org.rookery.rules.Color;

/** Newport Exchange: teams by grade, the rotating middle bye, board order, colours and the end of a match. */
class NewportTest {

    /** As examples/formats/newport-exchange.tfl compiles. */
    static final TeamMatchRules NEWPORT = new TeamMatchRules(TeamMatchRules.Formation.BY_GRADE_HIGHEST_WITH_LOWEST,
            TeamMatchRules.BoardOrder.BY_GRADE, Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)),
            Optional.of(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.MIDDLE_GRADE, true)), true);

    static List<TeamPlayer> players(int n) {
        // shuffled entry order; grades 200, 190, ... by name P1, P2, ...
        List<TeamPlayer> list = new ArrayList<>(IntStream.rangeClosed(1, n).mapToObj(i -> new TeamPlayer("P" + i, 210 - 10 * i)).toList());
        java.util.Collections.reverse(list);
        return list;
    }

    @Test
    void theHighestGradedIsTeamedWithTheLowestAndTheBalancingIsExplained() {
        TeamFormation f = TeamFormation.form(players(12), 2, NEWPORT, Optional.empty());
        assertEquals(6, f.teams().size());
        assertEquals(List.of("P1", "P12"), f.teams().get(0).members().stream().map(TeamPlayer::name).toList());
        assertEquals(List.of("P6", "P7"), f.teams().get(5).members().stream().map(TeamPlayer::name).toList());
        assertTrue(f.sittingOut().isEmpty());
        assertTrue(f.explanation().contains("the highest graded is teamed with the lowest, the next highest with the next lowest"),
                f.explanation());
        assertTrue(f.explanation().contains("team 1 P1 (200) + P12 (90) = 290"), f.explanation());
    }

    @Test
    void anOddFieldSitsTheMiddleGradeOutAndTheByeRotatesToTheNearestInGrade() {
        TeamFormation f = TeamFormation.form(players(7), 2, NEWPORT, Optional.empty());
        assertEquals(List.of("P4"), f.sittingOut().stream().map(TeamPlayer::name).toList());
        assertEquals(List.of("P3", "P5"), f.teams().get(2).members().stream().map(TeamPlayer::name).toList());
        TeamFormation.RoundLineUp r2 = f.lineUp(2);
        assertEquals("P5", r2.sittingOut().get(0).name());
        assertEquals(List.of("P3", "P4"), r2.members().get(2).stream().map(TeamPlayer::name).toList());
        assertEquals("P5 sits out; P4 comes back in his place in team 3", r2.explanation());
        TeamFormation.RoundLineUp r3 = f.lineUp(3);
        assertEquals("P3", r3.sittingOut().get(0).name());
        // over seven rounds everyone sits out exactly once and every round has three full teams
        Map<String, Integer> out = new HashMap<>();
        for (int r = 1; r <= 7; r++) {
            TeamFormation.RoundLineUp l = f.lineUp(r);
            out.merge(l.sittingOut().get(0).name(), 1, Integer::sum);
            l.members().forEach(m -> assertEquals(2, m.size()));
        }
        assertEquals(7, out.size());
    }

    @Test
    void tooFewEntrantsAndRepeatedNamesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> TeamFormation.form(players(3), 2, NEWPORT, Optional.empty()));
        List<TeamPlayer> twice = new ArrayList<>(players(4));
        twice.add(new TeamPlayer("P1", 150));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TeamFormation.form(twice, 2, NEWPORT, Optional.empty()));
        assertEquals("player P1 is entered twice", e.getMessage());
    }

    @Test
    void teamsThatEnterAsTeamsKeepTheirLineUpOrderWhenTheFormatSaysSo() {
        TeamMatchRules byLineUp = new TeamMatchRules(TeamMatchRules.Formation.BY_ENTRY, TeamMatchRules.BoardOrder.BY_LINEUP,
                Optional.empty(), Optional.empty(), false);
        TeamFormation f = TeamFormation.entered(List.of(List.of(new TeamPlayer("Low", 90), new TeamPlayer("High", 200)),
                List.of(new TeamPlayer("X", 150), new TeamPlayer("Y", 160))), byLineUp);
        assertEquals(List.of("Low", "High"), f.lineUp(1).members().get(0).stream().map(TeamPlayer::name).toList());
        TeamFormation graded = TeamFormation.entered(f.teams().stream().map(t -> t.members()).toList(), NEWPORT);
        assertEquals(List.of("High", "Low"), graded.lineUp(1).members().get(0).stream().map(TeamPlayer::name).toList());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TeamFormation.form(players(4), 2, byLineUp, Optional.empty()));
        assertTrue(e.getMessage().contains("teams enter as teams"), e.getMessage());
        // without the first-board rule a match ends when every board has a result, the game points deciding
        TeamMatch m = new TeamMatch(f.lineUp(1).members().get(0), f.lineUp(1).members().get(1), byLineUp, PointScale.STANDARD);
        assertTrue(m.record(1, RoundResult.WIN).isEmpty());
        assertEquals(RoundResult.DRAW, m.record(2, RoundResult.WIN).orElseThrow().firstResult());
    }

    private static TeamMatch match() {
        return new TeamMatch(List.of(new TeamPlayer("A1", 200), new TeamPlayer("A2", 100)),
                List.of(new TeamPlayer("B1", 180), new TeamPlayer("B2", 120)), NEWPORT, PointScale.STANDARD);
    }

    @Test
    void theFirstNamedTeamHasWhiteOnBoardOneAndColoursAlternate() {
        TeamMatch m = match();
        assertEquals("A1", m.boards().get(0).white().name());
        assertEquals("B1", m.boards().get(0).black().name());
        assertEquals("B2", m.boards().get(1).white().name());
        assertEquals("A2", m.boards().get(1).black().name());
    }

    @Test
    void theMatchEndsWhenEitherBoardIsWonAndTheOtherBoardStops() {
        TeamMatch m = match();
        TeamMatch.Result r = m.record(2, RoundResult.WIN).orElseThrow(); // B2 (White on board 2) wins
        assertEquals(RoundResult.LOSS, r.firstResult());
        assertEquals(0, BigDecimal.ONE.compareTo(r.secondGamePoints()));
        assertEquals(TeamMatch.BoardState.STOPPED, m.state(1));
        Refusal refused = assertThrows(Refusal.class, () -> m.record(1, RoundResult.DRAW));
        assertEquals("match ends when first board is won", refused.rule());
    }

    @Test
    void aDrawnBoardLetsTheOtherPlayOnAndTwoDrawsDrawTheMatch() {
        TeamMatch m = match();
        assertTrue(m.record(1, RoundResult.DRAW).isEmpty());
        assertEquals(TeamMatch.BoardState.PLAYING, m.state(2));
        TeamMatch.Result r = m.record(2, RoundResult.LOSS).orElseThrow(); // A2 with Black wins
        assertEquals(RoundResult.WIN, r.firstResult());
        assertEquals(0, new BigDecimal("1.5").compareTo(r.firstGamePoints()));
        TeamMatch both = match();
        both.record(2, RoundResult.DRAW);
        assertEquals(RoundResult.DRAW, both.record(1, RoundResult.DRAW).orElseThrow().firstResult());
        TeamMatch once = match();
        once.record(1, RoundResult.DRAW);
        Refusal again = assertThrows(Refusal.class, () -> once.record(1, RoundResult.WIN));
        assertEquals("board 1 already has a result: DRAWN", again.getMessage());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.StageDetails;
import org.rookery.engine.format.TeamMatchRules;
import org.rookery.engine.format.TeamRules;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingException;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * A team event plays every stage its format declares: a round robin of four teams, then a final
 * between the top two of it. The final's field is the qualifying teams in the order they finished,
 * its pairing names its stage, its standings count its own match only, and nothing is paired after
 * the last stage.
 */
class TeamStagesTest {

    /** Four teams of two: a group round robin, then a knockout final of the top two. */
    static CompiledFormat groupAndFinal() {
        TeamMatchRules rules = new TeamMatchRules(TeamMatchRules.Formation.BY_ENTRY, TeamMatchRules.BoardOrder.BY_GRADE,
                Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)), Optional.empty(), false);
        Stage group = new Stage("group", PairingSystem.ROUND_ROBIN, Optional.empty(), OptionalInt.empty(), false, false,
                true, false, OptionalInt.empty(), StageDetails.NONE);
        Stage last = new Stage("final", PairingSystem.KNOCKOUT, Optional.empty(), OptionalInt.empty(), false, false, true,
                false, OptionalInt.of(2), StageDetails.NONE);
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(group, last), Optional.of(PointScale.STANDARD),
                Optional.of(TeamRequestedByesTest.MATCH), Optional.empty(), List.of(TieBreak.GAME_POINTS), Optional.of(rules),
                new org.rookery.engine.format.EventPlan(Optional.empty(), false, List.of()));
        return new CompiledFormat("TeamLeague", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(30)), Breaks.NONE),
                Optional.of(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    /** Team A beats everyone, B everyone but A, C beats D: every board goes to the stronger team. */
    private static final List<String> STRENGTH = List.of("A", "B", "C", "D");

    private static void playRound(EventFolder event, FactBody.Pairing p, String upset) throws Exception {
        for (FactBody.Board b : p.boards()) {
            if (org.rookery.engine.event.TeamBoards.stopped(event.state(), b.game())) {
                continue;
            }
            String white = b.white().substring(0, 1);
            String black = b.black().substring(0, 1);
            boolean whiteStronger = STRENGTH.indexOf(white) < STRENGTH.indexOf(black);
            if (white.equals(upset) || black.equals(upset)) {
                whiteStronger = white.equals(upset);
            }
            event.record(Facts.win(b.game(), whiteStronger ? Color.WHITE : Color.BLACK, Termination.CHECKMATE, List.of()),
                    "Maria");
        }
    }

    @Test
    void theFinalIsPlayedByTheTopTwoTeamsOfTheGroup(@TempDir Path dir) throws Exception {
        try (EventFolder event = TeamRequestedByesTest.fourTeams(dir, groupAndFinal())) {
            for (int round = 1; round <= 3; round++) {
                EventPairing.Next next = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty());
                assertEquals(Optional.empty(), next.pairing().stage(), "round " + round + " is in the group stage");
                assertEquals(4, next.pairing().boards().size(), "two matches of two boards: " + next.pairing());
                event.record(next.pairing(), "Maria");
                playRound(event, next.pairing(), null);
            }

            EventPairing.Next finalRound = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty());
            assertEquals(Optional.of("final"), finalRound.pairing().stage(), finalRound.pairing().toString());
            assertEquals(2, finalRound.pairing().boards().size(), "one match of two boards: " + finalRound.pairing());
            assertTrue(finalRound.pairing().boards().stream().allMatch(b -> List.of(b.white().substring(0, 1),
                    b.black().substring(0, 1)).containsAll(List.of("A", "B"))), "A and B, the top two, meet in the final: "
                            + finalRound.pairing());
            event.record(finalRound.pairing(), "Maria");
            playRound(event, finalRound.pairing(), "B");

            List<EventStages.Begun> stages = EventStages.of(event.state());
            assertEquals(2, stages.size());
            assertEquals(List.of("A", "B"), stages.get(1).players(), "the final's field in the order the group finished");
            Standings group = stages.get(0).standings(event.state());
            assertEquals(0, new BigDecimal("6").compareTo(group.rows().get(0).points()), "A won its three group matches: "
                    + group.text());
            assertEquals(0, new BigDecimal("4").compareTo(group.rows().get(1).points()), "B won two group matches; the"
                    + " final it won later is not the group's: " + group.text());
            Standings last = stages.get(1).standings(event.state());
            assertEquals("B", stages.get(1).players().get(last.rows().get(0).participant().id() - 1),
                    "B won the final: " + last.text());
            assertEquals(0, new BigDecimal("2").compareTo(last.rows().get(0).points()), "the final counts its own match: "
                    + last.text());

            PairingException done = assertThrows(PairingException.class,
                    () -> EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()));
            assertTrue(done.getMessage().contains("it is the format's last stage"), done.getMessage());
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
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
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.pairing.PairingRequest;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/** {@code pair on game points} in a team Swiss: the pairing engine is given the board points of all matches. */
class TeamPairingPointsTest {

    static CompiledFormat teamSwiss(Optional<StageDetails.PointsBasis> pairOn) {
        StageDetails details = new StageDetails(Optional.empty(), pairOn, Optional.empty(), Optional.empty(), 0,
                Optional.empty());
        TeamMatchRules rules = new TeamMatchRules(TeamMatchRules.Formation.BY_ENTRY, TeamMatchRules.BoardOrder.BY_GRADE,
                Optional.of(new TeamMatchRules.BoardColour(Color.WHITE, 1)), Optional.empty(), false);
        EventRules event = new EventRules(EventRules.Kind.TEAM, List.of(new Stage("main", PairingSystem.SWISS,
                Optional.empty(), OptionalInt.of(3), true, false, true, false, OptionalInt.empty(), details)),
                Optional.of(PointScale.STANDARD), Optional.of(PointScale.STANDARD), Optional.empty(), List.of(),
                Optional.of(rules));
        return new CompiledFormat("TeamSwiss", "", TestFormats.spec("chess", Map.of()),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(30)), Breaks.NONE),
                Optional.of(new TeamRules(2, 2, 0, false, TeamRules.TossChoice.NONE, TeamRules.LineUpTiming.NONE)),
                Optional.empty(), Optional.empty(), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    /** The pairing scores of round 2 after the first team of each match won it, 2-0 and 1.5-0.5. */
    private static Map<String, String> round2Scores(Path dir, CompiledFormat format) throws Exception {
        try (EventFolder event = TeamRequestedByesTest.fourTeams(dir, format)) {
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            // first match: the first-named team wins both boards; second: one board won, one drawn
            List<FactBody.Board> b = p.boards();
            event.record(Facts.win(b.get(0).game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            event.record(Facts.win(b.get(1).game(), Color.BLACK, Termination.CHECKMATE, List.of()), "Maria");
            event.record(Facts.win(b.get(2).game(), Color.WHITE, Termination.CHECKMATE, List.of()), "Maria");
            event.record(Facts.draw(b.get(3).game(), Termination.REPETITION), "Maria");
            EventField field = EventField.of(event.state());
            PairingRequest request = field.request(event.state(), 2, 3, PairingRequest.Options.STANDARD);
            Map<String, String> scores = new TreeMap<>();
            request.entrants().forEach(e -> scores.put(field.player(e.id()), e.score().toPlainString()));
            return scores;
        }
    }

    @Test
    void aTeamSwissPairsOnGamePointsWhereTheFormatSaysSo(@TempDir Path dir) throws Exception {
        Map<String, String> onGames = round2Scores(dir.resolve("games"),
                teamSwiss(Optional.of(StageDetails.PointsBasis.GAME_POINTS)));
        Map<String, String> onMatches = round2Scores(dir.resolve("matches"), teamSwiss(Optional.empty()));
        assertEquals(List.of("0", "0.5", "1.5", "2"), onGames.values().stream().sorted().toList(), onGames.toString());
        assertEquals(List.of("0", "0", "1", "1"), onMatches.values().stream().sorted().toList(), onMatches.toString());
        assertEquals(0, new BigDecimal(onMatches.get("A")).compareTo(BigDecimal.ONE), "A won its match: " + onMatches);
    }
}

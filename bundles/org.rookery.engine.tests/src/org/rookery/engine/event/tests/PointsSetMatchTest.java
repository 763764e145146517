// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.create;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.player;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.event.EventPairing;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.format.Breaks;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.ConductRules;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PairingSystem;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.format.SideRole;
import org.rookery.engine.format.Stage;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.format.TimeControl;
import org.rookery.engine.format.TimeRules;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.engine.refusal.Refusal;
import org.rookery.engine.stage.Simulation;
import org.rookery.engine.stage.SimulationReport;
import org.rookery.engine.standings.Standings;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * A match of sets scored by points (IGCF "Big B"): best of 3 sets of 2 Giraffe games, each game
 * scored for each player by the G20 capture table (P 1, R 2, N 3, G 4, B 5, Q 6; a win scores the
 * men the winner captured, a loss 0), an early win (fewer than 10 men captured) worth 150, and
 * each illegal move worth 1 point to the opponent. A set goes to the player with more points over
 * its two games, the match to the first to win two sets; the points are the game-points tie-break.
 */
class PointsSetMatchTest {

    /** Big B's scoring section, as examples/formats/big-b.tfl writes it. */
    static ScoringRules bigBScoring() {
        return new ScoringRules(Optional.of(TestFormats.giraffeCapture()),
                Map.of(GameOutcome.WIN, new ScoringRules.Score.Captured(),
                        GameOutcome.LOSS, new ScoringRules.Score.Flat(BigDecimal.ZERO),
                        GameOutcome.UNPLAYED, new ScoringRules.Score.Flat(BigDecimal.ZERO)),
                Optional.of(new ScoringRules.EarlyWin(10, BigDecimal.valueOf(150))), Optional.empty(),
                Map.of(SideRole.STOPPING, BigDecimal.ONE), true, Optional.empty());
    }

    static CompiledFormat bigB() {
        Stage stage = new Stage("match", PairingSystem.ROUND_ROBIN, Optional.empty(), OptionalInt.empty(), true, false,
                true, false, OptionalInt.empty());
        EventRules event = new EventRules(EventRules.Kind.INDIVIDUAL, List.of(stage), Optional.of(PointScale.STANDARD),
                Optional.empty(), Optional.empty(), List.of(TieBreak.GAME_POINTS), Optional.empty(),
                new EventPlan(Optional.of(new EventPlan.MatchFormat(3, 2)), false, List.of()));
        return new CompiledFormat("BigB", "", TestFormats.spec("giraffe", Map.of("illegalMoveLossAt", "0")),
                new TimeRules(TimeControl.suddenDeath(Duration.ofMinutes(10)), Breaks.NONE), Optional.empty(),
                Optional.empty(), Optional.of(bigBScoring()), Optional.of(event), Optional.empty(), Optional.empty(),
                ConductRules.UNSPECIFIED);
    }

    /** A game won on the board by {@code winner}, with the men each side captured. */
    private static FactBody won(String game, Color winner, List<String> byWhite, List<String> byBlack) {
        return new FactBody.Result(game, Outcome.winFor(winner), Termination.CHECKMATE, byWhite, byBlack,
                OptionalLong.empty(), OptionalLong.empty());
    }

    private static List<String> men(String letters) {
        return letters.chars().mapToObj(c -> String.valueOf((char) c)).toList();
    }

    @Test
    void eachSetGoesToThePlayerWithMorePointsAndThePointsAreTheGamePointsTieBreak(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, bigB())) {
            event.record(List.of(new EventFolder.Draft(player("Ann", 2100), "Maria"),
                    new EventFolder.Draft(player("Bob", 2000), "Maria")));
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            assertEquals(6, p.boards().size(), "one match of up to six games: " + p.boards());
            event.record(p, "Maria");
            // X has White in games 1, 3 and 5, Y in games 2, 4 and 6
            String x = p.boards().get(0).white();
            String y = p.boards().get(0).black();

            // Set 1.
            // Game 1, X White wins by mate with 12 men: PPPPPP RR NN G B = 6 + 4 + 6 + 4 + 5 = 25;
            // Y's one illegal move gives X 1 more: X 26. Y lost: 0 (the queen he took scores nothing).
            event.record(Facts.illegal("1.1.1", Color.BLACK), "Maria");
            event.record(won("1.1.1", Color.WHITE, men("PPPPPPRRNNGB"), men("Q")), "Maria");
            // Game 2, Y White wins by mate with 3 men (P N B), fewer than 10: an early win, 150. X 0.
            event.record(won("1.1.2", Color.WHITE, men("PNB"), men("PPPP")), "Maria");
            // Set 1: X 26, Y 150: Y's set, though each won a game.

            // Set 2.
            // Game 3, X White wins with 10 men, not below 10: PPPPPPPP R Q = 8 + 2 + 6 = 16. Y 0.
            event.record(won("1.1.3", Color.WHITE, men("PPPPPPPPRQ"), List.of()), "Maria");
            // Game 4, Y White loses on time (his flag at 0, X on Black with 40 s), X having taken 11
            // men: NN BB GG Q RR PP = 6 + 10 + 8 + 6 + 4 + 2 = 36 (no early win on time, no penalty
            // timeout in this format). X made an illegal move: 1 to Y, who lost: Y 1.
            event.record(Facts.illegal("1.1.4", Color.BLACK), "Maria");
            event.record(new FactBody.FlagFall("1.1.4", Color.WHITE, 0, 40_000, List.of(), men("NNBBGGQRRPP"),
                    Optional.empty()), "Maria");
            // Set 2: X 16 + 36 = 52, Y 1: X's set.

            // Set 3.
            // Game 5, X White loses by mate, Y on Black having taken 9 men: an early win, Y 150. X 0.
            event.record(won("1.1.5", Color.BLACK, men("PPPPPPPP"), men("PPPPPPPPR")), "Maria");
            // Game 6, Y White loses by mate, X on Black having taken 12 men: PPPPPPPP RR NN = 8 + 4 + 6
            // = 18, and Y's two illegal moves give X 2 more: X 20. Y 0.
            event.record(Facts.illegal("1.1.6", Color.WHITE), "Maria");
            event.record(Facts.illegal("1.1.6", Color.WHITE), "Maria");
            event.record(won("1.1.6", Color.BLACK, men("QB"), men("PPPPPPPPRRNN")), "Maria");
            // Set 3: X 20, Y 150: Y's set. Y wins the match 2 sets to 1, having won 2 games of 6.

            // Totals: X 26 + 0 + 16 + 36 + 0 + 20 = 98; Y 0 + 150 + 0 + 1 + 150 + 0 = 301.
            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            assertEquals(0, BigDecimal.ONE.compareTo(s.row(field.number(y)).points()), "Y won the match\n" + s.text());
            assertEquals(0, BigDecimal.ZERO.compareTo(s.row(field.number(x)).points()), s.text());
            assertEquals(0, new BigDecimal("301").compareTo(s.row(field.number(y)).values().get(TieBreak.GAME_POINTS)),
                    "Y's points in the six games\n" + s.text());
            assertEquals(0, new BigDecimal("98").compareTo(s.row(field.number(x)).values().get(TieBreak.GAME_POINTS)),
                    "X's points in the six games\n" + s.text());
        }
    }

    @Test
    void aSetIsDecidedOnPointsAsSoonAsItsGamesArePlayedAndTheMatchStopsWhenDecided(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, bigB())) {
            event.record(List.of(new EventFolder.Draft(player("Ann", 2100), "Maria"),
                    new EventFolder.Draft(player("Bob", 2000), "Maria")));
            FactBody.Pairing p = EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing();
            event.record(p, "Maria");
            String x = p.boards().get(0).white();
            // Set 1: X wins game 1 with 12 men (25), loses game 2 with Y taking 10 men: PPPPPPPP RR = 12.
            // X 25, Y 12: X's set. Set 2: X wins game 3 early (150) and game 4 (Y White) with 10 men
            // taken by X: PPPPPPPP NN = 14. X 164, Y 0: X's set and the match, 2 sets to 0.
            event.record(won("1.1.1", Color.WHITE, men("PPPPPPRRNNGB"), List.of()), "Maria");
            event.record(won("1.1.2", Color.WHITE, men("PPPPPPPPRR"), List.of()), "Maria");
            event.record(won("1.1.3", Color.WHITE, men("P"), List.of()), "Maria");
            event.record(won("1.1.4", Color.BLACK, List.of(), men("PPPPPPPPNN")), "Maria");
            Refusal r = refused(event, won("1.1.5", Color.WHITE, List.of(), List.of()));
            assertEquals("a decided match is not played on", r.rule());
            assertTrue(r.getMessage().contains("sets 2-0, " + x + " wins"), r.getMessage());
            EventField field = EventField.of(event.state());
            Standings s = field.standings(event.state());
            // X: 25 + 0 + 150 + 14 = 189; Y: 0 + 12 + 0 + 0 = 12
            assertEquals(0, new BigDecimal("189").compareTo(s.row(field.number(x)).values().get(TieBreak.GAME_POINTS)),
                    s.text());
        }
    }

    @Test
    void aResultTheCaptureTableCannotScoreIsRefusedAndNothingIsWritten(@TempDir Path dir) throws Exception {
        try (EventFolder event = create(dir, bigB())) {
            event.record(List.of(new EventFolder.Draft(player("Ann", 2100), "Maria"),
                    new EventFolder.Draft(player("Bob", 2000), "Maria")));
            event.record(EventPairing.next(event.state(), PairingEngines.builtIn(), OptionalInt.empty()).pairing(), "Maria");
            Refusal king = refused(event, won("1.1.1", Color.WHITE, men("PK"), List.of()));
            assertEquals("a result the format can score", king.rule());
            assertTrue(king.getMessage().contains("game 1.1.1") && king.getMessage().contains("king"), king.getMessage());
            Refusal unknown = refused(event, won("1.1.1", Color.WHITE, List.of(), men("Z")));
            assertTrue(unknown.getMessage().contains("'Z' is not a piece of this variant"), unknown.getMessage());
        }
    }

    @Test
    void theDryRunPlaysEveryGameWithCapturesScoredByTheTable() {
        CompiledFormat format = bigB();
        var bound = org.rookery.engine.game.GameBridge.bind(format, TestFormats.REGISTRY);
        var scorer = org.rookery.engine.game.GameScorer.of(format, bound);
        SimulationReport r = Simulation.run(format, 2, 1, null, PairingEngines.builtIn(), Optional.of(scorer));
        assertTrue(r.completed(), r.outcome());
        // the games were scored by the table: more points than six games of 1, 0.5 or 0 could give
        Standings s = r.standings().orElseThrow();
        BigDecimal all = s.rows().stream().map(row -> row.values().get(TieBreak.GAME_POINTS))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        assertTrue(all.compareTo(BigDecimal.valueOf(6)) > 0, all + "\n" + String.join("\n", r.progress()));
    }
}

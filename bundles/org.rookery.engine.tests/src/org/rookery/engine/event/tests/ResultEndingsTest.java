// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.EventFolderTest.refused;
import static org.rookery.engine.event.tests.Facts.draw;
import static org.rookery.engine.event.tests.Facts.player;
import static org.rookery.engine.event.tests.Facts.start;
import static org.rookery.engine.event.tests.Facts.team;
import static org.rookery.engine.event.tests.Facts.win;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.tests.TestFormats;
import org.rookery.engine.refusal.Refusal;
import org.rookery.rules.Termination;
import org.rookery.rules.Color;

/**
 * A result is refused when the game's variant cannot produce it (issue 17, item 1): the variant's
 * own endings (the rules API's {@code Rules.endings()}) decide, for every variant and format. And
 * where the format scores a timeout by the clocks (G20's 15 s margin), a time forfeit must carry
 * both clock readings (item 2); elsewhere they stay optional.
 */
class ResultEndingsTest {

    private static final InstantSource CLOCK = InstantSource.fixed(Instant.parse("2026-05-01T09:30:00Z"));
    static final String RULE = "results the variant can produce";

    static EventFolder create(Path dir, CompiledFormat format) throws IOException {
        Path source = dir.resolve("src");
        Files.createDirectories(source);
        Files.writeString(source.resolve("event.tfl"), "// " + format.name() + "\n");
        return EventFolder.create(dir.resolve("event"), source.resolve("event.tfl"), file -> format, TestFormats.REGISTRY,
                CLOCK);
    }

    /** A G20 match with A batting first; game i1.1 (A1 v B1) started. */
    static EventFolder g20(Path dir) throws IOException {
        EventFolder event = create(dir, TestFormats.g20());
        List<EventFolder.Draft> drafts = new ArrayList<>();
        for (String t : List.of("A", "B")) {
            drafts.add(new EventFolder.Draft(team(t), "Maria"));
            for (int i = 1; i <= 5; i++) {
                drafts.add(new EventFolder.Draft(player(t + i, t), "Maria"));
            }
        }
        for (String t : List.of("A", "B")) {
            drafts.add(new EventFolder.Draft(new FactBody.LineUp(t, 0, 0, List.of(t + 1, t + 2, t + 3, t + 4, t + 5),
                    Optional.of(t + 1)), "Maria"));
        }
        drafts.add(new EventFolder.Draft(new FactBody.Toss("A", "scoring"), "Maria"));
        drafts.add(new EventFolder.Draft(new FactBody.LineUp("A", 1, 0, List.of("A1", "A2", "A3", "A4", "A5"),
                Optional.empty()), "Maria"));
        drafts.add(new EventFolder.Draft(start("i1.1", "A1", "B1", 1), "Maria"));
        event.record(drafts);
        return event;
    }

    /** A Swiss of single games of {@code variant}, round 1 paired Ada v Bo on board 1.1. */
    static EventFolder swiss(Path dir, String variant) throws IOException {
        CompiledFormat f = TestFormats.fesa(TestFormats.spec(variant, Map.of()));
        CompiledFormat format = new CompiledFormat("Swiss", "a Swiss", f.game(), f.time(), f.teams(), f.innings(),
                f.scoring(), f.event(), Optional.empty(), Optional.empty(), f.conduct());
        EventFolder event = create(dir, format);
        event.record(List.of(new EventFolder.Draft(player("Ada", 1800), "Maria"),
                new EventFolder.Draft(player("Bo", 1700), "Maria"),
                new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "Ada", "Bo")), List.of()),
                        "Maria")));
        return event;
    }

    private static FactBody flagDraw(String game, Color side, long whiteMs, long blackMs) {
        return new FactBody.FlagFall(game, side, whiteMs, blackMs, List.of(), List.of(), Optional.of(Outcome.DRAW));
    }

    private static FactBody timeForfeit(String game, Color winner, OptionalLong whiteMs, OptionalLong blackMs) {
        return new FactBody.Result(game, Outcome.winFor(winner), Termination.TIME_FORFEIT, List.of("P"), List.of(),
                whiteMs, blackMs);
    }

    @Test
    void aGiraffeGameIsNeverDrawnNeitherByRepetitionAgreementFiftyMovesNorOnTime(@TempDir Path dir) throws IOException {
        try (EventFolder event = g20(dir)) {
            for (Termination t : List.of(Termination.REPETITION, Termination.FIFTY_MOVES, Termination.AGREEMENT,
                    Termination.STALEMATE, Termination.INSUFFICIENT_MATERIAL, Termination.ARBITER_DECISION)) {
                Refusal r = refused(event, draw("i1.1", t));
                assertTrue(List.of(RULE, "draw by agreement forbidden").contains(r.rule()), t + ": " + r.rule());
                if (r.rule().equals(RULE)) {
                    assertTrue(r.getMessage().contains("Giraffe chess has no draws"), r.getMessage());
                    assertTrue(r.getMessage().contains("game i1.1"), r.getMessage());
                }
            }
            Refusal flag = refused(event, flagDraw("i1.1", Color.BLACK, 20_000, 0));
            assertEquals(RULE, flag.rule());
            assertTrue(flag.getMessage().contains("Giraffe chess has no draws"), flag.getMessage());
            // The flag fall as the variant has it: Black's flag with White 20 s ahead, a penalty timeout.
            event.record(Facts.flag("i1.1", Color.BLACK, 20_000, 0), "Maria");
            assertEquals(0, event.state().innings().orElseThrow().innings().get(0).total().compareTo(
                    java.math.BigDecimal.valueOf(42)));
        }
    }

    @Test
    void aWinByAnEndingTheVariantDoesNotHaveIsRefused(@TempDir Path dir) throws IOException {
        try (EventFolder event = g20(dir)) {
            Refusal r = refused(event, win("i1.1", Color.WHITE, Termination.REPETITION, List.of()));
            assertEquals(RULE, r.rule());
            assertTrue(r.getMessage().contains("Giraffe chess has no win by repetition"), r.getMessage());
            // Giraffe's own wins are results.
            event.record(win("i1.1", Color.WHITE, Termination.CROWNING, List.of("P", "P")), "Maria");
        }
    }

    @Test
    void chessStalemateIsADrawNotAWinAndItsRepetitionDrawIsRecorded(@TempDir Path dir) throws IOException {
        try (EventFolder event = swiss(dir, "chess")) {
            Refusal r = refused(event, win("1.1", Color.WHITE, Termination.STALEMATE, List.of()));
            assertEquals(RULE, r.rule());
            assertTrue(r.getMessage().contains("Chess has no win by stalemate; its wins: ") && r.getMessage().contains("a stalemate is a draw"), r.getMessage());
            event.record(draw("1.1", Termination.REPETITION), "Maria");
            assertEquals(Outcome.DRAW, event.state().game("1.1").orElseThrow().end().orElseThrow().outcome());
        }
    }

    @Test
    void aGuardianFlagFallAgainstASideThatCannotMateMayBeDrawn(@TempDir Path dir) throws IOException {
        try (EventFolder event = swiss(dir, "guardian")) {
            event.record(flagDraw("1.1", Color.WHITE, 0, 4_000), "Maria");
            assertEquals(Outcome.DRAW, event.state().game("1.1").orElseThrow().end().orElseThrow().outcome());
        }
    }

    @Test
    void aG20TimeForfeitWithoutBothClockReadingsIsRefusedAndAskedFor(@TempDir Path dir) throws IOException {
        try (EventFolder event = g20(dir)) {
            Refusal none = refused(event, timeForfeit("i1.1", Color.WHITE, OptionalLong.empty(), OptionalLong.empty()));
            assertEquals("timeout margin needs both clocks", none.rule());
            assertTrue(none.getMessage().contains("whiteMs") && none.getMessage().contains("blackMs")
                    && none.getMessage().contains("15"), none.getMessage());
            Refusal one = refused(event, timeForfeit("i1.1", Color.WHITE, OptionalLong.of(30_000), OptionalLong.empty()));
            assertTrue(one.getMessage().contains("blackMs"), one.getMessage());
            event.record(timeForfeit("i1.1", Color.WHITE, OptionalLong.of(15_000), OptionalLong.of(0)), "Maria");
            // 15.000 s exactly is a normal timeout: the captured pawn's point, not the penalty.
            assertEquals(0, event.state().innings().orElseThrow().innings().get(0).total().compareTo(java.math.BigDecimal.ONE));
        }
    }

    @Test
    void aG20ScoringPlayerLostOnTimeIsOutWhateverTheClocksSoNeedsNoReadings(@TempDir Path dir) throws IOException {
        try (EventFolder event = g20(dir)) {
            event.record(timeForfeit("i1.1", Color.BLACK, OptionalLong.empty(), OptionalLong.empty()), "Maria");
            assertEquals(0, event.state().innings().orElseThrow().innings().get(0).total().signum(), "out, 0");
        }
    }

    @Test
    void whereTheScoringDoesNotReadTheClocksATimeForfeitNeedsNoReadings(@TempDir Path dir) throws IOException {
        try (EventFolder event = swiss(dir, "guardian")) {
            event.record(timeForfeit("1.1", Color.BLACK, OptionalLong.empty(), OptionalLong.empty()), "Maria");
            assertEquals(Outcome.BLACK_WINS, event.state().game("1.1").orElseThrow().end().orElseThrow().outcome());
        }
    }
}

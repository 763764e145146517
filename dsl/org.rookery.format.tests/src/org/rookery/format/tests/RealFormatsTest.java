// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.DeclarationRule;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.NamedSystem;
import org.rookery.engine.format.StageDetails;
import org.rookery.format.api.FormatDiagnostic;

/**
 * Every format in {@code examples/formats} (the seeds and the real formats beyond them) checks
 * clean, names its source, compiles and reads aloud; the real formats compile to what their
 * sources say.
 */
class RealFormatsTest {

    static Stream<String> formats() {
        try (Stream<Path> files = Files.list(Examples.dir())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tfl")).sorted().toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void thereAreTenRealFormats() {
        assertTrue(formats().count() >= 10, () -> formats().toList().toString());
    }

    @ParameterizedTest
    @MethodSource("formats")
    void checksCleanNamesItsSourceAndExplains(String file) {
        List<FormatDiagnostic> problems = Examples.TOOL.check(List.of(Examples.path(file)));
        assertEquals(List.of(), problems, () -> file + " should check clean");
        String text = Examples.text(file);
        assertTrue(text.contains("Source") || text.contains("Seed:"), file + " names its source");
        CompiledFormat f = Examples.compile(file);
        String english = Examples.TOOL.explain(f);
        assertTrue(english.startsWith(f.name()), english);
    }

    @Test
    void fideOpen() {
        CompiledFormat f = Examples.compile("fide-open.tfl");
        var stage = f.event().orElseThrow().stages().get(0);
        assertEquals(NamedSystem.DUTCH, stage.details().named().orElseThrow());
        assertEquals(2, stage.details().acceleratedRounds());
        assertEquals(OptionalInt.of(40), f.time().plan().firstPeriodMoves());
        assertEquals(Duration.ofMinutes(2), f.time().plan().illegalMoveBonus().orElseThrow());
    }

    @Test
    void olympiadTeamsPairOnMatchPoints() {
        CompiledFormat f = Examples.compile("olympiad-teams.tfl");
        assertEquals(StageDetails.PointsBasis.MATCH_POINTS,
                f.event().orElseThrow().stages().get(0).details().pairOn().orElseThrow());
        assertEquals(1, f.teams().orElseThrow().reserves());
    }

    @Test
    void scheveningenMatchIsWonOnGamePoints() {
        CompiledFormat f = Examples.compile("scheveningen-match.tfl");
        assertEquals(NamedSystem.SCHEVENINGEN, f.event().orElseThrow().stages().get(0).details().named().orElseThrow());
        assertTrue(f.event().orElseThrow().plan().matchWonOnGamePoints());
    }

    @Test
    void roundRobinPlaysOffRapidThenArmageddon() {
        List<EventPlan.PlayOff> p = Examples.compile("round-robin-armageddon.tfl").event().orElseThrow().plan()
                .playOffs();
        assertTrue(p.get(0).kind() instanceof EventPlan.RapidMatch);
        assertTrue(p.get(1).kind() instanceof EventPlan.Armageddon a && a.drawOddsToBlack());
        String english = Examples.TOOL.explain(Examples.compile("round-robin-armageddon.tfl"));
        assertTrue(english.contains("play off before tie-breaks are looked at: a mini-match of 2 rapid games")
                && english.contains("If they are still level: one Armageddon game, White with 10 minutes and Black "
                        + "with 7 minutes; a draw counts as a win for Black."), english);
        assertTrue(english.contains("When three or more are level, all of them play off: the rapid games as a round robin"
                + " among them, and Armageddon or golden games as a ladder, the two lowest placed first and each winner"
                + " meeting the next higher placed."), english);
    }

    @Test
    void shogiUnderThe24PointRule() {
        DeclarationRule d = Examples.compile("shogi-24-point.tfl").declaration().orElseThrow();
        assertEquals(31, d.sentePoints());
        assertEquals(OptionalInt.of(24), d.drawAtOrAbove());
    }

    @Test
    void mcmahonShogiHasABarAndAFloorByGrade() {
        StageDetails d = Examples.compile("mcmahon-shogi.tfl").event().orElseThrow().stages().get(0).details();
        assertEquals(new StageDetails.Bound.ByGrade("1 dan"), d.bar().orElseThrow());
        assertEquals(new StageDetails.Bound.ByGrade("10 kyu"), d.floor().orElseThrow());
    }

    @Test
    void bughouseClubNightKeepsItsPairs() {
        assertTrue(Examples.compile("bughouse-club-night.tfl").teams().orElseThrow().fixedPairs());
    }
}

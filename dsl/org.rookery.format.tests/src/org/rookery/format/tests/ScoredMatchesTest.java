// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.SideRole;
import org.rookery.format.api.FormatDiagnostic;

/**
 * A scoring section outside an innings match: an individual event of matches of sets (IGCF "Big
 * B", examples/formats/big-b.tfl) scores each game for both players and decides each set by their
 * points; where nothing would read the scoring section (single games, a team event, a knockout of
 * matches) it stays an error that says why.
 */
class ScoredMatchesTest {

    @TempDir
    Path temp;

    private int files;

    private List<FormatDiagnostic> check(String text) {
        return Examples.TOOL.check(List.of(Examples.scratch(temp, "t" + files++ + ".tfl", text)));
    }

    private static String lines(List<FormatDiagnostic> problems) {
        return problems.stream().map(d -> d.line() + ":" + d.column() + " " + d.severity().name().toLowerCase() + ": "
                + d.message()).collect(Collectors.joining("\n"));
    }

    @Test
    void bigBCompilesToAMatchOfSetsScoredByTheCaptureTable() {
        CompiledFormat f = Examples.compile("big-b.tfl");
        assertEquals(new EventPlan.MatchFormat(3, 2), f.event().orElseThrow().plan().matchFormat().orElseThrow());
        ScoringRules s = f.scoring().orElseThrow();
        assertEquals(0, BigDecimal.valueOf(4).compareTo(s.capturePoints().orElseThrow().valueOf("G")));
        assertEquals(10, s.earlyWin().orElseThrow().capturedBelow());
        assertEquals(0, BigDecimal.valueOf(150).compareTo(s.earlyWin().orElseThrow().score()));
        // "by opponent" is the stopping side: each illegal move gives the opponent 1
        assertEquals(0, BigDecimal.ONE.compareTo(s.illegalMovePoints(SideRole.STOPPING)));
        assertEquals(0, BigDecimal.ZERO.compareTo(s.illegalMovePoints(SideRole.SCORING)));
        String english = Examples.TOOL.explain(f);
        assertTrue(english.contains("Scoring (each game of a match, for each player)")
                && english.contains("A win with fewer than 10 men captured is an early win and scores 150")
                && english.contains("Each illegal move by a player's opponent adds +1 to the player's score")
                && english.contains("Each set goes to the player with more points over its games")
                // no number of Big B can take a game below zero
                && !english.contains("may be negative"), english);
    }

    private static final String MATCHES = """
            import "shared/giraffe-capture.tfl"
            format Sets {
              game { variant giraffe }
              time { sudden death 5 min }
              event individual {
                stage match %s
                %s
                game points win 1 draw 0.5 loss 0
              }
              scoring {
                capture points GiraffeCapture
                win scores captured points
                early win below 10 captured scores 150
                illegal move by player -1
                illegal move by scoring side -1
              }
            }
            """;

    @Test
    void byPlayerAndByScoringSideAreTheSameSetting() {
        List<FormatDiagnostic> p = check(MATCHES.formatted("single round robin", "match best of 3 sets of 2 games"));
        assertEquals(1, p.size(), () -> lines(p));
        assertTrue(p.get(0).isError() && p.get(0).line() == 15 && p.get(0).message().contains("already set on line 14"),
                () -> lines(p));
    }

    @Test
    void aScoringSectionInAnEventOfSingleGamesIsStillAnError() {
        List<FormatDiagnostic> p = check(MATCHES.formatted("swiss { rounds 5 }", "").replace(
                "illegal move by scoring side -1\n", ""));
        assertTrue(p.stream().anyMatch(d -> d.isError() && d.line() == 10
                && d.message().contains("pairings are single games")
                && d.message().contains("match best of 3 sets of 2 games")), () -> lines(p));
    }

    @Test
    void aScoringSectionWithAKnockoutOfMatchesIsAnErrorNamingTheStage() {
        List<FormatDiagnostic> p = check(MATCHES.formatted("knockout", "match best of 3 sets of 2 games").replace(
                "illegal move by scoring side -1\n", ""));
        assertTrue(p.stream().anyMatch(d -> d.isError() && d.line() == 10
                && d.message().contains("stage match is a knockout")), () -> lines(p));
    }

    @Test
    void aMatchOfSetsScoredByPointsChecksCleanWithAnEarlyWinAboveAFullCapture() {
        List<FormatDiagnostic> p = check(MATCHES.formatted("single round robin", "match best of 5 games").replace(
                "illegal move by scoring side -1\n", ""));
        assertEquals(List.of(), p, () -> lines(p));
    }

    @Test
    void aScoringSectionInATeamEventIsStillAnError() {
        String text = MATCHES.formatted("swiss { rounds 5 }", "").replace("illegal move by scoring side -1\n", "")
                .replace("event individual {", "teams {\n size 4\n }\n event team {");
        List<FormatDiagnostic> p = check(text);
        assertTrue(p.stream().anyMatch(d -> d.isError() && d.message().contains("in this team event each game counts "
                + "the event's game points")), () -> lines(p));
    }
}

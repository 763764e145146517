// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.format.api.FormatDiagnostic;

/**
 * Nothing is silently ignored: a section or setting that would have no effect where it is
 * written is an error that says why, never a clean check that the engine then disregards.
 */
class NothingIgnoredTest {

    @TempDir
    Path temp;

    private int files;

    private List<FormatDiagnostic> check(String text) {
        return Examples.TOOL.check(List.of(Examples.scratch(temp, "t" + files++ + ".tfl", text)));
    }

    private static String lines(List<FormatDiagnostic> problems) {
        return problems.stream().map(d -> d.line() + " " + d.severity().name().toLowerCase() + ": " + d.message())
                .collect(Collectors.joining("\n"));
    }

    /** An innings match is played as one match of innings: an event section would never be used. */
    @Test
    void anEventSectionInAnInningsMatchIsAnError() throws Exception {
        Files.writeString(temp.resolve("g20.tfl"), Examples.text("g20.tfl"));
        String text = """
                import "g20.tfl"

                format G20Sets extends G20 {
                  event team {
                    stage main knockout
                    match points win 1 draw 0.5 loss 0
                    match best of 3 sets of 2 games
                  }
                }
                """;
        List<FormatDiagnostic> p = check(text);
        assertTrue(p.stream().anyMatch(d -> d.isError() && d.line() == 4
                && d.message().contains("an innings match")), () -> lines(p));
    }

    private static final String STAGED = """
            format Parent {
              game { variant shogi }
              time { main 20 min byoyomi 30 s }
              event individual {
                stage group swiss { rounds 5 }
                stage final knockout { qualifiers 4 }
                game points win 1 draw 0.5 loss 0
              }
              sennichite {
                first replay colours swapped remaining time
                second in final draw 0.5 each
              }
            }
            """;

    @Test
    void aRuleForARemovedStageIsAnError() {
        String text = STAGED + """
                format Child extends Parent {
                  event individual {
                    remove stage final
                  }
                }
                """;
        List<FormatDiagnostic> p = check(text);
        assertEquals(1, p.size(), () -> lines(p));
        assertTrue(p.get(0).isError(), () -> lines(p));
        assertTrue(p.get(0).message().contains("stage final")
                && p.get(0).message().contains("remove \"second in final\""), () -> lines(p));
        // removed with its stage, the rule is gone and the child checks clean
        String both = STAGED + """
                format Child extends Parent {
                  event individual {
                    remove stage final
                  }
                  sennichite {
                    remove "second in final"
                  }
                }
                """;
        assertEquals("", lines(check(both)));
        String english = Examples.TOOL.explain(compileChild(both));
        assertFalse(english.contains("final"), english);
    }

    private org.rookery.engine.format.CompiledFormat compileChild(String text) {
        try {
            return Examples.TOOL.compile(Examples.scratch(temp, "c" + files++ + ".tfl", text), "Child");
        } catch (org.rookery.format.api.FormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static final String TEAM_EVENT = """
            format T {
              game { variant chess }
              time {
                main 10 min
                %s
              }
              teams {
                size 4
                players per match 4
                %s
              }
              event team {
                stage main swiss { rounds 5 }
                match points win 2 draw 1 loss 0
              }
            }
            """;

    /** Innings words in a format without innings would never be used. */
    @Test
    void inningsSettingsWithoutInningsAreErrors() {
        assertEquals("", lines(check(TEAM_EVENT.formatted("", "lineup before each match"))));
        for (String[] c : new String[][] { { "break between innings 10 min", "" }, { "", "lineup before each innings" },
                { "", "toss winner chooses side" } }) {
            String text = TEAM_EVENT.formatted(c[0], c[1]);
            List<FormatDiagnostic> p = check(text);
            assertEquals(1, p.size(), () -> lines(p));
            assertTrue(p.get(0).isError() && p.get(0).message().contains("no innings"), () -> lines(p));
        }
    }

    /** A shogi section with another variant would never be used. */
    @Test
    void shogiSectionsWithAnotherVariantAreErrors() {
        String text = """
                format M {
                  game { variant chess }
                  time { main 10 min }
                  event individual {
                    stage main swiss { rounds 5 }
                    game points win 1 draw 0.5 loss 0
                  }
                  %s
                }
                """;
        for (String section : List.of("sennichite { first replay remaining time }", "declaration { rule 27 point }")) {
            List<FormatDiagnostic> p = check(text.formatted(section));
            assertTrue(!p.isEmpty() && p.stream().allMatch(FormatDiagnostic::isError), () -> lines(p));
            assertTrue(p.get(0).message().contains("shogi"), () -> lines(p));
        }
    }

    /** Qualifiers say how many of the stage before go on: the first stage has no stage before it. */
    @Test
    void qualifiersOfTheFirstStageAreAnError() {
        String text = """
                format M {
                  game { variant chess }
                  time { main 10 min }
                  event individual {
                    stage main knockout {
                      qualifiers 8
                    }
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """;
        List<FormatDiagnostic> p = check(text);
        assertEquals(1, p.size(), () -> lines(p));
        assertTrue(p.get(0).isError() && p.get(0).line() == 6 && p.get(0).message().contains("first stage"),
                () -> lines(p));
        // on a later stage they take effect, and check clean
        assertEquals("", lines(check(text.replace("    stage main knockout {",
                "    stage group swiss { rounds 5 }\n    stage main knockout {"))));
    }

    /** A setting that does nothing where it stands is refused, not passed with a warning. */
    @Test
    void settingsThatDoNothingWhereTheyStandAreErrors() {
        String swiss = """
                format M {
                  game { variant chess }
                  time { main 10 min }
                  event individual {
                    %s
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """;
        List<String> stages = List.of("stage main round robin { rounds 5 }", "stage main knockout { accelerated rounds 1 }",
                "stage main swiss {\n      rounds 5\n      bar at rating 2000\n    }",
                "stage main swiss up to 8 entrants otherwise swiss { rounds 5 }");
        for (String stage : stages) {
            List<FormatDiagnostic> p = check(swiss.formatted(stage));
            assertEquals(1, p.size(), () -> stage + "\n" + lines(p));
            assertTrue(p.get(0).isError(), () -> lines(p));
        }
        // a cap on games in a row where a scoring player never stays on after a game
        String text = Examples.text("g20.tfl").replace("    winner stays\n", "    winner stays off\n")
                .replace("scoring player max consecutive unlimited", "scoring player max consecutive 3");
        List<FormatDiagnostic> p = check(text);
        assertTrue(!p.isEmpty() && p.stream().allMatch(FormatDiagnostic::isError), () -> lines(p));
    }

    /** A capture table that no outcome scores would never be read. */
    @Test
    void aCaptureTableNoOutcomeScoresIsAnError() {
        String text = Examples.text("g20.tfl").replace("win scores captured points", "win scores 10");
        List<FormatDiagnostic> p = check(text);
        assertTrue(!p.isEmpty() && p.stream().allMatch(FormatDiagnostic::isError), () -> lines(p));
        assertTrue(p.stream().anyMatch(d -> d.message().contains("captured points")), () -> lines(p));
    }

    /** A remove that takes nothing away does nothing. */
    @Test
    void aRemoveThatTakesNothingAwayIsAnError() {
        String text = STAGED + """
                format Child extends Parent {
                  event individual {
                    remove stage semifinal
                  }
                  sennichite {
                    remove "third"
                  }
                }
                """;
        List<FormatDiagnostic> p = check(text);
        assertEquals(2, p.size(), () -> lines(p));
        assertTrue(p.stream().allMatch(FormatDiagnostic::isError), () -> lines(p));
    }
}

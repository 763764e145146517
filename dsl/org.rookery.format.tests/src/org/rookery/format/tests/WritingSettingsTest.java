// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.format.OptionValue;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatException;

/**
 * Writing settings as the docs say: one spelling of switches, a switch alone means on, a setting
 * never spans lines; and the correctness of what exists: extends keeps the parent's order and can
 * remove, point tables name the pieces they miss, numbers too large say so once, weighed
 * warnings can be acknowledged, unknown words list what may be written, and settings that do
 * nothing where they stand warn.
 */
class WritingSettingsTest {

    @TempDir
    Path temp;

    private int files;

    private Path write(String text) {
        return Examples.scratch(temp, "w" + files++ + ".tfl", text);
    }

    private List<FormatDiagnostic> check(String text) {
        return Examples.TOOL.check(List.of(write(text)));
    }

    private static String codes(List<FormatDiagnostic> problems) {
        return problems.stream().map(d -> d.line() + " " + d.code().replace("org.rookery.format.", "")
                .replace("org.eclipse.xtext.diagnostics.Diagnostic.", "")).collect(Collectors.joining(", "));
    }

    private CompiledFormat compile(String text, String name) {
        try {
            return Examples.TOOL.compile(write(text), name);
        } catch (FormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static String minimal(String game) {
        return minimal("chess", game);
    }

    private static String minimal(String variant, String game) {
        return "format M {\n  game {\n    variant " + variant + "\n" + game + "\n  }\n  time { main 10 min }\n"
                + "  event individual {\n    stage main swiss { rounds 5 }\n    game points win 1 draw 0.5 loss 0\n"
                + "  }\n}\n";
    }

    // ------------------------------------------------------------------ item 8

    @Test
    void aSwitchWrittenAloneIsOn() {
        String text = minimal("giraffe", "    castling off\n    castling");
        assertEquals("5 duplicateSetting", codes(check(text)), "two castling lines are still two");
        String alone = minimal("giraffe", "    castling off").replace("castling off", "castling");
        assertEquals("", codes(check(alone)));
        assertEquals(new OptionValue.BoolValue(true), compile(alone, "M").game().options().get("castling"));
    }

    @Test
    void trueAndFalseAreReadWithAWarningThatNamesOnAndOff() {
        List<FormatDiagnostic> p = check(minimal("giraffe", "    castling false"));
        assertEquals("4 booleanSpelling", codes(p));
        assertTrue(p.get(0).message().contains("write off instead of false"), p.get(0).message());
        assertEquals("off", p.get(0).fixData().get(0));
        assertEquals(new OptionValue.BoolValue(false), compile(minimal("giraffe", "    castling false"), "M").game().options()
                .get("castling"));
        List<FormatDiagnostic> touch = check(minimal("").replace("  event individual", "  conduct { touch move true }\n"
                + "  event individual"));
        assertEquals("7 booleanSpelling", codes(touch));
    }

    @Test
    void aValueMissingAtTheEndOfALineIsAnErrorOnThatLine() {
        String text = "format M {\n  game { variant chess }\n  time {\n    main\n    increment 2 s\n  }\n"
                + "  event individual {\n    stage main swiss { rounds 5 }\n    game points win 1 draw 0.5 loss 0\n"
                + "  }\n}\n";
        List<FormatDiagnostic> p = check(text);
        assertTrue(p.stream().allMatch(d -> d.line() == 4), p::toString);
        assertTrue(p.get(0).message().contains("the line ends before the setting is complete"), p.get(0).message());
        String option = minimal("    fiftyMoveRule\n    threefoldRepetition claim");
        List<FormatDiagnostic> q = check(option);
        assertEquals(1, q.size(), q::toString);
        assertEquals(4, q.get(0).line(), q::toString);
        assertTrue(q.get(0).message().contains("fiftyMoveRule takes one whole number"), q.get(0).message());
    }

    @Test
    void settingsMayShareALineButNotSpanOne() {
        assertEquals("", codes(check("format M {\n  game { variant chess fiftyMoveRule 40 }\n  time { main 10 min "
                + "increment 2 s }\n  event individual { stage main swiss { rounds 5 } game points win 1 draw 0.5 "
                + "loss 0 }\n}\n")));
        List<FormatDiagnostic> split = check(minimal("").replace("game points win 1 draw 0.5 loss 0",
                "game points win 1 draw 0.5\n    loss 0"));
        assertTrue(split.stream().anyMatch(d -> d.line() == 9 && d.isError()), split::toString);
    }

    // ------------------------------------------------------------------ item 7: extends

    private static final String PARENT = """
            format Parent {
              game { variant chess }
              time { main 10 min }
              event individual {
                stage group swiss { rounds 5 }
                stage final knockout { qualifiers 4 }
                game points win 1 draw 0.5 loss 0
              }
              conduct {
                touch move
                draw agreement allowed
              }
            }
            """;

    @Test
    void overridingAStageKeepsTheParentsOrder() {
        String text = PARENT + """
                format Child extends Parent {
                  event individual {
                    stage group swiss { rounds 7 }
                  }
                }
                """;
        assertEquals("", codes(check(text)));
        var stages = compile(text, "Child").event().orElseThrow().stages();
        assertEquals(List.of("group", "final"), stages.stream().map(s -> s.name()).toList());
        assertEquals(7, stages.get(0).rounds().getAsInt());
    }

    @Test
    void aChildRemovesAnInheritedStageOrSetting() {
        String text = PARENT + """
                format Child extends Parent {
                  event individual {
                    remove stage final
                  }
                  conduct {
                    remove "touch move"
                  }
                }
                """;
        assertEquals("", codes(check(text)));
        CompiledFormat child = compile(text, "Child");
        assertEquals(List.of("group"), child.event().orElseThrow().stages().stream().map(s -> s.name()).toList());
        assertFalse(child.conduct().touchMove());
        assertTrue(child.conduct().drawAgreementAllowed().orElseThrow());
        String nothing = PARENT + """
                format Child extends Parent {
                  conduct {
                    remove "flag fall"
                  }
                }
                """;
        assertEquals("16 nothingToRemove", codes(check(nothing)));
    }

    @Test
    void theDocumentedRemovalsOfG20Work() throws Exception {
        java.nio.file.Files.writeString(temp.resolve("g20.tfl"), Examples.text("g20.tfl"));
        String text = """
                import "g20.tfl"

                format G20Friendly extends G20 {
                  innings {
                    remove "follow on"
                  }
                  game {
                    remove "whiteMoveLimit"
                  }
                }
                """;
        assertEquals("", codes(check(text)));
        CompiledFormat f = compile(text, "G20Friendly");
        assertTrue(f.innings().orElseThrow().followOn().isEmpty());
        assertFalse(f.game().explicitOptions().contains("whiteMoveLimit"));
        assertTrue(f.game().explicitOptions().contains("revengeRule"));
    }

    // ------------------------------------------------------------------ item 7: tables and numbers

    @Test
    void aPointTableThatMissesAPieceNamesIt() {
        String table = "points Short for giraffe {\n  P 1\n  N 3\n  G 4\n  B 5\n  Q 6\n}\n";
        List<FormatDiagnostic> p = check(table);
        assertEquals("1 unlistedPiece", codes(p));
        assertTrue(p.get(0).message().contains("R (rook)"), p.get(0).message());
        assertEquals("", codes(check(table.replace("  Q 6\n", "  Q 6\n  others 0\n"))));
    }

    @Test
    void aNumberTooLargeSaysSoInTheLanguagesWordsOnce() {
        List<FormatDiagnostic> p = check(minimal("    fiftyMoveRule 99999999999"));
        assertEquals(1, p.size(), p::toString);
        assertEquals(4, p.get(0).line());
        assertFalse(p.get(0).message().contains("For input string"), p.get(0).message());
        assertTrue(p.get(0).message().contains("99999999999"), p.get(0).message());
        List<FormatDiagnostic> rounds = check(minimal("").replace("rounds 5", "rounds 99999999999"));
        assertEquals(1, rounds.size(), rounds::toString);
    }

    // ------------------------------------------------------------------ item 7: warnings and words

    private static final String G20_EARLY = "early win below 10 captured scores 42";

    @Test
    void aWeighedWarningIsAcknowledgedInTheFile() {
        String g20 = Examples.text("g20.tfl");
        String above = g20.replace(G20_EARLY, "early win below 10 captured scores 50");
        assertEquals(1, check(above).size(), () -> check(above).toString());
        String intended = g20.replace(G20_EARLY, "early win below 10 captured scores 50 // intended: a bonus");
        assertEquals(List.of(), check(intended));
        String intendedAbove = g20.replace("    " + G20_EARLY, "    // intended: a bonus for a quick win\n    "
                + "early win below 10 captured scores 50");
        assertEquals(List.of(), check(intendedAbove));
    }

    @Test
    void anUnknownWordListsTheWordsValidThereOnce() {
        List<FormatDiagnostic> p = check(minimal("").replace("  time { main 10 min }", "  time {\n    mian 10 min\n  }"));
        assertEquals(1, p.size(), p::toString);
        assertTrue(p.get(0).message().contains("'mian' does not start a time setting: write one of main"),
                p.get(0).message());
        assertTrue(p.get(0).message().contains("then"), p.get(0).message());
    }

    @Test
    void aKeywordUsedAsANameSuggestsTheEscapedForm() {
        List<FormatDiagnostic> p = check(minimal("").replace("stage main swiss", "stage rapid swiss"));
        assertTrue(p.get(0).message().contains("to use it as a name write ^rapid"), p.get(0).message());
        assertEquals("", codes(check(minimal("").replace("stage main swiss", "stage ^rapid swiss"))));
    }

    @Test
    void settingsThatDoNothingWhereTheyStandWarn() {
        List<FormatDiagnostic> rr = check(minimal("").replace("stage main swiss { rounds 5 }",
                "stage main round robin { rounds 5 }"));
        assertEquals("8 noEffect", codes(rr));
        String g20 = Examples.text("g20.tfl").replace("    winner stays\n", "    winner stays off\n")
                .replace("scoring player max consecutive unlimited", "scoring player max consecutive 3");
        List<FormatDiagnostic> cap = check(g20);
        assertTrue(codes(cap).contains("noEffect"), cap::toString);
        String early = Examples.text("g20.tfl").replace(G20_EARLY, "early win below 20 captured scores 42");
        List<FormatDiagnostic> e = check(early);
        assertTrue(e.stream().anyMatch(d -> d.message().contains("every win captures fewer than 20")), e::toString);
    }
}

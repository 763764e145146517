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
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.validation.IssueCodes;

/** Validation of whole formats: missing and repeated sections, numbers that cannot work, quick-fix data. */
class RulesValidationTest {

    @TempDir
    Path temp;

    private List<FormatDiagnostic> check(String text) {
        return Examples.TOOL.check(List.of(Examples.scratch(temp, "t.tfl", text)));
    }

    private static String codes(List<FormatDiagnostic> problems) {
        return problems.stream().map(d -> d.line() + " " + d.code().replace("org.rookery.format.", ""))
                .collect(Collectors.joining(", "));
    }

    private static final String MINIMAL = """
            format M {
              game { variant chess }
              time { main 10 min }
              event individual {
                stage main swiss { rounds 5 }
                game points win 1 draw 0.5 loss 0
              }
            }
            """;

    @Test
    void minimalFormatIsClean() {
        assertEquals("", codes(check(MINIMAL)));
    }

    @Test
    void aNumberIsOneWord() {
        List<FormatDiagnostic> spaced = check(MINIMAL.replace("draw 0.5", "draw 0 . 5"));
        assertTrue(spaced.stream().anyMatch(FormatDiagnostic::isError), spaced::toString);
        assertTrue(spaced.stream().allMatch(d -> d.line() == 6), spaced::toString);
    }

    @Test
    void missingSectionsAreNamedWithWhatToAdd() {
        List<FormatDiagnostic> p = check("format M {\n  game { variant chess }\n}\n");
        assertEquals("1 missingSection, 1 missingSection", codes(p));
        assertTrue(p.get(0).message().contains("add time { main 10 min }"), p.get(0).message());
        assertEquals("time { main 10 min }", p.get(0).fixData().get(0));
    }

    @Test
    void duplicateSectionAndSetting() {
        String text = MINIMAL.replace("time { main 10 min }", "time { main 10 min main 5 min }\n  time { main 3 min }");
        assertEquals("3 duplicateSetting, 4 duplicateSection", codes(check(text)));
    }

    @Test
    void teamSizeAndReservesMustAddUp() {
        String text = MINIMAL.replace("event individual {", "teams { size 6 players per match 4 reserves 1 }\n  event team {")
                .replace("game points", "match points");
        List<FormatDiagnostic> p = check(text);
        assertEquals("4 teamCountMismatch", codes(p));
        assertTrue(p.get(0).message().contains("write reserves 2"), p.get(0).message());
        assertEquals("2", p.get(0).fixData().get(0));
    }

    @Test
    void twoDrawsBeatingAWinAndALossIsAWarning() {
        List<FormatDiagnostic> p = check(MINIMAL.replace("draw 0.5", "draw 0.6"));
        assertEquals("6 pointScaleSanity", codes(p));
        assertEquals(FormatDiagnostic.Severity.WARNING, p.get(0).severity());
    }

    @Test
    void aDrawWorthMoreThanAWinIsAWarning() {
        List<FormatDiagnostic> p = check(MINIMAL.replace("win 1 draw 0.5", "win 1 draw 2"));
        assertTrue(p.get(0).message().startsWith("a draw (2) is worth more than a win (1)"), p.get(0).message());
    }

    @Test
    void noConsecutiveGamesNeedsTwoStoppingPlayers() {
        String text = Examples.text("g20.tfl").replace("players per match 5", "players per match 1")
                .replace("reserves 2", "reserves 6").replace("max 2 games per innings", "max 10 games per innings");
        List<FormatDiagnostic> p = Examples.TOOL.check(List.of(Examples.scratch(temp, "g.tfl", text)));
        assertEquals(IssueCodes.IMPOSSIBLE_ROTATION, p.get(0).code(), p::toString);
        assertEquals(1, p.size(), p::toString);
    }

    @Test
    void aClockNeedsSomeTime() {
        assertEquals("3 noClockTime", codes(check(MINIMAL.replace("main 10 min", "main 0 min"))));
    }

    @Test
    void extendsOverridesSettingsAndReportsInheritedProblemsOnTheExtends() {
        String text = MINIMAL + """
                format Blitz extends M "Blitz" {
                  time { main 5 min increment 3 s }
                }
                format Broken extends M {
                  event individual { game points win 1 draw 0.9 loss 0 }
                }
                """;
        List<FormatDiagnostic> p = check(text);
        assertEquals("13 pointScaleSanity", codes(p));
    }

    @Test
    void extendsCycleIsAnError() {
        String text = MINIMAL + "format A extends B { }\nformat B extends A { }\n";
        List<FormatDiagnostic> p = check(text);
        assertTrue(codes(p).contains("9 extendsCycle"), codes(p));
        assertTrue(codes(p).contains("10 extendsCycle"), codes(p));
    }

    @Test
    void importOfMissingFile() {
        List<FormatDiagnostic> p = check("import \"nowhere.tfl\"\n" + MINIMAL);
        assertEquals("1 importNotFound", codes(p));
        assertTrue(p.get(0).message().contains("write a path relative to this file"), p.get(0).message());
    }

    @Test
    void teamSettingInIndividualEvent() {
        List<FormatDiagnostic> p = check(MINIMAL.replace("game points", "board order by grade\n    game points"));
        assertEquals("6 misplacedSetting", codes(p));
    }

    @Test
    void sennichiteWithChessIsAnError() {
        List<FormatDiagnostic> p = check(MINIMAL.replace("time {", "sennichite { first replay remaining time }\n  time {"));
        assertEquals("3 sectionNotForVariant", codes(p));
        assertTrue(p.get(0).isError(), p::toString);
    }

    @Test
    void syntaxErrorSaysWhatASectionAccepts() {
        List<FormatDiagnostic> p = check(MINIMAL.replace("main 10 min", "mian 10 min")).stream()
                .filter(d -> d.code().equals("org.rookery.format.unknownWord")).toList();
        // The unreadable line is read to its end, so it is the only problem reported.
        assertEquals(p, check(MINIMAL.replace("main 10 min", "mian 10 min")));
        assertFalse(p.isEmpty());
        assertEquals(3, p.get(0).line());
        assertTrue(p.get(0).message().contains("'mian' does not start a time setting: write one of main, sudden death"),
                p.get(0).message());
        assertTrue(p.get(0).message().contains("did you mean 'main'?"), p.get(0).message());
    }

    @Test
    void everyIssueCodeIsDistinct() throws IllegalAccessException {
        List<String> codes = new java.util.ArrayList<>();
        for (var f : IssueCodes.class.getFields()) {
            codes.add((String) f.get(null));
        }
        assertEquals(codes.size(), codes.stream().distinct().count(), codes::toString);
        assertTrue(codes.size() >= 30, codes::toString);
    }
}

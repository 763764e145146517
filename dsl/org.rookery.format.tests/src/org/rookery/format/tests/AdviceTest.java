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

/**
 * Advice that leads somewhere: each message names the root cause and a fix that works, with no
 * second error caused by the first and no fix that leads to another error.
 */
class AdviceTest {

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

    private static String event(String line) {
        return """
                format M {
                  game { variant chess }
                  time { main 10 min }
                  event individual {
                    stage main swiss { rounds 5 }
                    game points win 1 draw 0.5 loss 0
                """ + "    " + line + "\n  }\n}\n";
    }

    @Test
    void anArmageddonTieBreakPointsToThePlayOff() {
        for (String line : List.of("tie breaks armageddon", "tie breaks ^armageddon", "tie breaks buchholz, armageddon")) {
            List<FormatDiagnostic> p = check(event(line));
            assertEquals(1, p.size(), () -> line + "\n" + lines(p));
            assertEquals(7, p.get(0).line(), () -> lines(p));
            assertTrue(p.get(0).message().contains("playoff armageddon white 5 min black 4 min"), () -> lines(p));
            assertFalse(p.get(0).message().contains("write ^"), () -> lines(p));
        }
        // the play-off it points to checks clean
        assertEquals("", lines(check(event("playoff armageddon white 5 min black 4 min draw odds to black before tie breaks"))));
    }

    @Test
    void aSystemWithoutAStageSuggestsTheStage() {
        List<FormatDiagnostic> p = check(event("swiss dutch"));
        assertEquals(1, p.size(), () -> lines(p));
        assertEquals(7, p.get(0).line(), () -> lines(p));
        assertTrue(p.get(0).message().contains("stage NAME dutch"), () -> lines(p));
        List<FormatDiagnostic> q = check(event("dutch"));
        assertEquals(1, q.size(), () -> lines(q));
        assertTrue(q.get(0).message().contains("stage NAME dutch"), () -> lines(q));
    }

    private static final String SHOGI = """
            format S {
              game { variant shogi }
              time { main 20 min byoyomi 30 s }
              event individual {
                stage main swiss { rounds 5 }
                game points win 1 draw 0.5 loss 0
              }
              declaration {
                sente needs 28 points
                gote needs 27 points
                pieces in zone at least 10
                failed declaration loses
                values { K 0 R 5 B 5 +R 5 +B 5 %s }
              }
            }
            """;

    @Test
    void anIncompleteTableIsTheOnlyProblemReported() {
        List<FormatDiagnostic> p = check(SHOGI.formatted(""));
        assertEquals(1, p.size(), () -> lines(p));
        assertTrue(p.get(0).message().contains("others 0"), () -> lines(p));
        assertFalse(lines(p).contains("can never be reached"), () -> lines(p));
        // completed, the same thresholds are reachable
        assertEquals("", lines(check(SHOGI.formatted("others 1"))));
    }

    @Test
    void aMissingNumberIsOneError() {
        for (String line : List.of("game points win 1 draw loss 0", "requested byes 1 worth", "game points win draw 0.5 loss 0")) {
            String text = event("").replace("    game points win 1 draw 0.5 loss 0\n",
                    line.startsWith("game points") ? "    " + line + "\n" : "    game points win 1 draw 0.5 loss 0\n")
                    .replace("stage main swiss { rounds 5 }",
                            line.startsWith("requested") ? "stage main swiss {\n      rounds 5\n      " + line + "\n    }"
                                    : "stage main swiss { rounds 5 }");
            List<FormatDiagnostic> p = check(text);
            assertTrue(p.stream().noneMatch(d -> d.message().contains("is not a number")), () -> line + "\n" + lines(p));
            assertEquals(1, p.size(), () -> line + "\n" + lines(p));
        }
    }

    @Test
    void theDeclarationOptionsSpeakOfNoParticularRule() {
        String english = Examples.TOOL.explain(Examples.compile("shogi-24-point.tfl"));
        assertFalse(english.contains("27-point"), english);
    }
}

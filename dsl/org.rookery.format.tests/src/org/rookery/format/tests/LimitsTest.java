// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.format.api.FormatDiagnostic;

/**
 * Sizes have bounds: a number far beyond any event is an error that says the bound and why, on
 * its own line, and the bound itself is accepted.
 */
class LimitsTest {

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

    /** The G20 example with {@code from} replaced by {@code to}. */
    private String g20(String from, String to) {
        String text = Examples.text("g20.tfl");
        assertTrue(text.contains(from), from);
        return text.replace(from, to);
    }

    private static int lineOf(String text, String part) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(part)) {
                return i + 1;
            }
        }
        throw new AssertionError(part);
    }

    private void tooLarge(String text, String written, String bound) {
        List<FormatDiagnostic> p = check(text);
        assertEquals(1, p.size(), () -> lines(p));
        assertTrue(p.get(0).isError(), () -> lines(p));
        assertEquals(lineOf(text, written), p.get(0).line(), () -> lines(p));
        assertTrue(p.get(0).message().contains(bound), () -> lines(p));
    }

    @Test
    void absurdInningsSizesAreErrorsThatSayTheBound() {
        tooLarge(g20("innings per side 2", "innings per side 2147483647"), "innings per side 2147483647",
                "at most 10");
        tooLarge(g20("games per innings 10", "games per innings 2147483647"), "games per innings 2147483647",
                "at most 100");
        tooLarge(g20("sudden death 5 min", "sudden death 2147483647 h"), "sudden death 2147483647 h",
                "at most 24 hours");
        String big = g20("size 7", "size 100000").replace("reserves 2", "reserves 99995");
        List<FormatDiagnostic> p = check(big);
        assertTrue(p.stream().anyMatch(d -> d.isError() && d.line() == lineOf(big, "size 100000")
                && d.message().contains("at most 100")), () -> lines(p));
    }

    @Test
    void theBoundsThemselvesAreAccepted() {
        String text = g20("innings per side 2", "innings per side 10").replace("games per innings 10",
                "games per innings 100").replace("stopping player max 2 games per innings",
                        "stopping player max 20 games per innings").replace("sudden death 5 min", "sudden death 24 h");
        assertEquals("", lines(check(text)));
    }

    @Test
    void absurdEventSizesAreErrors() {
        String swiss = """
                format M {
                  game { variant chess }
                  time { main 10 min }
                  event individual {
                    stage main swiss { rounds %s }
                    game points win 1 draw 0.5 loss 0
                    %s
                  }
                }
                """;
        tooLarge(swiss.formatted("2147483647", ""), "rounds", "at most 100");
        tooLarge(swiss.formatted("5", "match best of 2147483647 games"), "match best of", "at most 99");
        tooLarge(swiss.formatted("5", "match best of 3 sets of 100000 games"), "match best of", "at most 99");
        tooLarge(swiss.formatted("5", "playoff rapid 100000 games of 10 min before tie breaks"), "playoff", "at most 99");
    }
}

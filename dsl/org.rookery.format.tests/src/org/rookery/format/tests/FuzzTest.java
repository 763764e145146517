// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatException;

/**
 * Bad input: thousands of seeded mutations of the example formats never make checking or
 * compiling throw; every mutation ends either in diagnostics or in a format that compiles.
 */
class FuzzTest {

    private static final int MUTATIONS_PER_EXAMPLE = 750;
    private static final String[] TOKENS = { "{", "}", "-", "+", "0", "-7", "99999999999", "0.5", "\"", "format",
            "game", "time", "innings", "scoring", "event", "stage", "sennichite", "declaration", "conduct", "extends",
            "import", "points", "main", "byoyomi", "win", "draw", "first", "second", "in", "replay", "variant", "P",
            "+R", "giraffe", "shogi", "unlimited", "on", "off", "\n", "//", "/*", "^", ",", "min", "s", "G20" };

    @TempDir
    Path temp;

    @Test
    void mutationsNeverThrow() {
        Random random = new Random(20261129L);
        int withErrors = 0;
        int compiled = 0;
        for (String file : Examples.FILES) {
            String original = Examples.text(file);
            for (int i = 0; i < MUTATIONS_PER_EXAMPLE; i++) {
                String mutated = mutate(original, random);
                Path path = Examples.scratch(temp, "fuzz-" + file, mutated);
                try {
                    List<FormatDiagnostic> problems = Examples.TOOL.check(List.of(path));
                    for (FormatDiagnostic d : problems) {
                        assertTrue(d.line() >= 1 && d.column() >= 1, d::toString);
                        assertFalse(d.message().isBlank(), d::toString);
                    }
                    if (problems.stream().anyMatch(FormatDiagnostic::isError)) {
                        withErrors++;
                    } else {
                        Examples.TOOL.compile(path);
                        compiled++;
                    }
                } catch (FormatException | RuntimeException | Error e) {
                    fail("mutation " + i + " of " + file + " threw " + e + "\n--- input ---\n" + mutated, e);
                }
            }
        }
        assertTrue(withErrors > MUTATIONS_PER_EXAMPLE, "most mutations break the format: " + withErrors);
        assertTrue(compiled > 0, "some mutations (in comments, equal values) still compile: " + compiled);
    }

    private static String mutate(String text, Random random) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && s.length() > 0; e++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(5)) {
                case 0 -> s.deleteCharAt(at);
                case 1 -> s.insert(at, TOKENS[random.nextInt(TOKENS.length)]);
                case 2 -> s.setCharAt(at, (char) (' ' + random.nextInt(95)));
                case 3 -> {
                    int end = Math.min(s.length(), at + 1 + random.nextInt(40));
                    s.delete(at, end);
                }
                default -> {
                    int from = random.nextInt(s.length());
                    int end = Math.min(s.length(), from + 1 + random.nextInt(60));
                    s.insert(at, s.substring(from, end));
                }
            }
        }
        return s.toString();
    }
}

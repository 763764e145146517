// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.cli.internal.CommandLine;

/** {@code rookery check} and {@code rookery explain} on the shipped examples and on broken copies. */
class FormatCommandsTest {

    /** The examples, relative to this bundle's folder (where Tycho runs the tests). */
    private static final Path EXAMPLES = Path.of("../../examples/formats").toAbsolutePath().normalize();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return CommandLine.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theFourExamplesCheckClean() {
        assertEquals(Command.OK, run("check", EXAMPLES.resolve("g20.tfl").toString(), EXAMPLES.resolve("fesa-shogi.tfl").toString(),
                EXAMPLES.resolve("newport-exchange.tfl").toString(), EXAMPLES.resolve("guardian-open.tfl").toString()));
        assertEquals("", out());
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("4 files checked: 0 errors, 0 warnings"), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBrokenFormatGivesFileLineColumnAndFails(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.tfl");
        String text = Files.readString(EXAMPLES.resolve("newport-exchange.tfl")).replace("variant exchange", "variant exchnge");
        Files.writeString(broken, text);
        int line = 1 + (int) text.substring(0, text.indexOf("exchnge")).chars().filter(c -> c == '\n').count();

        assertEquals(Command.FAILED, run("check", broken.toString()));

        String first = out().lines().findFirst().orElse("");
        assertTrue(first.startsWith(broken + ":" + line + ":"), first);
        assertTrue(first.contains(": error: "), first);
        assertTrue(first.contains("exchnge") && first.contains("exchange"), first);
    }

    @Test
    void aMissingFileIsReportedNotThrown(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere.tfl");
        assertEquals(Command.FAILED, run("check", missing.toString()));
        assertTrue(out().contains("nowhere.tfl"), out());
    }

    @Test
    void explainReadsTheG20RulesAloud() {
        assertEquals(Command.OK, run("explain", EXAMPLES.resolve("g20.tfl").toString()));
        String text = out();
        assertTrue(text.contains("more than 200 points behind"), text);
        assertTrue(text.contains("15 seconds"), text);
        assertTrue(text.contains("42 points"), text);
        assertTrue(text.contains("Resignation is not allowed"), text);
        assertTrue(text.endsWith("\n"), "the last line ends like every other");
    }

    @Test
    void checkWithoutFilesIsAUsageError() {
        assertEquals(Command.USAGE, run("check"));
    }
}

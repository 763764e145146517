// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/** {@code rookery check} and {@code rookery explain} on the shipped examples and on broken copies. */
class FormatCommandsTest {

    /** The examples, relative to this bundle's folder (where Tycho runs the tests). */
    private static final Path EXAMPLES = Path.of("../../examples/formats").toAbsolutePath().normalize();




    @Test
    void theFourExamplesCheckClean() {
        CliRun r = CliRun.of("check", EXAMPLES.resolve("g20.tfl").toString(), EXAMPLES.resolve("fesa-shogi.tfl").toString(),
                EXAMPLES.resolve("newport-exchange.tfl").toString(), EXAMPLES.resolve("guardian-open.tfl").toString());
        assertEquals(Command.OK, r.exitCode);
        assertEquals("", r.out());
        assertTrue(r.err().contains("4 files checked: 0 errors, 0 warnings"), r.err());
    }

    @Test
    void aBrokenFormatGivesFileLineColumnAndFails(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.tfl");
        String text = Files.readString(EXAMPLES.resolve("newport-exchange.tfl")).replace("variant exchange", "variant exchnge");
        Files.writeString(broken, text);
        int line = 1 + (int) text.substring(0, text.indexOf("exchnge")).chars().filter(c -> c == '\n').count();

        CliRun r = CliRun.of("check", broken.toString());

        assertEquals(Command.FAILED, r.exitCode);
        String first = r.lines().isEmpty() ? "" : r.lines().get(0);
        assertTrue(first.startsWith(broken + ":" + line + ":"), first);
        assertTrue(first.contains(": error: "), first);
        assertTrue(first.contains("exchnge") && first.contains("exchange"), first);
    }

    @Test
    void aMissingFileIsReportedNotThrown(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere.tfl");
        CliRun r = CliRun.of("check", missing.toString());
        assertEquals(Command.FAILED, r.exitCode);
        assertTrue(r.out().contains("nowhere.tfl"), r.out());
    }

    @Test
    void explainReadsTheG20RulesAloud() {
        CliRun r = CliRun.of("explain", EXAMPLES.resolve("g20.tfl").toString());
        assertEquals(Command.OK, r.exitCode);
        String text = r.out();
        assertTrue(text.contains("more than 200 points behind"), text);
        assertTrue(text.contains("15 seconds"), text);
        assertTrue(text.contains("42 points"), text);
        assertTrue(text.contains("Resignation is not allowed"), text);
        assertTrue(text.endsWith("\n"), "the last line ends like every other");
    }

    @Test
    void checkWithoutFilesIsAUsageError() {
        assertEquals(Command.USAGE, CliRun.of("check").exitCode);
    }
}

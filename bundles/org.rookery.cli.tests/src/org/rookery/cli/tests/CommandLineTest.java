// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Command;
import org.rookery.cli.internal.CommandLine;
import org.rookery.cli.internal.Commands;

/** {@code ./rookery COMMAND ...}: dispatch, help and exit codes. */
class CommandLineTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return CommandLine.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsEveryCommandWithItsSummary() {
        assertEquals(Command.OK, run("help"));
        for (Command c : Commands.all()) {
            assertTrue(out().contains(c.name() + " ") && out().contains(c.summary()), out());
        }
    }

    @Test
    void noArgumentsShowsHelp() {
        assertEquals(Command.OK, run());
        assertTrue(out().contains("Commands:"), out());
    }

    @Test
    void helpForOneCommandShowsItsUsage() {
        assertEquals(Command.OK, run("help", "version"));
        assertEquals("usage: rookery version", out().strip());
    }

    @Test
    void anUnknownCommandIsAUsageErrorThatListsTheCommands() {
        assertEquals(Command.USAGE, run("perf"));
        assertTrue(err().contains("unknown command 'perf'"), err());
        assertTrue(err().contains("help"), err());
        assertEquals("", out());
    }

    @Test
    void wrongArgumentsPrintTheReasonAndTheUsage() {
        assertEquals(Command.USAGE, run("version", "now"));
        assertTrue(err().contains("version: takes no arguments"), err());
        assertTrue(err().contains("usage: rookery version"), err());
    }

    @Test
    void versionNamesRookeryAndJava() {
        assertEquals(Command.OK, run("version"));
        assertTrue(out().startsWith("Rookery "), out());
        assertTrue(out().contains("Java " + System.getProperty("java.version")), out());
    }
}

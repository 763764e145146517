// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Command;
import org.rookery.cli.internal.Commands;

/** {@code ./rookery COMMAND ...}: dispatch, help and exit codes. */
class CommandLineTest {

    @Test
    void helpListsEveryCommandWithItsSummary() {
        CliRun r = CliRun.of("help");
        assertEquals(Command.OK, r.exitCode);
        for (Command c : Commands.all()) {
            assertTrue(r.out().contains(c.name() + " ") && r.out().contains(c.summary()), r.out());
        }
    }

    @Test
    void noArgumentsShowsHelp() {
        CliRun r = CliRun.of();
        assertEquals(Command.OK, r.exitCode);
        assertTrue(r.out().contains("Commands:"), r.out());
    }

    @Test
    void helpForOneCommandShowsItsUsage() {
        CliRun r = CliRun.of("help", "version");
        assertEquals(Command.OK, r.exitCode);
        assertEquals("usage: rookery version", r.out().strip());
    }

    @Test
    void anUnknownCommandIsAUsageErrorThatListsTheCommands() {
        CliRun r = CliRun.of("perf");
        assertEquals(Command.USAGE, r.exitCode);
        assertTrue(r.err().contains("unknown command 'perf'"), r.err());
        assertTrue(r.err().contains("help"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void wrongArgumentsPrintTheReasonAndTheUsage() {
        CliRun r = CliRun.of("version", "now");
        assertEquals(Command.USAGE, r.exitCode);
        assertTrue(r.err().contains("version: takes no arguments"), r.err());
        assertTrue(r.err().contains("usage: rookery version"), r.err());
    }

    @Test
    void versionNamesRookeryAndJava() {
        CliRun r = CliRun.of("version");
        assertEquals(Command.OK, r.exitCode);
        assertTrue(r.out().startsWith("Rookery "), r.out());
        assertTrue(r.out().contains("Java " + System.getProperty("java.version")), r.out());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Command;
import org.rookery.cli.internal.Commands;

/**
 * Every command and every action of a command answers {@code --help} and {@code -h}: exit 0, its
 * usage on standard output, nothing on standard error. The commands are walked as the CLI
 * registers them, so a new command or action without help fails here.
 */
class HelpEverywhereTest {

    @Test
    void everyCommandAndActionAnswersHelp() {
        List<String> failures = new ArrayList<>();
        for (Command c : Commands.all()) {
            List<List<String>> asks = new ArrayList<>();
            asks.add(List.of(c.name()));
            for (String action : c.actions()) {
                asks.add(List.of(c.name(), action));
            }
            for (List<String> ask : asks) {
                for (String flag : List.of("--help", "-h")) {
                    List<String> args = new ArrayList<>(ask);
                    args.add(flag);
                    CliRun r = CliRun.of(args.toArray(String[]::new));
                    String said = String.join(" ", args);
                    if (r.exitCode != Command.OK || !r.err().isEmpty()
                            || !r.out().startsWith("usage: rookery " + String.join(" ", ask))
                                    && !r.out().contains("\n       rookery " + String.join(" ", ask) + " ")) {
                        failures.add(said + " -> exit " + r.exitCode + ", out: " + r.out() + ", err: " + r.err());
                    }
                }
            }
        }
        assertEquals(List.of(), failures);
    }

    /** The actions a usage text shows ({@code rookery trf pair ...}) are the ones the command declares. */
    @Test
    void theActionsAUsageShowsAreTheOnesItsCommandDeclares() {
        for (Command c : Commands.all()) {
            Matcher m = Pattern.compile("rookery " + Pattern.quote(c.name()) + " ([a-z][a-z-]*)\\b").matcher(c.usage());
            Set<String> shown = new TreeSet<>();
            while (m.find()) {
                shown.add(m.group(1));
            }
            assertEquals(shown, new TreeSet<>(c.actions()), c.name() + ": " + c.usage());
        }
    }

    @Test
    void helpAfterOtherArgumentsStillAnswers() {
        CliRun r = CliRun.of("trf", "generate", "--players", "10", "--help");
        assertEquals(Command.OK, r.exitCode, r.err());
        assertTrue(r.out().contains("rookery trf generate --players N"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void helpNamesAnAction() {
        CliRun r = CliRun.of("help", "event", "add");
        assertEquals(Command.OK, r.exitCode, r.err());
        assertTrue(r.out().contains("rookery event add"), r.out());
        CliRun wrong = CliRun.of("help", "event", "remove");
        assertEquals(Command.USAGE, wrong.exitCode);
        assertTrue(wrong.err().contains("'event' has no action 'remove'"), wrong.err());
    }

    @Test
    void helpWithoutACommandListsTheCommands() {
        for (String flag : List.of("--help", "-h")) {
            CliRun r = CliRun.of(flag);
            assertEquals(Command.OK, r.exitCode, r.err());
            assertTrue(r.out().contains("Commands:"), r.out());
        }
    }

    @Test
    void aHelpWordAfterDoubleDashIsAnArgument() {
        CliRun r = CliRun.of("check", "--", "--help");
        assertTrue(r.exitCode != Command.OK, r.out());
        assertTrue(!r.out().startsWith("usage:"), r.out());
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;

/** {@code rookery help [COMMAND]}: the list of commands, or one command's usage. */
final class HelpCommand implements Command {

    @Override
    public String name() {
        return "help";
    }

    @Override
    public String summary() {
        return "list the commands, or show how to use one";
    }

    @Override
    public String usage() {
        return "usage: rookery help [COMMAND [ACTION]]";
    }

    int runSafely(List<String> args, PrintStream out, PrintStream err) {
        try {
            return run(args, out, err);
        } catch (UsageException e) {
            err.println("rookery " + e.getMessage());
            return USAGE;
        }
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (args.size() > 2) {
            throw new UsageException("help: takes a command name and, for a command of several actions, an action");
        }
        if (!args.isEmpty()) {
            Optional<Command> c = Commands.find(args.get(0));
            if (c.isEmpty()) {
                throw new UsageException("help: no command named '" + args.get(0) + "'");
            }
            if (args.size() == 2 && !c.get().actions().contains(args.get(1))) {
                throw new UsageException("help: '" + args.get(0) + "' has no action '" + args.get(1) + "'"
                        + (c.get().actions().isEmpty() ? "" : "; its actions: " + String.join(", ", c.get().actions())));
            }
            out.println(c.get().usage());
            return OK;
        }
        out.println("usage: rookery [--workspace DIR]     start the workbench (default workspace ~/.rookery/workspace)");
        out.println("         [--open EVENT]...           and open an event: its folder or its journal.jsonl (an event");
        out.println("                                     outside the workspace is linked into its project 'events')");
        out.println("       rookery COMMAND [ARGS...]     run a headless command");
        out.println();
        out.println("Commands:");
        for (Command c : Commands.all()) {
            out.printf("  %-12s %s%n", c.name(), c.summary());
        }
        out.println();
        out.println("'rookery help COMMAND' shows the arguments of one command.");
        return OK;
    }
}

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
        return "usage: rookery help [COMMAND]";
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
        if (args.size() > 1) {
            throw new UsageException("help: takes at most one command name");
        }
        if (args.size() == 1) {
            Optional<Command> c = Commands.find(args.get(0));
            if (c.isEmpty()) {
                throw new UsageException("help: no command named '" + args.get(0) + "'");
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
            out.printf("  %-10s %s%n", c.name(), c.summary());
        }
        out.println();
        out.println("'rookery help COMMAND' shows the arguments of one command.");
        return OK;
    }
}

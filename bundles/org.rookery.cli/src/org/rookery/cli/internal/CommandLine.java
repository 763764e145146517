// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;

/** Dispatches {@code COMMAND ARGS...} to a command and turns failures into messages and exit codes. */
public final class CommandLine {

    private CommandLine() {
    }

    /** Runs the command named by the first argument and returns the process exit code. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            return new HelpCommand().runSafely(List.of(), out, err);
        }
        String name = args.get(0);
        Optional<Command> command = Commands.find(name);
        if (command.isEmpty()) {
            err.println("rookery: unknown command '" + name + "'. Commands: "
                    + String.join(", ", Commands.all().stream().map(Command::name).toList())
                    + ". See 'rookery help'.");
            return Command.USAGE;
        }
        Command c = command.get();
        try {
            return c.run(args.subList(1, args.size()), out, err);
        } catch (UsageException e) {
            err.println("rookery " + e.getMessage());
            err.println();
            err.println(c.usage());
            return Command.USAGE;
        } catch (Exception e) {
            err.println("rookery " + c.name() + ": " + e);
            return Command.FAILED;
        } finally {
            out.flush();
            err.flush();
        }
    }
}

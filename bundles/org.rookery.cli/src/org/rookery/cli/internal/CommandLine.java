// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

import org.rookery.cli.Command;
import org.rookery.cli.UsageException;

/** Dispatches {@code COMMAND ARGS...} to a command and turns failures into messages and exit codes. */
public final class CommandLine {

    /** The words that ask for a command's usage wherever they stand among its arguments. */
    private static final List<String> HELP_WORDS = List.of("--help", "-h");

    private CommandLine() {
    }

    /** Whether {@code --help} or {@code -h} stands among the arguments before a {@code --}, which ends the options. */
    static boolean asksForHelp(List<String> args) {
        for (String a : args) {
            if (a.equals("--")) {
                return false;
            }
            if (HELP_WORDS.contains(a)) {
                return true;
            }
        }
        return false;
    }

    /** Runs the command named by the first argument and returns the process exit code. */
    public static int run(List<String> args, PrintStream rawOut, PrintStream rawErr) {
        // data from files reaches the terminal through the commands' messages: no escapes pass
        PrintStream out = TerminalStream.of(rawOut);
        PrintStream err = TerminalStream.of(rawErr);
        if (args.isEmpty()) {
            return new HelpCommand().runSafely(List.of(), out, err);
        }
        String name = args.get(0);
        if (HELP_WORDS.contains(name)) {
            return new HelpCommand().runSafely(args.subList(1, args.size()), out, err);
        }
        Optional<Command> command = Commands.find(name);
        if (command.isEmpty()) {
            err.println("rookery: unknown command '" + name + "'. Commands: "
                    + String.join(", ", Commands.all().stream().map(Command::name).toList())
                    + ". See 'rookery help'.");
            return Command.USAGE;
        }
        Command c = command.get();
        if (asksForHelp(args.subList(1, args.size()))) {
            // every command and action answers --help the same way, before reading any other argument
            out.println(c.usage());
            out.flush();
            return Command.OK;
        }
        try {
            return c.run(args.subList(1, args.size()), out, err);
        } catch (UsageException e) {
            err.println("rookery " + e.getMessage());
            err.println();
            err.println(c.usage());
            return Command.USAGE;
        } catch (Exception e) {
            err.println("rookery " + c.name() + ": " + describe(e));
            return Command.FAILED;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** A failure in Rookery's words: what went wrong and with which file, not a Java class name. */
    static String describe(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException f) {
            return "no such file: " + f.getFile();
        }
        if (e instanceof java.nio.file.AccessDeniedException f) {
            return "permission denied: " + f.getFile();
        }
        if (e instanceof java.nio.file.FileSystemException f) {
            return (f.getFile() == null ? "" : f.getFile() + ": ") + (f.getReason() == null ? "cannot be used" : f.getReason());
        }
        if (e instanceof java.nio.charset.CharacterCodingException) {
            return "the file is not text in the expected encoding";
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? "an unexpected failure (" + e.getClass().getSimpleName() + ")" : message;
    }
}

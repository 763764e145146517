// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli;

import java.io.PrintStream;
import java.util.List;

/**
 * One headless command of {@code ./rookery COMMAND ARGS...}. Output meant for the user or for
 * other programs goes to {@code out}; problems go to {@code err}.
 */
public interface Command {

    /** Exit code of a run that did what was asked. */
    int OK = 0;
    /** Exit code of a run that found errors in its input (e.g. a format with errors). */
    int FAILED = 1;
    /** Exit code of a run whose arguments were wrong. */
    int USAGE = 2;

    /** The word that selects the command, e.g. {@code perft}. */
    String name();

    /** One line for the command list of {@code rookery help}. */
    String summary();

    /** The full usage text shown by {@code rookery help NAME} and after an argument error. */
    String usage();

    /**
     * The words that choose what a command of several actions does ({@code pair}, {@code check}
     * and {@code generate} of {@code rookery trf}), each shown in {@link #usage()}; empty for a
     * command of one action. {@code rookery help NAME ACTION} and {@code rookery NAME ACTION
     * --help} answer for each.
     */
    default List<String> actions() {
        return List.of();
    }

    /**
     * Runs the command.
     *
     * @param args the arguments after the command name
     * @return the process exit code: {@link #OK}, {@link #FAILED} or {@link #USAGE}
     * @throws UsageException when the arguments are wrong; the message says which and why
     */
    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}

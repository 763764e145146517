// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli;

import java.io.PrintStream;
import java.util.List;

import org.rookery.cli.internal.CommandLine;

/**
 * The command line as a library: runs one {@code ./rookery COMMAND ARGS...} in this process, as
 * the launcher does, for a shell or a test bundle that embeds the commands (a variant bundle's
 * own tests check that its game works on the command line without a new launcher).
 */
public final class Rookery {

    private Rookery() {
    }

    /**
     * Runs a command line.
     *
     * @param args the command name and its arguments, as typed after {@code ./rookery}
     * @return the process exit code: {@link Command#OK}, {@link Command#FAILED} or {@link Command#USAGE}
     */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return CommandLine.run(args, out, err);
    }
}

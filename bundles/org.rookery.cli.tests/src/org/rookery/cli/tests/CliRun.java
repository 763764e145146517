// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.rookery.cli.internal.CommandLine;

/** One run of {@code rookery COMMAND ...} in this process, with what it printed on each stream. */
final class CliRun {

    final int exitCode;
    private final String out;
    private final String err;

    private CliRun(int exitCode, String out, String err) {
        this.exitCode = exitCode;
        this.out = out;
        this.err = err;
    }

    static CliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CommandLine.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Standard output. */
    String out() {
        return out;
    }

    /** Standard error. */
    String err() {
        return err;
    }

    /** Standard output, line by line. */
    List<String> lines() {
        return out.lines().toList();
    }

    /** The last line of standard output. */
    String lastLine() {
        List<String> lines = lines();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}

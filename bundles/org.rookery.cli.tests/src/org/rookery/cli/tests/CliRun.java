// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.rookery.cli.Command;
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

    /** {@code rookery event new --format FORMAT DIR/event}, which must succeed; the event's folder. */
    static Path newEvent(Path dir, Path format) {
        Path event = dir.resolve("event");
        CliRun r = of("event", "new", "--format", format.toString(), event.toString());
        assertEquals(Command.OK, r.exitCode, r.err());
        return event;
    }

    /** {@code rookery event add --by Maria EVENT FILE}, the facts {@code lines} written to a file in {@code dir}. */
    static CliRun addFacts(Path event, Path dir, List<String> lines) throws IOException {
        Path facts = Files.createTempFile(dir, "facts", ".jsonl");
        Files.writeString(facts, String.join("\n", lines) + "\n");
        return of("event", "add", "--by", "Maria", event.toString(), facts.toString());
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

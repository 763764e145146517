// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.format;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatException;
import org.rookery.format.api.FormatTool;

/** {@code rookery explain FILE [FORMAT]}: prints a compiled format as plain English. */
public final class ExplainCommand implements Command {

    @Override
    public String name() {
        return "explain";
    }

    @Override
    public String summary() {
        return "print a tournament format as plain English an organiser can read aloud";
    }

    @Override
    public String usage() {
        return """
                usage: rookery explain FILE [FORMAT]
                  Compiles the format in FILE (the file's last format, or the one named FORMAT)
                  and prints what it means in plain English. A file with errors prints them and
                  exits with 1.""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        Arguments a = Arguments.parse(name(), args, Set.of(), Set.of());
        if (a.positional().isEmpty() || a.positional().size() > 2) {
            throw new UsageException("explain: name one format file and optionally the format in it, e.g. "
                    + "rookery explain examples/formats/g20.tfl G20");
        }
        Path file = Path.of(a.positional().get(0));
        String formatName = a.positional().size() == 2 ? a.positional().get(1) : null;
        FormatTool tool = new FormatTool();
        try {
            CompiledFormat format = tool.compile(file, formatName);
            String text = tool.explain(format);
            out.print(text.endsWith("\n") ? text : text + System.lineSeparator());
            return OK;
        } catch (FormatException e) {
            if (e.diagnostics().isEmpty()) {
                err.println("explain: " + e.getMessage());
            }
            for (FormatDiagnostic d : e.diagnostics()) {
                err.println(d);
            }
            return FAILED;
        }
    }
}

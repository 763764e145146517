// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.format;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.rookery.cli.Arguments;
import org.rookery.cli.Command;
import org.rookery.cli.UsageException;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatTool;

/** {@code rookery check FILE...}: checks tournament formats and lists every problem. */
public final class CheckCommand implements Command {

    @Override
    public String name() {
        return "check";
    }

    @Override
    public String summary() {
        return "check tournament format files (*.tfl) and list their errors and warnings";
    }

    @Override
    public String usage() {
        return """
                usage: rookery check [--quiet] FILE...
                  Checks each format file and the files it imports. Prints one line per problem,
                  file:line:col: severity: message, and exits with 1 if any file has an error.
                  --quiet  print nothing when there are no problems (no summary line)""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        Arguments a = Arguments.parse(name(), args, Set.of(), Set.of("quiet"));
        if (a.positional().isEmpty()) {
            throw new UsageException("check: name at least one format file, e.g. rookery check examples/formats/g20.tfl");
        }
        List<Path> files = a.positional().stream().map(Path::of).toList();
        List<FormatDiagnostic> problems = new FormatTool().check(files);
        for (FormatDiagnostic d : problems) {
            out.println(d);
        }
        long errors = problems.stream().filter(FormatDiagnostic::isError).count();
        long warnings = problems.size() - errors;
        if (!a.flag("quiet") || !problems.isEmpty()) {
            err.println(files.size() + (files.size() == 1 ? " file" : " files") + " checked: " + errors
                    + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings"));
        }
        return errors > 0 ? FAILED : OK;
    }
}

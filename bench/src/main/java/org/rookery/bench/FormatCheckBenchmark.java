// SPDX-License-Identifier: EPL-2.0
package org.rookery.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatTool;

/**
 * Checking the four example formats in one warm process (parse, link, validate, including the
 * imported shared file), as the workbench editor and the language server do on every change.
 * The target is at most 50 ms per check of all four.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@State(Scope.Thread)
public class FormatCheckBenchmark {

    private static final List<String> EXAMPLES = List.of("g20.tfl", "fesa-shogi.tfl", "newport-exchange.tfl", "guardian-open.tfl");

    private FormatTool tool;
    private List<Path> files;

    /** Creates the language's injector once, as a running workbench or server has it. */
    @Setup(Level.Trial)
    public void setUp() {
        Path dir = Path.of(System.getProperty("rookery.examples", "../examples/formats"));
        files = EXAMPLES.stream().map(dir::resolve).toList();
        for (Path f : files) {
            if (!Files.isRegularFile(f)) {
                throw new IllegalStateException("example format not found: " + f.toAbsolutePath()
                        + " (run from bench/ or set -Drookery.examples=DIR)");
            }
        }
        tool = new FormatTool();
        List<FormatDiagnostic> problems = tool.check(files);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("the examples should check clean: " + problems);
        }
        // A benchmark of a validator that silently stopped validating would measure nothing.
        try {
            Path g20 = files.get(0);
            String broken = Files.readString(g20).replace("variant giraffe", "variant giraf");
            if (tool.checkText(g20, broken).isEmpty()) {
                throw new IllegalStateException("validation does not run: a misspelt variant gave no error");
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One check of all four files. */
    @Benchmark
    public List<FormatDiagnostic> checkFourExamples() {
        return tool.check(files);
    }
}

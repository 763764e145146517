// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.rookery.format.api.FormatDiagnostic;
import org.rookery.format.api.FormatTool;

/**
 * Benchmark (not a unit test): how long checking format files takes in one process.
 * {@code FormatCheckBenchmark FILE...} prints the first (cold) check, then the median and best of
 * 50 warm checks of all files together. The target is 50 ms warm for the four examples.
 */
public final class FormatCheckBenchmark {

    private FormatCheckBenchmark() {
    }

    public static void main(String[] args) {
        List<Path> files = Arrays.stream(args).map(Path::of).toList();
        long start = System.nanoTime();
        FormatTool tool = new FormatTool();
        List<FormatDiagnostic> first = tool.check(files);
        long cold = System.nanoTime() - start;
        for (int i = 0; i < 30; i++) {
            tool.check(files);
        }
        long[] runs = new long[50];
        for (int i = 0; i < runs.length; i++) {
            long t = System.nanoTime();
            tool.check(files);
            runs[i] = System.nanoTime() - t;
        }
        Arrays.sort(runs);
        System.out.printf("%d files, %d problems%n", files.size(), first.size());
        System.out.printf("cold (injector + first check): %.1f ms%n", cold / 1e6);
        System.out.printf("warm check of all files: median %.1f ms, best %.1f ms%n", runs[runs.length / 2] / 1e6,
                runs[0] / 1e6);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.simulate.DryRun;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.cli.Command;
import org.rookery.cli.internal.Services;
import org.rookery.cli.internal.rules.Variants;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.format.api.FormatTool;
import org.rookery.testing.ChildJvm;

/**
 * One dry run for every shell: {@code rookery simulate}, run as its own process, prints line for
 * line the report of the application layer's dry run played in this process (the one the format
 * editor plays and records), for the same format, field and seed: an individual Swiss, a team
 * event and the G20 innings match.
 */
class SimulateSameRunTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    @Test
    void anIndividualSwissIsTheSameRunInBothShells(@TempDir Path dir) throws Exception {
        same("fide-open.tfl", 30, 3, dir);
    }

    @Test
    void aTeamEventIsTheSameRunInBothShells(@TempDir Path dir) throws Exception {
        same("newport-exchange.tfl", 16, 5, dir);
    }

    @Test
    void theG20InningsMatchIsTheSameRunInBothShells(@TempDir Path dir) throws Exception {
        same("g20.tfl", 16, 7, dir);
    }

    private static void same(String file, int players, long seed, Path dir) throws Exception {
        Path format = FORMATS.resolve(file);
        List<String> command = List.of("simulate", "--players", Integer.toString(players), "--seed",
                Long.toString(seed), format.toString());
        Process p = process(command, dir);
        List<String> printed = Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        assertEquals(Command.OK, p.exitValue(), String.join("\n", printed) + "\n" + err);

        List<String> told = new ArrayList<>();
        DryRunOutcome outcome = DryRun.run(format, new FormatTool().loader(), players, seed, Variants.registry(),
                Services.get(PairingEngines.class, PairingEngines::fromServiceLoader, "pairing engine registry"),
                told::add, () -> false);
        assertTrue(outcome.completed(), outcome.summary());
        assertEquals(told, outcome.progress());
        List<String> expected = new ArrayList<>();
        expected.add(printed.get(0));
        expected.addAll(outcome.progress());
        expected.add("simulate: " + outcome.summary());
        assertTrue(printed.get(0).startsWith("simulating ") && printed.get(0).endsWith(" with seed " + seed), printed.get(0));
        assertEquals(expected, printed, file + ": the command line's report and the dry run's, line by line");
        assertTrue(printed.size() > 4, "a whole run was reported: " + printed);
    }

    /** {@code rookery simulate ...} in a JVM of its own, on the bundles of this test run, its output in files. */
    private static Process process(List<String> args, Path dir) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(ChildJvm.java(), "-Xmx512m", "-cp",
                ChildJvm.classPathOfAllBundles(SimulateSameRunTest.class), "org.rookery.cli.internal.launch.ClassPathMain"));
        command.addAll(args);
        Process p = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("rookery " + String.join(" ", args) + " did not end within 5 minutes");
        }
        return p;
    }
}

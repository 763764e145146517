// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rookery trf pair|check|generate} on the reference cases and generated files. */
class TrfCommandTest {

    /** The reference cases the repository keeps (see examples/swiss-dutch/README.md). */
    private static final Path CASES = Path.of("../../examples/swiss-dutch").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private static Path shared(String name) {
        Path p = CASES.resolve(name);
        if (!Files.isRegularFile(p)) {
            throw new IllegalStateException("the reference swiss-dutch case " + p + " is missing");
        }
        return p;
    }

    @Test
    void referenceCasesAreTheRepositorysOwn() {
        Path repository = Path.of("../..").toAbsolutePath().normalize();
        assertTrue(Files.isRegularFile(repository.resolve("pom.xml")), repository + " is not the repository's root");
        assertEquals(repository.resolve("examples/swiss-dutch/in_30_r5.trf"), shared("in_30_r5.trf"));
    }

    @Test
    void pairPrintsExactlyTheReferenceFormat() throws Exception {
        CliRun run = CliRun.of("trf", "pair", shared("in_30_r5.trf").toString(), "--system", "dutch");
        assertEquals(0, run.exitCode, run.err());
        assertEquals(Files.readString(shared("out_30_r5.txt")).strip(), run.out().strip());
    }

    @Test
    void pairWritesTheOutputFileAndExplains() throws Exception {
        Path out = dir.resolve("next.txt");
        CliRun run = CliRun.of("trf", "pair", shared("in_16_r3.trf").toString(), "--system", "dutch", "--output",
                out.toString(), "--explain");
        assertEquals(0, run.exitCode, run.err());
        assertEquals(Files.readString(shared("out_16_r3.txt")).strip(), Files.readString(out).strip());
        assertTrue(run.lines().stream().allMatch(l -> l.startsWith("# ")), run.out());
        assertTrue(run.out().contains("floats down") || run.out().contains("paired within"), run.out());
    }

    @Test
    void generatedTournamentChecksCleanAndATamperedOneDoesNot() throws Exception {
        Path trf = dir.resolve("gen.trf");
        CliRun gen = CliRun.of("trf", "generate", "--players", "24", "--rounds", "6", "--seed", "11", "--output",
                trf.toString());
        assertEquals(0, gen.exitCode, gen.err());
        CliRun check = CliRun.of("trf", "check", trf.toString(), "--system", "dutch");
        assertEquals(0, check.exitCode, check.out() + check.err());
        assertTrue(check.lastLine().contains("all 6 rounds match"), check.out());
        // Swap the colours of one round-6 game: the check must name round 6.
        String text = Files.readString(trf);
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("001") && lines[i].length() >= 149 && lines[i].charAt(146) != '-') {
                int opp = Integer.parseInt(lines[i].substring(141, 145).trim());
                char c = lines[i].charAt(146);
                char flipped = c == 'w' ? 'b' : 'w';
                lines[i] = lines[i].substring(0, 146) + flipped + lines[i].substring(147);
                for (int j = 0; j < lines.length; j++) {
                    if (lines[j].startsWith("001") && Integer.parseInt(lines[j].substring(4, 8).trim()) == opp) {
                        lines[j] = lines[j].substring(0, 146) + c + lines[j].substring(147);
                    }
                }
                break;
            }
        }
        Files.writeString(trf, String.join("\n", lines) + "\n");
        CliRun bad = CliRun.of("trf", "check", trf.toString(), "--system", "dutch");
        assertEquals(1, bad.exitCode, bad.out());
        assertTrue(bad.out().contains("round 6: differs"), bad.out());
    }

    @Test
    void bakuGeneratedTournamentWritesXxaLinesThatCheckAndPairReadBack() throws Exception {
        Path trf = dir.resolve("baku.trf");
        CliRun gen = CliRun.of("trf", "generate", "--players", "30", "--rounds", "7", "--seed", "5", "--played", "5",
                "--accelerate", "baku", "--output", trf.toString());
        assertEquals(0, gen.exitCode, gen.err());
        assertTrue(gen.out().contains("Baku acceleration in rounds 1-4"), gen.out());
        String text = Files.readString(trf);
        // Group A is 1-16 (15 rounded up to even): a point in rounds 1-2, half a point in 3-4.
        assertTrue(text.contains("XXA   16  1.0  1.0  0.5  0.5\n"), text);
        CliRun check = CliRun.of("trf", "check", trf.toString(), "--system", "dutch");
        assertEquals(0, check.exitCode, check.out() + check.err());
        assertTrue(check.lastLine().contains("all 5 rounds match"), check.out());
        // Without the XXA lines the accelerated rounds no longer match the rules.
        Path plain = dir.resolve("plain.trf");
        Files.writeString(plain, text.lines().filter(l -> !l.startsWith("XXA")).map(l -> l + "\n")
                .reduce("", String::concat));
        CliRun differs = CliRun.of("trf", "check", plain.toString(), "--system", "dutch");
        assertEquals(1, differs.exitCode, differs.out());
        assertTrue(differs.out().contains("round 1: differs"), differs.out());
        CliRun pair = CliRun.of("trf", "pair", trf.toString(), "--system", "dutch");
        assertEquals(0, pair.exitCode, pair.err());
        CliRun bad = CliRun.of("trf", "generate", "--players", "8", "--rounds", "5", "--seed", "1", "--accelerate",
                "fast", "--output", dir.resolve("x.trf").toString());
        assertEquals(2, bad.exitCode);
        assertTrue(bad.err().contains("--accelerate must be 'baku'"), bad.err());
    }

    @Test
    void malformedFileIsReportedWithLineAndColumn() throws Exception {
        Path trf = dir.resolve("bad.trf");
        Files.writeString(trf, "012 x\n001    1      A                                                                  1.0    1     2 w Q\n");
        CliRun run = CliRun.of("trf", "pair", trf.toString(), "--system", "dutch");
        assertEquals(1, run.exitCode);
        assertTrue(run.err().contains("line 2, column 99"), run.err());
    }

    @Test
    void unknownSystemIsAUsageError() {
        CliRun run = CliRun.of("trf", "pair", shared("in_16_r1.trf").toString(), "--system", "nosuch");
        assertEquals(2, run.exitCode);
        assertTrue(run.err().contains("nosuch") && run.err().contains("dutch"), run.err());
    }
}

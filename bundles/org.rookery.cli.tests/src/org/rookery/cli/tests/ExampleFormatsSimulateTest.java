// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.rookery.cli.Command;

/**
 * Issue 9's "done when": every shipped example format goes through the organiser's dry run
 * ({@code rookery simulate}) and either completes or says plainly, by name, which construct no
 * installed engine runs yet: never a stack trace, never a silent wrong run.
 */
class ExampleFormatsSimulateTest {

    private static final Path FORMATS = Path.of("../../examples/formats").toAbsolutePath().normalize();

    /**
     * The formats whose construct no installed engine runs yet, with the plain words simulate
     * must say. When an engine for one is added, it moves to the completing formats.
     */
    private static final Map<String, String> NOT_YET = Map.of();

    /**
     * A field each format can be run with: the Olympiad's eleven Dutch rounds need a dozen teams,
     * a Scheveningen match is two teams of four.
     */
    private static List<String> args(String file, Path path) {
        return switch (file) {
            case "olympiad-teams.tfl" -> List.of("simulate", "--players", "60", path.toString());
            case "scheveningen-match.tfl" -> List.of("simulate", "--players", "8", path.toString());
            default -> List.of("simulate", path.toString());
        };
    }

    /**
     * The same run with {@code --seed seed}; the Olympiad with 16 teams. Twelve teams over eleven
     * rounds must meet as a full round robin, and a Swiss pairs round by round: after some results
     * no set of unplayed pairings is left for a late round, and the Dutch system says so ("no
     * pairing completes the round (C.4)") rather than pair a rematch. A real Olympiad has far more
     * teams than rounds.
     */
    private static List<String> args(String file, Path path, int seed) {
        List<String> a = new java.util.ArrayList<>(file.equals("olympiad-teams.tfl")
                ? List.of("simulate", "--players", "80", path.toString()) : args(file, path));
        a.addAll(1, List.of("--seed", Integer.toString(seed)));
        return a;
    }

    /**
     * Issue 17's "done": the dry run of every example format completes for seeds 1 to 20, so no
     * random run of the engine finds a dead end (G20's seed 7 used to stop with "rotation
     * impossible in innings 4, game 10").
     */
    @Test
    void everyExampleFormatCompletesForSeedsOneToTwenty() throws IOException {
        List<Path> formats;
        try (var files = Files.list(FORMATS)) {
            formats = files.filter(p -> p.getFileName().toString().endsWith(".tfl")).sorted().toList();
        }
        List<String> failed = new java.util.ArrayList<>();
        for (Path format : formats) {
            String file = format.getFileName().toString();
            for (int seed = 1; seed <= 20; seed++) {
                CliRun run = CliRun.of(args(file, format, seed).toArray(String[]::new));
                String last = run.lines().isEmpty() ? "" : run.lastLine();
                if (run.exitCode != Command.OK || !last.startsWith("simulate: completed: ")
                        || run.lines().stream().anyMatch(l -> l.startsWith("warning"))) {
                    List<String> lines = run.lines();
                    failed.add(file + " --seed " + seed + ": " + (lines.size() > 1 ? lines.get(lines.size() - 2) + " / " : "")
                            + last + (run.err().isEmpty() ? "" : " / " + run.err().strip()));
                }
            }
        }
        assertEquals(List.of(), failed, "dry runs that did not complete");
    }

    @Test
    void everyExampleFormatCompletesInTheDryRunOrSaysPlainlyWhatCannotRunYet() throws IOException {
        List<Path> formats;
        try (var files = Files.list(FORMATS)) {
            formats = files.filter(p -> p.getFileName().toString().endsWith(".tfl")).sorted().toList();
        }
        assertTrue(formats.size() >= 11, "the shipped example formats: " + formats);
        Map<String, String> outcomes = new TreeMap<>();
        for (Path format : formats) {
            String file = format.getFileName().toString();
            CliRun run = CliRun.of(args(file, format).toArray(String[]::new));
            String all = run.out() + run.err();
            assertFalse(all.contains("Exception") || all.contains("\tat "), file + " printed a stack trace:\n" + all);
            assertTrue(run.lines().get(0).startsWith("simulating "), file + ":\n" + all);
            String last = run.lastLine();
            outcomes.put(file, last);
            if (NOT_YET.containsKey(file)) {
                assertEquals(Command.FAILED, run.exitCode, file + ":\n" + all);
                assertTrue(last.startsWith("simulate: did not complete: ") && last.contains(NOT_YET.get(file)),
                        file + " should say '" + NOT_YET.get(file) + "', said:\n" + all);
            } else {
                assertEquals(Command.OK, run.exitCode, file + " did not complete:\n" + all);
                assertTrue(last.startsWith("simulate: completed: ") && !last.contains("completed: completed"), file + ": " + last);
            }
        }
        assertTrue(outcomes.keySet().containsAll(NOT_YET.keySet()), "formats named as not yet runnable are shipped: " + outcomes);
    }

    @Test
    void aFormatThatNamesTheDutchSystemIsPairedByTheDutchEngine() {
        CliRun run = CliRun.of("simulate", FORMATS.resolve("fide-open.tfl").toString());
        assertEquals(Command.OK, run.exitCode, run.out() + run.err());
        assertTrue(run.out().contains("paired by the FIDE Dutch system"), run.out());
        // nine rounds as the format says, every one paired
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("stage open, round 9/9")), run.out());
        // requested byes 2 in rounds 1 to 7: players ask for them, and only in those rounds
        assertTrue(run.lines().stream().anyMatch(l -> l.contains(" (requested)")), run.out());
        assertTrue(run.lines().stream().filter(l -> l.startsWith("stage open, round 8/9") || l.startsWith("stage open, round 9/9"))
                .noneMatch(l -> l.contains(" (requested)")), run.out());
    }

    @Test
    void aTieForFirstInTheRoundRobinIsPlayedOffAsTheFormatSays() {
        Path format = FORMATS.resolve("round-robin-armageddon.tfl");
        for (int seed = 1; seed <= 60; seed++) {
            CliRun run = CliRun.of("simulate", "--seed", Integer.toString(seed), format.toString());
            assertEquals(Command.OK, run.exitCode, run.out() + run.err());
            var line = run.lines().stream().filter(l -> l.startsWith("play-off for place 1: ")).findFirst();
            if (line.isPresent()) {
                // two rapid games first, then Armageddon with Black's draw odds if still level: always decided
                assertTrue(line.get().contains("; 2 rapid games"), line.get());
                String winner = line.get().substring(line.get().lastIndexOf("; ") + 2, line.get().indexOf(" takes place 1"));
                assertTrue(run.lastLine().startsWith("simulate: completed: " + winner + " wins"), run.out());
                return;
            }
        }
        throw new AssertionError("no tie for first in 60 dry runs of round-robin-armageddon.tfl");
    }

    @Test
    void theMcMahonFormatIsPairedByTheMcMahonEngine() {
        CliRun run = CliRun.of("simulate", FORMATS.resolve("mcmahon-shogi.tfl").toString());
        assertEquals(Command.OK, run.exitCode, run.out() + run.err());
        assertTrue(run.out().contains("stage main: Swiss paired by McMahon"), run.out());
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("stage main, round 6/6")), run.out());
    }

    @Test
    void aScheveningenMatchPlaysOneRoundPerBoardAndSaysPlainlyWhenTheFieldIsNotTwoTeams() {
        CliRun run = CliRun.of("simulate", "--players", "8", FORMATS.resolve("scheveningen-match.tfl").toString());
        assertEquals(Command.OK, run.exitCode, run.out() + run.err());
        assertTrue(run.out().contains("stage match: Scheveningen, 4 rounds, one for each board of the other team"), run.out());
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("stage match, round 4/4: 1 match;")), run.out());

        CliRun four = CliRun.of("simulate", "--players", "16", FORMATS.resolve("scheveningen-match.tfl").toString());
        assertEquals(Command.FAILED, four.exitCode, four.out());
        assertTrue(four.lastLine().contains("a Scheveningen match is between two teams; this field has 4"), four.out());
    }

    @Test
    void aLevelScheveningenMatchIsSettledByArmageddon() {
        Path format = FORMATS.resolve("scheveningen-match.tfl");
        for (int seed = 1; seed <= 60; seed++) {
            CliRun run = CliRun.of("simulate", "--players", "8", "--seed", Integer.toString(seed), format.toString());
            assertEquals(Command.OK, run.exitCode, run.out() + run.err());
            // match won on game points: the sides are ranked on the total of their sixteen games
            assertTrue(run.lastLine().endsWith(" game points"), run.out());
            var line = run.lines().stream().filter(l -> l.startsWith("play-off for place 1: ")).findFirst();
            if (line.isPresent()) {
                assertTrue(line.get().contains("; Armageddon "), line.get());
                String winner = line.get().substring(line.get().lastIndexOf("; ") + 2, line.get().indexOf(" takes place 1"));
                assertTrue(run.lastLine().startsWith("simulate: completed: " + winner + " wins"), run.out());
                return;
            }
        }
        throw new AssertionError("no level Scheveningen match in 60 dry runs");
    }

    @Test
    void aSystemNoEngineImplementsIsNamedPlainly(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path format = dir.resolve("burstein.tfl");
        Files.writeString(format, """
                format BursteinOpen {
                  game {
                    variant chess
                  }
                  time {
                    main 90 min
                  }
                  event individual {
                    stage open burstein {
                      rounds 5
                    }
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """);
        CliRun run = CliRun.of("simulate", format.toString());
        assertEquals(Command.FAILED, run.exitCode, run.out());
        assertTrue(run.lastLine().startsWith("simulate: did not complete: stage open cannot start: the format names the FIDE"
                + " Burstein system; no installed pairing engine implements it (installed: "), run.out() + run.err());
        assertFalse((run.out() + run.err()).contains("Exception"), run.out() + run.err());
    }

    @Test
    void aGauntletPlaysOneRoundForEachOpponentOfTheFirstEntrant(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path format = dir.resolve("gauntlet.tfl");
        Files.writeString(format, """
                format Gauntlet {
                  game {
                    variant chess
                  }
                  time {
                    main 10 min
                  }
                  event individual {
                    stage main double gauntlet
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """);
        CliRun run = CliRun.of("simulate", "--players", "6", "--seed", "2", format.toString());
        assertEquals(Command.OK, run.exitCode, run.out() + run.err());
        assertTrue(run.out().contains("stage main: double gauntlet, 10 rounds for 6 entrants"), run.out());
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("stage main, round 10/10")), run.out());
        assertTrue(run.lastLine().startsWith("simulate: completed"), run.out());
    }

    @Test
    void theFesaFormatRunsItsGroupStageThenItsFinalBetweenTheTopTwo() {
        CliRun run = CliRun.of("simulate", FORMATS.resolve("fesa-shogi.tfl").toString());
        assertEquals(Command.OK, run.exitCode, run.out() + run.err());
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("2 qualify for stage final: ")), run.out());
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("stage final: knockout")), run.out());
    }
}

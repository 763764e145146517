// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.simulate.DryRun;
import org.rookery.arbiter.simulate.DryRunEvent;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.pairing.PairingEngines;

/**
 * The innings match's dry run, the one every shell plays: G20 played to its result with the same
 * match for the same seed, every seed from 1 to 20 completing without a warning (the captains
 * never choose a stopping player after whom the innings could not be filled), a chase within the
 * same moves played with the moves of every game, and a rotation that cannot cover an innings
 * named where it stops.
 */
class InningsDryRunTest {

    private static DryRunOutcome run(Path format, long seed, List<String> lines) throws Exception {
        return DryRun.run(format, Events.loader(), 2, seed, Events.registry(), Events.service(PairingEngines.class),
                lines::add, () -> false);
    }

    /** G20 with {@code from} replaced by {@code to}, written beside a copy of the shared capture table. */
    private static Path g20(Path dir, String from, String to) throws Exception {
        Files.createDirectories(dir.resolve("shared"));
        Files.copy(Events.FORMATS.resolve("shared/giraffe-capture.tfl"), dir.resolve("shared/giraffe-capture.tfl"));
        String text = Files.readString(Events.FORMATS.resolve("g20.tfl"));
        assertTrue(text.contains(from), from);
        Path file = dir.resolve("g20.tfl");
        Files.writeString(file, text.replace(from, to));
        return file;
    }

    @Test
    void g20PlaysToAResultAndTheSameSeedPlaysTheSameMatch() throws Exception {
        List<String> told = new ArrayList<>();
        DryRunOutcome r = run(Events.FORMATS.resolve("g20.tfl"), 42, told);
        assertTrue(r.completed(), r.summary());
        assertEquals(told, r.progress(), "the callback sees every line");
        assertTrue(r.progress().stream().filter(l -> l.startsWith("innings ")).count() >= 4, "at least four innings: "
                + r.progress());
        assertTrue(r.summary().contains("Team A") && r.summary().contains("Team B"), r.summary());
        assertEquals(r.progress(), run(Events.FORMATS.resolve("g20.tfl"), 42, new ArrayList<>()).progress());
    }

    @Test
    void theCaptainsNeverDeadEndTheRotationSoEverySeedCompletes() throws Exception {
        // Seed 7 used to choose a stopping player at game 8 of innings 4 after whom only one player had games
        // left, and stopped at game 10 with "rotation impossible".
        for (long seed = 1; seed <= 20; seed++) {
            DryRunOutcome r = run(Events.FORMATS.resolve("g20.tfl"), seed, new ArrayList<>());
            assertTrue(r.completed(), "seed " + seed + ": " + r.summary());
            assertTrue(r.progress().stream().noneMatch(l -> l.startsWith("warning")), "seed " + seed + ": " + r.progress());
        }
    }

    @Test
    void aChaseWithinTheSameMovesIsPlayedWithTheMovesOfEveryGame(@TempDir Path dir) throws Exception {
        Path chase = g20(dir, "skip decided innings off", "skip decided innings off\n    second side chases target within"
                + " same moves");
        int limited = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Path folder = dir.resolve("seed-" + seed);
            DryRunOutcome r = DryRunEvent.record(chase, folder, 2, seed, Events.loader(), Events.registry(),
                    Events.service(PairingEngines.class), null, null);
            // the captains never choose a stopping player who dead-ends the rotation; never a missing move count
            assertTrue(r.completed(), "seed " + seed + ": " + r.summary());
            try (EventFolder event = EventFolder.read(folder, Events.loader(), Events.registry(), InstantSource.system())) {
                InningsMatch m = event.state().innings().orElseThrow();
                assertTrue(m.innings().stream().filter(c -> !c.golden()).flatMap(c -> c.games().stream())
                        .filter(g -> g.finished() && !g.unplayed()).allMatch(g -> g.report().orElseThrow().movesPlayed()
                                .isPresent()), "every game played has its moves");
                if (m.innings().stream().anyMatch(c -> c.moveLimit().isPresent())) {
                    limited++;
                }
            }
        }
        assertTrue(limited > 10, "most matches reach a chasing innings with a move limit: " + limited + " of 20");
    }

    @Test
    void aRotationThatCannotCoverTheInningsIsNamedWithItsLineBeforeAGameIsPlayed(@TempDir Path dir) throws Exception {
        // one game per stopping player and innings: five players cannot stop ten games, which the format
        // language already says, so the dry run plays nothing and names the line to change
        Path tight = g20(dir, "stopping player max 2 games per innings", "stopping player max 1 games per innings");
        List<String> told = new ArrayList<>();
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> run(tight, 1, told));
        assertTrue(e.getMessage().contains("g20.tfl:53:") && e.getMessage().contains("can play only 5 of the 10 games of an"
                + " innings"), e.getMessage());
        assertEquals(List.of(), told);
    }
}

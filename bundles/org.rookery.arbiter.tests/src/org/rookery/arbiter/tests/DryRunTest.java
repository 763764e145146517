// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.simulate.DeadEnd;
import org.rookery.arbiter.simulate.DryRun;
import org.rookery.arbiter.simulate.DryRunOutcome;
import org.rookery.engine.pairing.PairingEngines;

/**
 * The organiser's dry run as every shell calls it: the example formats played to their end, a
 * format that runs out of opponents stopped with the stage to change, a field too large refused
 * before a game is played, and a run cancelled between rounds.
 */
class DryRunTest {

    private static DryRunOutcome run(Path format, int players, long seed, List<String> lines) throws Exception {
        return DryRun.run(format, Events.loader(), players, seed, Events.registry(), Events.service(PairingEngines.class),
                lines::add, () -> false);
    }

    @Test
    void aThirtyPlayerOpenIsPlayedToItsWinner() throws Exception {
        Path open = Events.FORMATS.resolve("fide-open.tfl");
        List<String> lines = new ArrayList<>();
        DryRunOutcome r = run(open, 30, 7, lines);
        assertTrue(r.completed(), r.summary());
        assertTrue(r.summary().matches("completed: Player \\d{3} wins.*"), r.summary());
        assertEquals(lines, r.progress(), "the lines told as they happened are the report's");
        assertTrue(lines.stream().anyMatch(l -> l.matches("stage open, round 1/9: 1[45] boards.*")), lines::toString);
        assertEquals(30, r.standings().orElseThrow().rows().size());
        assertEquals(Optional.empty(), r.deadEnd());
        // the same seed plays the same event
        assertEquals(r.summary(), run(open, 30, 7, new ArrayList<>()).summary());
    }

    @Test
    void anInningsMatchIsPlayedWithItsTwoTeams() throws Exception {
        DryRunOutcome r = run(Events.FORMATS.resolve("g20.tfl"), 16, 1, new ArrayList<>());
        assertTrue(r.completed(), r.summary());
        assertTrue(r.progress().stream().anyMatch(l -> l.startsWith("innings 1")), r.progress()::toString);
    }

    @Test
    void aSwissThatRunsOutOfOpponentsNamesItsStage(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("tiny.tfl");
        Files.writeString(file, """
                format Tiny {
                  game {
                    variant chess
                  }
                  time {
                    main 90 min
                  }
                  event individual {
                    stage main swiss {
                      rounds 6
                    }
                    game points win 1 draw 0.5 loss 0
                  }
                }
                """);
        DryRunOutcome r = run(file, 4, 1, new ArrayList<>());
        assertFalse(r.completed(), r.summary());
        assertTrue(r.summary().startsWith("did not complete: stage main"), r.summary());
        DeadEnd end = r.deadEnd().orElseThrow();
        assertEquals(Optional.of("main"), end.stage());
        assertEquals("event", end.section());
        assertTrue(r.summary().endsWith(end.message()), end::toString);
    }

    @Test
    void aFieldTooLargeIsRefusedBeforeAGameIsPlayed() throws Exception {
        List<String> lines = new ArrayList<>();
        DryRunOutcome r = run(Events.FORMATS.resolve("fide-open.tfl"), 100_000, 1, lines);
        assertFalse(r.completed());
        assertTrue(r.summary().contains("more than the " + DryRun.MAX_GAMES + " a dry run plays")
                && r.summary().contains("fewer players"), r.summary());
        assertEquals(List.of(), lines, "nothing was played");
        assertEquals("event", r.deadEnd().orElseThrow().section());
    }

    @Test
    void aCancelledRunStopsBetweenRounds() throws Exception {
        Path open = Events.FORMATS.resolve("fide-open.tfl");
        List<String> lines = new ArrayList<>();
        CancellationException e = assertThrows(CancellationException.class, () -> DryRun.run(open, Events.loader(), 30, 1,
                Events.registry(), Events.service(PairingEngines.class), lines::add, () -> lines.size() >= 3));
        assertTrue(e.getMessage().contains("cancelled"), e.getMessage());
        assertEquals(3, lines.size(), lines::toString);
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.rookery.engine.event.tests.Facts.player;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.fact.FactBody.Outcome;
import org.rookery.engine.event.RoundProgress;
import org.rookery.engine.format.CompiledFormat;
import org.rookery.engine.game.tests.TestFormats;

/**
 * The line the standings' title says while a round is in progress (issue 21): rounds completed,
 * the rounds planned, the round being played and its games played so far; a forfeit is a game
 * with a result. An innings match has no rounds to say.
 */
class RoundProgressTest {

    private static EventFolder.Draft d(FactBody body) {
        return new EventFolder.Draft(body, "Maria");
    }

    @Test
    void aRoundInProgressSaysHowManyOfItsGamesArePlayed(@TempDir Path dir) throws IOException {
        CompiledFormat f = TestFormats.fesa(TestFormats.spec("chess", Map.of()));
        CompiledFormat format = new CompiledFormat("Swiss", "a Swiss", f.game(), f.time(), f.teams(), f.innings(),
                f.scoring(), f.event(), Optional.empty(), Optional.empty(), f.conduct());
        try (EventFolder event = ResultEndingsTest.create(dir, format)) {
            String of = format.event().orElseThrow().stages().get(0).rounds().isPresent()
                    ? " of " + format.event().get().stages().get(0).rounds().getAsInt() : "";
            event.record(List.of(d(player("A", 1900)), d(player("B", 1800)), d(player("C", 1700)), d(player("D", 1600))));
            assertEquals("before round 1", RoundProgress.of(event.state()).orElseThrow().text());
            event.record(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "A", "B"), new FactBody.Board("1.2", "C", "D")),
                    List.of()), "Maria");
            RoundProgress first = RoundProgress.of(event.state()).orElseThrow();
            assertTrue(first.inProgress());
            assertEquals("round 1" + of + " in progress: 0 of 2 games played", first.text());
            event.record(FactBody.Result.forfeit("1.1", Outcome.WHITE_WINS), "Maria");
            assertEquals("round 1" + of + " in progress: 1 of 2 games played", RoundProgress.of(event.state()).orElseThrow().text());
            event.record(Facts.draw("1.2", org.rookery.rules.Termination.AGREEMENT), "Maria");
            RoundProgress done = RoundProgress.of(event.state()).orElseThrow();
            assertFalse(done.inProgress());
            assertEquals("after round 1" + of, done.text());
            event.record(new FactBody.Pairing(2, List.of(new FactBody.Board("2.1", "A", "C"), new FactBody.Board("2.2", "B", "D")),
                    List.of()), "Maria");
            event.record(Facts.draw("2.2", org.rookery.rules.Termination.AGREEMENT), "Maria");
            assertEquals("after round 1" + of + ", round 2 in progress: 1 of 2 games played",
                    RoundProgress.of(event.state()).orElseThrow().text());
        }
    }

    @Test
    void anInningsMatchHasNoRoundsToSay(@TempDir Path dir) throws IOException {
        try (EventFolder event = ResultEndingsTest.g20(dir)) {
            assertTrue(RoundProgress.of(event.state()).isEmpty());
        }
    }
}

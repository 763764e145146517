// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.claims.ShogiClaims;
import org.rookery.arbiter.innings.InningsGames;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.innings.InningsCard;
import org.rookery.rules.Color;

/**
 * The decisions the workbench's views used to make for themselves, taken by the application
 * layer on real events: a sennichite replay's id and what the policy does, and the next innings
 * game's id and colours. The engine accepts what the layer proposes.
 */
class PlayDecisionsTest {

    private static EventFolder fesaRound(Path dir) throws Exception {
        EventFolder event = EventFolder.create(dir, Events.FORMATS.resolve("fesa-shogi.tfl"), Events.loader(), Events.registry(),
                InstantSource.system());
        event.record(List.of(
                new EventFolder.Draft(new FactBody.Register("Aiko", "Aiko Sato", Optional.empty(), 1800, Optional.empty()), "Maria"),
                new EventFolder.Draft(new FactBody.Register("Ben", "Ben Ito", Optional.empty(), 1700, Optional.empty()), "Maria"),
                new EventFolder.Draft(new FactBody.Pairing(1, List.of(new FactBody.Board("1.1", "Aiko", "Ben")), List.of()), "Maria")));
        return event;
    }

    @Test
    void aSennichiteReplayGetsItsIdFromTheLayerAndTheEngineAcceptsIt(@TempDir Path tmp) throws Exception {
        try (EventFolder event = fesaRound(tmp.resolve("fesa"))) {
            ShogiClaims.Sennichite first = ShogiClaims.sennichite(event.state(), "1.1", OptionalLong.of(300_000), OptionalLong.of(0));
            assertEquals(Optional.of("1.1r"), first.fact().replay());
            assertTrue(first.consequence().startsWith("Replayed as game 1.1r"), first.consequence());
            event.record(first.fact(), "Maria");
            assertTrue(event.state().game("1.1r").isPresent(), "the replay is a game of the event");
            // the id is taken now: another replay of 1.1 would be numbered
            assertEquals("1.1r2", ShogiClaims.replayId(event.state(), "1.1"));
            // the replay itself can end in sennichite too, and its replay gets an id of its own
            ShogiClaims.Sennichite again = ShogiClaims.sennichite(event.state(), "1.1r", OptionalLong.of(0), OptionalLong.of(120_000));
            again.fact().replay().ifPresent(id -> assertTrue(event.state().game(id).isEmpty(), id + " is a new id"));
        }
    }

    @Test
    void aSennichiteInAGameNotInPlayIsRefusedWithTheReason(@TempDir Path tmp) throws Exception {
        try (EventFolder event = fesaRound(tmp.resolve("fesa"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ShogiClaims.sennichite(event.state(), "9.9", OptionalLong.empty(), OptionalLong.empty()));
            assertTrue(e.getMessage().contains("no game 9.9"), e.getMessage());
        }
    }

    /** The G20 example match cut before its fifth game of the fourth innings started. */
    private static EventFolder g20BeforeGame(Path dir, int lastSeq) throws Exception {
        Path source = Events.EXAMPLES.resolve("events/g20-match");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : files.toList()) {
                Path to = dir.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        Path journal = dir.resolve("journal.jsonl");
        List<String> kept = Files.readAllLines(journal).stream()
                .filter(l -> !l.startsWith("{\"seq\":") || Integer.parseInt(l.substring(7, l.indexOf(','))) <= lastSeq).toList();
        Files.write(journal, kept);
        return EventFolder.open(dir, Events.loader(), Events.registry(), InstantSource.system());
    }

    @Test
    void theNextInningsGameHasTheNextFreeIdAndTheScoringPlayerOnTheFormatsColour(@TempDir Path tmp) throws Exception {
        try (EventFolder event = g20BeforeGame(tmp.resolve("g20"), 81)) {
            InningsCard card = event.state().innings().orElseThrow().currentInnings().orElseThrow();
            assertEquals(4, card.number());
            assertEquals(Color.WHITE, InningsGames.scoringSide(event.state()), "G20: the scoring side plays White");
            assertEquals("i4.5", InningsGames.nextGameId(event.state(), card));
            FactBody.GameStart start = InningsGames.start(event.state(), card, "C2", "Z5", Optional.empty());
            assertEquals(new FactBody.GameStart("i4.5", "C2", "Z5", 4, Optional.empty()), start);
            event.record(start, "Maria");
            InningsCard after = event.state().innings().orElseThrow().currentInnings().orElseThrow();
            assertEquals("i4.6", InningsGames.nextGameId(event.state(), after), "a started game's id is taken");
        }
    }
}

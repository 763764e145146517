// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Termination;

/**
 * Pages update themselves: viewers of a round in play get each new fact's page over their event
 * stream, well within a second, without a reload; the journal is never touched by the server.
 */
class LiveUpdatesTest {

    @TempDir
    Path temp;

    private static FactBody.Result win(String game, FactBody.Outcome outcome) {
        return new FactBody.Result(game, outcome, Termination.CHECKMATE, List.of(), List.of(), OptionalLong.empty(),
                OptionalLong.empty());
    }

    @Test
    void aRecordedResultReachesEveryViewerOfItsPages() throws Exception {
        // the FESA Swiss with round 4 paired and none of its results in yet
        Path event = Served.copy("fesa-swiss", temp, 46);
        try (Served served = Served.start(Served.open(event));
                LiveStream pairings = new LiveStream(served.http, served.address().resolve("/e/fesa-swiss/live/pairings"));
                LiveStream standings = new LiveStream(served.http, served.address().resolve("/e/fesa-swiss/live/standings"));
                LiveStream player = new LiveStream(served.http, served.address().resolve("/e/fesa-swiss/live/players/S10"))) {
            assertEquals(200, pairings.status);
            assertTrue(pairings.contentType.startsWith("text/event-stream"), pairings.contentType);
            // each viewer first gets the page as it is
            for (LiveStream s : List.of(pairings, standings, player)) {
                LiveStream.Update first = s.next(5_000);
                assertNotNull(first, "the current page on connecting");
                assertEquals(45, first.version());
            }
            long deadline = System.currentTimeMillis() + 5_000;
            while (served.server.viewers() < 3 && System.currentTimeMillis() < deadline) {
                Thread.sleep(10);
            }
            assertEquals(3, served.server.viewers());

            long recorded;
            try (EventFolder folder = EventFolder.open(event, Served.tool().loader(), Served.registry(), InstantSource.system())) {
                folder.record(win("4.1", FactBody.Outcome.WHITE_WINS), "Kenji");
                recorded = System.nanoTime();
            }
            LiveStream.Update update = pairings.until(46, 5_000);
            assertNotNull(update, "the pairings page after the result");
            double ms = (update.arrivedNanos() - recorded) / 1e6;
            System.out.printf("LiveUpdatesTest: fact to page %.1f ms%n", ms);
            // a generous bound for a shared machine; the specification's second is measured by the load harness
            assertTrue(ms < 3_000, "the page came " + ms + " ms after the fact");
            assertTrue(update.data().matches("(?s).*<th scope=\"row\" class=\"left\"><a href=\"/e/fesa-swiss/games/4\\.1\">4\\.1</a></th>.*?<td class=\"center\">1-0</td>.*"),
                    update.data());
            assertNotNull(standings.until(46, 5_000), "the standings page after the result");
            assertNotNull(player.until(46, 5_000), "the player's page after the result");

            // the rest of the round in one batch: every viewer ends at the last fact
            try (EventFolder folder = EventFolder.open(event, Served.tool().loader(), Served.registry(), InstantSource.system())) {
                List<EventFolder.Draft> drafts = new ArrayList<>();
                for (String game : List.of("4.2", "4.3", "4.4", "4.5", "4.6", "4.7", "4.8")) {
                    drafts.add(new EventFolder.Draft(win(game, FactBody.Outcome.BLACK_WINS), "Kenji"));
                }
                folder.record(drafts);
            }
            LiveStream.Update end = standings.until(53, 5_000);
            assertNotNull(end, "the standings after the round");
            assertFalse(end.data().contains("warning"), end.data());
            assertEquals(53, pairings.until(53, 5_000).version());
        }
    }

    @Test
    void aDamagedJournalKeepsTheLastGoodPageAndSaysWhy() throws Exception {
        Path event = Served.copy("fesa-swiss", temp, 46);
        try (Served served = Served.start(Served.open(event));
                LiveStream pairings = new LiveStream(served.http, served.address().resolve("/e/fesa-swiss/live/pairings"))) {
            assertNotNull(pairings.next(5_000));
            byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
            // half a fact, as a crash mid-write leaves it
            byte[] half = "{\"seq\":46,\"at\":\"2026-06-13T09:45:30Z\",\"by\":\"K".getBytes(java.nio.charset.StandardCharsets.UTF_8);
            Files.write(event.resolve("journal.jsonl"), half, java.nio.file.StandardOpenOption.APPEND);
            LiveStream.Update u = pairings.next(5_000);
            assertNotNull(u, "a page saying the journal's last line is incomplete");
            assertTrue(u.data().contains("incomplete"), u.data());
            assertTrue(u.data().contains("Pairings, round 4"), u.data());
            String page = served.get("/e/fesa-swiss/").body();
            assertTrue(page.contains("incomplete") && page.contains("Pairings, round 4"), page);
            // the server left the file as it found it
            byte[] now = Files.readAllBytes(event.resolve("journal.jsonl"));
            assertEquals(before.length + half.length, now.length);
        }
    }
}

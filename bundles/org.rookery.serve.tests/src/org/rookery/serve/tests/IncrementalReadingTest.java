// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.InstantSource;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.engine.fact.FactBody;
import org.rookery.rules.Termination;
import org.rookery.serve.FolderEvent;

/**
 * The server reads only what was appended to a journal: facts recorded one by one, in a batch,
 * an undo, and a line written in two parts are folded without reading the journal again, and
 * the pages are the ones a fresh reading of the folder gives. A journal replaced by another file
 * is read again whole.
 */
class IncrementalReadingTest {

    @TempDir
    Path temp;

    private static FactBody.Result win(String game) {
        return new FactBody.Result(game, FactBody.Outcome.WHITE_WINS, Termination.RESIGNATION, List.of(), List.of(),
                OptionalLong.empty(), OptionalLong.empty());
    }

    private static String waitFor(Served served, String path, Predicate<String> done) throws Exception {
        long end = System.currentTimeMillis() + 5_000;
        String page = served.get(path).body();
        while (!done.test(page) && System.currentTimeMillis() < end) {
            Thread.sleep(20);
            page = served.get(path).body();
        }
        assertTrue(done.test(page), page);
        return page;
    }

    /** The page as a server freshly started on the folder makes it. */
    private static String fresh(Path event, String path) throws Exception {
        try (Served again = Served.start(Served.open(event))) {
            return again.get(path).body();
        }
    }

    @Test
    void appendedFactsAreFoldedWithoutReadingTheJournalAgain() throws Exception {
        Path event = Served.copy("fesa-swiss", temp, 46);
        FolderEvent served = (FolderEvent) Served.open(event);
        try (Served server = Served.start(served)) {
            assertEquals(1, served.wholeReadings());
            try (EventFolder writer = EventFolder.open(event, Served.tool().loader(), Served.registry(), InstantSource.system())) {
                writer.record(win("4.1"), "Kenji");
                waitFor(server, "/e/fesa-swiss/standings", p -> served.view().version() == 46);
                writer.record(List.of(new EventFolder.Draft(win("4.2"), "Kenji"), new EventFolder.Draft(win("4.3"), "Kenji")));
                waitFor(server, "/e/fesa-swiss/", p -> served.view().version() == 48);
                // the arbiter takes the last fact back: an undo is folded too
                writer.record(new FactBody.Undo(48, "the wrong board"), "Kenji");
                waitFor(server, "/e/fesa-swiss/", p -> served.view().version() == 49);
            }
            assertEquals(1, served.wholeReadings(), "the journal was read once, at the start");
            for (String page : List.of("/e/fesa-swiss/", "/e/fesa-swiss/standings", "/e/fesa-swiss/crosstable",
                    "/e/fesa-swiss/players/S10")) {
                assertEquals(fresh(event, page), server.get(page).body(), page);
            }

            // a fact written in two parts waits for its end, and the page says a line is incomplete meanwhile
            Path journal = event.resolve("journal.jsonl");
            List<String> lines = Files.readAllLines(Served.examples().resolve("fesa-swiss/journal.jsonl"));
            // the example's result of board 4.4, as fact 50 here
            String next = lines.get(49);
            String result = "{\"seq\":50," + next.substring(next.indexOf(',') + 1);
            int half = result.length() / 2;
            Files.write(journal, result.substring(0, half).getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
            waitFor(server, "/e/fesa-swiss/", p -> p.contains("incomplete"));
            Files.write(journal, (result.substring(half) + "\n").getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
            String page = waitFor(server, "/e/fesa-swiss/", p -> !p.contains("incomplete") && served.view().version() == 50);
            assertFalse(page.contains("warning"), page);
            assertEquals(1, served.wholeReadings());
            assertEquals(fresh(event, "/e/fesa-swiss/standings"), server.get("/e/fesa-swiss/standings").body());

            // another journal put in its place: read again whole
            Path other = Served.copy("fesa-swiss", temp.resolve("other"), 0).resolve("journal.jsonl");
            Files.move(other, journal, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            waitFor(server, "/e/fesa-swiss/", p -> served.view().version() == lines.size() - 1);
            assertEquals(2, served.wholeReadings());
            assertEquals(fresh(event, "/e/fesa-swiss/standings"), server.get("/e/fesa-swiss/standings").body());
        }
    }
}

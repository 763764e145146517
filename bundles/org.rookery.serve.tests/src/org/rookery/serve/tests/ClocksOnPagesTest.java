// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.arbiter.clock.BoardClock;
import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.clock.Presets;
import org.rookery.clock.ManualTimeSource;
import org.rookery.rules.Color;

/**
 * The clocks the arbiter's workbench binds to games, as it saves them ({@code clocks.json},
 * written here by the same {@link ClockSnapshot} API): their remaining times, byoyomi periods and
 * who is to move on the pairings and game pages, changed on the open page when the file changes;
 * and a shogi event names its sides sente and gote.
 */
class ClocksOnPagesTest {

    @TempDir
    Path temp;

    /** A FESA board's clock: 10 minutes, then 5 periods of 30 s byoyomi; {@code moves} presses played. */
    private static BoardClock clock(ManualTimeSource time) {
        Presets.Preset preset = Presets.parse("10 byo 5x30");
        return new BoardClock("Board 1", preset.description(), preset.spec(), time);
    }

    @Test
    void boundClocksShowOnThePairingsAndGamePagesAndFollowTheirFile() throws Exception {
        // round 4 paired, none of its results in: its games are being played
        Path event = Served.copy("fesa-swiss", temp, 46);
        ManualTimeSource time = new ManualTimeSource(1_000_000);
        BoardClock board = clock(time);
        board.press(Color.BLACK); // Gote presses to start Sente's time
        time.advance(65_000);
        board.press(Color.WHITE); // Sente used 1:05; Gote to move
        time.advance(3_000);
        ClockSnapshot.write(event, List.of(ClockSnapshot.Board.of(board, "4.1")));

        try (Served served = Served.start(Served.open(event));
                LiveStream game = new LiveStream(served.http, served.address().resolve("/e/fesa-swiss/live/games/4.1"))) {
            String pairings = served.get("/e/fesa-swiss/").body();
            // the sides as FESA names them, in the boards' and the clocks' headings
            assertTrue(pairings.contains("<th scope=\"col\" class=\"left\">Sente</th><th scope=\"col\" class=\"left\">Gote</th>"),
                    pairings);
            assertFalse(pairings.contains(">White<"), pairings);
            assertTrue(pairings.contains("<h2>Clocks</h2>"), pairings);
            String row = row(pairings, "c-0");
            assertTrue(row.contains(">4.1<"), row);
            assertTrue(row.contains("8:55 (then byoyomi, 5 periods of 0:30)"), row);
            assertTrue(row.contains("9:57 (then byoyomi, 5 periods of 0:30)"), row);
            assertTrue(row.contains("Gote to move, running"), row);
            assertTrue(pairings.contains("the board editor") || pairings.contains("last saved them"), pairings);

            LiveStream.Update first = game.next(5_000);
            assertNotNull(first, "the game page on connecting");
            assertTrue(first.data().contains("Game 4.1") && first.data().contains("Gote to move, running"), first.data());

            // Gote runs into byoyomi and uses two periods; the workbench saves the file again
            time.advance(9 * 60_000L + 57_000 + 65_000);
            ClockSnapshot.write(event, List.of(ClockSnapshot.Board.of(board, "4.1")));
            LiveStream.Update next = game.next(5_000);
            assertNotNull(next, "the game page after the clocks were saved again");
            String now = next.data();
            assertTrue(now.contains("0:25 (byoyomi, 3 periods left)"), now);
            String page = served.get("/e/fesa-swiss/games/4.1").body();
            assertTrue(page.contains("0:25 (byoyomi, 3 periods left)"), page);

            // the board leaves the Clocks view: the file goes, and so do the clocks on the page
            ClockSnapshot.write(event, List.of());
            assertFalse(Files.exists(event.resolve(ClockSnapshot.FILE)));
            long end = System.currentTimeMillis() + 5_000;
            String after = served.get("/e/fesa-swiss/").body();
            while (after.contains("<h2>Clocks</h2>") && System.currentTimeMillis() < end) {
                Thread.sleep(50);
                after = served.get("/e/fesa-swiss/").body();
            }
            assertFalse(after.contains("<h2>Clocks</h2>"), after);
        }
    }

    @Test
    void aDamagedClocksFileShowsNoClocksAndSaysWhy() throws Exception {
        Path event = Served.copy("fesa-swiss", temp, 46);
        Files.writeString(event.resolve(ClockSnapshot.FILE), "{\"clocks\": \"something else\"}\n");
        try (Served served = Served.start(Served.open(event))) {
            String page = served.get("/e/fesa-swiss/").body();
            assertFalse(page.contains("<h2>Clocks</h2>"), page);
            assertTrue(page.contains("clocks.json"), page);
            assertEquals(200, served.get("/e/fesa-swiss/games/4.1").statusCode());
        }
    }

    private static String row(String html, String id) {
        int at = html.indexOf("<tr id=\"" + id + "\">");
        assertTrue(at >= 0, "row " + id + " in " + html);
        return html.substring(at, html.indexOf("</tr>", at));
    }
}

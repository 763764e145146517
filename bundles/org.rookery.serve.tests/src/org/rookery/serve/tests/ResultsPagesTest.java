// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pages a player or spectator reads, served from copies of the example events over real
 * HTTP: the FESA Swiss's pairings, standings (the ones its README works out by hand),
 * crosstable, a player's games, its rules and downloads; the G20 match's scorecard.
 */
class ResultsPagesTest {

    @TempDir
    static Path temp;
    private static Served served;

    @BeforeAll
    static void serve() throws Exception {
        served = Served.start(Served.open(Served.copy("fesa-swiss", temp, 0)), Served.open(Served.copy("g20-match", temp, 0)));
    }

    @AfterAll
    static void stop() {
        served.close();
    }

    private static String page(String path) throws Exception {
        HttpResponse<String> r = served.get(path);
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        assertEquals("text/html; charset=utf-8", r.headers().firstValue("content-type").orElse(""), path);
        return r.body();
    }

    /** The text of the cells of the table rows of {@code html}, each row one list. */
    private static List<List<String>> rows(String html) {
        Matcher body = Pattern.compile("(?s)<tbody>(.*?)</tbody>").matcher(html);
        assertTrue(body.find(), "a table body");
        Matcher row = Pattern.compile("(?s)<tr[^>]*>(.*?)</tr>").matcher(body.group(1));
        List<List<String>> rows = new java.util.ArrayList<>();
        while (row.find()) {
            Matcher cell = Pattern.compile("(?s)<t[hd][^>]*>(.*?)</t[hd]>").matcher(row.group(1));
            List<String> cells = new java.util.ArrayList<>();
            while (cell.find()) {
                cells.add(cell.group(1).replaceAll("<[^>]+>", "").replace("&#39;", "'").replace("&amp;", "&"));
            }
            rows.add(cells);
        }
        return rows;
    }

    @Test
    void theIndexListsEveryServedEvent() throws Exception {
        String index = page("/");
        assertTrue(index.contains("href=\"/e/fesa-swiss/\""), index);
        assertTrue(index.contains("href=\"/e/g20-match/\""), index);
    }

    @Test
    void pairingsShowTheLastRoundWithNamesAndResults() throws Exception {
        String html = page("/e/fesa-swiss/");
        assertTrue(html.contains("Pairings, round 4"), html);
        List<List<String>> rows = rows(html);
        assertEquals(8, rows.size(), "eight boards in round 4");
        // the journal's last fact: 4.8 won by Black; players named, not numbered
        List<String> last = rows.get(7);
        assertEquals("4.8", last.get(0));
        assertEquals("0-1", last.get(3), last.toString());
        assertTrue(!last.get(1).matches("S\\d\\d") && !last.get(2).matches("S\\d\\d"), last.toString());
        // the live stream the page subscribes to, and other rounds one link away
        assertTrue(html.contains("data-live=\"/e/fesa-swiss/live/pairings\""), html);
        assertTrue(html.contains("href=\"/e/fesa-swiss/pairings?round=1\""), html);
        String round1 = page("/e/fesa-swiss/pairings?round=1");
        assertTrue(round1.contains("Pairings, round 1"), round1);
        assertEquals(List.of("1.1", "Hana Ito", "Karin Lind"), rows(round1).get(0).subList(0, 3));
    }

    @Test
    void standingsAreTheOnesTheExampleWorksOutByHand() throws Exception {
        String html = page("/e/fesa-swiss/standings");
        List<List<String>> rows = rows(html);
        assertEquals(16, rows.size());
        assertEquals(List.of("1", "Pavel Horak"), rows.get(0).subList(0, 2));
        assertEquals("4", rows.get(0).get(3), "4 points out of 4");
        assertEquals("Eva Szabo", rows.get(1).get(1));
        assertEquals("Ole Hansen", rows.get(15).get(1));
        // places 11 to 14 ordered by sum-of-Buchholz (README): Berg, Weber, Bianchi, Kowalska
        assertEquals(List.of("Jonas Berg", "Lukas Weber", "Luca Bianchi", "Marta Kowalska"),
                rows.subList(10, 14).stream().map(r -> r.get(1)).toList());
        // each name links to the player's page
        assertTrue(html.contains("href=\"/e/fesa-swiss/players/S10\">Pavel Horak</a>"), html);
        // tables with headers for screen readers
        assertTrue(html.contains("<th scope=\"col\""), html);
        assertTrue(html.contains("<th scope=\"row\""), html);
    }

    @Test
    void theCrosstableAndAPlayersPageShowHisGames() throws Exception {
        List<List<String>> table = rows(page("/e/fesa-swiss/crosstable"));
        assertEquals("Pavel Horak", table.get(0).get(1));
        assertEquals("4", table.get(0).get(table.get(0).size() - 1));
        String player = page("/e/fesa-swiss/players/S10");
        assertTrue(player.contains("<h1>Pavel Horak</h1>"), player);
        List<List<String>> games = rows(player);
        // README: his opponents were S02, S14, S15, S07; round 2's game 2.3 was a sennichite, replayed as 2.3r
        assertEquals(List.of("Lukas Weber", "Luca Bianchi", "Luca Bianchi", "Eva Szabo", "Tomas Novak"),
                games.stream().map(g -> g.get(3)).toList());
        assertEquals(List.of("2.3", "sennichite, replayed as 2.3r"), List.of(games.get(1).get(1), games.get(1).get(4)));
        assertEquals("2.3r", games.get(2).get(1));
    }

    @Test
    void theRulesPageIsTheFormatExplained() throws Exception {
        String html = page("/e/fesa-swiss/rules");
        String first = Served.tool().explain(Served.tool().loader().load(
                Served.examples().resolve("fesa-swiss/format/fesa-shogi.tfl"))).split("\n\n")[0];
        assertTrue(html.contains("<p>" + first.replace("&", "&amp;").replace("'", "&#39;") + "</p>"), first + "\n" + html);
    }

    @Test
    void downloadsAreTheExportWritersFiles() throws Exception {
        HttpResponse<String> csv = served.get("/e/fesa-swiss/download/results.csv");
        assertEquals(200, csv.statusCode());
        assertTrue(csv.headers().firstValue("content-disposition").orElse("").contains("fesa-swiss-results.csv"));
        assertTrue(csv.body().contains("Pavel Horak"), csv.body());
        HttpResponse<byte[]> pdf = served.http.send(java.net.http.HttpRequest.newBuilder(
                served.address().resolve("/e/fesa-swiss/download/results.pdf")).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, pdf.statusCode());
        assertEquals("%PDF", new String(pdf.body(), 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(404, served.get("/e/fesa-swiss/download/results.exe").statusCode());
    }

    @Test
    void theInningsMatchHasItsScorecard() throws Exception {
        String html = page("/e/g20-match/scorecard");
        assertTrue(html.contains("Innings 1: Camels batting, Zebras stopping"), html);
        assertTrue(html.contains("follow-on"), html);
        assertTrue(html.contains("Camels 281, Zebras 73"), html);
        // no crosstable link for a match of innings; the scorecard instead
        String pairings = page("/e/g20-match/");
        assertTrue(pairings.contains("/e/g20-match/scorecard"), pairings);
        assertTrue(!pairings.contains("/e/g20-match/crosstable"), pairings);
    }

    @Test
    void theHallDisplayHoldsPairingsAndStandings() throws Exception {
        String html = page("/e/fesa-swiss/hall");
        assertTrue(html.contains("<body class=\"hall\">"), html);
        assertTrue(html.contains("Pairings, round 4") && html.contains("Pavel Horak"), html);
    }

    @Test
    void unknownPagesAreNotFound() throws Exception {
        for (String path : List.of("/e/nope/", "/e/fesa-swiss/players/S99", "/e/fesa-swiss/pairings?round=x",
                "/e/fesa-swiss/whatever", "/favicon.ico")) {
            assertEquals(404, served.get(path).statusCode(), path);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.trf.TrfDocument;
import org.rookery.engine.trf.TrfPlayer;
import org.rookery.engine.trf.TrfReader;
import org.rookery.games.GameFiles;
import org.rookery.games.GameFormat;
import org.rookery.games.GameRecord;

/**
 * What a spectator downloads, fetched over HTTP and read back by the readers of each format: the
 * standings as PDF and CSV, the players and results as TRF, and the games played on the board
 * (kept in the event's {@code games/} folder as the workbench saves them) as KIF, PGN and BPGN,
 * one game or all of them, each with its content type and a file name of the event's.
 */
class DownloadsTest {

    @TempDir
    Path temp;

    private static final Path GAMES = Served.examples().getParent().resolve("games");

    @Test
    void standingsAsPdfAndCsvAndTheEventAsTrfReadBack() throws Exception {
        Path event = Served.copy("fesa-swiss", temp, 0);
        try (Served served = Served.start(Served.open(event))) {
            String page = served.get("/e/fesa-swiss/downloads").body();
            assertTrue(page.contains("href=\"/e/fesa-swiss/download/results.trf\""), page);

            HttpResponse<byte[]> pdf = served.bytes("/e/fesa-swiss/download/results.pdf");
            assertEquals(200, pdf.statusCode());
            assertEquals("application/pdf", pdf.headers().firstValue("content-type").orElse(""));
            assertEquals("attachment; filename=\"fesa-swiss-results.pdf\"", pdf.headers().firstValue("content-disposition").orElse(""));
            try (PDDocument doc = Loader.loadPDF(pdf.body())) {
                String text = new PDFTextStripper().getText(doc);
                assertTrue(text.contains("Pavel Horak"), text);
            }

            HttpResponse<byte[]> csv = served.bytes("/e/fesa-swiss/download/results.csv");
            assertEquals("text/csv; charset=utf-8", csv.headers().firstValue("content-type").orElse(""));
            List<CSVRecord> records = CSVFormat.DEFAULT.parse(new StringReader(new String(csv.body(), StandardCharsets.UTF_8)))
                    .getRecords();
            assertTrue(records.stream().anyMatch(r -> r.stream().anyMatch("Pavel Horak"::equals)), records.toString());

            HttpResponse<byte[]> trf = served.bytes("/e/fesa-swiss/download/results.trf");
            assertEquals(200, trf.statusCode(), new String(trf.body(), StandardCharsets.UTF_8));
            assertEquals("text/plain; charset=utf-8", trf.headers().firstValue("content-type").orElse(""));
            assertEquals("attachment; filename=\"fesa-swiss.trf\"", trf.headers().firstValue("content-disposition").orElse(""));
            TrfDocument doc = TrfReader.read(trf.body());
            assertEquals(16, doc.players().size(), "every registered player");
            assertEquals(4, doc.playedRounds());
            assertTrue(doc.players().stream().map(TrfPlayer::name).anyMatch(n -> n.contains("Horak")), doc.players().toString());
        }
    }

    @Test
    void anInningsMatchHasNoTrfFile() throws Exception {
        try (Served served = Served.start(Served.open(Served.copy("g20-match", temp, 0)))) {
            assertFalse(served.get("/e/g20-match/downloads").body().contains("results.trf"));
            assertEquals(404, served.get("/e/g20-match/download/results.trf").statusCode());
        }
    }

    @Test
    void gamesPlayedOnTheBoardDownloadAsKifPgnAndBpgn() throws Exception {
        GameFiles files = new GameFiles(Served.registry());
        check(files, "fesa-swiss", "4.1", "bishop-exchange.kif", "kif");
        check(files, "guardian-club", "1.1", "guardian.pgn", "pgn");
        check(files, "newport-evening", "1.1.1", "newport.bpgn", "bpgn");
    }

    /** Puts example game {@code example} in event {@code name}'s games folder as {@code game}'s, and downloads it. */
    private void check(GameFiles files, String name, String game, String example, String ext) throws Exception {
        Path event = Served.copy(name, temp, 0);
        Files.createDirectories(event.resolve("games"));
        Path kept = event.resolve("games").resolve(game + "." + ext);
        Files.copy(GAMES.resolve(example), kept);
        // a file that is not one of the event's games is never offered
        Files.writeString(event.resolve("games").resolve("notes.pgn"), "[Event \"private\"]\n");
        List<GameRecord> original = files.read(kept);
        GameFormat format = files.formatOf(kept.getFileName().toString()).orElseThrow();
        Charset charset = format.charset(ext);
        try (Served served = Served.start(Served.open(event))) {
            String downloads = served.get("/e/" + name + "/downloads").body();
            assertTrue(downloads.contains("href=\"/e/" + name + "/download/games/" + game + "." + ext + "\""), downloads);
            assertTrue(downloads.contains("href=\"/e/" + name + "/download/games." + ext + "\""), downloads);
            assertFalse(downloads.contains("notes"), downloads);
            String gamePage = served.get("/e/" + name + "/games/" + game).body();
            assertTrue(gamePage.contains("download/games/" + game + "." + ext), gamePage);

            List<String> paths = new ArrayList<>(List.of("/e/" + name + "/download/games/" + game + "." + ext,
                    "/e/" + name + "/download/games." + ext));
            for (String path : paths) {
                HttpResponse<byte[]> r = served.bytes(path);
                assertEquals(200, r.statusCode(), path);
                String type = r.headers().firstValue("content-type").orElse("");
                assertEquals((ext.equals("pgn") ? "application/vnd.chess-pgn" : "text/plain") + "; charset="
                        + charset.name().toLowerCase(java.util.Locale.ROOT), type, path);
                String disposition = r.headers().firstValue("content-disposition").orElse("");
                assertEquals("attachment; filename=\"" + name + "-" + (path.contains("/games/") ? game : "games") + "." + ext + "\"",
                        disposition, path);
                // the file reads back as the games the event keeps, move for move
                assertEquals(original, format.read(new String(r.body(), charset)), path);
            }
            assertEquals(404, served.get("/e/" + name + "/download/games/notes.pgn").statusCode());
            assertEquals(404, served.get("/e/" + name + "/download/games/" + game + ".exe").statusCode());
            int escape = served.get("/e/" + name + "/download/games/..%2Fjournal.jsonl").statusCode();
            assertTrue(escape == 404 || escape == 400, "a path out of the games folder answers " + escape);
        }
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;
import org.rookery.engine.fact.FactBody;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.arbiter.proposal.ReportCodes;

/**
 * {@code rookery serve} as an arbiter runs it: it says the address it listens on (a free port
 * with {@code --port 0}), serves the FESA example's pages, and a result recorded with
 * {@code rookery event add} reaches a viewer's open page without a reload.
 */
class ServeCommandTest {

    @Test
    void servesTheFesaExampleAndPushesAResultAddedWithEventAdd(@TempDir Path dir) throws Exception {
        Path event = ServeRun.fesaInRound4(dir);
        try (ServeRun serve = new ServeRun("serve", "--port", "0", event.toString())) {
            String first = serve.line();
            assertTrue(first.matches("Serving on http://127\\.0\\.0\\.1:\\d+/"), first);
            URI base = URI.create(first.substring("Serving on ".length()));
            assertTrue(base.getPort() > 0);
            String listed = serve.line();
            assertEquals("  FESA shogi tournament: " + base.resolve("e/fesa-swiss/"), listed);

            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(base.resolve("e/fesa-swiss/")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("Pairings, round 4") && page.body().contains("Pavel Horak"), page.body());

            // a viewer with the pairings open
            ServeRun.Subscription data = ServeRun.subscribe(http, base.resolve("e/fesa-swiss/live/pairings"));
            assertNotNull(data.poll(10, TimeUnit.SECONDS), "the page as it is");

            CliRun add = CliRun.addFacts(event, dir,
                    List.of("{\"type\":\"result\",\"game\":\"4.1\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}"));
            long added = System.nanoTime();
            assertEquals(Command.OK, add.exitCode, add.err());
            String update = data.poll(10, TimeUnit.SECONDS);
            double ms = (System.nanoTime() - added) / 1e6;
            assertNotNull(update, "the result on the open page");
            System.out.printf("ServeCommandTest: event add to page %.1f ms%n", ms);
            assertTrue(update.matches("(?s).*4\\.1</a></th><td class=\"left\"><a [^>]+>Pavel Horak</a></td>.*?1-0.*"), update);
            data.close();
        }
    }

    @Test
    void aTakenPortOrAMissingFolderStopsWithTheReason(@TempDir Path dir) throws Exception {
        Path event = ServeRun.fesaInRound4(dir);
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            CliRun r = CliRun.of("serve", "--port", Integer.toString(taken.getLocalPort()), event.toString());
            assertEquals(Command.FAILED, r.exitCode);
            assertTrue(r.err().contains("cannot listen on 127.0.0.1:" + taken.getLocalPort()), r.err());
        }
        CliRun missing = CliRun.of("serve", "--port", "0", dir.resolve("nowhere").toString());
        assertEquals(Command.FAILED, missing.exitCode);
        assertTrue(missing.err().contains("no such event folder"), missing.err());
        CliRun bad = CliRun.of("serve", "--port", "http", event.toString());
        assertEquals(Command.USAGE, bad.exitCode);
        assertTrue(bad.err().contains("--port must be a whole number"), bad.err());
        CliRun none = CliRun.of("serve");
        assertEquals(Command.USAGE, none.exitCode);
    }

    @Test
    void theCommandStopsCleanlyWhenInterrupted(@TempDir Path dir) throws Exception {
        Path event = ServeRun.fesaInRound4(dir);
        ServeRun serve = new ServeRun("serve", "--port", "0", event.toString());
        URI base = URI.create(serve.line().substring("Serving on ".length()));
        serve.close();
        assertEquals(Command.OK, serve.exit.get(), serve.err.toString());
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        try {
            http.send(HttpRequest.newBuilder(base).timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
            throw new AssertionError("the server still answers after it stopped");
        } catch (IOException expected) {
            // nothing listens any more
        }
    }

    @Test
    void reportCodesMakesTheSecretOnceAndPrintsTheSameCodesEveryTime(@TempDir Path dir) throws Exception {
        Path event = ServeRun.fesaInRound4(dir);
        CliRun first = CliRun.of("report-codes", event.toString());
        assertEquals(Command.OK, first.exitCode, first.err());
        assertTrue(first.err().contains("made the event's report secret"), first.err());
        ReportCodes codes = ReportCodes.read(event).orElseThrow();
        assertEquals("Round 4: board, White, Black, report code", first.lines().get(0));
        String board41 = first.lines().get(1);
        assertTrue(board41.startsWith("  4.1 ") && board41.contains("Pavel Horak") && board41.contains("Tomas Novak")
                && board41.endsWith(" " + codes.code("4.1", "S10", "S07")), board41);
        assertEquals("No report is waiting.", first.lastLine());
        byte[] journal = Files.readAllBytes(event.resolve("journal.jsonl"));
        Proposals.of(event, java.time.InstantSource.system()).propose(new FactBody.Board("4.1", "S10", "S07"),
                Proposals.Reporter.WHITE, Proposals.Claim.WHITE_CHECKMATE);
        Proposals.of(event, java.time.InstantSource.system()).propose(new FactBody.Board("4.1", "S10", "S07"),
                Proposals.Reporter.BLACK, Proposals.Claim.DRAW_AGREEMENT);
        CliRun again = CliRun.of("report-codes", event.toString());
        assertEquals(Command.OK, again.exitCode, again.err());
        assertEquals("", again.err(), "the secret is made once");
        assertEquals(first.lines().subList(0, 9), again.lines().subList(0, 9));
        assertTrue(again.out().contains("#1 4.1 white says white-checkmate"), again.out());
        assertEquals("  The reports of 4.1 disagree: ask both players.", again.lastLine());
        assertArrayEquals(journal, Files.readAllBytes(event.resolve("journal.jsonl")));
        CliRun round9 = CliRun.of("report-codes", "--round", "9", event.toString());
        assertEquals(Command.FAILED, round9.exitCode);
        assertTrue(round9.err().contains("round 9 is not paired (rounds 1 to 4 are)"), round9.err());
    }
}

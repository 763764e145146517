// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.cli.Command;

/**
 * {@code rookery serve postgresql://reader@...}: an event kept on a real PostgreSQL server is
 * served with the read-only account, and a result another arbiter records on the server reaches
 * a viewer's open page without a reload.
 */
class ServeDatabaseEventTest {

    @Test
    void anEventOnTheServerIsServedReadOnlyAndAResultRecordedThereReachesTheOpenPage(@TempDir Path dir) throws Exception {
        Path event = ServeRun.fesaInRound4(dir);
        String name = "fesa-" + System.nanoTime();
        PgServer pg = PgServer.get();
        CliRun push = CliRun.of("event", "push", event.toString(), pg.url("arbiter", name));
        assertEquals(Command.OK, push.exitCode, push.err());

        try (ServeRun serve = new ServeRun("serve", "--port", "0", pg.url("reader", name))) {
            String first = serve.line();
            assertTrue(first.matches("Serving on http://127\\.0\\.0\\.1:\\d+/"), first + serve.err);
            URI base = URI.create(first.substring("Serving on ".length()));
            assertEquals("  FESA shogi tournament: " + base.resolve("e/" + name + "/"), serve.line());

            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(base.resolve("e/" + name + "/")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("Pairings, round 4") && page.body().contains("Pavel Horak"), page.body());
            // the server takes no reports for an event on the server: it may write nothing there
            assertFalse(page.body().contains("href=\"/e/" + name + "/report\""), page.body());

            ServeRun.Subscription data = ServeRun.subscribe(http, base.resolve("e/" + name + "/live/pairings"));
            assertNotNull(data.poll(10, TimeUnit.SECONDS), "the page as it is");
            Path facts = Files.createTempFile(dir, "facts", ".jsonl");
            Files.writeString(facts, "{\"type\":\"result\",\"game\":\"4.1\",\"outcome\":\"white-wins\",\"ending\":\"checkmate\"}\n");
            long added = System.nanoTime();
            CliRun add = CliRun.of("event", "add", "--by", "Maria", pg.url("arbiter", name), facts.toString());
            assertEquals(Command.OK, add.exitCode, add.err());
            String update = data.poll(10, TimeUnit.SECONDS);
            System.out.printf("ServeDatabaseEventTest: event add on the server to page %.1f ms%n",
                    (System.nanoTime() - added) / 1e6);
            assertNotNull(update, "the result recorded on the server, on the open page");
            assertTrue(update.matches("(?s).*4\\.1</a></th><td class=\"left\"><a [^>]+>Pavel Horak</a></td>.*?1-0.*"), update);
            data.close();
        }
    }

    @Test
    void anEventTheServerDoesNotHoldStopsTheCommandWithTheReason() throws Exception {
        CliRun r = CliRun.of("serve", "--port", "0", PgServer.get().url("reader", "no-such-event-" + System.nanoTime()));
        assertEquals(Command.FAILED, r.exitCode, r.out());
        assertTrue(r.err().startsWith("rookery serve: ") && r.err().contains("no-such-event-"), r.err());
        assertEquals(List.of(), r.out().lines().toList(), "nothing is served");
    }
}

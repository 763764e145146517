// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.serve.internal.SiteHandler;

/**
 * What a hostile visitor tries: markup in a player's name, paths out of the served events, other
 * methods than reading, directory listings; and the headers every answer carries.
 */
class ServerSecurityTest {

    private static final String SCRIPT_NAME = "<script>alert('x')</script> \"Bobby\" & <img src=x onerror=alert(1)>";

    @TempDir
    static Path temp;
    private static Served served;
    private static Path event;

    @BeforeAll
    static void serve() throws Exception {
        event = Served.copy("fesa-swiss", temp, 0);
        // a hostile name registered as any arbiter would record it: the journal's own line format
        Path journal = event.resolve("journal.jsonl");
        List<String> lines = Files.readAllLines(journal);
        String json = SCRIPT_NAME.replace("\\", "\\\\").replace("\"", "\\\"");
        lines.set(1, lines.get(1).replace("\"name\":\"Hana Ito\"", "\"name\":\"" + json + "\""));
        Files.writeString(journal, String.join("\n", lines) + "\n");
        served = Served.start(Served.open(event));
    }

    @AfterAll
    static void stop() {
        served.close();
    }

    @Test
    void aNameWithMarkupShowsAsText() throws Exception {
        for (String path : List.of("/e/fesa-swiss/pairings?round=1", "/e/fesa-swiss/standings",
                "/e/fesa-swiss/crosstable", "/e/fesa-swiss/players/S01", "/e/fesa-swiss/hall")) {
            String html = served.get(path).body();
            assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;Bobby&quot; &amp; &lt;img"),
                    path + ": " + html);
            assertFalse(html.contains("<script>alert"), path);
            assertFalse(html.contains("<img"), path);
        }
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        for (String path : List.of("/", "/e/fesa-swiss/", "/static/rookery.css", "/no/such/page",
                "/e/fesa-swiss/download/results.csv")) {
            HttpResponse<String> r = served.get(path);
            assertEquals(SiteHandler.CSP, r.headers().firstValue("content-security-policy").orElse(""), path);
            assertTrue(SiteHandler.CSP.contains("script-src 'self'") && !SiteHandler.CSP.contains("unsafe"), path);
            assertEquals("nosniff", r.headers().firstValue("x-content-type-options").orElse(""), path);
            assertEquals("DENY", r.headers().firstValue("x-frame-options").orElse(""), path);
            assertTrue(r.headers().firstValue("server").isEmpty(), path + " names the server software");
        }
        // no inline script or style, which the policy would block anyway
        String html = served.get("/e/fesa-swiss/").body();
        assertFalse(html.matches("(?s).*<script>.*") || html.contains("<style") || html.contains(" style="), html);
    }

    @Test
    void nothingIsWrittenWhateverTheMethod() throws Exception {
        byte[] before = Files.readAllBytes(event.resolve("journal.jsonl"));
        List<String> files = files();
        for (String method : List.of("POST", "PUT", "DELETE", "PATCH")) {
            for (String path : List.of("/", "/e/fesa-swiss/", "/e/fesa-swiss/journal.jsonl", "/e/fesa-swiss/players/S01")) {
                HttpResponse<String> r = served.send(method, path, "{\"type\":\"result\",\"game\":\"4.1\"}");
                assertEquals(405, r.statusCode(), method + " " + path);
                assertEquals("GET, HEAD", r.headers().firstValue("allow").orElse(""));
            }
        }
        assertArrayEquals(before, Files.readAllBytes(event.resolve("journal.jsonl")));
        assertEquals(files, files(), "no file made or removed in the event folder");
    }

    private static List<String> files() throws Exception {
        try (var all = Files.walk(event)) {
            return all.map(p -> event.relativize(p).toString()).sorted().toList();
        }
    }

    @Test
    void noPathLeavesThePages() throws Exception {
        List<String> attempts = List.of("/e/fesa-swiss/../../journal.jsonl", "/e/fesa-swiss/journal.jsonl",
                "/e/fesa-swiss/format/fesa-shogi.tfl", "/e/fesa-swiss/%2e%2e/%2e%2e/etc/passwd",
                "/static/../META-INF/MANIFEST.MF", "/static/%2e%2e/%2e%2e/journal.jsonl",
                "/e/fesa-swiss/players/..%2F..%2Fjournal.jsonl", "/e/fesa-swiss/players/../../../../etc/passwd",
                "/e/..%2F..%2Fetc/", "/../../../../etc/passwd", "/e/fesa-swiss/players/%00", "/e/fesa-swiss/download/../journal.jsonl",
                "/e/fesa-swiss/live/../../journal.jsonl", "//etc/passwd", "/e/fesa-swiss//players/S01");
        for (String path : attempts) {
            String answer = served.raw("GET", path);
            int status = Integer.parseInt(answer.substring(9, 12));
            assertTrue(status == 400 || status == 404, path + " answered " + answer.lines().findFirst().orElse(""));
            assertFalse(answer.contains("rookery-event-journal"), path + " gave the journal");
            assertFalse(answer.contains("root:"), path + " gave a system file");
            assertFalse(answer.contains("Bundle-SymbolicName"), path + " gave the bundle's manifest");
            assertFalse(answer.contains("format FesaShogi"), path + " gave the format file");
        }
    }

    @Test
    void noDirectoryIsListed() throws Exception {
        for (String path : List.of("/static/", "/e/", "/e/fesa-swiss/players/", "/e/fesa-swiss/download/",
                "/e/fesa-swiss/format/")) {
            HttpResponse<String> r = served.get(path);
            assertEquals(404, r.statusCode(), path);
            assertFalse(r.body().contains("journal.jsonl") || r.body().contains("live.js"), path + ": " + r.body());
        }
    }
}

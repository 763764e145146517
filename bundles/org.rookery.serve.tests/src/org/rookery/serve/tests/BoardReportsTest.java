// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rookery.engine.event.EventFolder;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.arbiter.proposal.ReportCodes;

/**
 * Results reported from the board, as a player's phone sends them: the form and its CSRF token,
 * the code of the pairing slip, a proposal in the proposals file (never a fact in the journal),
 * disagreeing reports flagged, the arbiter's confirmation, and the limits on guessing.
 */
class BoardReportsTest {

    @TempDir
    Path temp;
    private Path event;
    private ReportCodes codes;

    @BeforeEach
    void event() throws Exception {
        // round 4 paired (4.1 is S10 v S07), no result yet
        event = Served.copy("fesa-swiss", temp, 46);
        codes = ReportCodes.readOrCreate(event);
    }

    /** A phone with its cookie: it loads the form, then sends it. */
    private static final class Phone {
        final Served served;
        String cookie;
        String token;

        Phone(Served served) throws Exception {
            this.served = served;
            HttpResponse<String> form = served.get("/e/fesa-swiss/report");
            assertEquals(200, form.statusCode(), form.body());
            String set = form.headers().firstValue("set-cookie").orElseThrow();
            assertTrue(set.contains("HttpOnly") && set.contains("SameSite=Strict"), set);
            cookie = set.substring(0, set.indexOf(';'));
            Matcher m = Pattern.compile("name=\"csrf\" value=\"([0-9a-f]+)\"").matcher(form.body());
            assertTrue(m.find(), form.body());
            token = m.group(1);
        }

        HttpResponse<String> send(String game, String code, String reporter, String claim, String origin) throws Exception {
            Map<String, String> f = new LinkedHashMap<>();
            f.put("csrf", token);
            f.put("game", game);
            f.put("code", code);
            f.put("reporter", reporter);
            f.put("claim", claim);
            String body = f.entrySet().stream().map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                    .collect(Collectors.joining("&"));
            HttpRequest.Builder b = HttpRequest.newBuilder(served.address().resolve("/e/fesa-swiss/report"))
                    .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body));
            if (cookie != null) {
                b.header("Cookie", cookie);
            }
            if (origin != null) {
                b.header("Origin", origin);
            }
            return served.http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    private String code41() {
        return codes.code("4.1", "S10", "S07");
    }

    @Test
    void aReportIsAProposalUntilTheArbiterConfirmsIt() throws Exception {
        byte[] journal = Files.readAllBytes(event.resolve("journal.jsonl"));
        try (Served served = Served.start(Served.open(event))) {
            assertTrue(served.get("/e/fesa-swiss/").body().contains("href=\"/e/fesa-swiss/report\""), "a link to the form");
            // the code works in any case and with spaces, as typed on a phone
            String typed = code41().toLowerCase().substring(0, 3) + " " + code41().substring(3);
            HttpResponse<String> r = new Phone(served).send("4.1", typed, "white", "white-checkmate", null);
            assertEquals(200, r.statusCode(), r.body());
            assertTrue(r.body().contains("is with the arbiter"), r.body());
            Proposals proposals = Proposals.of(event, InstantSource.system());
            List<Proposals.Proposal> open = proposals.open();
            assertEquals(1, open.size());
            Proposals.Proposal p = open.get(0);
            assertEquals(List.of("4.1", "S10", "S07"), List.of(p.game(), p.white(), p.black()));
            assertEquals(Proposals.Reporter.WHITE, p.reporter());
            assertEquals(Proposals.Claim.WHITE_CHECKMATE, p.claim());
            assertArrayEquals(journal, Files.readAllBytes(event.resolve("journal.jsonl")), "the server never writes the journal");
            assertTrue(served.get("/e/fesa-swiss/").body().contains("<td class=\"center\"></td>"), "no result shown yet");

            // the opponent disagrees: the arbiter sees the game flagged
            assertEquals(200, new Phone(served).send("4.1", code41(), "black", "black-resignation", null).statusCode());
            assertEquals(List.of("4.1"), proposals.disagreements());

            // the arbiter confirms White's report: its result becomes a fact, the other report he rejects
            try (EventFolder folder = EventFolder.open(event, Served.tool().loader(), Served.registry(), InstantSource.system())) {
                folder.record(p.result(), "Kenji");
            }
            proposals.confirm(p.number(), "Kenji");
            proposals.reject(proposals.open().get(0).number(), "Kenji", "both players signed the score sheet: White won");
            assertEquals(List.of(Proposals.State.CONFIRMED, Proposals.State.REJECTED),
                    proposals.read().stream().map(Proposals.Proposal::state).toList());
            assertEquals(List.of(), proposals.disagreements());
            // the page shows the fact within a second or so, and the game takes no more reports
            long deadline = System.currentTimeMillis() + 5_000;
            while (!served.get("/e/fesa-swiss/").body().contains("<td class=\"center\">1-0</td>")
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            assertTrue(served.get("/e/fesa-swiss/").body().contains("<td class=\"center\">1-0</td>"));
            assertEquals(403, new Phone(served).send("4.1", code41(), "white", "white-checkmate", null).statusCode());
        }
    }

    @Test
    void aWrongCodeAndAWrongBoardGetTheSameAnswer() throws Exception {
        try (Served served = Served.start(Served.open(event))) {
            Phone phone = new Phone(served);
            String wrongCode = code41().equals("222222") ? "333333" : "222222";
            HttpResponse<String> badCode = phone.send("4.1", wrongCode, "white", "white-checkmate", null);
            HttpResponse<String> badBoard = phone.send("9.9", code41(), "white", "white-checkmate", null);
            // another board's code on this board
            HttpResponse<String> otherBoard = phone.send("4.2", code41(), "white", "white-checkmate", null);
            for (HttpResponse<String> r : List.of(badCode, badBoard, otherBoard)) {
                assertEquals(403, r.statusCode());
                assertTrue(r.body().contains("That board and code do not match a game in play."), r.body());
            }
            assertEquals(strip(badCode.body()), strip(badBoard.body()), "nothing tells which part was wrong");
            assertFalse(Files.exists(event.resolve(Proposals.FILE)), "nothing stored");
        }
    }

    private static String strip(String html) {
        return html.replaceAll("value=\"[0-9a-f]{48}\"", "");
    }

    @Test
    void guessingAGamesCodeIsStoppedAfterFiveWrongCodes() throws Exception {
        try (Served served = Served.start(Served.open(event))) {
            String right = codes.code("4.2", "S08", "S05");
            for (int i = 0; i < 5; i++) {
                String guess = String.valueOf((char) ('A' + i)).repeat(6);
                assertEquals(403, new Phone(served).send("4.2", guess, "white", "white-checkmate", null).statusCode());
            }
            HttpResponse<String> r = new Phone(served).send("4.2", right, "white", "white-checkmate", null);
            assertEquals(429, r.statusCode(), "even the right code waits once a game had five wrong ones");
            assertEquals("60", r.headers().firstValue("retry-after").orElse(""));
            assertFalse(Files.exists(event.resolve(Proposals.FILE)));
        }
    }

    @Test
    void oneAddressSendsAtMostTenReportsAMinute() throws Exception {
        try (Served served = Served.start(Served.open(event))) {
            Phone phone = new Phone(served);
            for (int i = 0; i < 10; i++) {
                assertNotEquals(429, phone.send("4." + (1 + i % 8), "ZZZZZ" + i, "white", "white-checkmate", null).statusCode());
            }
            assertEquals(429, phone.send("4.1", code41(), "white", "white-checkmate", null).statusCode());
        }
    }

    @Test
    void aFormWithoutItsTokenOrFromAnotherSiteIsRefused() throws Exception {
        try (Served served = Served.start(Served.open(event))) {
            Phone noCookie = new Phone(served);
            noCookie.cookie = null;
            assertEquals(403, noCookie.send("4.1", code41(), "white", "white-checkmate", null).statusCode());
            Phone otherToken = new Phone(served);
            otherToken.token = new Phone(served).token;
            assertEquals(403, otherToken.send("4.1", code41(), "white", "white-checkmate", null).statusCode());
            Phone elsewhere = new Phone(served);
            HttpResponse<String> r = elsewhere.send("4.1", code41(), "white", "white-checkmate", "http://results.example");
            assertEquals(403, r.statusCode());
            assertFalse(Files.exists(event.resolve(Proposals.FILE)), "nothing stored");
            // the same phone from this site is fine
            assertEquals(200, elsewhere.send("4.1", code41(), "white", "white-checkmate",
                    "http://" + served.address().getHost() + ":" + served.address().getPort()).statusCode());
        }
    }

    @Test
    void anEventWithoutASecretTakesNoReports() throws Exception {
        Files.delete(event.resolve(ReportCodes.SECRET));
        try (Served served = Served.start(Served.open(event))) {
            assertEquals(404, served.get("/e/fesa-swiss/report").statusCode());
            assertEquals(404, served.send("POST", "/e/fesa-swiss/report", "game=4.1").statusCode());
            assertFalse(served.get("/e/fesa-swiss/").body().contains("/report\""));
        }
    }

    @Test
    void codesAreTheSameForTheSameSecretAndChangeWithThePairing() throws Exception {
        ReportCodes again = ReportCodes.read(event).orElseThrow();
        assertEquals(codes.code("4.1", "S10", "S07"), again.code("4.1", "S10", "S07"));
        assertTrue(codes.code("4.1", "S10", "S07").matches("[2-9A-HJKMNP-TV-Z]{6}"), codes.code("4.1", "S10", "S07"));
        assertNotEquals(codes.code("4.1", "S10", "S07"), codes.code("4.1", "S07", "S10"));
        Path other = Served.copy("g20-match", temp, 0);
        assertNotEquals(codes.code("4.1", "S10", "S07"), ReportCodes.readOrCreate(other).code("4.1", "S10", "S07"),
                "another event's secret gives other codes");
    }
}

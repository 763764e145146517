// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.serve.EventView;
import org.rookery.arbiter.proposal.Proposals;
import org.rookery.serve.ReportDesk;

/**
 * The one form that writes: a result reported from the board, appended as a proposal. It is
 * guarded by a CSRF token (a random value in a same-site cookie that the form must echo), a
 * limit on reports per client address and on wrong codes per game, and an answer to a wrong
 * board or code that does not say which of the two was wrong.
 */
public final class ReportForm {

    /** The cookie holding the CSRF token. */
    public static final String COOKIE = "rookery-csrf";
    /** Reports one address may send per window. */
    static final int PER_ADDRESS = 10;
    /** Wrong codes one game may receive per window, after which it takes none until the window passes. */
    static final int WRONG_PER_GAME = 5;
    static final long WINDOW_NANOS = 60_000_000_000L;

    private final Messages m;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Deque<Long>> byAddress = new ConcurrentHashMap<>();
    private final Map<String, Deque<Long>> wrongByGame = new ConcurrentHashMap<>();

    public ReportForm(Messages m) {
        this.m = m;
    }

    /** A new CSRF token. */
    public String token() {
        byte[] b = new byte[24];
        random.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** The form's markup, carrying {@code token}; {@code notice} above it when not null. */
    public String form(String id, String token, String notice, boolean error) {
        return form(id, token, notice, error, m.get("pairings.white"), m.get("pairings.black"));
    }

    /** The form's markup with the sides named as the event's game names them ({@code white}, {@code black}). */
    public String form(String id, String token, String notice, boolean error, String white, String black) {
        StringBuilder s = new StringBuilder();
        s.append("<h1>").append(Html.text(m.get("report.title"))).append("</h1>\n");
        if (notice != null) {
            s.append("<p class=\"").append(error ? "warning" : "notice").append("\" role=\"status\">").append(Html.text(notice))
                    .append("</p>\n");
        }
        s.append("<p>").append(Html.text(m.get("report.intro"))).append("</p>\n");
        s.append("<form class=\"report\" method=\"post\" action=\"/e/").append(Html.segment(id)).append("/report\">\n");
        s.append("<input type=\"hidden\" name=\"csrf\" value=\"").append(Html.text(token)).append("\">\n");
        s.append("<p><label for=\"game\">").append(Html.text(m.get("report.game"))).append("</label><br>")
                .append("<input id=\"game\" name=\"game\" required maxlength=\"20\" autocomplete=\"off\" inputmode=\"decimal\"></p>\n");
        s.append("<p><label for=\"code\">").append(Html.text(m.get("report.code"))).append("</label><br>")
                .append("<input id=\"code\" name=\"code\" required maxlength=\"12\" autocomplete=\"off\" autocapitalize=\"characters\" spellcheck=\"false\"></p>\n");
        s.append("<fieldset><legend>").append(Html.text(m.get("report.reporter"))).append("</legend>\n");
        for (Proposals.Reporter r : Proposals.Reporter.values()) {
            s.append("<label><input type=\"radio\" name=\"reporter\" required value=\"").append(r.word()).append("\"> ")
                    .append(Html.text(m.get("report.reporter." + r.word(), white, black))).append("</label><br>\n");
        }
        s.append("</fieldset>\n<p><label for=\"claim\">").append(Html.text(m.get("report.claim"))).append("</label><br>")
                .append("<select id=\"claim\" name=\"claim\" required>\n<option value=\"\"></option>\n");
        for (Proposals.Claim c : Proposals.Claim.values()) {
            s.append("<option value=\"").append(c.word()).append("\">").append(Html.text(m.get("report.claim." + c.word(), white, black)))
                    .append("</option>\n");
        }
        s.append("</select></p>\n<p><button type=\"submit\">").append(Html.text(m.get("report.send"))).append("</button></p>\n</form>\n");
        return s.toString();
    }

    /** What came of a report: the HTTP status and the message to show. */
    public record Outcome(int status, String message, boolean error) {
    }

    /**
     * Checks and stores one report.
     *
     * @param address the client's address, for the rate limit
     * @param cookieToken the token of the client's cookie, null when it sent none
     * @param fields the form's fields
     */
    public Outcome submit(ReportDesk desk, EventView view, String address, String cookieToken, Map<String, String> fields)
            throws IOException {
        String token = fields.get("csrf");
        if (cookieToken == null || token == null || cookieToken.length() < 32
                || !MessageDigest.isEqual(cookieToken.getBytes(StandardCharsets.US_ASCII), token.getBytes(StandardCharsets.US_ASCII))) {
            return new Outcome(403, m.get("report.expired"), true);
        }
        long now = System.nanoTime();
        if (!allow(byAddress, address, PER_ADDRESS, now)) {
            return new Outcome(429, m.get("report.tooMany"), true);
        }
        String game = fields.getOrDefault("game", "").strip();
        String code = fields.getOrDefault("code", "");
        Optional<Proposals.Reporter> reporter = reporter(fields.get("reporter"));
        Optional<Proposals.Claim> claim = Proposals.Claim.of(fields.getOrDefault("claim", ""));
        if (game.isEmpty() || code.isBlank() || reporter.isEmpty() || claim.isEmpty()) {
            return new Outcome(400, m.get("report.incomplete"), true);
        }
        Deque<Long> wrong = wrongByGame.get(game);
        if (wrong != null && count(wrong, now) >= WRONG_PER_GAME) {
            return new Outcome(429, m.get("report.tooMany"), true);
        }
        Optional<FactBody.Board> board = inPlay(view.state(), game);
        if (board.isEmpty() || !desk.codes().matches(board.get().game(), board.get().white(), board.get().black(), code)) {
            // a game that is not in play and a wrong code get the same answer, and both count against the game
            if (game.length() <= 20) {
                allow(wrongByGame, game, Integer.MAX_VALUE, now);
            }
            return new Outcome(403, m.get("report.wrong"), true);
        }
        desk.proposals().propose(board.get(), reporter.get(), claim.get());
        return new Outcome(200, m.get("report.thanks", game), false);
    }

    private static Optional<Proposals.Reporter> reporter(String word) {
        for (Proposals.Reporter r : Proposals.Reporter.values()) {
            if (r.word().equals(word)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The board of {@code game} in any paired round while it has no result. */
    static Optional<FactBody.Board> inPlay(EventState state, String game) {
        for (FactBody.Pairing p : state.pairings().descendingMap().values()) {
            for (FactBody.Board b : p.boards()) {
                if (b.game().equals(game)) {
                    return state.game(game).filter(g -> !g.finished()).map(g -> b);
                }
            }
        }
        return Optional.empty();
    }

    private static boolean allow(Map<String, Deque<Long>> windows, String key, int limit, long now) {
        Deque<Long> times = windows.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            if (count(times, now) >= limit) {
                return false;
            }
            times.addLast(now);
        }
        if (windows.size() > 10_000) {
            // bounded memory: forget keys with nothing in their window
            windows.entrySet().removeIf(e -> {
                synchronized (e.getValue()) {
                    return count(e.getValue(), now) == 0;
                }
            });
        }
        return true;
    }

    private static int count(Deque<Long> times, long now) {
        synchronized (times) {
            while (!times.isEmpty() && now - times.peekFirst() > WINDOW_NANOS) {
                times.removeFirst();
            }
            return times.size();
        }
    }
}

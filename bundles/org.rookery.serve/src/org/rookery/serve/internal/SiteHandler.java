// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.FormFields;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.rookery.arbiter.report.EventExports;
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.games.GameFormat;
import org.rookery.rules.Color;
import org.rookery.serve.EventView;
import org.rookery.serve.PlayedGame;
import org.rookery.serve.ServedEvent;

/**
 * Every address the server answers, and nothing else: the event list, each event's pages, their
 * live streams, the downloads, and two static files compiled into the bundle. Nothing is read
 * from disk by path, so no address reaches a file; every other method than GET and HEAD is
 * refused, and every answer carries a strict content security policy.
 */
public final class SiteHandler extends Handler.Abstract {

    /** No inline script or style, nothing from elsewhere, no framing, forms only to this server. */
    public static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

    private final Map<String, ServedEvent> events = new LinkedHashMap<>();
    private final Pages pages;
    private final LiveHub hub;
    private final Map<String, byte[]> statics = new LinkedHashMap<>();
    private final ReportForm form;
    /** Pages made for the current reading of their event, by event id and page key. */
    private final Map<String, Made> pageCache = new java.util.concurrent.ConcurrentHashMap<>();
    private static final int PAGES_KEPT = 4096;

    private record Made(EventView view, String html) {
    }

    public SiteHandler(List<ServedEvent> served, Pages pages, LiveHub hub) {
        for (ServedEvent e : served) {
            if (events.putIfAbsent(e.id(), e) != null) {
                throw new IllegalArgumentException("two events are served as '" + e.id() + "'; give each its own id");
            }
        }
        this.pages = pages;
        this.hub = hub;
        this.form = new ReportForm(pages.messages());
        statics.put("/static/rookery.css", resource("rookery.css"));
        statics.put("/static/live.js", resource("live.js"));
    }

    private static byte[] resource(String name) {
        try (InputStream in = SiteHandler.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the server bundle");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        var h = response.getHeaders();
        h.put("Content-Security-Policy", CSP);
        h.put("X-Content-Type-Options", "nosniff");
        h.put("X-Frame-Options", "DENY");
        h.put("Referrer-Policy", "no-referrer");
        String method = request.getMethod();
        String path = Request.getPathInContext(request);
        boolean reportPath = path.startsWith("/e/") && path.endsWith("/report");
        if (HttpMethod.POST.is(method) && reportPath) {
            try {
                return report(request, response, callback, path, true);
            } catch (RuntimeException | IOException e) {
                return send(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "text/plain; charset=utf-8",
                        text("The report could not be stored: " + e.getMessage() + "\n"));
            }
        }
        if (!HttpMethod.GET.is(method) && !HttpMethod.HEAD.is(method)) {
            h.put(HttpHeader.ALLOW, reportPath ? "GET, HEAD, POST" : "GET, HEAD");
            return send(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405, "text/plain; charset=utf-8",
                    text(pages.messages().get("site.badMethod") + "\n"));
        }
        String query = request.getHttpURI().getQuery();
        try {
            if (reportPath) {
                return report(request, response, callback, path, false);
            }
            return route(request, response, callback, path, query);
        } catch (RuntimeException | IOException e) {
            return send(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "text/plain; charset=utf-8",
                    text("The page could not be made: " + e.getMessage() + "\n"));
        }
    }

    /** The report form (GET) or a report sent with it (POST). */
    private boolean report(Request request, Response response, Callback callback, String path, boolean post)
            throws IOException {
        String id = path.substring(3, path.length() - "/report".length());
        ServedEvent event = events.get(id);
        if (event == null || event.reports().isEmpty()) {
            return notFound(response, callback);
        }
        EventView view = event.view();
        String cookie = cookie(request, ReportForm.COOKIE);
        if (!post) {
            String token = cookie != null && cookie.matches("[0-9a-f]{48}") ? cookie : form.token();
            setCookie(response, token);
            return html(response, callback, pages.still(id, view, "report", form.form(id, token, null, false,
                    pages.tables().side(view.state(), Color.WHITE), pages.tables().side(view.state(), Color.BLACK))));
        }
        ReportForm.Outcome outcome;
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        String host = request.getHeaders().get(HttpHeader.HOST);
        String site = request.getHeaders().get("Sec-Fetch-Site");
        if ((origin != null && !origin.equals("http://" + host)) || (site != null && site.equals("cross-site"))) {
            // a form posted from another site: what CSRF is
            outcome = new ReportForm.Outcome(403, pages.messages().get("report.expired"), true);
        } else {
            Map<String, String> fields = new LinkedHashMap<>();
            try {
                FormFields.getFields(request, 16, 4096).forEach(f -> fields.put(f.getName(), f.getValue()));
            } catch (RuntimeException e) {
                fields.clear();
            }
            outcome = form.submit(event.reports().get(), view, Request.getRemoteAddr(request), cookie, fields);
        }
        String token = cookie != null && cookie.matches("[0-9a-f]{48}") ? cookie : form.token();
        setCookie(response, token);
        String body = pages.still(id, view, "report", form.form(id, token, outcome.message(), outcome.error(),
                pages.tables().side(view.state(), Color.WHITE), pages.tables().side(view.state(), Color.BLACK)));
        if (outcome.status() == 429) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, "60");
        }
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        return send(response, callback, outcome.status(), "text/html; charset=utf-8", text(body));
    }

    private static void setCookie(Response response, String token) {
        response.getHeaders().add(HttpHeader.SET_COOKIE, ReportForm.COOKIE + "=" + token + "; Path=/; HttpOnly; SameSite=Strict");
    }

    private static String cookie(Request request, String name) {
        for (String header : request.getHeaders().getValuesList(HttpHeader.COOKIE)) {
            for (String part : header.split(";")) {
                String p = part.strip();
                if (p.startsWith(name + "=")) {
                    return p.substring(name.length() + 1);
                }
            }
        }
        return null;
    }

    private boolean route(Request request, Response response, Callback callback, String path, String query)
            throws IOException {
        if (path.equals("/")) {
            Map<String, EventView> views = new LinkedHashMap<>();
            events.forEach((id, e) -> views.put(id, e.view()));
            return html(response, callback, pages.index(List.copyOf(events.keySet()), views));
        }
        byte[] file = statics.get(path);
        if (file != null) {
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
            return send(response, callback, 200, path.endsWith(".css") ? "text/css; charset=utf-8"
                    : "text/javascript; charset=utf-8", file);
        }
        if (!path.startsWith("/e/")) {
            return notFound(response, callback);
        }
        String rest = path.substring(3);
        int slash = rest.indexOf('/');
        String id = slash < 0 ? rest : rest.substring(0, slash);
        ServedEvent event = events.get(id);
        if (event == null) {
            return notFound(response, callback);
        }
        if (slash < 0) {
            Response.sendRedirect(request, response, callback, "/e/" + id + "/");
            return true;
        }
        String page = rest.substring(slash + 1);
        EventView view = event.view();
        if (page.startsWith("live/")) {
            return live(response, callback, id, event, key(page.substring(5), query));
        }
        if (page.startsWith("download/")) {
            return download(response, callback, event, view, page.substring(9));
        }
        Optional<String> html = cached(event, view, key(page.isEmpty() ? "pairings" : page, query));
        return html.isPresent() ? html(response, callback, html.get()) : notFound(response, callback);
    }

    /** The page key: the path, with the query only where a page reads one (the pairings' round). */
    private static String key(String page, String query) {
        return query != null && page.equals("pairings") ? page + "?" + query : page;
    }

    private boolean live(Response response, Callback callback, String id, ServedEvent event, String key) {
        if (!pages.exists(event.view(), key)) {
            return notFound(response, callback);
        }
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Accel-Buffering", "no");
        hub.subscribe(id, key, response, callback, () -> {
            EventView now = event.view();
            return new LiveHub.Page(now.version(), pages.fragment(event, now, key).orElse(""));
        });
        return true;
    }

    /**
     * A page as made for the event's current reading: made once per reading and page, whatever the
     * number of readers (the downloads page, which lists files, is made for each request).
     */
    private Optional<String> cached(ServedEvent event, EventView view, String key) {
        if (key.equals("downloads")) {
            return pages.page(event, view, key);
        }
        String k = event.id() + "\n" + key;
        Made made = pageCache.get(k);
        if (made != null && made.view() == view) {
            return Optional.of(made.html());
        }
        Optional<String> html = pages.page(event, view, key);
        if (html.isPresent()) {
            if (pageCache.size() > PAGES_KEPT) {
                pageCache.clear();
            }
            pageCache.put(k, new Made(view, html.get()));
        }
        return html;
    }

    private boolean download(Response response, Callback callback, ServedEvent event, EventView view, String file)
            throws IOException {
        String id = event.id();
        if (file.startsWith("games/") || file.startsWith("games.")) {
            return games(response, callback, event, file);
        }
        if (file.equals("results.trf")) {
            if (!Pages.trf(view.state())) {
                return notFound(response, callback);
            }
            byte[] trf;
            try {
                trf = EventExports.trf(view.state()).getBytes(StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                return send(response, callback, HttpStatus.CONFLICT_409, "text/plain; charset=utf-8",
                        text("No TRF file for this event: " + e.getMessage() + "\n"));
            }
            attachment(response, id + ".trf");
            return send(response, callback, 200, "text/plain; charset=utf-8", trf);
        }
        ReportWriter writer = switch (file) {
            case "results.html" -> ReportWriter.html();
            case "results.pdf" -> ReportWriter.pdf();
            case "results.csv" -> ReportWriter.csv();
            default -> null;
        };
        if (writer == null) {
            return notFound(response, callback);
        }
        Report report = pages.tables().report(view.title(), view.state());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(report, out);
        String type = switch (writer.extension()) {
            case "html" -> "text/html; charset=utf-8";
            case "pdf" -> "application/pdf";
            default -> "text/csv; charset=utf-8";
        };
        attachment(response, id + "-results." + writer.extension());
        return send(response, callback, 200, type, out.toByteArray());
    }

    /**
     * The moves of the games played on the board: {@code games/GAME.EXT} one game, {@code games.EXT}
     * every game kept in that format in one file. Each is read back and checked by the game file
     * reader and written out again by its writer, so what is downloaded is a file that reads.
     */
    private boolean games(Response response, Callback callback, ServedEvent event, String file) throws IOException {
        int dot = file.lastIndexOf('.');
        String ext = file.substring(dot + 1);
        List<PlayedGame> played = new java.util.ArrayList<>();
        String name;
        if (file.startsWith("games/")) {
            String game = file.substring("games/".length(), dot);
            event.played(game, ext).ifPresent(played::add);
            name = event.id() + "-" + game + "." + ext;
        } else {
            if (dot != "games".length()) {
                return notFound(response, callback);
            }
            for (Map.Entry<String, List<String>> e : event.gameFiles().entrySet()) {
                if (e.getValue().contains(ext)) {
                    event.played(e.getKey(), ext).ifPresent(played::add);
                }
            }
            name = event.id() + "-games." + ext;
        }
        if (played.isEmpty()) {
            return notFound(response, callback);
        }
        GameFormat format = played.get(0).format();
        List<org.rookery.games.GameRecord> records = new java.util.ArrayList<>();
        played.forEach(p -> records.addAll(p.records()));
        Charset charset = format.charset(ext);
        byte[] bytes = format.write(records).getBytes(charset);
        attachment(response, name);
        return send(response, callback, 200, gameType(ext, charset), bytes);
    }

    /** The media type of a game file: PGN's registered one, plain text with its character set for the others. */
    static String gameType(String ext, Charset charset) {
        return (ext.equals("pgn") ? "application/vnd.chess-pgn" : "text/plain") + "; charset=" + charset.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Marks the answer a file to save as {@code name} (made safe: letters, digits, '.', '-' and '_'). */
    private static void attachment(Response response, String name) {
        response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION,
                "attachment; filename=\"" + name.replaceAll("[^A-Za-z0-9._-]", "_") + "\"");
    }

    private boolean html(Response response, Callback callback, String page) {
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        return send(response, callback, 200, "text/html; charset=utf-8", text(page));
    }

    private boolean notFound(Response response, Callback callback) {
        Messages m = pages.messages();
        String body = Html.page(m, m.get("site.notFound"), "<p class=\"site\"><a href=\"/\">" + Html.text(m.get("site.title"))
                + "</a></p>\n", null, "<h1>" + Html.text(m.get("site.notFound")) + "</h1>\n<p>"
                + Html.text(m.get("site.notFound.text")) + "</p>\n", null);
        return send(response, callback, HttpStatus.NOT_FOUND_404, "text/html; charset=utf-8", text(body));
    }

    private static boolean send(Response response, Callback callback, int status, String type, byte[] body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }

    private static byte[] text(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** The events served, by id. */
    public Map<String, ServedEvent> events() {
        return events;
    }
}

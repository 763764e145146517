// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
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
import org.rookery.export.Report;
import org.rookery.export.ReportWriter;
import org.rookery.serve.EventView;
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
            return html(response, callback, pages.still(id, view, "report", form.form(id, token, null, false)));
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
        String body = pages.still(id, view, "report", form.form(id, token, outcome.message(), outcome.error()));
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

    private boolean route(Request request, Response response, Callback callback, String path, String query) {
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
            return download(response, callback, id, view, page.substring(9));
        }
        Optional<String> html = pages.page(id, view, key(page.isEmpty() ? "pairings" : page, query),
                event.reports().isPresent());
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
            return new LiveHub.Page(now.version(), pages.fragment(id, now, key).orElse(""));
        });
        return true;
    }

    private boolean download(Response response, Callback callback, String id, EventView view, String file) {
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
        try {
            writer.write(report, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String type = switch (writer.extension()) {
            case "html" -> "text/html; charset=utf-8";
            case "pdf" -> "application/pdf";
            default -> "text/csv; charset=utf-8";
        };
        response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION,
                "attachment; filename=\"" + id + "-results." + writer.extension() + "\"");
        return send(response, callback, 200, type, out.toByteArray());
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

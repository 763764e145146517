// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

import org.rookery.arbiter.clock.ClockSnapshot;
import org.rookery.arbiter.clock.ClockText;
import org.rookery.clock.ClockReading;
import org.rookery.clock.SideControl;
import org.rookery.clock.SideReading;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.pairing.PairingEngines;
import org.rookery.export.Column;
import org.rookery.export.Section;
import org.rookery.rules.Color;
import org.rookery.serve.EventView;
import org.rookery.serve.ServedEvent;

/**
 * The pages of one event. Each page is a fragment (what its {@code main} element holds, which
 * the live updates replace) inside the frame {@link Html#page} gives it. Page keys are the path
 * after {@code /e/ID/}: {@code pairings} (with {@code ?round=N}), {@code standings},
 * {@code crosstable}, {@code scorecard}, {@code rules}, {@code downloads}, {@code hall},
 * {@code players/PLAYER}, {@code games/GAME}.
 */
public final class Pages {

    /** The pages that have a link in every event's navigation. */
    private static final List<String> NAV = List.of("pairings", "standings", "crosstable", "scorecard", "rules", "hall",
            "downloads");

    private final Messages m;
    private final Tables tables;
    private static final DateTimeFormatter SAVED = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Scorecard scorecard;
    private final Reasons reasons;

    /** The pages in {@code m}'s words; the pairing engine's reasons are shown when {@code engines} are given. */
    public Pages(Messages m, Optional<PairingEngines> engines) {
        this.m = m;
        this.tables = new Tables(m);
        this.scorecard = new Scorecard(m);
        this.reasons = new Reasons(m, engines);
    }

    /** The messages the pages use. */
    public Messages messages() {
        return m;
    }

    /** The tables the pages and downloads share. */
    public Tables tables() {
        return tables;
    }

    /** The list of served events. */
    public String index(List<String> ids, Map<String, EventView> views) {
        StringBuilder s = new StringBuilder();
        s.append("<h1>").append(Html.text(m.get("site.events"))).append("</h1>\n");
        if (ids.isEmpty()) {
            s.append("<p>").append(Html.text(m.get("site.noEvents"))).append("</p>\n");
        } else {
            s.append("<ul class=\"events\">\n");
            for (String id : ids) {
                s.append("<li><a href=\"/e/").append(Html.segment(id)).append("/\">").append(Html.text(views.get(id).title()))
                        .append("</a> <span class=\"note\">(").append(Html.text(id)).append(")</span></li>\n");
            }
            s.append("</ul>\n");
        }
        return Html.page(m, m.get("site.title"), "<p class=\"site\">" + Html.text(m.get("site.title")) + "</p>\n", null,
                s.toString(), null);
    }

    /**
     * The whole page {@code key} of event {@code id}, empty when there is no such page;
     * {@code reports} says whether the event takes results reported from the board.
     */
    public Optional<String> page(ServedEvent event, EventView view, String key) {
        String id = event.id();
        boolean reports = event.reports().isPresent();
        Optional<String> body = fragment(event, view, key);
        if (body.isEmpty()) {
            return Optional.empty();
        }
        String base = "/e/" + Html.segment(id) + "/";
        boolean still = key.equals("rules") || key.equals("downloads");
        String live = still ? null : base + "live/" + key;
        String css = key.equals("hall") ? "hall" : null;
        return Optional.of(Html.page(m, title(view, key), nav(base, view, key, reports), live, body.get(), css));
    }

    /** A page of event {@code id} around {@code body} that is not live (the report form). */
    public String still(String id, EventView view, String key, String body) {
        String base = "/e/" + Html.segment(id) + "/";
        return Html.page(m, label(key) + " - " + view.title(), nav(base, view, key, true), null, body, null);
    }

    private String title(EventView view, String key) {
        String page = key.startsWith("players/") ? Tables.name(view.state(), key.substring(8))
                : key.startsWith("games/") ? m.get("game.title", key.substring(6)) : label(key.replaceAll("\\?.*", ""));
        return page + " - " + view.title();
    }

    private String label(String key) {
        return switch (key) {
            case "pairings", "standings", "crosstable", "scorecard", "rules", "hall", "downloads", "report" -> m.get("nav." + key);
            default -> key;
        };
    }

    private String nav(String base, EventView view, String key, boolean reports) {
        StringBuilder s = new StringBuilder();
        s.append("<p class=\"site\"><a href=\"/\">").append(Html.text(m.get("site.title"))).append("</a></p>\n");
        s.append("<p class=\"event\">").append(Html.text(view.title())).append("</p>\n<nav><ul>\n");
        boolean innings = view.state().innings().isPresent();
        List<String> pages = new ArrayList<>(NAV);
        if (reports) {
            pages.add("report");
        }
        for (String page : pages) {
            if (innings ? page.equals("crosstable") : page.equals("scorecard")) {
                continue;
            }
            String current = key.replaceAll("\\?.*", "").equals(page) ? " aria-current=\"page\"" : "";
            s.append("<li><a href=\"").append(base).append(page.equals("pairings") ? "" : page).append('"').append(current)
                    .append('>').append(Html.text(label(page))).append("</a></li>\n");
        }
        s.append("</ul></nav>\n");
        return s.toString();
    }

    /** Whether event {@code view} has page {@code key}, without making it. */
    public boolean exists(EventView view, String key) {
        int q = key.indexOf('?');
        String path = q < 0 ? key : key.substring(0, q);
        String query = q < 0 ? "" : key.substring(q + 1);
        return switch (path) {
            case "pairings" -> query.isEmpty() || roundParameter(query).isPresent();
            case "standings", "crosstable", "scorecard", "rules", "downloads", "hall" -> true;
            default -> path.startsWith("players/") && query.isEmpty()
                    && (view.state().players().containsKey(path.substring(8)) || view.state().teams().containsKey(path.substring(8)))
                    || path.startsWith("games/") && query.isEmpty() && view.state().games().containsKey(path.substring(6));
        };
    }

    /** What page {@code key}'s main element holds, empty when there is no such page. */
    public Optional<String> fragment(ServedEvent event, EventView view, String key) {
        String id = event.id();
        String base = "/e/" + Html.segment(id) + "/";
        StringBuilder s = new StringBuilder(4096);
        view.warning().ifPresent(w -> s.append("<p class=\"warning\" role=\"status\">")
                .append(Html.text(m.get("warning.stale", w))).append("</p>\n"));
        EventState state = view.state();
        String path = key;
        String query = "";
        int q = key.indexOf('?');
        if (q >= 0) {
            path = key.substring(0, q);
            query = key.substring(q + 1);
        }
        switch (path) {
            case "pairings" -> {
                Optional<Integer> round = roundParameter(query);
                if (round.isEmpty() && !query.isEmpty()) {
                    return Optional.empty();
                }
                pairings(s, base, id, view, round, true);
            }
            case "standings" -> standings(s, base, state);
            case "crosstable" -> {
                s.append("<h1>").append(Html.text(m.get("crosstable.title"))).append("</h1>\n");
                if (state.innings().isEmpty() && !tables.standings(state).isEmpty()) {
                    Tables.Linked t = tables.crosstable(state);
                    Html.table(s, withoutHeading(t.section()), "crosstable", (r, c) -> c == 1 ? player(base, t.ids().get(r)) : null,
                            "x");
                    s.append("<p class=\"note\">").append(Html.text(m.get("crosstable.note"))).append("</p>\n");
                }
            }
            case "scorecard" -> {
                if (state.innings().isEmpty()) {
                    s.append("<h1>").append(Html.text(m.get("scorecard.title"))).append("</h1>\n<p>")
                            .append(Html.text(m.get("scorecard.none"))).append("</p>\n");
                } else {
                    s.append(scorecard.html(state.innings().get()));
                }
            }
            case "rules" -> {
                s.append("<h1>").append(Html.text(m.get("rules.title"))).append("</h1>\n");
                for (String paragraph : view.rules().strip().split("\n\\s*\n")) {
                    s.append("<p>").append(Html.text(paragraph.strip())).append("</p>\n");
                }
            }
            case "downloads" -> downloads(s, base, event, state);
            case "hall" -> {
                s.append("<div class=\"hall-grid\">\n<section class=\"on\">\n");
                pairings(s, base, id, view, Optional.empty(), false);
                s.append("</section>\n<section>\n");
                standings(s, base, state);
                s.append("</section>\n</div>\n");
            }
            default -> {
                if (path.startsWith("games/") && query.isEmpty()) {
                    String game = path.substring("games/".length());
                    if (!state.games().containsKey(game)) {
                        return Optional.empty();
                    }
                    gamePage(s, base, event, view, game);
                    return Optional.of(s.toString());
                }
                if (!path.startsWith("players/") || !query.isEmpty()) {
                    return Optional.empty();
                }
                String player = path.substring("players/".length());
                if (!state.players().containsKey(player) && !state.teams().containsKey(player)) {
                    return Optional.empty();
                }
                playerPage(s, base, state, player);
            }
        }
        return Optional.of(s.toString());
    }

    private static Optional<Integer> roundParameter(String query) {
        if (query.isEmpty()) {
            return Optional.empty();
        }
        if (!query.matches("round=[1-9][0-9]{0,3}")) {
            return Optional.empty();
        }
        return Optional.of(Integer.parseInt(query.substring(6)));
    }

    private void pairings(StringBuilder s, String base, String id, EventView view, Optional<Integer> asked, boolean why) {
        EventState state = view.state();
        if (state.pairings().isEmpty()) {
            s.append("<h1>").append(Html.text(m.get("nav.pairings"))).append("</h1>\n<p>")
                    .append(Html.text(m.get("pairings.none"))).append("</p>\n");
            return;
        }
        int round = asked.filter(r -> state.pairings().containsKey(r)).orElse(state.pairings().lastKey());
        FactBody.Pairing pairing = state.pairings().get(round);
        s.append("<h1>").append(Html.text(m.get("pairings.title", round)));
        pairing.stage().ifPresent(st -> s.append(" <span class=\"note\">(").append(Html.text(m.get("pairings.stage", st)))
                .append(")</span>"));
        s.append("</h1>\n");
        Tables.Linked t = tables.pairings(state, pairing);
        Section section = t.section();
        Html.table(s, section, "pairings", (r, c) -> {
            FactBody.Board b = pairing.boards().get(r);
            return c == 0 ? game(base, b.game()) : c == 1 ? player(base, b.white()) : c == 2 ? player(base, b.black()) : null;
        }, "b");
        clocks(s, view, pairing.boards().stream().map(FactBody.Board::game).toList());
        if (!pairing.byes().isEmpty()) {
            s.append("<h2>").append(Html.text(m.get("pairings.byes"))).append("</h2>\n<ul>\n");
            for (FactBody.Bye b : pairing.byes()) {
                s.append("<li><a href=\"").append(Html.text(player(base, b.player()))).append("\">")
                        .append(Html.text(Tables.name(state, b.player()))).append("</a> (").append(Html.text(b.kind()))
                        .append(")</li>\n");
            }
            s.append("</ul>\n");
        }
        if (state.pairings().size() > 1) {
            s.append("<nav class=\"rounds\" aria-label=\"").append(Html.text(m.get("pairings.rounds"))).append("\"><p>")
                    .append(Html.text(m.get("pairings.rounds")));
            for (int r : state.pairings().keySet()) {
                s.append(' ');
                if (r == round) {
                    s.append("<strong>").append(r).append("</strong>");
                } else {
                    s.append("<a href=\"").append(base).append("pairings?round=").append(r).append("\">").append(r).append("</a>");
                }
            }
            s.append("</p></nav>\n");
        }
        if (why) {
            reasons.html(s, id, view, round);
        }
    }

    /** The clocks the workbench bound to {@code games}, as last saved; nothing when none is bound. */
    private void clocks(StringBuilder s, EventView view, List<String> games) {
        List<ClockSnapshot.Board> bound = new ArrayList<>();
        for (String g : games) {
            view.clock(g).ifPresent(bound::add);
        }
        if (bound.isEmpty()) {
            return;
        }
        EventState state = view.state();
        String white = tables.side(state, Color.WHITE);
        String black = tables.side(state, Color.BLACK);
        s.append("<h2>").append(Html.text(m.get("clock.title"))).append("</h2>\n");
        List<List<String>> rows = new ArrayList<>();
        for (ClockSnapshot.Board b : bound) {
            ClockReading r = b.state().read(b.savedAt());
            rows.add(List.of(b.game(), face(r.first(), b.spec().first()), face(r.second(), b.spec().second()),
                    status(r, white, black), b.control()));
        }
        Section section = new Section("", List.of(Column.left(m.get("pairings.board")), Column.right(white),
                Column.right(black), Column.left(m.get("clock.status")), Column.left(m.get("clock.control"))), rows);
        Html.table(s, section, "clocks", null, "c");
        view.clocksSaved().ifPresent(at -> s.append("<p class=\"note\">").append(Html.text(m.get("clock.saved",
                SAVED.format(at.atZone(ZoneId.systemDefault()))))).append("</p>\n"));
    }

    /** One side's face: the time it shows, and its byoyomi periods where the control has them. */
    private String face(SideReading r, SideControl control) {
        String time = ClockText.time(r.displayMillis());
        if (r.flagged()) {
            return time + " (" + m.get("clock.flagged") + ")";
        }
        if (control.byoyomi().isEmpty()) {
            return time;
        }
        var byoyomi = control.byoyomi().get();
        return time + " (" + (r.inByoyomi() ? m.get("clock.inByoyomi", r.periodsLeft())
                : m.get("clock.thenByoyomi", r.periodsLeft(), ClockText.time(byoyomi.periodMillis()))) + ")";
    }

    private String status(ClockReading r, String white, String black) {
        String toMove = r.toMove().map(side -> side == Color.WHITE ? white : black).orElse("");
        return switch (r.phase()) {
            case READY -> m.get("clock.ready");
            case RUNNING -> m.get("clock.running", toMove);
            case PAUSED -> m.get("clock.paused", toMove);
            case FLAGGED -> m.get("clock.flagFell");
            case STOPPED -> m.get("clock.stopped");
        };
    }

    /** One game: its players and result, its clock while one is bound, and the files of its moves. */
    private void gamePage(StringBuilder s, String base, ServedEvent event, EventView view, String game) {
        EventState state = view.state();
        GameRecord g = state.games().get(game);
        s.append("<h1>").append(Html.text(m.get("game.title", game))).append("</h1>\n");
        s.append("<p class=\"note\">").append(Html.text(m.get("game.round", g.round()))).append("</p>\n");
        String white = tables.side(state, Color.WHITE);
        String black = tables.side(state, Color.BLACK);
        Section section = new Section("", List.of(Column.left(m.get("pairings.board")), Column.left(white), Column.left(black),
                Column.center(m.get("pairings.result"))), List.of(List.of(game, Tables.name(state, g.white()),
                        Tables.name(state, g.black()), tables.result(state, game))));
        Html.table(s, section, "pairings", (r, c) -> c == 1 ? player(base, g.white()) : c == 2 ? player(base, g.black()) : null,
                "b");
        clocks(s, view, List.of(game));
        List<String> files;
        try {
            files = event.gameFiles().getOrDefault(game, List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!files.isEmpty()) {
            s.append("<h2>").append(Html.text(m.get("game.moves"))).append("</h2>\n<ul>\n");
            for (String ext : files) {
                s.append("<li><a href=\"").append(base).append("download/games/").append(Html.segment(game)).append('.')
                        .append(ext).append("\">").append(Html.text(m.get("downloads.game", game, ext.toUpperCase(java.util.Locale.ROOT))))
                        .append("</a></li>\n");
            }
            s.append("</ul>\n");
        }
    }

    private void standings(StringBuilder s, String base, EventState state) {
        s.append("<h1>").append(Html.text(m.get("standings.title"))).append("</h1>\n");
        if (state.innings().isPresent()) {
            s.append(scorecard.html(state.innings().get()));
            return;
        }
        List<Tables.Linked> all = tables.standings(state);
        if (all.isEmpty()) {
            s.append("<p>").append(Html.text(m.get("standings.teamNoRules"))).append("</p>\n");
            return;
        }
        int round = state.pairings().isEmpty() ? 0 : state.pairings().lastKey();
        s.append("<p class=\"note\">").append(Html.text(round == 0 ? m.get("standings.beforeRound1")
                : m.get("standings.afterRound", round))).append("</p>\n");
        for (int i = 0; i < all.size(); i++) {
            Tables.Linked t = all.get(i);
            Section section = all.size() == 1 ? withoutHeading(t.section()) : t.section();
            Html.table(s, section, "standings", (r, c) -> c == 1 ? player(base, t.ids().get(r)) : null, "s" + i);
        }
    }

    private void playerPage(StringBuilder s, String base, EventState state, String player) {
        s.append("<h1>").append(Html.text(Tables.name(state, player))).append("</h1>\n");
        FactBody.Register reg = state.players().get(player);
        if (reg != null) {
            List<String> facts = new ArrayList<>();
            if (reg.rating() > 0) {
                facts.add(m.get("standings.rating") + " " + reg.rating());
            }
            reg.grade().ifPresent(facts::add);
            reg.team().ifPresent(t -> facts.add(Tables.name(state, t)));
            if (!facts.isEmpty()) {
                s.append("<p>").append(Html.text(String.join(" · ", facts))).append("</p>\n");
            }
        }
        List<GameRecord> games = state.games().values().stream().filter(g -> g.sideOf(player).isPresent())
                .sorted(Comparator.comparingInt(GameRecord::round).thenComparing(GameRecord::id)).toList();
        s.append("<h2>").append(Html.text(m.get("player.games"))).append("</h2>\n");
        if (games.isEmpty()) {
            s.append("<p>").append(Html.text(m.get("player.none"))).append("</p>\n");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> opponents = new ArrayList<>();
        for (GameRecord g : games) {
            boolean white = g.white().equals(player);
            String opponent = white ? g.black() : g.white();
            rows.add(List.of(Integer.toString(g.round()), g.id(), tables.side(state, white ? Color.WHITE : Color.BLACK),
                    Tables.name(state, opponent), tables.result(state, g.id())));
            opponents.add(opponent);
        }
        Section section = new Section("", List.of(Column.right(m.get("player.round")), Column.left(m.get("pairings.board")),
                Column.left(m.get("player.colour")), Column.left(m.get("player.opponent")),
                Column.center(m.get("pairings.result"))), rows);
        List<String> ids = games.stream().map(GameRecord::id).toList();
        Html.table(s, section, "games", (r, c) -> c == 1 ? game(base, ids.get(r)) : c == 3 ? player(base, opponents.get(r)) : null,
                "g");
    }

    private void downloads(StringBuilder s, String base, ServedEvent event, EventState state) {
        s.append("<h1>").append(Html.text(m.get("downloads.title"))).append("</h1>\n<ul>\n");
        List<String> kinds = new ArrayList<>(List.of("html", "pdf", "csv"));
        if (trf(state)) {
            kinds.add("trf");
        }
        for (String kind : kinds) {
            s.append("<li><a href=\"").append(base).append("download/results.").append(kind).append("\">")
                    .append(Html.text(m.get("downloads." + kind))).append("</a></li>\n");
        }
        s.append("</ul>\n");
        Map<String, List<String>> files;
        try {
            files = event.gameFiles();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (files.isEmpty()) {
            return;
        }
        s.append("<h2>").append(Html.text(m.get("downloads.games"))).append("</h2>\n<ul>\n");
        Map<String, Integer> byFormat = new java.util.TreeMap<>();
        files.values().forEach(exts -> exts.forEach(x -> byFormat.merge(x, 1, Integer::sum)));
        byFormat.forEach((ext, count) -> s.append("<li><a href=\"").append(base).append("download/games.").append(ext)
                .append("\">").append(Html.text(m.get("downloads.allGames", count, ext.toUpperCase(java.util.Locale.ROOT))))
                .append("</a></li>\n"));
        files.forEach((game, exts) -> {
            for (String ext : exts) {
                s.append("<li><a href=\"").append(base).append("download/games/").append(Html.segment(game)).append('.')
                        .append(ext).append("\">").append(Html.text(m.get("downloads.game", game, ext.toUpperCase(java.util.Locale.ROOT))))
                        .append("</a></li>\n");
            }
        });
        s.append("</ul>\n");
    }

    /** Whether the event has a TRF file: an individual event, not an innings match or a team event. */
    public static boolean trf(EventState state) {
        return state.innings().isEmpty() && state.format().event().filter(e -> e.kind() == EventRules.Kind.TEAM).isEmpty();
    }

    private static String game(String base, String game) {
        return base + "games/" + Html.segment(game);
    }

    private static String player(String base, String player) {
        return base + "players/" + Html.segment(player);
    }

    private static Section withoutHeading(Section s) {
        return new Section("", s.columns(), s.rows());
    }
}

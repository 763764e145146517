// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.report;

import static org.rookery.arbiter.report.EventReports.clock;
import static org.rookery.arbiter.report.EventReports.number;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody.Register;
import org.rookery.engine.format.ScoringRules;
import org.rookery.engine.format.ScoringRules.GameOutcome;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.game.GameScore;
import org.rookery.engine.innings.BatterLine;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;
import org.rookery.rules.Termination;

/**
 * The scorecard of an innings match as an arbiter files it: the match record
 * ({@link MatchRecord}: the toss and its choice, the follow-on and why it applied, the result), the squads with their captains and
 * reserves, each innings' games (the men captured by letter, the kind of timeout and its margin)
 * and its batting order, and the match totals with every golden round. Teams are named by their
 * registered names, never their ids. Every fact is a table row, so the CSV export carries it too.
 */
final class InningsReport {

    private final EventState state;
    private final InningsMatch match;

    private InningsReport(EventState state, InningsMatch match) {
        this.state = state;
        this.match = match;
    }

    /** The report of {@code match}, the innings match folded into {@code state}. */
    static Report of(String title, EventState state, InningsMatch match) {
        return new InningsReport(state, match).report(title);
    }

    private Report report(String title) {
        List<Section> sections = new ArrayList<>();
        MatchRecord record = new MatchRecord(state, match, this::team);
        sections.add(record.section());
        squads().ifPresent(sections::add);
        for (InningsCard card : match.innings()) {
            sections.add(games(card));
            if (!card.battingOrder().isEmpty()) {
                sections.add(battingOrder(card));
            }
        }
        if (!match.innings().isEmpty()) {
            sections.add(totals());
        }
        List<String> teams = match.teams().stream().map(this::team).toList();
        String subtitle = (teams.size() == 2 ? teams.get(0) + " v " + teams.get(1) + ": " : "") + record.headline();
        return new Report(title, subtitle, sections);
    }

    // ---- squads ----

    private Optional<Section> squads() {
        Map<String, List<String>> squads = match.squads();
        if (squads.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        for (String t : match.teams()) {
            List<String> squad = squads.getOrDefault(t, List.of());
            List<String> reserves = match.registered().getOrDefault(t, List.of()).stream().filter(p -> !squad.contains(p))
                    .toList();
            String captain = match.captains().getOrDefault(t, "");
            rows.add(List.of(team(t), captain.isEmpty() ? "" : player(captain),
                    String.join(", ", squad.stream().map(this::player).toList()),
                    String.join(", ", reserves.stream().map(this::player).toList())));
        }
        return Optional.of(new Section("Squads", List.of(Column.left("Team"), Column.left("Captain"), Column.left("Playing"),
                Column.left("Reserves")), rows));
    }

    // ---- innings ----

    private Section games(InningsCard card) {
        String heading = (card.golden() ? "Golden round " + card.goldenRound() + ", innings " : "Innings ") + card.number()
                + ": " + team(card.battingTeam()) + " score against " + team(card.stoppingTeam())
                + (card.followOn() ? " (follow-on)" : "") + " - total " + number(card.total())
                // a target of zero or less means the match was already won before the innings began
                + (card.target().filter(t -> t.signum() > 0).isPresent() ? ", target " + number(card.target().get()) : "")
                + (card.moveLimit().isPresent() ? ", moves " + card.moves() + " of " + card.moveLimit().getAsInt()
                        + " used, " + card.movesLeft().getAsInt() + " left" : "")
                + (card.complete() ? " (" + card.endReason() + ")" : " (in play)");
        List<Column> columns = List.of(Column.right("Game"), Column.left("Scoring"), Column.left("Stopping"),
                Column.left("Result"), Column.left("Men captured"), Column.right("Illegal (scoring / stopping)"),
                Column.right("Clocks (scoring / stopping)"), Column.right("Score"), Column.center("Out"),
                Column.right("Innings"), Column.right("Team"));
        List<List<String>> rows = new ArrayList<>();
        for (GameLine g : card.games()) {
            if (g.unplayed()) {
                rows.add(List.of(Integer.toString(g.game()), "", "", "not played", "", "", "",
                        g.score().map(s -> number(s.total())).orElse(""), "", number(g.inningsRunning()),
                        number(g.teamRunning())));
                continue;
            }
            GameReport r = g.report().orElse(null);
            rows.add(List.of(Integer.toString(g.game()), player(g.scoringPlayer()), player(g.stoppingPlayer()),
                    r == null ? "in play" : result(r, g.score()),
                    r == null ? "" : captured(r.captured()),
                    r == null ? "" : r.scoringIllegalMoves() + " / " + r.stoppingIllegalMoves(),
                    r == null || r.scoringClockMs() + r.stoppingClockMs() == 0 ? ""
                            : clock(r.scoringClockMs()) + " / " + clock(r.stoppingClockMs()),
                    g.score().map(s -> number(s.total())).orElse(""), g.out() ? "out" : "",
                    number(g.inningsRunning()), number(g.teamRunning())));
        }
        return new Section(heading, columns, rows);
    }

    /**
     * What happened, from the scoring side: "won, checkmate"; a win on time says whether it was a
     * penalty or a normal timeout and by what margin, against the format's margin.
     */
    private String result(GameReport r, Optional<GameScore> score) {
        String outcome = switch (r.result()) {
            case WIN -> "won";
            case LOSS -> "lost";
            case DRAW -> "drawn";
            case UNPLAYED -> "not played";
        };
        if (r.ending() != Termination.TIME_FORFEIT) {
            return outcome + ", " + words(r.ending().name());
        }
        String margin = seconds(r.clockMarginMs());
        Optional<ScoringRules.PenaltyTimeout> penalty = state.format().scoring().flatMap(ScoringRules::penaltyTimeout);
        if (r.result() != GameOutcome.WIN || penalty.isEmpty()) {
            return outcome + " on time, clock margin " + margin;
        }
        String limit = seconds(penalty.get().margin().toMillis());
        boolean isPenalty = score.map(s -> s.basis() == GameScore.Basis.PENALTY_TIMEOUT).orElse(false);
        return isPenalty ? "won, penalty timeout: clock margin " + margin + ", over " + limit
                : "won, normal timeout: clock margin " + margin + ", not over " + limit;
    }

    /** The men captured by letter, each kind once with its count: "8P R 2N (11)"; "none" for none. */
    static String captured(List<String> letters) {
        if (letters.isEmpty()) {
            return "none";
        }
        Map<String, Integer> count = new LinkedHashMap<>();
        letters.forEach(l -> count.merge(l, 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        count.forEach((l, n) -> parts.add(n == 1 ? l : n + l));
        return String.join(" ", parts) + " (" + letters.size() + ")";
    }

    private Section battingOrder(InningsCard card) {
        List<List<String>> rows = new ArrayList<>();
        int place = 1;
        for (String p : card.battingOrder()) {
            BatterLine line = card.batters().stream().filter(b -> b.player().equals(p)).findFirst().orElse(null);
            rows.add(List.of(Integer.toString(place++), player(p), line == null ? "" : Integer.toString(line.games()),
                    line == null ? "" : number(line.score()), line == null ? "" : words(line.status().name())));
        }
        String heading = (card.golden() ? "Golden round " + card.goldenRound() + ", innings " : "Innings ") + card.number()
                + ": batting order of " + team(card.battingTeam());
        return new Section(heading, List.of(Column.right("Order"), Column.left("Player"), Column.right("Games"),
                Column.right("Score"), Column.left("Status")), rows);
    }

    // ---- totals ----

    private Section totals() {
        List<Column> columns = new ArrayList<>(List.of(Column.left("Team"), Column.left("Innings"), Column.right("Total")));
        List<Map<String, BigDecimal>> golden = match.goldenRounds();
        for (int i = 1; i <= golden.size(); i++) {
            columns.add(Column.right("Golden round " + i));
        }
        List<List<String>> rows = new ArrayList<>();
        for (var e : match.totals().entrySet()) {
            List<String> parts = new ArrayList<>();
            for (InningsCard c : match.innings()) {
                if (!c.golden() && c.battingTeam().equals(e.getKey())) {
                    parts.add("innings " + c.number() + (c.followOn() ? " (follow-on)" : "") + ": " + number(c.total()));
                }
            }
            List<String> row = new ArrayList<>(List.of(team(e.getKey()), String.join(", ", parts), number(e.getValue())));
            for (Map<String, BigDecimal> round : golden) {
                row.add(number(round.getOrDefault(e.getKey(), BigDecimal.ZERO)));
            }
            rows.add(row);
        }
        return new Section("Match totals", columns, rows);
    }

    // ---- names ----

    String team(String id) {
        var t = state.teams().get(id);
        return t == null ? id : t.name();
    }

    private String player(String id) {
        Register r = state.players().get(id);
        return r == null ? id : r.name();
    }

    private static String words(String constant) {
        return constant.toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    /** A clock margin in seconds: "20 s", "15.001 s". */
    static String seconds(long ms) {
        return ms % 1000 == 0 ? ms / 1000 + " s" : String.format(java.util.Locale.ROOT, "%d.%03d s", ms / 1000, ms % 1000);
    }
}

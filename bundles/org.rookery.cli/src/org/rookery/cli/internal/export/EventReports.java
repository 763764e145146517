// SPDX-License-Identifier: EPL-2.0
package org.rookery.cli.internal.export;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventState;
import org.rookery.engine.event.FactBody.Register;
import org.rookery.engine.event.PlayOffs;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.game.GameReport;
import org.rookery.engine.innings.GameLine;
import org.rookery.engine.innings.InningsCard;
import org.rookery.engine.innings.InningsMatch;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Standings;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;

/**
 * An event's results as a neutral report: an innings match gives one scorecard section per
 * innings and the match totals; an individual event gives its standings (with the format's
 * tie-breaks) and a crosstable whose cells name the opponent by place.
 */
final class EventReports {

    private EventReports() {
    }

    /** The report of the event whose facts were folded into {@code state}. */
    static Report of(EventState state) {
        String title = state.format().title().isBlank() ? state.format().name() : state.format().title();
        if (state.innings().isPresent()) {
            return innings(title, state, state.innings().get());
        }
        return individual(title, state);
    }

    // ---- individual events ----

    private static Report individual(String title, EventState state) {
        EventField field = EventField.of(state);
        // the play-offs the format calls for decide the final ranking
        Standings standings = PlayOffs.finalStandings(state, field);
        Crosstable table = field.crosstable();
        int rounds = table.lastRound();
        String subtitle = rounds == 0 ? "before round 1" : "after round " + rounds;
        return new Report(title, subtitle, List.of(standings(standings), crosstable(standings, table, rounds)));
    }

    private static Section standings(Standings standings) {
        List<Column> columns = new ArrayList<>(List.of(Column.right("Place"), Column.left("Name"), Column.right("Rating"),
                Column.right("Points")));
        for (TieBreak t : standings.tieBreaks()) {
            columns.add(Column.right(t.id()));
        }
        List<List<String>> rows = new ArrayList<>();
        for (Standings.Row r : standings.rows()) {
            List<String> row = new ArrayList<>(List.of(place(standings, r), r.participant().name(),
                    r.participant().rating() > 0 ? Integer.toString(r.participant().rating()) : "",
                    number(r.points())));
            for (TieBreak t : standings.tieBreaks()) {
                BigDecimal v = r.values().get(t);
                row.add(v == null ? "" : number(v));
            }
            rows.add(row);
        }
        return new Section("Standings", columns, rows);
    }

    private static String place(Standings standings, Standings.Row r) {
        long sharing = standings.rows().stream().filter(x -> x.place() == r.place()).count();
        return r.placeText((int) sharing);
    }

    private static Section crosstable(Standings standings, Crosstable table, int rounds) {
        Map<Integer, Integer> line = new HashMap<>();
        for (int i = 0; i < standings.rows().size(); i++) {
            line.put(standings.rows().get(i).participant().id(), i + 1);
        }
        List<Column> columns = new ArrayList<>(List.of(Column.right("#"), Column.left("Name")));
        for (int round = 1; round <= rounds; round++) {
            columns.add(Column.center(Integer.toString(round)));
        }
        columns.add(Column.right("Points"));
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < standings.rows().size(); i++) {
            Standings.Row r = standings.rows().get(i);
            List<String> row = new ArrayList<>(List.of(Integer.toString(i + 1), r.participant().name()));
            for (int round = 1; round <= rounds; round++) {
                row.add(cell(table.record(round, r.participant().id()), line));
            }
            row.add(number(r.points()));
            rows.add(row);
        }
        return new Section("Crosstable (opponents by line number; w/b = colour)", columns, rows);
    }

    /** One crosstable cell: opponent's line, colour and result ("4w1", "2b½"), or the kind of bye. */
    static String cell(RoundRecord r, Map<Integer, Integer> line) {
        if (r == null) {
            return "";
        }
        if (!r.hadOpponent()) {
            return switch (r.result()) {
                case PAIRING_BYE -> "bye";
                case FULL_POINT_BYE -> "bye 1";
                case HALF_POINT_BYE -> "bye ½";
                default -> "absent";
            };
        }
        String colour = r.side() == Side.WHITE ? "w" : r.side() == Side.BLACK ? "b" : "";
        String result = switch (r.result()) {
            case WIN, UNRATED_WIN -> "1";
            case DRAW, UNRATED_DRAW -> "½";
            case LOSS, UNRATED_LOSS -> "0";
            case FORFEIT_WIN -> "+";
            case FORFEIT_LOSS -> "-";
            default -> "?";
        };
        return line.getOrDefault(r.opponent(), r.opponent()) + colour + result;
    }

    // ---- innings matches ----

    private static Report innings(String title, EventState state, InningsMatch match) {
        List<Section> sections = new ArrayList<>();
        for (InningsCard card : match.innings()) {
            sections.add(scorecard(state, card));
        }
        List<List<String>> totals = new ArrayList<>();
        for (var e : match.totals().entrySet()) {
            totals.add(List.of(team(state, e.getKey()), number(e.getValue())));
        }
        if (!totals.isEmpty()) {
            sections.add(new Section("Match totals", List.of(Column.left("Team"), Column.right("Total")), totals));
        }
        String subtitle = match.result().map(r -> r.reason()).orElse("match in progress");
        if (sections.isEmpty()) {
            sections.add(new Section("Innings", List.of(Column.left("Game")), List.of()));
        }
        return new Report(title, subtitle, sections);
    }

    private static Section scorecard(EventState state, InningsCard card) {
        String heading = (card.golden() ? "Golden round " + card.goldenRound() + ", innings " : "Innings ") + card.number()
                + ": " + team(state, card.battingTeam()) + " score against " + team(state, card.stoppingTeam())
                + (card.followOn() ? " (follow-on)" : "") + " - total " + number(card.total())
                // a target of zero or less means the match was already won before the innings began
                + (card.target().filter(t -> t.signum() > 0).isPresent() ? ", target " + number(card.target().get()) : "")
                + (card.moveLimit().isPresent() ? ", moves " + card.moves() + " of " + card.moveLimit().getAsInt()
                        + " used, " + card.movesLeft().getAsInt() + " left" : "")
                + (card.complete() ? " (" + card.endReason() + ")" : " (in play)");
        List<Column> columns = List.of(Column.right("Game"), Column.left("Scoring"), Column.left("Stopping"),
                Column.left("Result"), Column.right("Captured"), Column.right("Illegal (scoring / stopping)"),
                Column.right("Clocks (scoring / stopping)"),
                Column.right("Score"), Column.center("Out"), Column.right("Innings"), Column.right("Team"));
        List<List<String>> rows = new ArrayList<>();
        for (GameLine g : card.games()) {
            if (g.unplayed()) {
                rows.add(List.of(Integer.toString(g.game()), "", "", "not played", "", "", "",
                        g.score().map(s -> number(s.total())).orElse(""), "", number(g.inningsRunning()),
                        number(g.teamRunning())));
                continue;
            }
            GameReport r = g.report().orElse(null);
            rows.add(List.of(Integer.toString(g.game()), player(state, g.scoringPlayer()), player(state, g.stoppingPlayer()),
                    r == null ? "in play" : r.result().name().toLowerCase() + ", " + words(r.ending().name()),
                    r == null ? "" : Integer.toString(r.captured().size()),
                    r == null ? "" : r.scoringIllegalMoves() + " / " + r.stoppingIllegalMoves(),
                    r == null || r.scoringClockMs() + r.stoppingClockMs() == 0 ? ""
                            : clock(r.scoringClockMs()) + " / " + clock(r.stoppingClockMs()),
                    g.score().map(s -> number(s.total())).orElse(""), g.out() ? "out" : "",
                    number(g.inningsRunning()), number(g.teamRunning())));
        }
        return new Section(heading, columns, rows);
    }

    private static String team(EventState state, String id) {
        var t = state.teams().get(id);
        return t == null ? id : t.name();
    }

    private static String player(EventState state, String id) {
        Register r = state.players().get(id);
        return r == null ? id : r.name();
    }

    private static String words(String constant) {
        return constant.toLowerCase().replace('_', ' ');
    }

    /** A clock reading as m:ss.mmm (the G20 timeout margin is decided to the millisecond). */
    static String clock(long ms) {
        return String.format("%d:%02d.%03d", ms / 60_000, ms / 1000 % 60, ms % 1000);
    }

    static String number(BigDecimal n) {
        return n.stripTrailingZeros().toPlainString();
    }
}

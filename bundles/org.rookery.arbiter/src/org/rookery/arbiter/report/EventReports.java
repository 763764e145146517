// SPDX-License-Identifier: EPL-2.0
package org.rookery.arbiter.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventState;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.event.ScheveningenMatch;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Standings;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;

/**
 * An event's results as a neutral report: an innings match gives its scorecard
 * ({@link InningsReport}); an individual event gives its standings (with the format's
 * tie-breaks) and a crosstable whose cells name the opponent by place, after a Scheveningen
 * match's result and match points where its format says {@code match won on game points}.
 * Every shell prints the same report: the command line's {@code rookery export}, the workbench's
 * crosstable view and its export action.
 */
public final class EventReports {

    /** The heading of an individual event's crosstable, printed and shown. */
    public static final String CROSSTABLE = "Crosstable (opponents by line number; w/b = colour)";

    private EventReports() {
    }

    /** The report of the event whose facts were folded into {@code state}. */
    public static Report of(EventState state) {
        String title = state.format().title().isBlank() ? state.format().name() : state.format().title();
        if (state.innings().isPresent()) {
            return InningsReport.of(title, state, state.innings().get());
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
        // "after round 3 of 7, round 4 in progress: 6 of 15 games played"
        String subtitle = org.rookery.engine.event.RoundProgress.of(state).map(org.rookery.engine.event.RoundProgress::text)
                .orElse(rounds == 0 ? "before round 1" : "after round " + rounds);
        List<Section> sections = new ArrayList<>(List.of(standings(standings), crosstable(standings, table, rounds)));
        Optional<ScheveningenMatch> match = ScheveningenMatch.of(state);
        if (match.isPresent()) {
            // the match the games add up to comes first: what a Scheveningen match is played for
            sections.add(0, match(match.get()));
            subtitle += ": " + match.get().text();
        }
        return new Report(title, subtitle, sections);
    }

    /** A Scheveningen match: each team's game points, its result and the format's match points for it. */
    private static Section match(ScheveningenMatch m) {
        List<List<String>> rows = new ArrayList<>();
        for (String t : m.teams()) {
            String result = switch (m.state()) {
                case WON -> m.winner().get().equals(t) ? "won" : "lost";
                case DRAWN -> "drawn";
                case PLAY_OFF -> "level, play-off to come";
                case IN_PLAY -> "in play";
            };
            BigDecimal mp = m.matchPoints().get(t);
            rows.add(List.of(m.names().get(t), number(m.gamePoints().get(t)), result, mp == null ? "" : number(mp)));
        }
        return new Section("Match: " + m.text(), List.of(Column.left("Team"), Column.right("Game points"),
                Column.left("Result"), Column.right("Match points")), rows);
    }

    private static Section standings(Standings standings) {
        List<Column> columns = new ArrayList<>(List.of(Column.right("Place"), Column.left("Name"), Column.right("Rating"),
                Column.right("Points")));
        for (TieBreak t : standings.tieBreaks()) {
            columns.add(Column.right(t.title()));
        }
        // how many rows share each place, counted once: a 1000-player field is not walked per row
        Map<Integer, Integer> sharing = new HashMap<>();
        standings.rows().forEach(r -> sharing.merge(r.place(), 1, Integer::sum));
        List<List<String>> rows = new ArrayList<>();
        for (Standings.Row r : standings.rows()) {
            List<String> row = new ArrayList<>(List.of(r.placeText(sharing.get(r.place())), r.participant().name(),
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
        return new Section(CROSSTABLE, columns, rows);
    }

    /**
     * One crosstable cell: opponent's line, colour and result ("4w1", "2b½"), or the kind of bye;
     * empty for a round without a record. The workbench's event model holds the same text.
     *
     * @param r the entrant's record of the round, or null
     * @param line each entrant's line number by entrant id (the order of the standings)
     */
    public static String cell(RoundRecord r, Map<Integer, Integer> line) {
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

    /** A clock reading as m:ss.mmm (the G20 timeout margin is decided to the millisecond). */
    static String clock(long ms) {
        return String.format("%d:%02d.%03d", ms / 60_000, ms / 1000 % 60, ms % 1000);
    }

    static String number(BigDecimal n) {
        return n.stripTrailingZeros().toPlainString();
    }
}

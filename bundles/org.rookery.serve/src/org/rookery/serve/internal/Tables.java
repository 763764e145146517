// SPDX-License-Identifier: EPL-2.0
package org.rookery.serve.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventStages;
import org.rookery.engine.event.EventState;
import org.rookery.engine.fact.FactBody;
import org.rookery.engine.event.GameRecord;
import org.rookery.engine.playoff.PlayOffs;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.standings.Crosstable;
import org.rookery.engine.standings.Standings;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;
import org.rookery.rules.Color;

/**
 * An event's tables as neutral {@link Section}s, derived by the engine (standings with the
 * format's tie-breaks and play-offs, each stage's own standings, the crosstable): the pages
 * render them, and the downloads write the same sections with the export writers. Each table
 * keeps, row by row, the id of the player (or team) it is about, for links.
 */
public final class Tables {

    /** A table and, for each row, the player or team it names (null for none). */
    public record Linked(Section section, List<String> ids) {
    }

    private final Messages m;

    public Tables(Messages m) {
        this.m = m;
    }

    /** The name shown for a player or team id. */
    public static String name(EventState state, String id) {
        FactBody.Register p = state.players().get(id);
        if (p != null) {
            return p.name();
        }
        FactBody.RegisterTeam t = state.teams().get(id);
        return t != null ? t.name() : id;
    }

    /**
     * What the event's game calls a side ("Sente", "Gote" in shogi), through its variant's
     * {@link org.rookery.rules.Variant#sideName}; this page's own words for White and Black where
     * the game has no names of its own, or its variant is not installed.
     */
    public String side(EventState state, Color colour) {
        String standard = colour.displayName();
        return state.bound().map(b -> b.variant().sideName(colour)).filter(n -> !n.equals(standard))
                .orElseGet(() -> m.get(colour == Color.WHITE ? "pairings.white" : "pairings.black"));
    }

    /** The boards of one round: board, White, Black (as the game names them) and the result so far. */
    public Linked pairings(EventState state, FactBody.Pairing pairing) {
        List<List<String>> rows = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (FactBody.Board b : pairing.boards()) {
            rows.add(List.of(b.game(), name(state, b.white()), name(state, b.black()), result(state, b.game())));
            ids.add(b.game());
        }
        Section s = new Section("", List.of(Column.left(m.get("pairings.board")), Column.left(side(state, Color.WHITE)),
                Column.left(side(state, Color.BLACK)), Column.center(m.get("pairings.result"))), rows);
        return new Linked(s, ids);
    }

    /** A game's result as a pairing sheet shows it ("1-0", "½-½", "playing", ...). */
    public String result(EventState state, String game) {
        Optional<GameRecord> g = state.game(game);
        if (g.isEmpty()) {
            return "";
        }
        if (g.get().replayedBy().isPresent()) {
            return m.get("pairings.replayed", g.get().replayedBy().get());
        }
        if (g.get().end().isPresent()) {
            return switch (g.get().end().get().outcome()) {
                case WHITE_WINS -> "1-0";
                case BLACK_WINS -> "0-1";
                case DRAW -> "½-½";
                case UNPLAYED -> m.get("pairings.unplayed");
            };
        }
        return g.get().started() ? m.get("pairings.playing") : "";
    }

    /**
     * The standings: an event of several stages gives each begun stage's own; otherwise the final
     * ranking after the format's play-offs. Empty for a team event without team-match rules.
     */
    public List<Linked> standings(EventState state) {
        boolean teamsWithoutRules = state.format().event()
                .filter(e -> e.kind() == EventRules.Kind.TEAM && e.teamMatches().isEmpty()).isPresent();
        if (teamsWithoutRules) {
            return List.of();
        }
        if (state.format().event().filter(e -> e.stages().size() > 1).isPresent()) {
            List<Linked> out = new ArrayList<>();
            for (EventStages.Begun stage : EventStages.of(state)) {
                EventField field = stage.ownRounds(state);
                out.add(standings(m.get("standings.stage", stage.stage().name(), stage.stage().system().label()), field,
                        stage.standings(state)));
            }
            return out;
        }
        EventField field = EventField.of(state);
        return List.of(standings(m.get("standings.title"), field, PlayOffs.finalStandings(state, field)));
    }

    private Linked standings(String heading, EventField field, Standings standings) {
        List<Column> columns = new ArrayList<>(List.of(Column.right(m.get("standings.place")),
                Column.left(m.get("standings.name")), Column.right(m.get("standings.rating")),
                Column.right(m.get("standings.points"))));
        for (TieBreak t : standings.tieBreaks()) {
            columns.add(Column.right(t.id()));
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Standings.Row r : standings.rows()) {
            long sharing = standings.rows().stream().filter(x -> x.place() == r.place()).count();
            List<String> row = new ArrayList<>(List.of(r.placeText((int) sharing), r.participant().name(),
                    r.participant().rating() > 0 ? Integer.toString(r.participant().rating()) : "", number(r.points())));
            for (TieBreak t : standings.tieBreaks()) {
                BigDecimal v = r.values().get(t);
                row.add(v == null ? "" : number(v));
            }
            rows.add(row);
            ids.add(field.player(r.participant().id()));
        }
        return new Linked(new Section(heading, columns, rows), ids);
    }

    /** The crosstable of the whole event, in standings order, opponents by line number. */
    public Linked crosstable(EventState state) {
        EventField field = EventField.of(state);
        Standings standings = PlayOffs.finalStandings(state, field);
        Crosstable table = field.crosstable();
        int rounds = table.lastRound();
        Map<Integer, Integer> line = new HashMap<>();
        for (int i = 0; i < standings.rows().size(); i++) {
            line.put(standings.rows().get(i).participant().id(), i + 1);
        }
        List<Column> columns = new ArrayList<>(List.of(Column.right("#"), Column.left(m.get("standings.name"))));
        for (int round = 1; round <= rounds; round++) {
            columns.add(Column.center(Integer.toString(round)));
        }
        columns.add(Column.right(m.get("standings.points")));
        List<List<String>> rows = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < standings.rows().size(); i++) {
            Standings.Row r = standings.rows().get(i);
            List<String> row = new ArrayList<>(List.of(Integer.toString(i + 1), r.participant().name()));
            for (int round = 1; round <= rounds; round++) {
                row.add(cell(table.record(round, r.participant().id()), line));
            }
            row.add(number(r.points()));
            rows.add(row);
            ids.add(field.player(r.participant().id()));
        }
        return new Linked(new Section(m.get("crosstable.title"), columns, rows), ids);
    }

    private static String cell(RoundRecord r, Map<Integer, Integer> line) {
        if (r == null) {
            return "";
        }
        if (!r.hadOpponent()) {
            return switch (r.result()) {
                case PAIRING_BYE -> "bye";
                case FULL_POINT_BYE -> "bye 1";
                case HALF_POINT_BYE -> "bye ½";
                default -> "-";
            };
        }
        String colour = switch (r.side()) {
            case WHITE -> "w";
            case BLACK -> "b";
            default -> "";
        };
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

    /** The standings and crosstable as one report, for the downloads. */
    public Report report(String title, EventState state) {
        List<Section> sections = new ArrayList<>();
        standings(state).forEach(l -> sections.add(l.section()));
        if (state.innings().isEmpty() && !sections.isEmpty()) {
            sections.add(crosstable(state).section());
        }
        int round = state.pairings().isEmpty() ? 0 : state.pairings().lastKey();
        return new Report(title, round == 0 ? m.get("standings.beforeRound1") : m.get("standings.afterRound", round),
                sections);
    }

    static String number(BigDecimal n) {
        return n.stripTrailingZeros().toPlainString();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.export.round;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engine.event.EventField;
import org.rookery.engine.event.EventState;
import org.rookery.engine.pairing.Entrant;
import org.rookery.engine.pairing.RoundRecord;
import org.rookery.engine.pairing.Side;
import org.rookery.engine.standings.Crosstable;
import org.rookery.export.Column;
import org.rookery.export.Report;
import org.rookery.export.Section;

/**
 * The wall chart of a Swiss or round robin: every entrant by starting number, and for each round
 * his opponent's starting number, his colour and result, and his running score after it. A round
 * paired but not yet played shows the opponent and colour with no result, as the chart on the
 * wall does while the games are on.
 */
public final class WallChart {

    private WallChart() {
    }

    /** The wall chart of the event folded into {@code state}, titled {@code event}. */
    public static Report of(EventState state, String event) {
        if (state.innings().isPresent()) {
            throw new IllegalArgumentException("an innings match has no wall chart; its scorecard is the export's report");
        }
        EventField field = EventField.of(state);
        Crosstable table = field.crosstable();
        int rounds = Math.max(table.lastRound(), state.pairings().isEmpty() ? 0 : state.pairings().lastKey());
        if (field.players().isEmpty()) {
            throw new IllegalArgumentException("the event has no entrants yet, so there is no wall chart");
        }
        Sides sides = Sides.of(state);
        Map<Integer, List<String>> paired = pairedNotPlayed(state, field, sides);
        List<Column> cols = new ArrayList<>(List.of(Column.right("No."), Column.left("Name"), Column.right("Rating")));
        for (int r = 1; r <= rounds; r++) {
            cols.add(Column.center("Rd " + r));
            cols.add(Column.right("Pts"));
        }
        List<List<String>> rows = new ArrayList<>();
        List<Map<Integer, BigDecimal>> after = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            Map<Integer, BigDecimal> m = new HashMap<>();
            for (Entrant e : table.entrants(r + 1, Map.of())) {
                m.put(e.id(), e.score());
            }
            after.add(m);
        }
        for (int n = 1; n <= field.players().size(); n++) {
            String id = field.player(n);
            var reg = state.players().get(id);
            var team = state.teams().get(id);
            String name = reg != null ? reg.name() : team != null ? team.name() : id;
            int rating = reg == null ? 0 : reg.rating();
            List<String> row = new ArrayList<>(List.of(Integer.toString(n), name.equals(id) ? name : name + " (" + id + ")",
                    rating > 0 ? Integer.toString(rating) : ""));
            for (int r = 1; r <= rounds; r++) {
                RoundRecord rec = table.record(r, n);
                String cell;
                if (rec != null) {
                    cell = cell(rec, sides);
                } else {
                    List<String> p = paired.get(r * 100_000 + n);
                    cell = p == null ? "" : p.get(0);
                }
                row.add(cell);
                row.add(rec == null && paired.containsKey(r * 100_000 + n) ? "" : RoundSheet.number(after.get(r - 1).getOrDefault(n, BigDecimal.ZERO)));
            }
            rows.add(row);
        }
        // as the standings say it: "after round 3 of 7, round 4 in progress: 6 of 15 games played"
        String subtitle = "wall chart " + org.rookery.engine.event.RoundProgress.of(state)
                .map(org.rookery.engine.event.RoundProgress::text).orElse(rounds == 0 ? "before round 1"
                        : "after round " + table.lastRound());
        String legend = "Each round: opponent's number, colour (" + sides.white().charAt(0) + " = " + sides.white() + ", "
                + sides.black().charAt(0) + " = " + sides.black() + ") and result (1, ½, 0; + and - for a forfeit), then the running score";
        return new Report(event, subtitle, List.of(new Section(legend, cols, rows)));
    }

    /** Boards paired whose result is not in yet: key round * 100000 + number, value the cell without a result. */
    private static Map<Integer, List<String>> pairedNotPlayed(EventState state, EventField field, Sides sides) {
        Map<Integer, List<String>> cells = new HashMap<>();
        if (!field.players().containsAll(state.players().keySet()) && state.format().teams().isPresent()) {
            return cells; // a team event's chart lists teams; their pending matches show once played
        }
        for (var p : state.pairings().values()) {
            for (var b : p.boards()) {
                if (!field.players().contains(b.white()) || !field.players().contains(b.black())) {
                    continue;
                }
                int w = field.number(b.white());
                int bl = field.number(b.black());
                cells.put(p.round() * 100_000 + w, List.of(bl + colour(sides, Side.WHITE)));
                cells.put(p.round() * 100_000 + bl, List.of(w + colour(sides, Side.BLACK)));
            }
        }
        return cells;
    }

    private static String colour(Sides sides, Side side) {
        return String.valueOf(Character.toLowerCase((side == Side.WHITE ? sides.white() : sides.black()).charAt(0)));
    }

    private static String cell(RoundRecord r, Sides sides) {
        if (!r.hadOpponent()) {
            return switch (r.result()) {
                case PAIRING_BYE -> "bye";
                case FULL_POINT_BYE -> "bye 1";
                case HALF_POINT_BYE -> "bye ½";
                default -> "absent";
            };
        }
        String colour = r.side() == Side.WHITE || r.side() == Side.BLACK ? colour(sides, r.side()) : "";
        String result = switch (r.result()) {
            case WIN, UNRATED_WIN -> "1";
            case DRAW, UNRATED_DRAW -> "½";
            case LOSS, UNRATED_LOSS -> "0";
            case FORFEIT_WIN -> "+";
            case FORFEIT_LOSS -> "-";
            default -> "?";
        };
        return r.opponent() + colour + result;
    }
}

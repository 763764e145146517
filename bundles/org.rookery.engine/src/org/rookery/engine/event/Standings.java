// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.event;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engine.event.FactBody.Bye;
import org.rookery.engine.event.FactBody.Outcome;
import org.rookery.engine.event.FactBody.Pairing;
import org.rookery.engine.event.FactBody.Register;
import org.rookery.engine.event.FactBody.Side;
import org.rookery.engine.format.EventRules;
import org.rookery.engine.format.PointScale;

/**
 * The score table of an individual event, computed from the folded facts: each player's points
 * under the format's game points (1, ½, 0 when it names none), games played and won. A game
 * replayed after a sennichite counts once, through its replay. The pairing-allocated bye is worth
 * a win; a requested bye or an absence is worth a loss.
 *
 * @param rows one row per player, best first (points, then wins, then registration order)
 */
public record Standings(List<Row> rows) {

    /**
     * One player's line.
     *
     * @param rank the place, shared by players level on points and wins
     * @param player the player's id
     * @param name the display name
     * @param points the points
     * @param played games that ended with a result
     * @param wins games won
     */
    public record Row(int rank, String player, String name, BigDecimal points, int played, int wins) {
    }

    public Standings {
        rows = List.copyOf(rows);
    }

    /** The standings after the facts folded into {@code state}. */
    public static Standings of(EventState state) {
        PointScale scale = state.format().event().flatMap(EventRules::gamePoints).orElse(PointScale.STANDARD);
        Map<String, BigDecimal> points = new LinkedHashMap<>();
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Register r : state.players().values()) {
            points.put(r.player(), BigDecimal.ZERO);
            counts.put(r.player(), new int[2]);
        }
        for (GameRecord g : state.games().values()) {
            if (g.end().isEmpty() || g.end().get().outcome() == Outcome.UNPLAYED) {
                continue;
            }
            Outcome o = g.end().get().outcome();
            for (Side side : Side.values()) {
                String p = g.player(side);
                BigDecimal add = o == Outcome.DRAW ? scale.draw()
                        : o.winner().get() == side ? scale.win() : scale.loss();
                points.merge(p, add, BigDecimal::add);
                int[] c = counts.computeIfAbsent(p, k -> new int[2]);
                c[0]++;
                if (o.winner().filter(side::equals).isPresent()) {
                    c[1]++;
                }
            }
        }
        for (Pairing p : state.pairings().values()) {
            for (Bye b : p.byes()) {
                points.merge(b.player(), "pairing".equals(b.kind()) ? scale.win() : scale.loss(), BigDecimal::add);
            }
        }
        List<String> order = new ArrayList<>(points.keySet());
        Comparator<String> best = Comparator.<String, BigDecimal>comparing(points::get).reversed()
                .thenComparing(p -> -counts.get(p)[1]);
        order.sort(best);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            String p = order.get(i);
            int rank = i > 0 && best.compare(order.get(i - 1), p) == 0 ? rows.get(i - 1).rank() : i + 1;
            Register r = state.players().get(p);
            rows.add(new Row(rank, p, r == null ? p : r.name(), points.get(p).stripTrailingZeros(), counts.get(p)[0],
                    counts.get(p)[1]));
        }
        return new Standings(rows);
    }

    /** The points of one player, zero when unknown. */
    public BigDecimal points(String player) {
        return rows.stream().filter(r -> r.player().equals(player)).map(Row::points).findFirst().orElse(BigDecimal.ZERO);
    }
}

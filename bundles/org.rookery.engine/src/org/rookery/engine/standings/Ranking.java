// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engine.format.TieBreak;
import org.rookery.engine.pairing.RoundRecord;

/**
 * Orders a crosstable: by points, then each tie-break in turn splits the groups still level.
 * Direct encounter is computed inside each group it is asked to split (the points scored in
 * games among the group's members) and applies only when every two members have met, as FIDE
 * asks; otherwise it leaves the group level.
 */
final class Ranking {

    private final Crosstable table;
    private final List<TieBreak> tieBreaks;
    private final TieBreakValues values;
    private final Map<Integer, Long> directEncounter = new HashMap<>();

    Ranking(Crosstable table, List<TieBreak> tieBreaks) {
        this.table = table;
        this.tieBreaks = List.copyOf(tieBreaks);
        this.values = new TieBreakValues(table);
    }

    Standings standings() {
        int n = table.participants.size();
        List<Integer> all = new ArrayList<>(n);
        for (int p = 1; p <= n; p++) {
            all.add(p);
        }
        all.sort(Comparator.comparingLong((Integer p) -> -values.score[p]).thenComparingInt(p -> p));
        List<List<Integer>> groups = split(all, p -> values.score[p]);
        for (TieBreak t : tieBreaks) {
            List<List<Integer>> next = new ArrayList<>();
            for (List<Integer> g : groups) {
                if (g.size() == 1) {
                    next.add(g);
                } else if (t == TieBreak.DIRECT_ENCOUNTER) {
                    next.addAll(byDirectEncounter(g));
                } else {
                    List<Integer> sorted = new ArrayList<>(g);
                    sorted.sort(Comparator.comparingLong((Integer p) -> -value(t, p)).thenComparingInt(p -> p));
                    next.addAll(split(sorted, p -> value(t, p)));
                }
            }
            groups = next;
        }
        List<Standings.Row> rows = new ArrayList<>(n);
        int place = 1;
        for (List<Integer> g : groups) {
            for (int p : g) {
                Map<TieBreak, BigDecimal> shown = new LinkedHashMap<>();
                for (TieBreak t : tieBreaks) {
                    if (t != TieBreak.DIRECT_ENCOUNTER) {
                        shown.put(t, display(t, p));
                    } else if (directEncounter.containsKey(p)) {
                        shown.put(t, Crosstable.decimal(directEncounter.get(p)));
                    }
                }
                rows.add(new Standings.Row(place, g.size() > 1, table.participants.get(p - 1),
                        Crosstable.decimal(values.score[p]), shown));
            }
            place += g.size();
        }
        return new Standings(table.lastRound, tieBreaks, rows);
    }

    private long value(TieBreak t, int p) {
        return switch (t) {
            case BUCHHOLZ -> values.buchholz[p];
            case MEDIAN_BUCHHOLZ -> values.median[p];
            case BUCHHOLZ_CUT_1 -> values.cut1[p];
            case SUM_OF_BUCHHOLZ -> values.sumOfBuchholz[p];
            case SONNEBORN_BERGER -> values.sonnebornBerger[p];
            case WINS -> values.wins[p];
            case WINS_WITH_BLACK -> values.winsWithBlack[p];
            case PROGRESSIVE -> values.progressive[p];
            case GAME_POINTS -> values.gamePoints[p];
            case MATCH_POINTS -> values.score[p];
            case RATING_AVERAGE -> values.ratingAverage[p];
            case DIRECT_ENCOUNTER -> directEncounter.getOrDefault(p, 0L);
        };
    }

    private BigDecimal display(TieBreak t, int p) {
        return switch (t) {
            case WINS, WINS_WITH_BLACK, RATING_AVERAGE -> BigDecimal.valueOf(value(t, p));
            case SONNEBORN_BERGER -> Crosstable.decimal(value(t, p), 6);
            default -> Crosstable.decimal(value(t, p));
        };
    }

    private List<List<Integer>> byDirectEncounter(List<Integer> group) {
        Map<Integer, Long> scored = new HashMap<>();
        for (int p : group) {
            scored.put(p, 0L);
        }
        int rounds = table.lastRound;
        for (int p : group) {
            RoundRecord[] rec = table.records[p];
            for (int q : group) {
                if (q == p) {
                    continue;
                }
                boolean met = false;
                for (int r = 1; r <= rounds && r < rec.length; r++) {
                    if (rec[r] != null && rec[r].opponent() == q && rec[r].result().played()) {
                        met = true;
                        scored.merge(p, table.points[p][r], Long::sum);
                    }
                }
                if (!met) {
                    return List.of(group);
                }
            }
        }
        directEncounter.putAll(scored);
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparingLong((Integer p) -> -scored.get(p)).thenComparingInt(p -> p));
        return split(sorted, scored::get);
    }

    private static List<List<Integer>> split(List<Integer> sorted, java.util.function.ToLongFunction<Integer> key) {
        List<List<Integer>> groups = new ArrayList<>();
        List<Integer> current = new ArrayList<>();
        long last = 0;
        for (int p : sorted) {
            long k = key.applyAsLong(p);
            if (!current.isEmpty() && k != last) {
                groups.add(current);
                current = new ArrayList<>();
            }
            current.add(p);
            last = k;
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        return groups;
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.stage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.standings.Standings;

/**
 * The ties final standings leave for the places a format's play-offs name, shared by the event
 * journal and the dry run. A play-off {@code before tie breaks} takes players level on points, one
 * {@code after tie breaks} players sharing a place; either only for one of its first
 * {@code places} places. When more than two are level, the two best on the tie-breaks play off for
 * the higher place.
 */
public final class PlayOffTies {

    private PlayOffTies() {
    }

    /**
     * One tie.
     *
     * @param place the higher of the two places at stake
     * @param first the participant id placed higher by the tie-breaks
     * @param second the other participant id
     * @param playOffs the numbers (from 1) of the format's play-offs that apply to this tie, in the order written
     */
    public record Tie(int place, int first, int second, List<Integer> playOffs) {
        public Tie {
            playOffs = List.copyOf(playOffs);
        }
    }

    /** The ties of {@code standings} that {@code plan}'s play-offs call for, best place first. */
    public static List<Tie> find(List<EventPlan.PlayOff> plan, Standings standings) {
        Map<String, Tie> found = new LinkedHashMap<>();
        for (EventPlan.PlayOff po : plan) {
            for (List<Standings.Row> g : groups(standings, po.beforeTieBreaks())) {
                int place = g.get(0).place();
                if (g.size() < 2 || place > po.places()) {
                    continue;
                }
                Standings.Row a = g.get(0);
                Standings.Row b = g.get(1);
                found.computeIfAbsent(a.participant().id() + "-" + b.participant().id(), k -> {
                    List<Integer> chain = new ArrayList<>();
                    for (int i = 0; i < plan.size(); i++) {
                        EventPlan.PlayOff p = plan.get(i);
                        boolean level = p.beforeTieBreaks() ? a.points().compareTo(b.points()) == 0 : a.place() == b.place();
                        if (place <= p.places() && level) {
                            chain.add(i + 1);
                        }
                    }
                    return new Tie(place, a.participant().id(), b.participant().id(), chain);
                });
            }
        }
        List<Tie> ties = new ArrayList<>(found.values());
        ties.sort(java.util.Comparator.comparingInt(Tie::place));
        return ties;
    }

    /** Rows level on points (before tie-breaks) or sharing a place (after), in standings order. */
    private static List<List<Standings.Row>> groups(Standings standings, boolean onPoints) {
        List<List<Standings.Row>> groups = new ArrayList<>();
        List<Standings.Row> current = new ArrayList<>();
        for (Standings.Row r : standings.rows()) {
            if (!current.isEmpty() && (onPoints ? current.get(0).points().compareTo(r.points()) != 0
                    : current.get(0).place() != r.place())) {
                groups.add(current);
                current = new ArrayList<>();
            }
            current.add(r);
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        return groups;
    }

    /**
     * The final ranking: {@code standings} with each decided tie's winner on the place at stake and
     * the loser on the next, the others of a larger group after them.
     *
     * @param decided the participant id of each decided tie's winner, by tie
     */
    public static Standings ranking(Standings standings, Map<Tie, Integer> decided) {
        List<Standings.Row> rows = new ArrayList<>(standings.rows());
        for (Map.Entry<Tie, Integer> e : decided.entrySet()) {
            Tie t = e.getKey();
            int loser = e.getValue() == t.first() ? t.second() : t.first();
            Standings.Row w = standings.row(e.getValue());
            Standings.Row l = standings.row(loser);
            int at = Math.min(rows.indexOf(w), rows.indexOf(l));
            rows.remove(w);
            rows.remove(l);
            rows.add(at, new Standings.Row(t.place(), false, w.participant(), w.points(), w.values()));
            rows.add(at + 1, new Standings.Row(t.place() + 1, false, l.participant(), l.points(), l.values()));
            // the rest of a larger group follow, at least two places lower
            for (int i = at + 2; i < rows.size() && rows.get(i).place() < t.place() + 2; i++) {
                Standings.Row r = rows.get(i);
                rows.set(i, new Standings.Row(t.place() + 2, r.shared(), r.participant(), r.points(), r.values()));
            }
        }
        return new Standings(standings.afterRound(), standings.tieBreaks(), rows);
    }
}

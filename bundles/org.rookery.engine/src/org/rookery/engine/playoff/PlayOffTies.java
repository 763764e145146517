// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.playoff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.standings.Standings;

/**
 * The ties final standings leave for the places a format's play-offs name, shared by the event
 * journal and the dry run. A play-off {@code before tie breaks} takes players level on points, one
 * {@code after tie breaks} players sharing a place; either only for a group whose highest place
 * is one of its first {@code places} places. Every player of the group plays off: two players
 * meet, three or more play as {@link PlayOffProgress} says. Where the groups of two play-offs
 * overlap (the players level on points and, among them, those the tie-breaks leave sharing a
 * place), the larger group plays, and the later play-offs follow for those it leaves level.
 */
public final class PlayOffTies {

    private PlayOffTies() {
    }

    /**
     * One tie.
     *
     * @param place the highest of the places at stake
     * @param players the participant ids of the players level, in the order of the standings
     *        (the tie-breaks' order)
     */
    public record Tie(int place, List<Integer> players) {
        public Tie {
            players = List.copyOf(players);
            if (players.size() < 2) {
                throw new IllegalArgumentException("a tie needs at least 2 players, not " + players);
            }
        }

        /** The place after the last at stake. */
        public int lastPlace() {
            return place + players.size() - 1;
        }
    }

    /** The ties of {@code standings} that {@code plan}'s play-offs call for, best place first. */
    public static List<Tie> find(List<EventPlan.PlayOff> plan, Standings standings) {
        List<List<Standings.Row>> candidates = new ArrayList<>();
        for (EventPlan.PlayOff po : plan) {
            for (List<Standings.Row> g : groups(standings, po.beforeTieBreaks())) {
                if (g.size() >= 2 && g.get(0).place() <= po.places()) {
                    candidates.add(g);
                }
            }
        }
        List<Tie> ties = new ArrayList<>();
        Set<Integer> taken = new HashSet<>();
        // the larger group first: a group inside one already taken is played within it
        candidates.sort(Comparator.comparingInt((List<Standings.Row> g) -> -g.size()));
        for (List<Standings.Row> g : candidates) {
            List<Integer> ids = g.stream().map(r -> r.participant().id()).toList();
            if (ids.stream().noneMatch(taken::contains)) {
                taken.addAll(ids);
                ties.add(new Tie(g.get(0).place(), ids));
            }
        }
        ties.sort(Comparator.comparingInt(Tie::place));
        return ties;
    }

    /**
     * Whether play-off {@code po} applies to {@code players} (a tie or the part of one still level)
     * whose highest place at stake is {@code place}: the place is one it names, and after
     * tie-breaks only players who share a place in {@code standings}.
     */
    static boolean applies(EventPlan.PlayOff po, List<Integer> players, int place, Standings standings) {
        if (place > po.places()) {
            return false;
        }
        if (po.beforeTieBreaks()) {
            return true;
        }
        int first = standings.row(players.get(0)).place();
        return players.stream().allMatch(p -> standings.row(p).place() == first);
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
     * The final ranking: {@code standings} with each finished tie's players in the order its
     * play-offs gave them, from the tie's place on. Players a play-off left level stay in the
     * standings' order and keep sharing a place where they shared one.
     *
     * @param orders each finished tie's order: groups best first, a group of more than one still level
     */
    public static Standings ranking(Standings standings, Map<Tie, List<List<Integer>>> orders) {
        List<Standings.Row> rows = new ArrayList<>(standings.rows());
        for (Map.Entry<Tie, List<List<Integer>>> e : orders.entrySet()) {
            Tie t = e.getKey();
            int at = rows.indexOf(standings.row(t.players().get(0)));
            int place = t.place();
            int i = at;
            for (List<Integer> group : e.getValue()) {
                Map<Integer, Integer> firstOfPlace = new HashMap<>();
                for (int k = 0; k < group.size(); k++) {
                    Standings.Row r = standings.row(group.get(k));
                    int old = r.place();
                    boolean shared = group.size() > 1 && group.stream().filter(id -> standings.row(id).place() == old)
                            .count() > 1;
                    int p = firstOfPlace.computeIfAbsent(old, x -> -1);
                    int now = p >= 0 ? p : place + k;
                    firstOfPlace.put(old, now);
                    rows.set(i++, new Standings.Row(now, shared, r.participant(), r.points(), r.values()));
                }
                place += group.size();
            }
        }
        return new Standings(standings.afterRound(), standings.tieBreaks(), rows);
    }
}

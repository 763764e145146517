// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.playoff;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;

import org.rookery.engine.format.EventPlan;
import org.rookery.engine.format.PointScale;
import org.rookery.engine.pairing.internal.BergerTable;
import org.rookery.engine.standings.Standings;

/**
 * Where the play-offs of one tie stand, from the games played so far: the order they give the
 * players, the games due next, and the tie in words. Shared by the event journal and the dry run.
 *
 * <p>The tie goes through the format's play-offs that apply to it in the order written
 * ({@link PlayOffTies#applies}); a play-off that leaves some players level hands just those to
 * the next one that applies to them; after the last they stay in the standings' order. With two
 * players each play-off is the match it names. With three or more:
 * <ul>
 * <li>a rapid mini-match of N games is a round robin among them, each two meeting N times
 * (Berger tables, colours reversed in every second cycle); they are ordered by their points in
 * it, and those level on points go on to the next play-off;</li>
 * <li>Armageddon and golden games are played as a ladder in the order of the tie-breaks: the two
 * lowest placed meet first, the winner meets the next higher placed, and so on; each loser takes
 * the lowest place still open and the last winner the highest. A drawn Armageddon game without
 * draw odds leaves everyone not yet placed level (they go on to the next play-off); golden games
 * are repeated, colours alternating, until one is decisive.</li>
 * </ul>
 * In each meeting the higher placed has White in the first game, colours alternating after that.
 * Play-off games never count in the standings.
 */
public final class PlayOffProgress {

    private PlayOffProgress() {
    }

    /** A play-off game's result. */
    public enum Result {
        WHITE_WINS, BLACK_WINS, DRAW, IN_PLAY
    }

    /**
     * A play-off game paired.
     *
     * @param white the participant id with White
     * @param black the participant id with Black
     * @param result its result, {@code IN_PLAY} until it has one
     */
    public record Game(int white, int black, Result result) {
    }

    /** The games of the format's play-offs so far. */
    @FunctionalInterface
    public interface Games {
        /** The games of play-off {@code playOff} (from 1) between {@code a} and {@code b}, in the order paired. */
        List<Game> between(int playOff, int a, int b);
    }

    /**
     * A play-off game to pair.
     *
     * @param playOff the play-off's number in the format, from 1
     * @param white the participant id to have White
     * @param black the participant id to have Black
     */
    public record Due(int playOff, int white, int black) {
    }

    /**
     * Where a tie stands.
     *
     * @param order its players in groups, best first; a group of more than one is still level (or
     *        not yet decided), in the standings' order
     * @param due games to pair now
     * @param inPlay whether games of it are being played
     * @param playOff the highest number of a play-off begun (0 when none applies)
     * @param text the tie in words
     */
    public record Outcome(List<List<Integer>> order, List<Due> due, boolean inPlay, int playOff, String text) {
        public Outcome {
            order = order.stream().map(List::copyOf).toList();
            due = List.copyOf(due);
        }

        /** Whether no game of it is due or being played. */
        public boolean finished() {
            return due.isEmpty() && !inPlay;
        }

        /** Whether it is finished with every player on a place of his own. */
        public boolean decided() {
            return finished() && order.stream().allMatch(g -> g.size() == 1);
        }
    }

    /**
     * Where {@code tie} stands after {@code games}.
     *
     * @param scale what a play-off game scores in a mini-match or round robin (the event's game points)
     * @param name a participant's name by id, for the text
     */
    public static Outcome of(List<EventPlan.PlayOff> plan, Standings standings, PointScale scale, PlayOffTies.Tie tie,
            Games games, IntFunction<String> name) {
        return of(plan, standings, scale, tie, games, name, "");
    }

    /**
     * Where {@code tie} stands after {@code games}, {@code note} following the players in the
     * text (e.g. which boards play for teams).
     */
    public static Outcome of(List<EventPlan.PlayOff> plan, Standings standings, PointScale scale, PlayOffTies.Tie tie,
            Games games, IntFunction<String> name, String note) {
        Context c = new Context(plan, standings, scale, games, name);
        StringBuilder text = new StringBuilder("play-off for place " + tie.place() + ": ");
        text.append(String.join(" v ", tie.players().stream().map(name::apply).toList()));
        if (tie.players().size() > 2) {
            text.append(" (places ").append(tie.place()).append(" to ").append(tie.lastPlace()).append(')');
        }
        text.append(note);
        Part part = c.play(tie.players(), tie.place(), new TreeSet<>(), text);
        if (part.due.isEmpty() && !part.inPlay) {
            text.append("; ").append(summary(part.order, tie.place(), name));
        }
        return new Outcome(part.order, part.due, part.inPlay, part.playOff, text.toString());
    }

    /** The finished order in words: who takes which place, who is still level. */
    private static String summary(List<List<Integer>> order, int place, IntFunction<String> name) {
        if (order.size() == 1) {
            return "still level: the tie stands";
        }
        List<String> parts = new ArrayList<>();
        int p = place;
        for (List<Integer> g : order) {
            if (g.size() == 1) {
                parts.add(name.apply(g.get(0)) + " takes place " + p);
            } else {
                parts.add(String.join(" and ", g.stream().map(name::apply).toList()) + " still level for places " + p
                        + " to " + (p + g.size() - 1));
            }
            p += g.size();
        }
        if (order.size() == 2 && order.get(1).size() == 1 && order.get(0).size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts);
    }

    /** Part of a tie's progress. */
    private record Part(List<List<Integer>> order, List<Due> due, boolean inPlay, int playOff) {
    }

    private record Context(List<EventPlan.PlayOff> plan, Standings standings, PointScale scale, Games games, IntFunction<String> name) {

        /** The play-offs among {@code players} (standings order) for places from {@code place}, none of {@code used}. */
        Part play(List<Integer> players, int place, Set<Integer> used, StringBuilder text) {
            return play(players, place, used, text, false);
        }

        /** As {@link #play}, naming the players first when {@code announce} (the part of a tie still level). */
        Part play(List<Integer> players, int place, Set<Integer> used, StringBuilder text, boolean announce) {
            if (players.size() < 2) {
                return new Part(List.of(players), List.of(), false, 0);
            }
            int k = 0;
            for (int i = 1; i <= plan.size(); i++) {
                if (!used.contains(i) && PlayOffTies.applies(plan.get(i - 1), players, place, standings)) {
                    k = i;
                    break;
                }
            }
            if (k == 0) {
                return new Part(List.of(players), List.of(), false, 0);
            }
            Set<Integer> now = new TreeSet<>(used);
            now.add(k);
            if (announce) {
                text.append("; then ").append(String.join(" v ", players.stream().map(name::apply).toList()));
            }
            text.append("; ").append(PlayOffNames.name(plan.get(k - 1).kind()));
            return switch (plan.get(k - 1).kind()) {
                case EventPlan.RapidMatch r -> roundRobin(k, r.games(), players, place, now, text);
                case EventPlan.Armageddon a -> ladder(k, a.drawOddsToBlack(), false, players, place, now, text);
                case EventPlan.GoldenGame g -> ladder(k, false, true, players, place, now, text);
            };
        }

        /** A mini-match of two, or a round robin of more, each two meeting {@code each} times. */
        private Part roundRobin(int k, int each, List<Integer> players, int place, Set<Integer> used, StringBuilder text) {
            if (players.size() > 2) {
                text.append(", a round robin of ").append(players.size());
            }
            List<Due> schedule = schedule(k, each, players);
            Map<Integer, BigDecimal> points = new HashMap<>();
            players.forEach(p -> points.put(p, BigDecimal.ZERO));
            List<Due> due = new ArrayList<>();
            boolean inPlay = false;
            Map<String, Integer> seen = new HashMap<>();
            for (Due d : schedule) {
                List<Game> played = games.between(k, d.white(), d.black());
                String key = Math.min(d.white(), d.black()) + "-" + Math.max(d.white(), d.black());
                int n = seen.merge(key, 1, Integer::sum);
                if (n == 1) {
                    for (Game g : played) {
                        inPlay |= g.result() == Result.IN_PLAY;
                        score(g, points);
                    }
                }
                if (n > played.size()) {
                    due.add(d);
                }
            }
            if (inPlay || !due.isEmpty()) {
                text.append(inPlay ? ": in play" : ": due");
                return new Part(List.of(players), inPlay ? List.of() : due, inPlay, k);
            }
            List<Integer> ranked = new ArrayList<>(players);
            ranked.sort(Comparator.comparing((Integer p) -> points.get(p)).reversed());
            text.append(": ");
            if (players.size() == 2) {
                text.append(plain(points.get(players.get(0)))).append('-').append(plain(points.get(players.get(1))));
            } else {
                text.append(String.join(", ", ranked.stream().map(p -> name.apply(p) + " " + plain(points.get(p))).toList()));
            }
            List<List<Integer>> order = new ArrayList<>();
            List<Due> next = new ArrayList<>();
            boolean nextInPlay = false;
            int playOff = k;
            int from = 0;
            while (from < ranked.size()) {
                int to = from + 1;
                while (to < ranked.size() && points.get(ranked.get(to)).compareTo(points.get(ranked.get(from))) == 0) {
                    to++;
                }
                List<Integer> level = new ArrayList<>(ranked.subList(from, to));
                level.sort(Comparator.comparingInt(players::indexOf));
                if (level.size() == 1) {
                    order.add(level);
                } else {
                    Part rest = play(level, place + from, used, text, level.size() < players.size());
                    order.addAll(rest.order);
                    next.addAll(rest.due);
                    nextInPlay |= rest.inPlay;
                    playOff = Math.max(playOff, rest.playOff);
                }
                from = to;
            }
            return new Part(order, next, nextInPlay, playOff);
        }

        /** The round robin's games in order: Berger tables, a cycle for each game of a meeting, colours reversed each second cycle. */
        private static List<Due> schedule(int k, int each, List<Integer> players) {
            List<Due> list = new ArrayList<>();
            int n = players.size();
            for (int cycle = 0; cycle < each; cycle++) {
                for (int round = 1; round <= BergerTable.rounds(n); round++) {
                    for (int[] pair : BergerTable.round(n, round)) {
                        if (pair[0] > n || pair[1] > n) {
                            continue;
                        }
                        int a = players.get(pair[0] - 1);
                        int b = players.get(pair[1] - 1);
                        if (n == 2) {
                            // a mini-match: the higher placed has White first
                            a = players.get(0);
                            b = players.get(1);
                        }
                        list.add(cycle % 2 == 0 ? new Due(k, a, b) : new Due(k, b, a));
                    }
                }
            }
            return list;
        }

        /** Armageddon or golden games as a ladder from the lowest placed up. */
        private Part ladder(int k, boolean drawOdds, boolean golden, List<Integer> players, int place, Set<Integer> used,
                StringBuilder text) {
            boolean several = players.size() > 2;
            if (several) {
                text.append(", a ladder from the lowest placed up");
            }
            List<List<Integer>> below = new ArrayList<>();
            int current = players.get(players.size() - 1);
            for (int i = players.size() - 2; i >= 0; i--) {
                int higher = players.get(i);
                List<Game> played = games.between(k, higher, current);
                if (several) {
                    text.append(i == players.size() - 2 ? ": " : ", ").append(name.apply(higher)).append(" v ")
                            .append(name.apply(current));
                }
                if (played.stream().anyMatch(g -> g.result() == Result.IN_PLAY)) {
                    text.append(": in play");
                    return new Part(order(players, below), List.of(), true, k);
                }
                Integer winner = null;
                if (golden) {
                    for (Game g : played) {
                        winner = winner != null ? winner : decisive(g);
                    }
                    if (winner == null) {
                        text.append(played.isEmpty() ? ": due" : ": " + played.size() + " drawn, another game due");
                        boolean higherWhite = played.size() % 2 == 0;
                        return new Part(order(players, below), List.of(higherWhite ? new Due(k, higher, current)
                                : new Due(k, current, higher)), false, k);
                    }
                    int won = winner;
                    text.append(": decided in game ").append(played.indexOf(played.stream()
                            .filter(g -> decisive(g) != null && decisive(g) == won).findFirst().orElseThrow()) + 1);
                } else {
                    if (played.isEmpty()) {
                        text.append(": due");
                        return new Part(order(players, below), List.of(new Due(k, higher, current)), false, k);
                    }
                    Game g = played.get(played.size() - 1);
                    winner = g.result() == Result.DRAW && drawOdds ? Integer.valueOf(g.black()) : decisive(g);
                    text.append(g.result() == Result.DRAW ? (drawOdds ? ": drawn, Black's draw odds" : ": drawn") : ": won");
                    if (winner == null) {
                        // level again: everyone not yet placed goes on to the next play-off
                        List<Integer> level = new ArrayList<>(players.subList(0, i + 1));
                        level.add(current);
                        level.sort(Comparator.comparingInt(players::indexOf));
                        Part rest = play(level, place, used, text, several);
                        List<List<Integer>> order = new ArrayList<>(rest.order);
                        for (int j = below.size() - 1; j >= 0; j--) {
                            order.add(below.get(j));
                        }
                        return new Part(order, rest.due, rest.inPlay, Math.max(k, rest.playOff));
                    }
                    if (several && g.result() != Result.DRAW) {
                        text.append(" by ").append(name.apply(winner));
                    }
                }
                int loser = winner == higher ? current : higher;
                below.add(List.of(loser));
                current = winner;
            }
            List<List<Integer>> order = new ArrayList<>();
            order.add(List.of(current));
            for (int j = below.size() - 1; j >= 0; j--) {
                order.add(below.get(j));
            }
            return new Part(order, List.of(), false, k);
        }

        /** The players not yet placed as one group, in the standings' order, then those placed from below. */
        private static List<List<Integer>> order(List<Integer> players, List<List<Integer>> below) {
            List<Integer> open = new ArrayList<>(players);
            below.forEach(open::removeAll);
            List<List<Integer>> order = new ArrayList<>();
            order.add(open);
            for (int j = below.size() - 1; j >= 0; j--) {
                order.add(below.get(j));
            }
            return order;
        }

        private static Integer decisive(Game g) {
            return switch (g.result()) {
                case WHITE_WINS -> g.white();
                case BLACK_WINS -> g.black();
                default -> null;
            };
        }

        private void score(Game g, Map<Integer, BigDecimal> points) {
            switch (g.result()) {
                case WHITE_WINS -> {
                    points.merge(g.white(), scale.win(), BigDecimal::add);
                    points.merge(g.black(), scale.loss(), BigDecimal::add);
                }
                case BLACK_WINS -> {
                    points.merge(g.black(), scale.win(), BigDecimal::add);
                    points.merge(g.white(), scale.loss(), BigDecimal::add);
                }
                case DRAW -> {
                    points.merge(g.white(), scale.draw(), BigDecimal::add);
                    points.merge(g.black(), scale.draw(), BigDecimal::add);
                }
                default -> { }
            }
        }

        private static String plain(BigDecimal b) {
            return b.stripTrailingZeros().toPlainString();
        }
    }
}

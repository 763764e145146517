// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.rookery.engine.format.TeamMatchRules;

/**
 * Teams formed by grade (Newport, seed 002 and rules.md 3.3): entrants sorted by grade, team k
 * is the k-th highest with the k-th lowest (for larger teams the same idea snakes: 1..T, then
 * T..1). When the entrants do not divide into teams, the format's bye rule says who sits out:
 * the middle grade (rules.md 6.4), the lowest, or the organiser makes up the number. A rotating
 * bye passes each round to the next player nearest the middle (or the bottom) who has sat out
 * least; the player coming back takes the seat of the one going out, so every team keeps its
 * number and, since the two are nearest in grade, its strength. Formed once, by
 * {@link #form}; {@link #lineUp} gives any round's teams.
 *
 * @param teams the teams as formed for round 1
 * @param sittingOut who sits out in round 1, if anyone
 * @param rotation the order in which the bye passes on (empty when it does not rotate or nobody sits out)
 * @param explanation how the teams were formed, in words
 * @param boardOrder how each round's members are put on boards: by grade, or as listed
 *        (a captain's line-up)
 */
public record TeamFormation(List<Team> teams, List<TeamPlayer> sittingOut, List<TeamPlayer> rotation, String explanation,
        TeamMatchRules.BoardOrder boardOrder) {

    public TeamFormation {
        java.util.Objects.requireNonNull(boardOrder, "board order");
        teams = List.copyOf(teams);
        sittingOut = List.copyOf(sittingOut);
        rotation = List.copyOf(rotation);
    }

    /**
     * One round's teams: each team's members playing that round, strongest first (board order
     * by grade), and who sits out.
     *
     * @param round the round
     * @param members by team number (index 0 = team 1), strongest first
     * @param sittingOut who sits out this round
     * @param explanation who came in for whom, in words
     */
    public record RoundLineUp(int round, List<List<TeamPlayer>> members, List<TeamPlayer> sittingOut, String explanation) {
        public RoundLineUp {
            members = members.stream().map(List::copyOf).toList();
            sittingOut = List.copyOf(sittingOut);
        }
    }

    /**
     * Forms teams of {@code size} from {@code entrants}.
     *
     * @param organiser the organiser, when the bye rule says he makes up the number
     * @throws IllegalArgumentException when there are too few entrants, names repeat, or the
     *         organiser is needed but not given
     */
    public static TeamFormation form(List<TeamPlayer> entrants, int size, TeamMatchRules rules, Optional<TeamPlayer> organiser) {
        if (size < 1) {
            throw new IllegalArgumentException("team size " + size + " is below 1");
        }
        if (rules.formation() == TeamMatchRules.Formation.BY_ENTRY
                || rules.formation() == TeamMatchRules.Formation.BY_ORGANISER) {
            throw new IllegalArgumentException("the format says teams " + (rules.formation() == TeamMatchRules.Formation.BY_ENTRY
                    ? "enter as teams" : "are made up by the organiser") + ": give them to TeamFormation.entered");
        }
        unique(entrants);
        List<TeamPlayer> sorted = new ArrayList<>(entrants);
        sorted.sort(Comparator.comparingInt(TeamPlayer::grade).reversed().thenComparing(TeamPlayer::name));
        int extra = sorted.size() % size;
        TeamMatchRules.ByeRule bye = rules.bye().orElse(new TeamMatchRules.ByeRule(TeamMatchRules.ByeChoice.MIDDLE_GRADE, false));
        StringBuilder why = new StringBuilder();
        List<TeamPlayer> out = new ArrayList<>();
        List<TeamPlayer> rotation = new ArrayList<>();
        if (extra != 0 && bye.choice() == TeamMatchRules.ByeChoice.ORGANISER_PLAYS) {
            if (extra != size - 1) {
                throw new IllegalArgumentException(sorted.size() + " entrants leave " + extra + " over; the organiser alone cannot make up teams of " + size);
            }
            TeamPlayer o = organiser.orElseThrow(() -> new IllegalArgumentException(
                    "the entrants are odd and the format says the organiser plays: give the organiser's name and grade"));
            sorted.add(o);
            sorted.sort(Comparator.comparingInt(TeamPlayer::grade).reversed().thenComparing(TeamPlayer::name));
            why.append("The entrants are odd, so the organiser ").append(o.name()).append(" (").append(o.grade())
                    .append(") plays to make up the number. ");
            extra = 0;
        }
        if (sorted.size() - extra < 2 * size) {
            throw new IllegalArgumentException(entrants.size() + " entrants make fewer than two teams of " + size);
        }
        if (extra != 0) {
            List<TeamPlayer> order = byeOrderOfSorted(sorted, bye.choice());
            if (bye.rotating()) {
                rotation.addAll(order);
            }
            out.addAll(order.subList(0, extra));
            why.append(sorted.size()).append(" entrants do not make teams of ").append(size).append(", so ")
                    .append(names(out)).append(out.size() == 1 ? " sits" : " sit").append(" out, being ")
                    .append(bye.choice() == TeamMatchRules.ByeChoice.MIDDLE_GRADE ? "the middle grade" : "the lowest grade")
                    .append(bye.rotating() ? "; the bye then passes each round to the next nearest in grade who has sat out least. "
                            : ". ");
        }
        List<TeamPlayer> playing = new ArrayList<>(sorted);
        playing.removeAll(out);
        int count = playing.size() / size;
        List<List<TeamPlayer>> members = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            members.add(new ArrayList<>());
        }
        for (int i = 0; i < playing.size(); i++) {
            int lap = i / count;
            int pos = i % count;
            members.get(lap % 2 == 0 ? pos : count - 1 - pos).add(playing.get(i));
        }
        List<Team> teams = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            List<TeamPlayer> m = members.get(t);
            teams.add(new Team(t + 1, m.stream().map(TeamPlayer::name).collect(Collectors.joining(" & ")), m));
        }
        why.append(rules.formation() == TeamMatchRules.Formation.BY_RATING_BALANCE ? "Sorted by rating, " : "Sorted by grade, ");
        if (size == 2) {
            why.append("the highest graded is teamed with the lowest, the next highest with the next lowest: ");
        } else {
            why.append("players are dealt to the teams in a snake (1 to ").append(count).append(", then back), so each team has one strong and one weak player per pair of laps: ");
        }
        why.append(teams.stream().map(t -> "team " + t.number() + " " + t.members().stream()
                .map(p -> p.name() + " (" + p.grade() + ")").collect(Collectors.joining(" + ")) + " = "
                + t.members().stream().mapToInt(TeamPlayer::grade).sum()).collect(Collectors.joining("; ")));
        why.append(rules.boardOrder() == TeamMatchRules.BoardOrder.BY_GRADE ? ". The higher graded player of each team plays board 1."
                : ". Each team's line-up sets its board order.");
        return new TeamFormation(teams, out, rotation, why.toString(), rules.boardOrder());
    }

    /**
     * Teams that entered as teams, numbered in the order given; with board order by line-up
     * each team's members play the boards in the order listed.
     *
     * @throws IllegalArgumentException when teams differ in size, a name repeats, or there are fewer than two
     */
    public static TeamFormation entered(List<List<TeamPlayer>> entered, TeamMatchRules rules) {
        if (entered.size() < 2) {
            throw new IllegalArgumentException(entered.size() + " teams entered; a match needs two");
        }
        unique(entered.stream().flatMap(List::stream).toList());
        List<Team> teams = new ArrayList<>();
        for (int t = 0; t < entered.size(); t++) {
            List<TeamPlayer> m = entered.get(t);
            if (m.size() != entered.get(0).size()) {
                throw new IllegalArgumentException("team " + (t + 1) + " has " + m.size() + " players, team 1 has " + entered.get(0).size());
            }
            teams.add(new Team(t + 1, m.stream().map(TeamPlayer::name).collect(Collectors.joining(" & ")), m));
        }
        return new TeamFormation(teams, List.of(), List.of(), teams.size() + " teams as entered"
                + (rules.boardOrder() == TeamMatchRules.BoardOrder.BY_GRADE ? ", boards by grade" : ", boards in line-up order"),
                rules.boardOrder());
    }

    private static void unique(List<TeamPlayer> players) {
        Set<String> names = new HashSet<>();
        for (TeamPlayer p : players) {
            if (!names.add(p.name())) {
                throw new IllegalArgumentException("player " + p.name() + " is entered twice");
            }
        }
    }

    /** The teams and who sits out in {@code round}. */
    public RoundLineUp lineUp(int round) {
        if (round < 1) {
            throw new IllegalArgumentException("round " + round + " is before round 1");
        }
        Map<TeamPlayer, Integer> seat = new HashMap<>();
        for (Team t : teams) {
            for (TeamPlayer p : t.members()) {
                seat.put(p, t.number());
            }
        }
        List<TeamPlayer> out = new ArrayList<>(sittingOut);
        String why = round == 1 || rotation.isEmpty() ? (out.isEmpty() ? "" : names(out) + " sits out")
                : "";
        if (!rotation.isEmpty() && out.size() == 1) {
            TeamPlayer previous = out.get(0);
            for (int r = 2; r <= round; r++) {
                TeamPlayer next = rotation.get((r - 1) % rotation.size());
                if (next.equals(previous)) {
                    continue;
                }
                int team = seat.remove(next);
                seat.put(previous, team);
                if (r == round) {
                    why = next.name() + " sits out; " + previous.name() + " comes back in his place in team " + team;
                }
                previous = next;
            }
            out = List.of(previous);
        }
        List<List<TeamPlayer>> members = new ArrayList<>();
        for (Team t : teams) {
            List<TeamPlayer> m = new ArrayList<>(t.members());
            m.removeIf(p -> seat.get(p) == null || seat.get(p) != t.number());
            seat.forEach((p, team) -> {
                if (team == t.number() && !m.contains(p)) {
                    m.add(p); // a player back from the bye takes the seat's place at the end of the list
                }
            });
            if (boardOrder == TeamMatchRules.BoardOrder.BY_GRADE) {
                m.sort(Comparator.comparingInt(TeamPlayer::grade).reversed().thenComparing(TeamPlayer::name));
            }
            members.add(m);
        }
        return new RoundLineUp(round, members, out, why);
    }

    /**
     * The order in which a rotating bye passes among {@code entrants} (all of them, playing or
     * not): the middle grade and outward, or the lowest and upward, as {@code choice} says.
     */
    public static List<TeamPlayer> byeOrder(List<TeamPlayer> entrants, TeamMatchRules.ByeChoice choice) {
        List<TeamPlayer> sorted = new ArrayList<>(entrants);
        sorted.sort(Comparator.comparingInt(TeamPlayer::grade).reversed().thenComparing(TeamPlayer::name));
        return byeOrderOfSorted(sorted, choice);
    }

    /** Who sits out first, second, ...: the middle grade and outward (the next lower first), or the lowest and upward. */
    private static List<TeamPlayer> byeOrderOfSorted(List<TeamPlayer> sorted, TeamMatchRules.ByeChoice choice) {
        List<TeamPlayer> order = new ArrayList<>();
        int n = sorted.size();
        if (choice == TeamMatchRules.ByeChoice.LOWEST_GRADE) {
            for (int i = n - 1; i >= 0; i--) {
                order.add(sorted.get(i));
            }
            return order;
        }
        int middle = n / 2;
        order.add(sorted.get(middle));
        for (int d = 1; order.size() < n; d++) {
            if (middle + d < n) {
                order.add(sorted.get(middle + d));
            }
            if (middle - d >= 0) {
                order.add(sorted.get(middle - d));
            }
        }
        return order;
    }

    private static String names(List<TeamPlayer> players) {
        return players.stream().map(p -> p.name() + " (" + p.grade() + ")").collect(Collectors.joining(", "));
    }
}

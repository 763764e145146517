// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.rookery.engine.pairing.Side;

/**
 * Why a bracket was paired as it was, found by comparing the pairing the matching chose with the
 * first candidate the rules try (C.04.3 B: the moved-down players against the residents in
 * order, then S1 against S2 in order, the lowest-ranked players floating down) under the same
 * criteria the edge weights encode. The first criterion, in the rules' order, on which the
 * chosen pairing does better is the one that decided.
 */
final class Reasons {

    private Reasons() {
    }

    /**
     * The first candidate the rules try with as many pairs as were chosen.
     *
     * @param pairs its pairs, each {higher-ranked, lower-ranked}
     * @param floaters the bracket's players it leaves unpaired, in rank order
     */
    record Candidate(List<PlayerState[]> pairs, List<PlayerState> floaters) {

        boolean hasPair(PlayerState a, PlayerState b) {
            for (PlayerState[] p : pairs) {
                if ((p[0].equals(a) && p[1].equals(b)) || (p[0].equals(b) && p[1].equals(a))) {
                    return true;
                }
            }
            return false;
        }

        /** The player {@code a} meets in this candidate, or null when it floats. */
        PlayerState partner(PlayerState a) {
            for (PlayerState[] p : pairs) {
                if (p[0].equals(a)) {
                    return p[1];
                }
                if (p[1].equals(a)) {
                    return p[0];
                }
            }
            return null;
        }

        boolean samePairsAs(List<PlayerState[]> chosen) {
            if (chosen.size() != pairs.size()) {
                return false;
            }
            for (PlayerState[] p : chosen) {
                if (!hasPair(p[0], p[1])) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * The deciding criterion.
     *
     * @param rule e.g. {@code C.04.3 C.10}
     * @param text why the first candidate was not taken, in plain words
     */
    record Decision(String rule, String text) {
    }

    /** The first candidate for a bracket (in rank order) when {@code chosen} are the pairs made. */
    static Candidate natural(List<PlayerState> bracket, Set<PlayerState> mdps, List<PlayerState[]> chosen,
            Comparator<PlayerState> rank) {
        List<PlayerState> movedDown = new ArrayList<>();
        List<PlayerState> residents = new ArrayList<>();
        for (PlayerState p : bracket) {
            (mdps.contains(p) ? movedDown : residents).add(p);
        }
        movedDown.sort(rank);
        residents.sort(rank);
        int m1 = 0;
        for (PlayerState[] p : chosen) {
            if (mdps.contains(p[0]) != mdps.contains(p[1])) {
                m1++;
            }
        }
        m1 = Math.min(m1, Math.min(movedDown.size(), residents.size()));
        List<PlayerState[]> pairs = new ArrayList<>();
        for (int i = 0; i < m1; i++) {
            pairs.add(new PlayerState[] {movedDown.get(i), residents.get(i)});
        }
        List<PlayerState> rest = residents.subList(m1, residents.size());
        int p2 = Math.min(chosen.size() - m1, rest.size() / 2);
        for (int i = 0; i < p2; i++) {
            pairs.add(new PlayerState[] {rest.get(i), rest.get(p2 + i)});
        }
        List<PlayerState> floaters = new ArrayList<>(movedDown.subList(m1, movedDown.size()));
        floaters.addAll(rest.subList(2 * p2, rest.size()));
        floaters.sort(rank);
        return new Candidate(pairs, floaters);
    }

    /** Whether C.1 (unless rematches are allowed) or C.3 forbids the two to meet. */
    static boolean forbidden(PlayerState a, PlayerState b, boolean rematchesAllowed) {
        if (!rematchesAllowed && a.opponents().contains(b.id())) {
            return true;
        }
        return a.absoluteConflict(b);
    }

    /** A pair of the first candidate that C.1 or C.3 forbids. */
    static Decision absolute(PlayerState a, PlayerState b, boolean rematchesAllowed, boolean forbidden) {
        if (forbidden) {
            return new Decision("C.04.3 C.1", "the first candidate pairs " + a.id() + " with " + b.id()
                    + ", but the organiser forbade that pair (treated like a rematch, C.1)");
        }
        if (!rematchesAllowed && a.opponents().contains(b.id())) {
            return new Decision("C.04.3 C.1", "the first candidate pairs " + a.id() + " with " + b.id()
                    + ", but they have already met (C.1 no rematch)");
        }
        return new Decision("C.04.3 C.3", "the first candidate pairs " + a.id() + " with " + b.id()
                + ", but both must have " + side(a.preference().colour())
                + " (C.3: players with the same absolute colour preference do not meet)");
    }

    /** The first candidate would give the bye to a player C.2 rules out. */
    static Decision bye(PlayerState p) {
        return new Decision("C.04.3 C.2", "the first candidate leaves " + p.id() + " for the bye, but " + p.id()
                + " already had the pairing-allocated bye or a forfeit win (C.2)");
    }

    /** With the first candidate's floaters the others of the bracket cannot all be paired. */
    static Decision absoluteFloaters(List<PlayerState> floaters) {
        return new Decision("C.04.3 C.1", "with " + list(floaters.stream().map(PlayerState::id).toList())
                + " floating down, the others of the bracket cannot all be paired without a rematch or a forbidden"
                + " pair (C.1) or two players with the same absolute colour preference meeting (C.3)");
    }

    /** The first candidate leaves the rest of the round unpairable. */
    static Decision completion() {
        return new Decision("C.04.3 C.4", "with the first candidate's floaters the rest of the round could not be"
                + " paired (C.4 completion)");
    }

    /** None of the criteria tells the two apart: the rules' order of candidates decided. */
    static Decision order() {
        return new Decision("C.04.3 B", "no criterion prefers either; the rules' order of transpositions and"
                + " exchanges decides");
    }

    /**
     * The criterion of weight field {@code field} (the pairer's field numbers) decided: the chosen
     * pairing does better on it than {@code natural}, which {@code first} names in the text.
     */
    static Decision quality(int field, Candidate natural, List<PlayerState[]> chosen, boolean initialWhite,
            String first) {
        return switch (field) {
            case 0 -> completion();
            case 1 -> new Decision("C.04.3 C.5", "C.5 maximises the pairs: " + first + " makes fewer");
            case 2 -> new Decision("C.04.3 C.6", "C.6 minimises the score differences: the moved-down players with"
                    + " the highest scores meet first, which " + first + " does not");
            case 3, 4 -> new Decision("C.04.3 C.7", "C.7: these floaters leave the next score group more pairs or"
                    + " smaller score differences than " + first + "'s");
            case 5 -> new Decision("C.04.3 C.8", "C.8 minimises the topscorers and their opponents whose colour"
                    + " difference goes past 2; " + first + " has more");
            case 6 -> new Decision("C.04.3 C.9", "C.9 minimises the topscorers and their opponents who get the same"
                    + " colour three times running; " + first + " has more");
            case 7 -> new Decision("C.04.3 C.10", "C.10 minimises the players who do not get their colour preference: "
                    + first + " leaves " + unmet(natural.pairs(), initialWhite, false) + " without it, this pairing "
                    + unmet(chosen, initialWhite, false));
            case 8 -> new Decision("C.04.3 C.11", "C.11 minimises the players who do not get a strong colour"
                    + " preference: " + first + " leaves " + unmet(natural.pairs(), initialWhite, true)
                    + " without it, this pairing " + unmet(chosen, initialWhite, true));
            case 9 -> new Decision("C.04.3 C.12", "C.12 minimises the players who float down again after floating"
                    + " down in the previous round" + floated(natural.floaters(), 1, -1));
            case 10 -> new Decision("C.04.3 C.13", "C.13 minimises the players who float up again after floating up"
                    + " in the previous round; " + first + " has more");
            case 11 -> new Decision("C.04.3 C.14", "C.14 minimises the players who float down again after floating"
                    + " down two rounds before" + floated(natural.floaters(), 2, -1));
            case 12 -> new Decision("C.04.3 C.15", "C.15 minimises the players who float up again after floating up"
                    + " two rounds before; " + first + " has more");
            case 13 -> new Decision("C.04.3 C.16", "C.16 minimises the score differences of players who float down"
                    + " again after the previous round; " + first + "'s are larger");
            case 14 -> new Decision("C.04.3 C.17", "C.17 minimises the score differences of players who float up"
                    + " again after the previous round; " + first + "'s are larger");
            case 15 -> new Decision("C.04.3 C.18", "C.18 minimises the score differences of players who float down"
                    + " again after two rounds; " + first + "'s are larger");
            case 16 -> new Decision("C.04.3 C.19", "C.19 minimises the score differences of players who float up"
                    + " again after two rounds; " + first + "'s are larger");
            default -> order();
        };
    }

    /** The players of these pairs who do not get their (strong) colour preference, e.g. "2 (5, 8)". */
    static String unmet(List<PlayerState[]> pairs, boolean initialWhite, boolean strongOnly) {
        List<Integer> who = new ArrayList<>();
        for (PlayerState[] p : pairs) {
            for (PlayerState x : unmetIn(p[0], p[1], initialWhite)) {
                if (!strongOnly || x.preference().atLeastStrong()) {
                    who.add(x.id());
                }
            }
        }
        who.sort(null);
        return who.size() + (who.isEmpty() ? "" : " (" + list(who) + ")");
    }

    /** Who of the pair does not get the colour preferred, with the colours as allocated. */
    static List<PlayerState> unmetIn(PlayerState a, PlayerState b, boolean initialWhite) {
        PlayerState high = DutchPairer.RANK.compare(a, b) <= 0 ? a : b;
        PlayerState low = high == a ? b : a;
        Side hs = high.colourAsHigher(low, initialWhite);
        List<PlayerState> out = new ArrayList<>();
        if (high.preference().unmetBy(hs)) {
            out.add(high);
        }
        if (low.preference().unmetBy(hs.opposite())) {
            out.add(low);
        }
        return out;
    }

    private static String floated(List<PlayerState> floaters, int back, int direction) {
        Set<Integer> who = new HashSet<>();
        for (PlayerState f : floaters) {
            if (f.floatAgo(back) == direction) {
                who.add(f.id());
            }
        }
        if (who.isEmpty()) {
            return "";
        }
        return ", and " + list(who.stream().sorted().toList()) + (who.size() == 1 ? " has" : " have")
                + " already floated down " + (back == 1 ? "in the previous round" : "two rounds before");
    }

    /** Pairing numbers for a sentence, the first eight of a long list. */
    static String list(List<Integer> ids) {
        String head = ids.stream().limit(8).map(String::valueOf).collect(Collectors.joining(", "));
        return ids.size() > 8 ? head + " and " + (ids.size() - 8) + " more" : head;
    }

    static String side(Side s) {
        return s == Side.WHITE ? "White" : s == Side.BLACK ? "Black" : "either colour";
    }
}

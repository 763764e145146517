// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.pairing.RoundPairing;

/** Collects the reason for every pair, float and bye in plain words. */
final class Explainer {

    private final List<RoundPairing.Explanation> explanations = new ArrayList<>();
    private final boolean initialWhite;
    private final boolean rematchesAllowed;
    private Reasons.Decision lastDecision;
    private Reasons.Candidate lastNatural;

    /** Whether the organiser forbade two players (by id) to meet. */
    private final java.util.function.BiPredicate<Integer, Integer> organiserForbids;

    Explainer(boolean initialWhite, boolean rematchesAllowed,
            java.util.function.BiPredicate<Integer, Integer> organiserForbids) {
        this.initialWhite = initialWhite;
        this.rematchesAllowed = rematchesAllowed;
        this.organiserForbids = organiserForbids;
    }

    List<RoundPairing.Explanation> explanations() {
        return List.copyOf(explanations);
    }

    /**
     * The reasons for one bracket's pairs and floaters.
     *
     * @param natural the first candidate the rules try
     * @param why why the chosen pairing is not that candidate, null when it is
     * @param last whether this is the lowest bracket (its floater gets the bye instead)
     */
    void bracket(List<PlayerState> bracket, List<PlayerState> mdps, List<PlayerState[]> pairs,
            List<PlayerState> floaters, long score, boolean last, Reasons.Candidate natural, Reasons.Decision why) {
        String group = "score group " + points(score);
        for (PlayerState[] p : pairs) {
            PlayerState a = p[0];
            PlayerState b = p[1];
            PlayerState high = DutchPairer.RANK.compare(a, b) <= 0 ? a : b;
            PlayerState low = high == a ? b : a;
            StringBuilder text = new StringBuilder();
            if (high.score() == low.score()) {
                text.append(high.id()).append(" v ").append(low.id()).append(": paired within ").append(group);
            } else {
                text.append(high.id()).append(" (").append(points(high.score())).append(") v ").append(low.id())
                        .append(" (").append(points(low.score())).append("): ").append(high.id())
                        .append(" moved down into ").append(group);
            }
            String rule;
            if (why == null || natural.hasPair(high, low)) {
                text.append("; the first pair the rules try (")
                        .append(high.score() == low.score() ? "S1 against S2 in order" : "moved-down players first, against the residents in order")
                        .append(")");
                rule = high.score() == low.score() ? "C.04.3 C.5" : "C.04.3 C.6";
            } else {
                Reasons.Decision own = ownAbsolute(natural, high, low);
                Reasons.Decision d = own != null ? own : why;
                text.append(" instead of ").append(firstPartners(natural, high, low)).append(": ").append(d.text());
                if (own == null && (why.rule().endsWith("C.1") || why.rule().endsWith("C.3"))) {
                    text.append("; the rules go on through transpositions and exchanges to the first candidate that"
                            + " meets the criteria as well as any");
                }
                rule = d.rule();
            }
            for (PlayerState x : Reasons.unmetIn(high, low, initialWhite)) {
                text.append("; ").append(x.id()).append(" does not get its colour preference (")
                        .append(Reasons.side(x.preference().colour()))
                        .append("): C.10 keeps such players as few as the criteria before it allow");
            }
            explanations.add(new RoundPairing.Explanation(List.of(high.id(), low.id()), rule, text.toString()));
        }
        if (last) {
            lastDecision = why;
            lastNatural = natural;
            return;
        }
        int oddness = bracket.size() % 2;
        for (PlayerState f : floaters) {
            StringBuilder text = new StringBuilder(f.id() + " floats down from " + group + ": ");
            if (oddness == 1 && floaters.size() == 1) {
                text.append(group).append(" has an odd number of players (").append(bracket.size())
                        .append("), so C.5 leaves one unpaired");
            } else {
                text.append("no pairing of more of its players meets C.1 (no rematch or forbidden pair), C.3"
                        + " (absolute colours) and C.4 (the rest of the round can still be paired), so C.5 leaves ")
                        .append(floaters.size())
                        .append(" unpaired");
            }
            String rule = "C.04.3 C.5";
            if (why != null && !natural.floaters().contains(f)) {
                text.append("; ").append(f.id()).append(" rather than ")
                        .append(Reasons.list(natural.floaters().stream().map(PlayerState::id).toList()))
                        .append(" (the lowest-ranked): ").append(why.text());
                rule = why.rule();
            } else {
                text.append("; the rules let the lowest-ranked float");
            }
            explanations.add(new RoundPairing.Explanation(List.of(f.id()), rule, text.toString()));
        }
    }

    /** C.1 or C.3 ruling out the first candidate's partner of {@code high} or of {@code low}, or null. */
    private Reasons.Decision ownAbsolute(Reasons.Candidate natural, PlayerState high, PlayerState low) {
        for (PlayerState x : new PlayerState[] {high, low}) {
            PlayerState other = natural.partner(x);
            if (other == null) {
                continue;
            }
            boolean organiser = organiserForbids.test(x.id(), other.id());
            if (organiser || Reasons.forbidden(x, other, rematchesAllowed)) {
                return Reasons.absolute(x, other, rematchesAllowed, organiser);
            }
        }
        return null;
    }

    /** "3 meeting 7 and 5 meeting 9 first", naming the first candidate's partners of the two. */
    private static String firstPartners(Reasons.Candidate natural, PlayerState high, PlayerState low) {
        List<String> parts = new ArrayList<>();
        for (PlayerState x : new PlayerState[] {high, low}) {
            PlayerState other = natural.partner(x);
            parts.add(x.id() + (other == null ? " floating down" : " meeting " + other.id()));
        }
        return String.join(" and ", parts) + " (the first candidate)";
    }

    void bye(PlayerState p, List<PlayerState> all) {
        String text = p.id() + " gets the pairing-allocated bye: the number of players is odd and " + p.id()
                + " is left over in the lowest bracket; C.2 rules out anyone who already had the bye or a forfeit win";
        String rule = "C.04.3 C.2";
        if (lastDecision != null && !lastNatural.floaters().contains(p)) {
            text += "; " + p.id() + " rather than " + Reasons.list(lastNatural.floaters().stream().map(PlayerState::id).toList())
                    + " (the lowest-ranked): " + lastDecision.text();
            rule = lastDecision.rule();
        }
        explanations.add(new RoundPairing.Explanation(List.of(p.id()), rule, text));
    }

    static String points(long hundredths) {
        BigDecimal d = BigDecimal.valueOf(hundredths, 2).stripTrailingZeros();
        String whole = d.setScale(0, java.math.RoundingMode.DOWN).toPlainString();
        BigDecimal frac = d.subtract(new BigDecimal(whole));
        if (frac.compareTo(new BigDecimal("0.5")) == 0) {
            return (whole.equals("0") ? "" : whole) + "½";
        }
        return d.toPlainString();
    }
}

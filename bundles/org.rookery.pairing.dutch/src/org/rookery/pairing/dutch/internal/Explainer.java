// SPDX-License-Identifier: EPL-2.0
package org.rookery.pairing.dutch.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.rookery.engine.pairing.RoundPairing;

/** Collects the reason for every pair, float and bye in plain words. */
final class Explainer {

    private final List<RoundPairing.Explanation> explanations = new ArrayList<>();

    List<RoundPairing.Explanation> explanations() {
        return List.copyOf(explanations);
    }

    void bracket(List<PlayerState> bracket, List<PlayerState> mdps, List<PlayerState[]> pairs,
            List<PlayerState> floaters, long score, boolean last) {
        String group = "score group " + points(score);
        for (PlayerState[] p : pairs) {
            PlayerState a = p[0];
            PlayerState b = p[1];
            if (a.score() == b.score()) {
                explanations.add(new RoundPairing.Explanation(List.of(a.id(), b.id()), "C.04.3 C.5",
                        a.id() + " v " + b.id() + ": paired within " + group
                                + "; S1 against S2 in the order of the rules, after C.1 (no rematch) and the"
                                + " colour and float criteria"));
            } else {
                PlayerState high = a.score() > b.score() ? a : b;
                PlayerState low = high == a ? b : a;
                explanations.add(new RoundPairing.Explanation(List.of(high.id(), low.id()), "C.04.3 C.6",
                        high.id() + " (" + points(high.score()) + ") v " + low.id() + " (" + points(low.score())
                                + "): " + high.id() + " moved down into " + group
                                + "; C.6 pairs the moved-down players with the highest scores first"));
            }
        }
        if (last) {
            return;
        }
        int oddness = bracket.size() % 2;
        for (PlayerState f : floaters) {
            String why;
            if (oddness == 1 && floaters.size() == 1) {
                why = group + " has an odd number of players (" + bracket.size()
                        + "); C.5 maximises the pairs and C.6 minimises the score difference";
            } else {
                why = "no pairing of " + group + " with more pairs meets C.1 (no rematch), C.3 (absolute colours)"
                        + " and C.4 (the rest of the round can still be paired)";
            }
            explanations.add(new RoundPairing.Explanation(List.of(f.id()), "C.04.3 C.5",
                    f.id() + " floats down from " + group + ": " + why));
        }
    }

    void bye(PlayerState p, List<PlayerState> all) {
        explanations.add(new RoundPairing.Explanation(List.of(p.id()), "C.04.3 C.2",
                p.id() + " gets the pairing-allocated bye: the number of players is odd and " + p.id()
                        + " is left over in the lowest bracket; C.2 rules out anyone who already had the bye"
                        + " or a forfeit win"));
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

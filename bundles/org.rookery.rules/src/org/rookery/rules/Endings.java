// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The ways a game of a variant can end under its options: which terminations can have a winner
 * and which can be drawn. {@link Rules#endings()} derives it from what the variant declares (its
 * {@link EndRules}, agreements, crowning squares, revenge limit and mate-material test) plus what
 * the variant adds for its own endings ({@link Rules.Builder#alsoEnds}), so that whoever records
 * results (the tournament engine's fact checks) can refuse what the game cannot produce without
 * knowing any variant: Giraffe chess has no draws at all (rules.md §1.7), Exchange no agreed draw
 * (§3.2), shogi no fifty-move draw (§4.1).
 *
 * @param decisive the terminations that can end a game with a winner
 * @param drawn the terminations that can end a game drawn
 */
public record Endings(Set<Termination> decisive, Set<Termination> drawn) {

    public Endings {
        decisive = Set.copyOf(decisive);
        drawn = Set.copyOf(drawn);
    }

    /** Whether a game can end by {@code termination}, drawn when {@code draw}, else with a winner. */
    public boolean allows(Termination termination, boolean draw) {
        Objects.requireNonNull(termination, "termination");
        return (draw ? drawn : decisive).contains(termination);
    }

    /** Whether the game can be drawn at all. */
    public boolean hasDraws() {
        return !drawn.isEmpty();
    }

    /** These endings and the given ones. */
    public Endings with(Set<Termination> moreDecisive, Set<Termination> moreDrawn) {
        Set<Termination> d = union(decisive, moreDecisive);
        Set<Termination> n = union(drawn, moreDrawn);
        return new Endings(d, n);
    }

    /** The drawn terminations in their declaration order, as words ("repetition, fifty moves"), or "none". */
    public String drawnWords() {
        return words(drawn);
    }

    /** The decisive terminations in their declaration order, as words, or "none". */
    public String decisiveWords() {
        return words(decisive);
    }

    /** A termination as prose: {@code FIFTY_MOVES} is "fifty moves". */
    public static String word(Termination termination) {
        return termination.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String words(Set<Termination> set) {
        List<String> out = new ArrayList<>();
        for (Termination t : Termination.values()) {
            if (set.contains(t)) {
                out.add(word(t));
            }
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }

    private static Set<Termination> union(Set<Termination> a, Set<Termination> b) {
        EnumSet<Termination> s = EnumSet.noneOf(Termination.class);
        s.addAll(a);
        s.addAll(b);
        return s;
    }
}

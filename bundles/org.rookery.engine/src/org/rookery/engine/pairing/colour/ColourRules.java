// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.pairing.colour;

import java.util.Objects;

import org.rookery.engine.pairing.Side;
import org.rookery.engine.pairing.colour.ColourPreference.Strength;

/**
 * Who of a pair gets White, by the colour allocation rules of the FIDE Dutch system (C.04.3
 * E.1 to E.5), applied in order until one decides:
 *
 * <ol>
 * <li>E.1: grant both colour preferences (one wants White, the other Black, or only one wants a
 * colour);</li>
 * <li>E.2: grant the stronger preference; of two absolute ones (possible between topscorers,
 * A.7), the one of the wider colour difference;</li>
 * <li>E.3: alternate from the latest round in which one had White and the other Black, reading
 * each player's games played back from the latest (unplayed rounds have no colour);</li>
 * <li>E.4: grant the higher-ranked player's preference;</li>
 * <li>E.5: the higher-ranked player gets the initial colour when his pairing number is odd, the
 * other colour when it is even ({@link #initialColour}).</li>
 * </ol>
 *
 * The caller says who is the higher-ranked of the two (higher score, then the engine's own
 * order) and passes the colour E.5 gives him, so that an engine with its own initial-colour
 * rule (the built-in Swiss alternates down the boards) uses E.1 to E.4 unchanged.
 */
public final class ColourRules {

    /** The low bit of a decision: the higher-ranked player has White; the rest is the rule's ordinal. */
    private static final int WHITE_FOR_HIGHER = 1;

    private ColourRules() {
    }

    /** The article that decided a pair's colours. */
    public enum Rule {
        /** Both preferences granted. */
        E1("C.04.3 E.1"),
        /** The stronger preference granted (or, of two absolute ones, the wider colour difference). */
        E2("C.04.3 E.2"),
        /** Colours alternated from the latest round in which the two had different colours. */
        E3("C.04.3 E.3"),
        /** The higher-ranked player's preference granted. */
        E4("C.04.3 E.4"),
        /** The initial colour by the higher-ranked player's pairing number. */
        E5("C.04.3 E.5");

        private final String article;

        Rule(String article) {
            this.article = article;
        }

        /** The article's number in the FIDE Handbook, e.g. {@code C.04.3 E.3}. */
        public String article() {
            return article;
        }
    }

    private static final Rule[] RULES = Rule.values();

    /**
     * A pair's colours and the rule that decided them.
     *
     * @param higher the higher-ranked player's colour, WHITE or BLACK
     * @param rule the article that decided
     */
    public record Allocation(Side higher, Rule rule) {

        public Allocation {
            if (higher != Side.WHITE && higher != Side.BLACK) {
                throw new IllegalArgumentException("a pair's higher-ranked player gets White or Black, not " + higher);
            }
            Objects.requireNonNull(rule, "rule");
        }

        /** The lower-ranked player's colour. */
        public Side lower() {
            return higher.opposite();
        }
    }

    /**
     * The colour of {@code high}, the higher-ranked of the two, by E.1 to E.5. The same decision
     * as {@link #allocate}, without building the answer: the Dutch engine asks it for every
     * edge of its matchings.
     *
     * @param initial the colour E.5 gives {@code high} when nothing else decides
     */
    public static Side forHigher(ColourHistory high, ColourHistory low, Side initial) {
        return (decide(high, low, initial) & WHITE_FOR_HIGHER) != 0 ? Side.WHITE : Side.BLACK;
    }

    /**
     * The colours of a pair and the rule that decided them (E.1 to E.5, the first that decides).
     *
     * @param initial the colour E.5 gives {@code high} when nothing else decides, WHITE or BLACK
     */
    public static Allocation allocate(ColourHistory high, ColourHistory low, Side initial) {
        int decision = decide(high, low, initial);
        return new Allocation((decision & WHITE_FOR_HIGHER) != 0 ? Side.WHITE : Side.BLACK,
                RULES[decision >> 1]);
    }

    private static int decision(Side higher, Rule rule) {
        return rule.ordinal() << 1 | (higher == Side.WHITE ? WHITE_FOR_HIGHER : 0);
    }

    /** E.1 to E.5 in order, as {@link #decision}: the higher-ranked player's colour and the rule. */
    private static int decide(ColourHistory high, ColourHistory low, Side initial) {
        ColourPreference hp = high.preference();
        ColourPreference lp = low.preference();
        // E.1: both preferences can be granted.
        if (hp.exists() && lp.exists() && hp.colour() != lp.colour()) {
            return decision(hp.colour(), Rule.E1);
        }
        if (hp.exists() && !lp.exists()) {
            return decision(hp.colour(), Rule.E1);
        }
        if (!hp.exists() && lp.exists()) {
            return decision(lp.colour().opposite(), Rule.E1);
        }
        if (hp.exists()) {
            // E.2: the stronger preference; of two absolute ones, the wider colour difference.
            int stronger = hp.strength().compareTo(lp.strength());
            if (stronger != 0) {
                return decision(stronger > 0 ? hp.colour() : lp.colour().opposite(), Rule.E2);
            }
            if (hp.strength() == Strength.ABSOLUTE) {
                int hd = Math.abs(high.difference());
                int ld = Math.abs(low.difference());
                if (hd != ld) {
                    return decision(hd > ld ? hp.colour() : lp.colour().opposite(), Rule.E2);
                }
            }
        }
        // E.3: alternate from the latest time the two had different colours.
        Side alternated = alternation(high, low);
        if (alternated != Side.NONE) {
            return decision(alternated, Rule.E3);
        }
        // E.4: the higher-ranked player's preference.
        if (hp.exists()) {
            return decision(hp.colour(), Rule.E4);
        }
        // E.5: the initial colour.
        if (initial != Side.WHITE && initial != Side.BLACK) {
            throw new IllegalArgumentException("the initial colour must be White or Black, not " + initial);
        }
        return decision(initial, Rule.E5);
    }

    /**
     * E.3: the colour {@code high} gets by alternating from the latest round in which one of the
     * two had White and the other Black, walking back through each one's games played (the
     * latest game of each, then the one before, and so on); {@link Side#NONE} when their games
     * never differed (the shorter sequence ends first).
     */
    public static Side alternation(ColourHistory high, ColourHistory low) {
        Side[] hc = high.played();
        Side[] lc = low.played();
        for (int i = hc.length - 1, j = lc.length - 1; i >= 0 && j >= 0; i--, j--) {
            if (hc[i] != lc[j]) {
                return hc[i].opposite();
            }
        }
        return Side.NONE;
    }

    /**
     * E.5: the colour of the higher-ranked player when nothing else decides: the initial colour
     * (drawn or chosen before round 1) for an odd pairing number, the other one for an even one.
     */
    public static Side initialColour(int pairingNumber, Side initial) {
        if (initial != Side.WHITE && initial != Side.BLACK) {
            throw new IllegalArgumentException("the initial colour must be White or Black, not " + initial);
        }
        return pairingNumber % 2 == 1 ? initial : initial.opposite();
    }
}

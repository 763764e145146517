// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.game;

import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

import org.rookery.rules.PieceType;
import org.rookery.rules.Rules;
import org.rookery.rules.Variant;
import org.rookery.rules.VariantOptions;

/**
 * A format's game bound to the rules engine: the variant found in the registry, the option values
 * the format gives it and the rules built from them. Made by {@link GameBridge}; everything that
 * plays or judges a game of the format uses these rules.
 *
 * @param variant the variant, found by the format's variant id
 * @param options every option of the variant, with the format's values
 * @param rules the rules built from {@code options}
 */
public record BoundGame(Variant variant, VariantOptions options, Rules rules) {

    public BoundGame {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(rules, "rules");
    }

    /** The letters of the variant's piece types as formats write them ({@code +} first for a promoted type). */
    public Set<String> pieceLetters() {
        Set<String> letters = new LinkedHashSet<>();
        for (PieceType t : rules.pieceTypes()) {
            letters.add(letter(t));
        }
        return letters;
    }

    /** The letter of the royal piece (the king), which is never captured in a scored game. */
    public String royalLetter() {
        return letter(rules.royalType());
    }

    /** The letter a format uses for a piece type. */
    public static String letter(PieceType type) {
        return (type.promoted() ? "+" : "") + type.letter();
    }
}

// SPDX-License-Identifier: EPL-2.0
package org.rookery.rules;

import java.util.Set;

/**
 * A kind of piece in a variant: its name, its notation letter, how it moves and what it is.
 * Promoted forms are types of their own with {@code promoted} set and the same letter as the
 * way notation writes them: Exchange's promoted queen is {@code Q} with {@code promoted} (FEN
 * {@code Q~}), a shogi tokin is {@code P} with {@code promoted} (SFEN {@code +P}). Which base type
 * a promoted type reverts to is the variant's business ({@link Rules#unpromoted(PieceType)}).
 *
 * @param name a readable name ("giraffe")
 * @param letter the upper-case letter notation uses for it
 * @param promoted whether this is a promoted form
 * @param movement how it moves and captures
 * @param traits what else the rules need to know about it
 */
public record PieceType(String name, char letter, boolean promoted, Movement movement, Set<Trait> traits) {

    /** Rule-relevant properties of a piece type. */
    public enum Trait {
        /** The piece that must not be left in check; exactly one per side. */
        ROYAL,
        /** Double-steps from its initial ranks, can be taken en passant, written without letter in SAN. */
        PAWN
    }

    public PieceType {
        if (letter < 'A' || letter > 'Z') {
            throw new IllegalArgumentException("piece letter must be an upper-case letter: '" + letter + "'");
        }
        traits = Set.copyOf(traits);
    }

    /** A plain unpromoted type. */
    public static PieceType of(String name, char letter, String betza, Trait... traits) {
        return new PieceType(name, letter, false, Movement.parse(betza), Set.of(traits));
    }

    /** A promoted form written with the given letter. */
    public static PieceType promoted(String name, char letter, String betza) {
        return new PieceType(name, letter, true, Movement.parse(betza), Set.of());
    }

    /** Whether the type has the trait. */
    public boolean is(Trait trait) {
        return traits.contains(trait);
    }

    @Override
    public String toString() {
        return (promoted ? "+" : "") + letter;
    }
}

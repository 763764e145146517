// SPDX-License-Identifier: EPL-2.0
package org.rookery.variant.shogi;

import java.util.List;

import org.rookery.rules.PieceType;

/**
 * The fourteen shogi piece types (rules.md §4.1) in the order notation lists them: the eight
 * unpromoted men, then the six promoted forms. Piece types are values, so these constants equal
 * the types of every {@link org.rookery.rules.Rules} the shogi variant builds. A promoted form
 * carries its base's letter with the {@code promoted} flag, as SFEN writes it ({@code +P}).
 */
public final class ShogiPieces {

    /** The king: one step in any direction; never promotes. */
    public static final PieceType KING = PieceType.of("king", 'K', "K", PieceType.Trait.ROYAL);
    /** The rook; promotes to the dragon. */
    public static final PieceType ROOK = PieceType.of("rook", 'R', "R");
    /** The bishop; promotes to the horse. */
    public static final PieceType BISHOP = PieceType.of("bishop", 'B', "B");
    /** The gold general: orthogonal steps and the two forward diagonals; never promotes. */
    public static final PieceType GOLD = PieceType.of("gold", 'G', "WfF");
    /** The silver general: diagonal steps and one step straight forward. */
    public static final PieceType SILVER = PieceType.of("silver", 'S', "FfW");
    /** The knight: the two narrow forward knight leaps only. */
    public static final PieceType KNIGHT = PieceType.of("knight", 'N', "fN");
    /** The lance: a forward rider. */
    public static final PieceType LANCE = PieceType.of("lance", 'L', "fR");
    /** The pawn: one step forward, capturing the same way (not a chess pawn, so no PAWN trait). */
    public static final PieceType PAWN = PieceType.of("pawn", 'P', "fW");
    /** The dragon (promoted rook): rook plus one diagonal step. */
    public static final PieceType DRAGON = PieceType.promoted("dragon", 'R', "RF");
    /** The horse (promoted bishop): bishop plus one orthogonal step. */
    public static final PieceType HORSE = PieceType.promoted("horse", 'B', "BW");
    /** The promoted silver: moves as a gold. */
    public static final PieceType PROMOTED_SILVER = PieceType.promoted("promoted silver", 'S', "WfF");
    /** The promoted knight: moves as a gold. */
    public static final PieceType PROMOTED_KNIGHT = PieceType.promoted("promoted knight", 'N', "WfF");
    /** The promoted lance: moves as a gold. */
    public static final PieceType PROMOTED_LANCE = PieceType.promoted("promoted lance", 'L', "WfF");
    /** The tokin (promoted pawn): moves as a gold. */
    public static final PieceType TOKIN = PieceType.promoted("tokin", 'P', "WfF");

    /** All fourteen types, unpromoted first. */
    public static final List<PieceType> ALL = List.of(KING, ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN,
            DRAGON, HORSE, PROMOTED_SILVER, PROMOTED_KNIGHT, PROMOTED_LANCE, TOKIN);

    /** The types a hand can hold, in the order SFEN writes hands. */
    public static final List<PieceType> HAND_ORDER = List.of(ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN);

    private static final List<PieceType> PROMOTING = List.of(ROOK, BISHOP, SILVER, KNIGHT, LANCE, PAWN);
    private static final List<PieceType> PROMOTED = List.of(DRAGON, HORSE, PROMOTED_SILVER, PROMOTED_KNIGHT, PROMOTED_LANCE, TOKIN);

    private ShogiPieces() {
    }

    /** The promoted form of a type, or {@code null} for the king, the gold and promoted types. */
    public static PieceType promotedForm(PieceType type) {
        int i = PROMOTING.indexOf(type);
        return i < 0 ? null : PROMOTED.get(i);
    }

    /** The base type a type reverts to when captured (itself unless promoted). */
    public static PieceType base(PieceType type) {
        int i = PROMOTED.indexOf(type);
        return i < 0 ? type : PROMOTING.get(i);
    }

    /**
     * How many men of a base type the full set holds, both sides together (a type that is not a
     * base type: 0). A legal position never has more of a type, counting board, promoted forms
     * and hands.
     */
    public static int setCount(PieceType base) {
        if (base.equals(PAWN)) {
            return 18;
        }
        if (base.equals(GOLD) || base.equals(SILVER) || base.equals(KNIGHT) || base.equals(LANCE)) {
            return 4;
        }
        if (base.equals(KING) || base.equals(ROOK) || base.equals(BISHOP)) {
            return 2;
        }
        return 0;
    }
}
